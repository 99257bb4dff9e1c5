import 'server-only';
import type { VideoCall } from '@/lib/dto/video-call';
import { settleMeeting } from '@/lib/server/meetings/settle-ended-meetings';
import { isPresent } from '@/lib/server/meetings/attendance';
import { recordJoin, recordLeave } from './attendance';
import { iceServersFor } from './ice-servers';
import { callMeetingOrThrow, findCallPartyMeetingOrThrow } from './join-rules';
import { insertSignal } from '@/lib/server/meetings/call-signals/insert-signal';
import { announceWaiting } from './announce-waiting';

/** GET meeting/video/{id}: join — the call object (spec §3 "Video call"), the join recorded and announced. */
export async function joinCall(userId: string, meetingId: string, options: { zone?: string; now?: Date } = {}): Promise<VideoCall> {
  const call = await callMeetingOrThrow(userId, meetingId, options);
  await recordJoin(call.id, userId);
  const joinedAt = await insertSignal(call.id, userId, { kind: 'presence', state: 'in-call' });
  // The other party, if away, is told someone is in the call (once per meeting; after the commit, by the outbox).
  await announceWaiting(call.id, { id: userId, role: call.role }, call.peer.user_id);
  const ice = iceServersFor(userId);
  return {
    meeting_id: call.id,
    role: call.role,
    call_type: call.callType,
    start_time: call.start.toISOString(),
    end_time: call.end.toISOString(),
    join_opens_at: call.opensAt.toISOString(),
    join_closes_at: call.closesAt.toISOString(),
    self: call.self,
    peer: call.peer,
    ice_servers: ice.servers,
    ice_transport_policy: ice.policy,
    peer_present: await isPresent(call.id, call.peer.user_id),
    events_after: String(joinedAt),
  };
}

/**
 * POST meeting/video/{id}: leave — recorded, and the other party told at once. Works after the window
 * too. `hangup` (the Leave button, or the page whose other party hung up): the call is over for both,
 * so the other party's page ends it too, and the leave that leaves nobody in a call both attended
 * settles the meeting now (settleMeeting: COMPLETED; its review request follows the commit from the
 * outbox, never awaited here). A
 * page closing (sendBeacon, no body) only leaves: its party may come back.
 */
export async function leaveCall(userId: string, meetingId: string, input: { hangup?: boolean } = {}): Promise<{ ok: true }> {
  const meeting = await findCallPartyMeetingOrThrow(userId, meetingId);
  await recordLeave(meeting.id, userId);
  if (input.hangup) await insertSignal(meeting.id, userId, { kind: 'hangup' });
  await insertSignal(meeting.id, userId, { kind: 'presence', state: 'left' });
  // Each leave commits before this looks, so of two parties leaving at once the later one sees both gone.
  if (meeting.status === 'CONFIRMED') await settleMeeting(meeting.id);
  return { ok: true };
}
