'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { meetingKeys } from '@/lib/api/meetings';

/** Wide screens show the panel beside the video from the start; phones keep the video whole. */
const WIDE = '(min-width: 1024px)';

/**
 * Side panel: the meeting's case, files and comments beside the call. When the other party adds or
 * changes one, the call's event stream says so (`activity`) and the meeting is fetched again at
 * once; while the panel is closed, each such change counts as unread until it is opened.
 */
export function useSidePanel(meetingId: string) {
  const queryClient = useQueryClient();
  const [open, setOpenState] = useState(() => typeof window !== 'undefined' && Boolean(window.matchMedia?.(WIDE).matches));
  const [unread, setUnread] = useState(0);
  const openRef = useRef(open);

  const setOpen = useCallback((next: boolean) => {
    openRef.current = next;
    setOpenState(next);
    if (next) setUnread(0);
  }, []);

  const onActivity = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meetingId) });
    if (!openRef.current) setUnread((n) => n + 1);
  }, [queryClient, meetingId]);

  return { open, setOpen, unread, onActivity };
}
