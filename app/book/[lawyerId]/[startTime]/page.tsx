import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuthGuard } from '@/components/auth/auth-guard';
import { BookingForm } from '@/components/booking/booking-form';
import { QueryProvider } from '@/components/providers/query-provider';
import { SiteHeader } from '@/components/header/site-header';
import { UserAvatar } from '@/components/header/user-avatar';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { findBookingOptions } from '@/lib/server/meetings/find-booking-options';

export const metadata: Metadata = { title: 'Book a consultation', robots: { index: false } };

type Params = { lawyerId: string; startTime: string };

/** Booking (CUSTOMER only, checked here as well as in middleware): the form, with this lawyer's free slots. */
export default async function BookPage({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<{ duration?: string }> }) {
  const { lawyerId, startTime } = await params;
  const { duration } = await searchParams;
  await requirePageUser(`/book/${encodeURIComponent(lawyerId)}/${encodeURIComponent(startTime)}`, duration ? `?duration=${encodeURIComponent(duration)}` : '');
  const start = new Date(decodeURIComponent(startTime));
  const options = await findBookingOptions(lawyerId);
  if (!options || Number.isNaN(start.getTime())) notFound();
  const { lawyer } = options;
  return (
    <AuthGuard>
      <SiteHeader />
      <main className="bg-slate-50">
        <div className="container-page max-w-3xl py-8">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Book a consultation</h1>
          <div className="mt-4 flex items-center gap-4">
            <UserAvatar user={{ first_name: lawyer.displayName, last_name: lawyer.displayName.split(' ').pop() ?? '', picture_url: lawyer.pictureUrl }} size={56} />
            <div className="min-w-0">
              <p className="text-lg font-semibold text-slate-900">Atty. {lawyer.displayName}</p>
              {lawyer.city && <p className="text-sm text-slate-600">{lawyer.city}</p>}
            </div>
          </div>
          <div className="mt-6">
            <QueryProvider>
              <BookingForm
                lawyerId={lawyer.id}
                prices={options.prices}
                slots={options.slots}
                initialStart={start.toISOString()}
                initialDuration={duration === '60' ? 60 : 30}
              />
            </QueryProvider>
          </div>
        </div>
      </main>
    </AuthGuard>
  );
}
