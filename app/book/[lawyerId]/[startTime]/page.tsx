import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuthGuard } from '@/components/auth/auth-guard';
import { SiteHeader } from '@/components/header/site-header';
import { UserAvatar } from '@/components/header/user-avatar';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { findBookingLawyer } from '@/lib/server/booking/find-booking-lawyer';

export const metadata: Metadata = { title: 'Book a consultation', robots: { index: false } };

type Params = { lawyerId: string; startTime: string };

const peso = (centavos: number) => `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

/** Booking (CUSTOMER only): the chosen lawyer and time. The booking form itself comes with the booking work. */
export default async function BookPage({ params }: { params: Promise<Params> }) {
  const { lawyerId, startTime } = await params;
  await requirePageUser(`/book/${encodeURIComponent(lawyerId)}/${encodeURIComponent(startTime)}`);
  const start = new Date(decodeURIComponent(startTime));
  const lawyer = await findBookingLawyer(lawyerId);
  if (!lawyer || Number.isNaN(start.getTime())) notFound();
  const local = new TZDate(start, lawyer.timezone);
  return (
    <AuthGuard>
      <SiteHeader />
      <main className="container-page max-w-2xl py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Book a consultation</h1>
        <section aria-label="Your booking" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <div className="flex items-center gap-4">
            <UserAvatar user={{ first_name: lawyer.displayName, last_name: lawyer.displayName.split(' ').pop() ?? '', picture_url: lawyer.pictureUrl }} size={64} />
            <div className="min-w-0">
              <p className="text-lg font-semibold text-slate-900">Atty. {lawyer.displayName}</p>
              {lawyer.city && <p className="text-sm text-slate-600">{lawyer.city}</p>}
            </div>
          </div>
          <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-medium text-slate-600">Date and time</dt>
              <dd className="text-slate-900">
                <time dateTime={start.toISOString()}>{format(local, "EEEE, d MMMM yyyy, h:mm a")}</time> ({lawyer.timezone})
              </dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">Fees</dt>
              <dd className="text-slate-900">
                {lawyer.prices
                  .filter((p) => p.priceCentavos !== null)
                  .map((p) => `${p.durationMinutes} min: ${peso(p.priceCentavos!)}`)
                  .join(' · ') || 'Not set'}
              </dd>
            </div>
          </dl>
        </section>
      </main>
    </AuthGuard>
  );
}
