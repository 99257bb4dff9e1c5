import type { Metadata } from 'next';
import { CalendarView } from '@/components/calendar/calendar-view';
import { requirePageUser } from '@/lib/server/auth/get-session-user';

export const metadata: Metadata = { title: 'Calendar' };

export default async function LawyerCalendarPage() {
  await requirePageUser('/lawyer-portal/calendar');
  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Calendar</h1>
      <div className="mt-6">
        <CalendarView />
      </div>
    </div>
  );
}
