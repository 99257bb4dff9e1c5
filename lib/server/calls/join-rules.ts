import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { isCallKind } from '@/lib/rules/meeting-kinds';
import { DEFAULT_TIME_ZONE, JOIN_OPENS_BEFORE_MINUTES } from '@/lib/config/time';
import { callStateOf, joinWindow, type CallState } from '@/lib/rules/join-window';
import type { CallParty, CallRole, CallType } from '@/lib/dto/video-call';
import { isValidTimeZone } from '@/lib/format/civil-date';
import { AppError } from '@/lib/server/platform/http/errors';
import { findPartyMeetingOrThrow, type PartyMeeting } from '@/lib/server/meetings/find-party-meeting';

export type CallMeeting = {
  id: string;
  role: CallRole;
  callType: CallType;
  start: Date;
  end: Date;
  opensAt: Date;
  closesAt: Date;
  self: CallParty;
  peer: CallParty;
};

/** "9:50 AM (Asia/Manila)" in the viewer's zone (any valid IANA zone; Manila otherwise). */
function openingTime(at: Date, zone: string | undefined): string {
  const timeZone = zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  return `${time} (${timeZone})`;
}

/** A notarial appointment is held in person at the office (issue 43): it has no call to join, watch or leave. */
const noCallInPerson = () => new AppError('NOT_FOUND', 'video.personAppointmentAtNotary', { key: 'NO_CALL_IN_PERSON' });

/** findPartyMeetingOrThrow for the call's routes and pages: a notarial appointment answers as no call at all. */
export async function findCallPartyMeetingOrThrow(userId: string, meetingId: string, db?: Db): Promise<PartyMeeting> {
  const meeting = await findPartyMeetingOrThrow(userId, meetingId, db);
  if (!isCallKind(meeting.kind)) throw noCallInPerson();
  return meeting;
}

async function partyOf(db: Db, userId: string, asLawyer: boolean): Promise<CallParty> {
  const [u] = await db
    .select({ first: t.users.firstName, last: t.users.lastName, picture: t.users.pictureUrl })
    .from(t.users)
    .where(eq(t.users.id, userId))
    .limit(1);
  if (!asLawyer) return { user_id: userId, name: `${u?.first ?? ''} ${u?.last ?? ''}`.trim(), picture_url: u?.picture ?? null };
  const [p] = await db
    .select({ name: t.lawyerProfiles.displayName, picture: t.lawyerProfiles.pictureUrl })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, userId))
    .limit(1);
  return {
    user_id: userId,
    name: `Atty. ${p?.name ?? `${u?.first ?? ''} ${u?.last ?? ''}`.trim()}`,
    picture_url: p?.picture ?? u?.picture ?? null,
  };
}

/**
 * The call behind a meeting, for one of its two parties (anyone else: 404, as for a meeting that
 * does not exist), and whether it can be joined now. The lobby shows the state; joining and
 * signaling require 'open' (callMeetingOrThrow).
 */
export async function loadCallMeeting(userId: string, meetingId: string, now = new Date()): Promise<CallMeeting & { state: CallState }> {
  const db = await getDb();
  const meeting = await findCallPartyMeetingOrThrow(userId, meetingId, db);
  const { opensAt, closesAt } = joinWindow(meeting.startAt, meeting.endAt, meeting.settledAt);
  const [self, peer] = await Promise.all([
    partyOf(db, userId, meeting.role === 'LAWYER'),
    partyOf(db, meeting.role === 'LAWYER' ? meeting.customerId : meeting.lawyerId, meeting.role === 'CUSTOMER'),
  ]);
  const state = callStateOf(meeting, now);
  return {
    id: meeting.id,
    role: meeting.role,
    callType: meeting.callType,
    start: meeting.startAt,
    end: meeting.endAt,
    opensAt,
    closesAt,
    self,
    peer,
    state,
  };
}

/** The clear 4xx for a call that cannot be joined now (the opening time in `zone`). */
function callClosedError(state: Exclude<CallState, 'open'>, opensAt: Date, zone?: string): AppError {
  switch (state) {
    case 'not-paid':
      return new AppError('CONFLICT', 'call.notPaid', { key: 'CALL_NOT_PAID' });
    case 'cancelled':
      return new AppError('CONFLICT', 'call.cancelled', { key: 'CALL_CANCELLED' });
    case 'not-open-yet':
      return new AppError('FORBIDDEN', 'call.notOpenYet', {
        key: 'CALL_NOT_OPEN_YET',
        params: { when: openingTime(opensAt, zone), minutes: JOIN_OPENS_BEFORE_MINUTES },
      });
    case 'ended':
      return new AppError('FORBIDDEN', 'call.ended', { key: 'CALL_ENDED' });
  }
}

/**
 * A free legal-aid consultation (issue 61): its lawyer reads the person's declaration and confirms they qualify
 * before the call — until then the lawyer cannot join it (the client may wait in it).
 */
async function assertLegalAidAssessed(meetingId: string, role: CallRole, db?: Db): Promise<void> {
  if (role !== 'LAWYER') return;
  const conn = db ?? (await getDb());
  const [waiting] = await conn
    .select({ id: t.legalAidRequests.id })
    .from(t.legalAidRequests)
    .where(and(eq(t.legalAidRequests.meetingId, meetingId), eq(t.legalAidRequests.status, 'AWAITING_ASSESSMENT')));
  if (waiting) throw new AppError('FORBIDDEN', 'legalAid.assessFirst', { key: 'LEGAL_AID_NOT_ASSESSED' });
}

/** The call with both parties if it can be joined now; otherwise callClosedError. */
export async function callMeetingOrThrow(
  userId: string,
  meetingId: string,
  options: { now?: Date; zone?: string } = {},
): Promise<CallMeeting> {
  const { state, ...call } = await loadCallMeeting(userId, meetingId, options.now);
  if (state !== 'open') throw callClosedError(state, call.opensAt, options.zone);
  await assertLegalAidAssessed(call.id, call.role);
  return call;
}

/** The cheap check on every signaling message and stream: a party, of an open call. Returns the other party's id. */
export async function openCallPeerOrThrow(
  userId: string,
  meetingId: string,
  now = new Date(),
): Promise<{ peerId: string; role: CallRole }> {
  const meeting = await findCallPartyMeetingOrThrow(userId, meetingId);
  const state = callStateOf(meeting, now);
  if (state !== 'open') throw callClosedError(state, joinWindow(meeting.startAt, meeting.endAt, meeting.settledAt).opensAt);
  await assertLegalAidAssessed(meeting.id, meeting.role);
  return { peerId: meeting.role === 'LAWYER' ? meeting.customerId : meeting.lawyerId, role: meeting.role };
}
