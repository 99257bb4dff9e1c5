'use client';

import { useCallback, useEffect, useRef } from 'react';
import { createAttendanceReporter } from '@/lib/api/call';

/** Attendance is the media connection itself: each connection that comes up is reported once. */
export function useAttendance(meetingId: string) {
  const attendance = useRef<ReturnType<typeof createAttendanceReporter> | null>(null);
  useEffect(() => {
    const reporter = createAttendanceReporter(meetingId);
    attendance.current = reporter;
    return () => reporter.close();
  }, [meetingId]);
  return useCallback((conn: string) => attendance.current?.connected(conn), []);
}
