'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useNow } from '@/components/ui/use-now';
import { saveAccountCallMode } from '@/lib/api/account-call-mode';
import { startEarlyJoin } from '@/lib/api/early-join';
import { connectionHint, handOffMode } from '@/lib/call/mode-choice';
import type { CallParty, CallType } from '@/lib/dto/video-call';
import { useHref } from '@/lib/i18n/client';
import { preselectMode, type CallMode } from '@/lib/rules/call-mode';
import { useCallWarmUp } from './hooks/use-call-warm-up';
import { useLobbyDevices } from './hooks/use-lobby-devices';
import { useLobbyPresence } from './hooks/use-lobby-presence';
import { DeviceCheck } from './lobby-device-check';
import { LobbyModePicker } from './lobby-mode-picker';
import { WaitingRoom } from './lobby-waiting-room';

export type LobbyProps = {
  meetingId: string;
  callType: CallType;
  start: string;
  end: string;
  opensAt: string;
  peer: CallParty;
  /** 'open' or 'not-open-yet'; the page shows the other states itself. */
  state: 'open' | 'not-open-yet';
  /** The mode saved on the account (issue 44); null: never chosen, the connection decides. */
  savedMode?: CallMode | null;
};

/**
 * The join page's device check and waiting room: preview, level meter, device pickers, speaker test,
 * help when something is blocked, the other party's presence, the start time and a countdown in the
 * viewer's zone, and the Join button once the call is open. This component only wires its parts, as
 * the call room does: devices (useLobbyDevices), presence (useLobbyPresence), the call page's
 * warm-up (useCallWarmUp), the join begun at the click (startEarlyJoin), and the two views (DeviceCheck, WaitingRoom).
 */
export function Lobby({ meetingId, callType, start, end, opensAt, peer, state, savedMode = null }: LobbyProps) {
  const router = useRouter();
  const href = useHref();
  const now = useNow(1000);
  const isVideo = callType === 'VIDEO';
  const devices = useLobbyDevices(meetingId, isVideo);
  const presence = useLobbyPresence(meetingId, state === 'open');
  const warmCall = useCallWarmUp(meetingId);
  const [joining, setJoining] = useState(false);
  // Data saver first on mobile data or a slow connection, unless the account says otherwise (issue 44).
  const [mode, setMode] = useState<CallMode>(() => (isVideo ? preselectMode(savedMode, connectionHint()) : 'audio'));
  const chooseMode = (next: CallMode) => {
    setMode(next);
    saveAccountCallMode(next);
  };
  // One "Audio only" (issue 57 item 9): the mode choice is also what the device check does with the
  // camera — off in audio only, on otherwise; no separate checkbox that only hid one's own picture.
  const { update: updateDevices } = devices;
  useEffect(() => {
    if (isVideo) updateDevices({ audioOnly: mode === 'audio' });
  }, [isVideo, mode, updateDevices]);
  const minutes = Math.round((Date.parse(end) - Date.parse(start)) / 60_000);

  const join = () => {
    setJoining(true);
    devices.handOff();
    if (isVideo) handOffMode(mode);
    // The join itself starts now, beside the page load: the call page takes it over.
    startEarlyJoin(meetingId, Intl.DateTimeFormat().resolvedOptions().timeZone);
    router.push(href(`/meeting/${meetingId}/call`));
  };

  const open = state === 'open' || (now !== null && now >= Date.parse(opensAt));
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <DeviceCheck
        isVideo={isVideo}
        choice={devices.choice}
        stream={devices.stream}
        problem={devices.problem}
        noCamera={devices.noCamera}
        starting={devices.starting}
        devices={devices.devices}
        onChange={devices.update}
      />
      <WaitingRoom
        peer={peer}
        isVideo={isVideo}
        start={start}
        end={end}
        opensAt={opensAt}
        peerWaiting={presence !== 'left'}
        startsIn={now === null ? null : Date.parse(start) - now}
        open={open}
        joining={joining}
        blocked={devices.problem === 'denied'}
        onJoin={join}
        onAboutToJoin={warmCall}
      >
        <LobbyModePicker isVideo={isVideo} minutes={minutes} mode={mode} onMode={chooseMode} />
      </WaitingRoom>
    </div>
  );
}
