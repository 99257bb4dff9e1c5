import 'server-only';
import { AppError } from '@/lib/server/platform/http/errors';
import { requireUser } from '@/lib/server/auth/require-user';
import { admittedGuestOf, assertGuestInCall, findGuest, guestFromCookie, guestNotFound } from './call-guests';
import { openCallPeerOrThrow } from './join-rules';

/**
 * Who is asking, on a call's signalling routes: a signed-in party, or the meeting's invited guest (their
 * browser's cookie, issue 63 item 5). A guest cookie counts only for its own meeting; on any other the
 * request is a user's (and a browser with neither is refused 401).
 */
export type CallPrincipal = { kind: 'user'; id: string; sessionId: string } | { kind: 'guest'; id: string };

export async function callPrincipal(req: Request, meetingId: string): Promise<CallPrincipal> {
  const guest = await guestFromCookie(req);
  if (guest && guest.meeting.id === meetingId) return { kind: 'guest', id: guest.guest.id };
  const user = await requireUser(req);
  return { kind: 'user', id: user.id, sessionId: user.sessionId };
}

export type CallPeer = { id: string; guest: boolean };

/** A party of an open call and the others in it: the other user, and the admitted guest if any. */
export type CallParties = {
  me: CallPeer;
  role: 'LAWYER' | 'CUSTOMER' | 'GUEST';
  /** The party on the other side in a call of two (for the guest: the lawyer). */
  peerId: string;
  peers: CallPeer[];
};

/** The check on every signalling message and stream: a party of an open call (openCallPeerOrThrow), or its admitted guest. */
export async function openCallPartiesOrThrow(principal: CallPrincipal, meetingId: string, now = new Date()): Promise<CallParties> {
  if (principal.kind === 'user') {
    const { peerId, role } = await openCallPeerOrThrow(principal.id, meetingId, now);
    const guest = await admittedGuestOf(meetingId);
    const peers: CallPeer[] = [{ id: peerId, guest: false }];
    if (guest) peers.push({ id: guest.id, guest: true });
    return { me: { id: principal.id, guest: false }, role, peerId, peers };
  }
  const access = await findGuest(principal.id);
  if (!access || access.meeting.id !== meetingId) throw guestNotFound();
  assertGuestInCall(access, now);
  return {
    me: { id: principal.id, guest: true },
    role: 'GUEST',
    peerId: access.meeting.lawyerId,
    peers: [
      { id: access.meeting.lawyerId, guest: false },
      { id: access.meeting.customerId, guest: false },
    ],
  };
}

/** A signal's `to`: one of the others in the call (400 for anyone else). */
export function assertPeer(parties: CallParties, to: string | undefined): void {
  if (to !== undefined && !parties.peers.some((p) => p.id === to)) {
    throw new AppError('BAD_REQUEST', 'callGuest.unknownParty', { key: 'CALL_UNKNOWN_PARTY' });
  }
}
