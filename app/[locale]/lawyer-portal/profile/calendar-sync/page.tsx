import type { Metadata } from 'next';
import { calendarMetadata, calendarWords } from '@/components/calendar/calendar-server';
import { CalendarSync } from '@/components/lawyer-profile/calendar-sync';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { findCalendarSyncSettings } from '@/lib/server/calendar/sync/find-calendar-sync';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return calendarMetadata(await localeOf(params), '/lawyer-portal/profile/calendar-sync', 'calendarSync');
}

// The profile editor's layout gives the heading and the section list.
export const dynamic = 'force-dynamic';

export default async function LawyerCalendarSyncPage({ params }: Props) {
  const locale = await localeOf(params);
  const user = await requirePageUser('/lawyer-portal/profile/calendar-sync');
  const settings = await findCalendarSyncSettings(user.id);
  if (!settings) return notFoundPage();
  return (
    <ClientMessages locale={locale} namespaces={[calendarWords(locale, ['sync', 'messages'])]}>
      <CalendarSync
        initialFeedUrl={settings.feed_url}
        initialImportUrl={settings.import_url}
        importCheckedAt={settings.import_checked_at}
        importError={settings.import_error}
      />
    </ClientMessages>
  );
}
