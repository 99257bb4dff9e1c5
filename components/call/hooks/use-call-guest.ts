'use client';

import { useCallback, useEffect, useState } from 'react';
import { callGuestApi } from '@/lib/api/call-guests';
import type { CallGuest } from '@/lib/dto/call-guest';

/**
 * The meeting's invited guest on the parties' call page (issue 63 item 5): read when the call is joined and
 * again whenever the call hears of a change (an `activity` signal: they opened the link, were admitted or
 * removed). `peer`: the other end of the guest link while they are admitted.
 */
export function useCallGuest(meetingId: string, joined: boolean) {
  const [guest, setGuest] = useState<CallGuest | null>(null);
  const refresh = useCallback(() => {
    callGuestApi.get(meetingId).then(
      (r) => setGuest(r.guest),
      () => undefined,
    );
  }, [meetingId]);
  useEffect(() => {
    if (joined) refresh();
  }, [joined, refresh]);
  const peer = guest?.status === 'ADMITTED' ? { id: guest._id, name: guest.name } : null;
  return { guest, setGuest, refresh, peer };
}
