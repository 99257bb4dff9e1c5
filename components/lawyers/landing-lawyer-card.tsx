import { bookingHref } from './format';
import { cardSlots, LawyerCardShell, type LawyerCardProps } from './lawyer-card-shell';
import { SlotStrip } from './slot-strip';

/**
 * A lawyer on a landing page: no client code at all. The times are Philippine time, labelled (the
 * page is about a Philippine region; results and the profile convert to the viewer's zone), and the
 * card links to the profile, where compare lives. Keeps the landing pages within the JS budget.
 * `triage`: on the answer of "Where do I start?", its answers, carried to the booking form.
 */
export function LandingLawyerCard({ triage, ...props }: LawyerCardProps & { triage?: string }) {
  const { lawyer } = props;
  const slots = cardSlots(lawyer);
  const profileHref = `/lawyer/${lawyer._id}`;
  return (
    <LawyerCardShell
      {...props}
      booking={
        <div className="mt-2 sm:mt-3 sm:pl-28">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-medium text-slate-700">
              {slots.length ? (
                <>
                  {/* On a phone the full zone wrapped beside "View profile" and made the card a line taller. */}
                  Next available <span className="font-normal text-slate-600 sm:hidden">({slots[0].manila.shortZone})</span>
                  <span className="hidden font-normal text-slate-600 sm:inline">({slots[0].manila.zone})</span>
                </>
              ) : (
                'No free time in the next 14 days'
              )}
            </p>
            <a href={profileHref} className="btn-outline min-h-9 shrink-0 px-3 py-1.5">
              View profile<span className="sr-only"> of Atty. {lawyer.display_name}</span>
            </a>
          </div>
          {slots.length ? (
            <SlotStrip>
              {slots.map((slot) => (
                <li key={slot.start} className="shrink-0">
                  <a
                    href={bookingHref(lawyer._id, slot.start, undefined, triage)}
                    className="inline-flex min-h-9 items-center rounded-md border border-primary-200 bg-primary-50 px-2.5 py-1 text-sm font-medium text-primary-700 hover:bg-primary-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
                    aria-label={`Book ${slot.manila.label} (${slot.manila.zone})`}
                  >
                    {slot.manila.label}
                  </a>
                </li>
              ))}
            </SlotStrip>
          ) : null}
        </div>
      }
    />
  );
}
