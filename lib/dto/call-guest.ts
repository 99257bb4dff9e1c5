// Issue 63 item 5, a relative on the call: the guest as the meeting's parties see it, and the guest's own view
// (their browser has no account: the lawyer's and the client's names and the time, never the case).
import { z } from 'zod';
import { isoDateTime, uuid } from './wire';

const callGuestStatusSchema = z.enum(['INVITED', 'WAITING', 'ADMITTED', 'REMOVED']);

export const callGuestSchema = z
  .object({
    _id: uuid,
    meeting_id: uuid,
    name: z.string(),
    email: z.string().nullable(),
    status: callGuestStatusSchema,
    /** The link to send or copy: only in the answer that made it (only its digest is stored). */
    url: z.string().nullable(),
    expires_at: isoDateTime,
    /** Whether the guest's page is open now (their lobby or the call). */
    present: z.boolean(),
    /** When the guest's media first came up (the attendance record), and when they left. */
    connected_at: isoDateTime.nullable(),
    left_at: isoDateTime.nullable(),
  })
  .meta({ id: 'CallGuest' });
export type CallGuest = z.infer<typeof callGuestSchema>;

export const meetingGuestSchema = z.object({ guest: callGuestSchema.nullable() }).meta({ id: 'MeetingGuest' });

const guestPartySchema = z.object({
  /** The party's id in the call's signals (`from`, `to`): a user id, or the guest's id. */
  party_id: uuid,
  role: z.enum(['LAWYER', 'CUSTOMER', 'GUEST']),
  name: z.string(),
});

/** The guest's browser: who invited them, when, and whether the lawyer let them in. */
export const guestViewSchema = z
  .object({
    guest_id: uuid,
    meeting_id: uuid,
    name: z.string(),
    status: callGuestStatusSchema,
    call_type: z.enum(['VIDEO', 'PHONE']),
    start_time: isoDateTime,
    end_time: isoDateTime,
    lawyer_name: z.string(),
    client_name: z.string(),
  })
  .meta({ id: 'CallGuestView' });
export type GuestView = z.infer<typeof guestViewSchema>;

/**
 * POST call-guest/call: the admitted guest joins. What the call page needs: the other parties' ids, the
 * relays, and where its event stream starts (as GET meeting/video/{id} for the parties).
 */
export const guestCallSchema = z
  .object({
    meeting_id: uuid,
    self: guestPartySchema,
    parties: z.array(guestPartySchema),
    call_type: z.enum(['VIDEO', 'PHONE']),
    end_time: isoDateTime,
    ice_servers: z.array(
      z.object({ urls: z.union([z.string(), z.array(z.string())]), username: z.string().optional(), credential: z.string().optional() }),
    ),
    ice_transport_policy: z.enum(['all', 'relay']),
    events_after: z.string(),
  })
  .meta({ id: 'CallGuestCall' });
export type GuestCall = z.infer<typeof guestCallSchema>;
