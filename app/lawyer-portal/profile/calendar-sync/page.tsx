import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CalendarSync } from '@/components/lawyer-profile/calendar-sync';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { findCalendarSyncSettings } from '@/lib/server/calendar-sync/find-calendar-sync';

export const metadata: Metadata = { title: 'Calendar sync' };

export default async function LawyerCalendarSyncPage() {
  const user = await requirePageUser('/lawyer-portal/profile/calendar-sync');
  const settings = await findCalendarSyncSettings(user.id);
  if (!settings) notFound();
  return (
    <div className="container-page max-w-3xl py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Calendar sync</h1>
      <div className="mt-6">
        <CalendarSync
          initialFeedUrl={settings.feed_url}
          initialImportUrl={settings.import_url}
          importCheckedAt={settings.import_checked_at}
          importError={settings.import_error}
        />
      </div>
    </div>
  );
}
