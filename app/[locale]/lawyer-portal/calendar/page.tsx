import type { Metadata } from 'next';
import { CalendarView } from '@/components/calendar/calendar-view';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { loadCalendarWeek } from '@/lib/server/blockers/calendar-week';

export const metadata: Metadata = { title: 'Calendar' };

export default async function LawyerCalendarPage() {
  const user = await requirePageUser('/lawyer-portal/calendar');
  const week = user.type === 'LAWYER' ? await loadCalendarWeek({ id: user.id, type: 'LAWYER' }) : undefined;
  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Calendar</h1>
      <div className="mt-6">
        <CalendarView initial={week} />
      </div>
    </div>
  );
}
