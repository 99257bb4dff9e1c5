import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CalendarSync } from '@/components/lawyer-profile/calendar-sync';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { findCalendarSyncSettings } from '@/lib/server/calendar-sync/find-calendar-sync';

export const metadata: Metadata = { title: 'Calendar sync' };

// The profile editor's layout gives the heading and the section list.
export const dynamic = 'force-dynamic';

export default async function LawyerCalendarSyncPage() {
  const user = await requirePageUser('/lawyer-portal/profile/calendar-sync');
  const settings = await findCalendarSyncSettings(user.id);
  if (!settings) notFound();
  return (
    <CalendarSync
      initialFeedUrl={settings.feed_url}
      initialImportUrl={settings.import_url}
      importCheckedAt={settings.import_checked_at}
      importError={settings.import_error}
    />
  );
}
