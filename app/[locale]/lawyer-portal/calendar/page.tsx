import type { Metadata } from 'next';
import { CalendarView } from '@/components/calendar/calendar-view';
import { calendarMetadata, calendarWords } from '@/components/calendar/calendar-server';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { loadCalendarWeek } from '@/lib/server/meetings/calendar-week';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return calendarMetadata(await localeOf(params), '/lawyer-portal/calendar', 'calendar');
}

export default async function LawyerCalendarPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'calendar');
  const user = await requirePageUser('/lawyer-portal/calendar');
  const week = user.type === 'LAWYER' ? await loadCalendarWeek({ id: user.id, type: 'LAWYER' }) : undefined;
  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.heading')}</h1>
      <div className="mt-6">
        {/* The blocker form loads later with the view: its words come now ("form", "messages"). */}
        <ClientMessages locale={locale} namespaces={[calendarWords(locale, ['view', 'grid', 'form', 'messages'])]}>
          <CalendarView initial={week} />
        </ClientMessages>
      </div>
    </div>
  );
}
