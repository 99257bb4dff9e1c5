'use client';

import { useCallback, useEffect, useRef } from 'react';
import { createAttendanceReporter } from '@/lib/api/call';

/** How long a leave waits for this page's attendance reports still in flight. */
const LEAVE_WAITS_FOR_ATTENDANCE_MS = 3_000;

/**
 * Attendance is the media connection itself: each connection that comes up is reported once (`connected`), and a
 * leave first lets the reports in flight arrive (`settled`), so the leave never settles the meeting without them.
 */
export function useAttendance(meetingId: string) {
  const attendance = useRef<ReturnType<typeof createAttendanceReporter> | null>(null);
  useEffect(() => {
    const reporter = createAttendanceReporter(meetingId);
    attendance.current = reporter;
    return () => reporter.close();
  }, [meetingId]);
  const connected = useCallback((conn: string) => attendance.current?.connected(conn), []);
  const settled = useCallback(async () => attendance.current?.settled(LEAVE_WAITS_FOR_ATTENDANCE_MS), []);
  return { connected, settled };
}
