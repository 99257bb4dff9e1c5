'use client';

import { useEffect, useState } from 'react';
import { createSignalSender, subscribeCallEvents } from '@/lib/api/call';

/**
 * Presence both ways while the call is open: the lobby announces itself (again every 20 s, which
 * also sends a waiting notice lost with a process) and hears where the other party is.
 */
export function useLobbyPresence(meetingId: string, open: boolean): 'in-call' | 'lobby' | 'left' {
  const [presence, setPresence] = useState<'in-call' | 'lobby' | 'left'>('left');
  useEffect(() => {
    if (!open) return;
    const sender = createSignalSender(meetingId);
    sender.send({ kind: 'presence', state: 'lobby' });
    const again = setInterval(() => sender.send({ kind: 'presence', state: 'lobby' }), 20_000);
    const unsubscribe = subscribeCallEvents(meetingId, (event) => {
      if (event.kind === 'presence') setPresence(event.state);
      if (event.kind === 'hangup') setPresence('left');
    });
    return () => {
      clearInterval(again);
      unsubscribe();
      sender.close();
    };
  }, [meetingId, open]);
  return presence;
}
