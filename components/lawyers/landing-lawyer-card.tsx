import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';
import { asText } from '@/components/search/names';
import { bookingHref } from './format';
import { cardSlots, LawyerCardShell, type LawyerCardProps } from './lawyer-card-shell';
import { SlotStrip } from './slot-strip';

/**
 * A lawyer on a landing page: no client code at all. The times are Philippine time, labelled (the
 * page is about a Philippine region; results and the profile convert to the viewer's zone), and the
 * card links to the profile, where compare lives. Keeps the landing pages within the JS budget.
 * `triage`: on the answer of "Where do I start?", its answers, carried to the booking form.
 */
export async function LandingLawyerCard({ triage, locale, ...props }: LawyerCardProps & { triage?: string; locale: Locale }) {
  const { lawyer } = props;
  const t = asText(await textFor(locale, 'search'));
  const services = asText(await textFor(locale, 'services'));
  const slots = cardSlots(lawyer, locale);
  const profileHref = localePath(locale, `/lawyer/${lawyer._id}`);
  // Every time here is Manila's: named as the page's language names it ("oras sa Pilipinas").
  const zone = t('card.manilaZone');
  return (
    <LawyerCardShell
      {...props}
      locale={locale}
      t={t}
      services={services}
      booking={
        <div className="mt-2 sm:mt-3 sm:pl-28">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-medium text-slate-700">
              {slots.length ? (
                <>
                  {/* On a phone the full zone wrapped beside "View profile" and made the card a line taller. */}
                  {t('card.nextAvailable')} <span className="font-normal text-slate-600 sm:hidden">({t('card.manilaShortZone')})</span>
                  <span className="hidden font-normal text-slate-600 sm:inline">({zone})</span>
                </>
              ) : (
                t('card.noFreeTime')
              )}
            </p>
            <a href={profileHref} className="btn-outline min-h-9 shrink-0 px-3 py-1.5">
              {t('card.viewProfile')}
              <span className="sr-only"> {t('card.ofAtty', { name: lawyer.display_name })}</span>
            </a>
          </div>
          {slots.length ? (
            <SlotStrip>
              {slots.map((slot) => (
                <li key={slot.start} className="shrink-0">
                  <a
                    href={localePath(locale, bookingHref(lawyer._id, slot.start, undefined, triage))}
                    className="inline-flex min-h-9 items-center rounded-md border border-primary-200 bg-primary-50 px-2.5 py-1 text-sm font-medium text-primary-700 hover:bg-primary-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
                    aria-label={t('card.book', { time: slot.manila.label, zone })}
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
