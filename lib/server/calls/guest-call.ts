import 'server-only';
import type { CallGuest, GuestCall, GuestView } from '@/lib/dto/call-guest';
import type { Locale } from '@/lib/i18n/paths';
import { insertSignal } from '@/lib/server/meetings/call-signals/insert-signal';
import type { InviteCallGuestInput } from '@/lib/validation/call-guests';
import {
  assertGuestInCall,
  decideCallGuest,
  inviteCallGuest,
  markGuestJoined,
  markGuestLeft,
  openGuestLink,
  partyNames,
  requireGuest,
} from './call-guests';
import { iceServersFor } from './ice-servers';
import { getDb } from '@/lib/db';

/**
 * The guest's comings and goings told to the call (issue 63 item 5): an `activity` signal makes the
 * parties' pages read the guest again (the lawyer's Admit button, the client's "waiting"); a removed
 * guest also says "left", so the others' pages close their connections with them. Never throws: the
 * change is saved whatever happens here.
 */
async function tellCall(meetingId: string, guestId: string, left = false): Promise<void> {
  try {
    if (left) await insertSignal(meetingId, { guestId }, { kind: 'presence', state: 'left' });
    await insertSignal(meetingId, { guestId }, { kind: 'activity', what: 'guest' });
  } catch (error) {
    console.error('[call] guest change not announced', error);
  }
}

/** POST meeting/{id}/guest (the client). */
export async function inviteGuest(
  customer: { id: string; firstName: string },
  meetingId: string,
  input: InviteCallGuestInput,
  locale: Locale,
): Promise<CallGuest> {
  const guest = await inviteCallGuest(customer, meetingId, input, locale);
  await tellCall(guest.meeting_id, guest._id);
  return guest;
}

/** PUT meeting/{id}/guest (the lawyer): admitted, or removed (their connections end). */
export async function decideGuest(lawyerId: string, meetingId: string, action: 'admit' | 'remove'): Promise<CallGuest> {
  const guest = await decideCallGuest(lawyerId, meetingId, action);
  await tellCall(guest.meeting_id, guest._id, action === 'remove');
  return guest;
}

/** POST call-guest/link/{token}: the guest's browser opens the invitation (the first one is bound to it). */
export async function openGuestInvitation(token: string, req: Request): Promise<{ view: GuestView; cookie: string | null }> {
  const { view, cookie, arrived } = await openGuestLink(token, req);
  if (arrived) await tellCall(view.meeting_id, view.guest_id);
  return { view, cookie };
}

/** POST call-guest/call: the admitted guest joins (as GET meeting/video/{id} for the parties). */
export async function joinGuestCall(req: Request, now = new Date()): Promise<GuestCall> {
  const access = await requireGuest(req, now);
  assertGuestInCall(access, now);
  const { guest, meeting } = access;
  await markGuestJoined(guest.id, now);
  const joinedAt = await insertSignal(meeting.id, { guestId: guest.id }, { kind: 'presence', state: 'in-call' });
  const names = await partyNames(await getDb(), meeting);
  const ice = iceServersFor(guest.id);
  return {
    meeting_id: meeting.id,
    self: { party_id: guest.id, role: 'GUEST', name: guest.name },
    parties: [
      { party_id: meeting.lawyerId, role: 'LAWYER', name: names.lawyer },
      { party_id: meeting.customerId, role: 'CUSTOMER', name: names.client },
    ],
    call_type: meeting.callType,
    end_time: meeting.endAt.toISOString(),
    ice_servers: ice.servers,
    ice_transport_policy: ice.policy,
    events_after: String(joinedAt),
  };
}

/** POST call-guest/leave: the guest leaves (the Leave button, or the page closing); the call goes on. */
export async function leaveGuestCall(req: Request): Promise<{ ok: true }> {
  const { guest, meeting } = await requireGuest(req);
  await markGuestLeft(guest.id);
  if (guest.status === 'ADMITTED') await insertSignal(meeting.id, { guestId: guest.id }, { kind: 'presence', state: 'left' });
  return { ok: true };
}
