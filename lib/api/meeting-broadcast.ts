import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meetingKeys } from './meetings';

/** The browser's channel between this site's tabs (same origin) for "a meeting changed". */
const CHANNEL = 'abogado.meetings';

/**
 * Tells this person's other tabs that a meeting changed (a call ended, its meeting settled), so a
 * portal page left open behind the call drops its "Join now" banner and shows the new status at once
 * instead of at its next poll. Quietly nothing where BroadcastChannel is missing.
 */
export function announceMeetingChange(meetingId: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ meetingId });
  channel.close();
}

/** Refetches the meetings this tab shows (lists, pages, the live banner) when another tab announces a change. */
export function useMeetingChangesFromOtherTabs(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: meetingKeys.all });
    return () => channel.close();
  }, [queryClient]);
}
