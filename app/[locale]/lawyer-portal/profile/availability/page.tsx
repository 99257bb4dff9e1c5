import type { Metadata } from 'next';
import { calendarMetadata, calendarWords } from '@/components/calendar/calendar-server';
import { AvailabilityForm } from '@/components/lawyer-profile/availability-form';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/server';
import { loadEditorProfile } from '@/lib/server/lawyer-profile/editor-page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return calendarMetadata(await localeOf(params), '/lawyer-portal/profile/availability', 'availability');
}

export const dynamic = 'force-dynamic';

export default async function Page({ params }: Props) {
  const locale = await localeOf(params);
  const profile = await loadEditorProfile('/lawyer-portal/profile/availability');
  return (
    <ClientMessages locale={locale} namespaces={[calendarWords(locale, ['availability', 'messages'])]}>
      <AvailabilityForm initial={profile} />
    </ClientMessages>
  );
}
