'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { announceMeetingChange } from '@/lib/api/meeting-broadcast';
import { meetingKeys } from '@/lib/api/meetings';
import type { VideoCall } from '@/lib/dto/video-call';

/** The default of `beforeLeave`: one function for every render, so `end` keeps its identity. */
const NOTHING_FIRST = async (): Promise<void> => undefined;

/** How a call ended on this page: this person hung up, or the other party did. */
export type CallEnd = { by: 'self' | 'peer'; peerName: string };

/**
 * The call's ends and what closes it. `end` is the one way a call ends, whoever hung up: the
 * connection, camera and microphone are closed at once (spec §4: closing the call clears the call
 * data), the leave is recorded as a hang-up (the other party's page ends too; the leave that leaves
 * nobody settles the meeting), the other tabs of this browser hear of it, and `ended` is set once —
 * the page then shows the after-call screen. Besides, a page whose session ended keeps nothing of the
 * call, and a connection to a page that went away is closed once it drops.
 */
export function useCallEnd({
  meetingId,
  call,
  signedOut,
  peerHere,
  connection,
  close,
  stop,
  hangUp,
  beforeLeave = NOTHING_FIRST,
}: {
  meetingId: string;
  call: VideoCall | null;
  signedOut: boolean;
  peerHere: boolean;
  connection: RTCPeerConnectionState;
  /** Closes the connection (usePeerConnection). */
  close: () => void;
  /** Stops the camera and microphone (useLocalMedia). */
  stop: () => void;
  /** Records the leave as a hang-up (useCallSignals `leave`). */
  hangUp: () => Promise<void>;
  /** Runs before the leave is recorded: this page's attendance reports in flight arrive first (useAttendance `settled`). */
  beforeLeave?: () => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState<CallEnd | null>(null);

  // The other party's page went away (closed, reloaded) without hanging up: their connection is not
  // mended, and once it drops it is closed rather than shown as "reconnecting" over a frozen frame.
  // Not closed at their 'left' itself: a late 'left' of a reloaded page may arrive after its return.
  useEffect(() => {
    if (!peerHere && (connection === 'disconnected' || connection === 'failed')) close();
  }, [peerHere, connection, close]);

  // Nothing of the call stays on a page whose session ended: no connection, no camera, no microphone.
  useEffect(() => {
    if (!signedOut) return;
    close();
    stop();
  }, [signedOut, close, stop]);

  const end = useCallback(
    (by: CallEnd['by']) => {
      if (ended) return;
      close();
      stop();
      setEnded({ by, peerName: call?.peer.name ?? '' });
      void beforeLeave()
        .then(hangUp)
        .then(() => {
          announceMeetingChange(meetingId);
          // The after-call screen shows the attendance this call just wrote, not the copy from the join.
          void queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meetingId) });
        });
    },
    [call, ended, close, stop, hangUp, beforeLeave, meetingId, queryClient],
  );

  return { ended, end };
}
