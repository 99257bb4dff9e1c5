/**
 * Wire types of the consultation call (spec §3 "Video call", §7 meeting/video and meeting/{id}/events).
 * Shared by the route handlers, the services that build them and the browser call code, so neither
 * side imports the other.
 */
import { z } from 'zod';
import { isoDateTime, uuid } from './wire';

const callRoleSchema = z.enum(['CUSTOMER', 'LAWYER']);
export type CallRole = z.infer<typeof callRoleSchema>;
export const callTypeSchema = z.enum(['VIDEO', 'PHONE']);
export type CallType = z.infer<typeof callTypeSchema>;

const callPartySchema = z
  .object({
    user_id: uuid,
    /** The lawyer's name carries the "Atty." prefix. */
    name: z.string(),
    picture_url: z.string().nullable(),
  })
  .meta({ id: 'CallParty' });
export type CallParty = z.infer<typeof callPartySchema>;

/** Where a party of a call is now. */
const partyPresenceSchema = z.enum(['in-call', 'lobby', 'left']);
export type PartyPresence = z.infer<typeof partyPresenceSchema>;

const iceServerSchema = z
  .object({
    urls: z.union([z.string(), z.array(z.string())]),
    username: z.string().optional(),
    credential: z.string().optional(),
  })
  .meta({ id: 'IceServer' });
export type IceServer = z.infer<typeof iceServerSchema>;

/** GET /api/v1/meeting/video/{id} — returned on join. */
export const videoCallSchema = z
  .object({
    meeting_id: uuid,
    role: callRoleSchema,
    call_type: callTypeSchema,
    start_time: isoDateTime,
    end_time: isoDateTime,
    /** The join window: from JOIN_OPENS_BEFORE_MINUTES before start to JOIN_CLOSES_AFTER_MINUTES after end. */
    join_opens_at: isoDateTime,
    join_closes_at: isoDateTime,
    self: callPartySchema,
    peer: callPartySchema,
    ice_servers: z.array(iceServerSchema),
    /** 'relay' only when the test-only setting forces TURN. */
    ice_transport_policy: z.enum(['all', 'relay']),
    /** Whether the other party is in the lobby or the call right now. */
    peer_present: z.boolean(),
    /**
     * The id of this join's own presence signal: the event stream opens with it as its last event id,
     * so every signal the other party sends after this join is delivered, even before the stream is up.
     */
    events_after: z.string(),
  })
  .meta({ id: 'VideoCall' });
export type VideoCall = z.infer<typeof videoCallSchema>;

/** POST /api/v1/meeting/{id}/events: the stored signal's id (a number, as a string: the stream's event id). */
export const callEventRefSchema = z.object({ _id: z.string() }).meta({ id: 'CallEventRef' });

// The signals of the event stream: plain types, and the kinds list the browser imports as a value
// from './call-event' (no zod there).
export type { CallActivityEvent, CallEvent, CallEventInput, CandidateCounts } from './call-event';

/** POST /api/v1/meeting/{id}/attendance: the party's media connection is recorded (attended since connected_at). */
export const attendanceReportSchema = z.object({ attended: z.literal(true), connected_at: isoDateTime }).meta({ id: 'AttendanceReport' });
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

/** Attendance of one party (a join whose media connection came up), shown on the meeting page and its summary. */
export const attendanceEntrySchema = z
  .object({
    /** The party's user id, or the invited guest's id (role GUEST, issue 63 item 5). */
    user_id: uuid,
    role: z.enum(['CUSTOMER', 'LAWYER', 'GUEST']),
    name: z.string(),
    /** When the party's media connection came up. */
    joined_at: isoDateTime,
    left_at: isoDateTime.nullable(),
    seconds: z.number().int(),
  })
  .meta({ id: 'AttendanceEntry' });
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;

/**
 * GET /api/v1/meetings/live — one of the viewer's meetings inside its join window (the server
 * decides the window and the presence); the portals' "Join now" banner polls it.
 */
const liveMeetingDtoSchema = z
  .object({
    _id: uuid,
    role: callRoleSchema,
    call_type: callTypeSchema,
    start_time: isoDateTime,
    end_time: isoDateTime,
    join_closes_at: isoDateTime,
    peer: callPartySchema,
    /** Where the other party is: 'lobby' or 'in-call' means they are waiting for the viewer. */
    peer_presence: partyPresenceSchema,
    peer_waiting: z.boolean(),
    /** The viewer's join page, to be opened with a full page load (the call pages' Permissions-Policy). */
    join_path: z.string(),
  })
  .meta({ id: 'LiveMeetingDto' });
export type LiveMeetingDto = z.infer<typeof liveMeetingDtoSchema>;

export const liveMeetingsDtoSchema = z.object({ results: z.array(liveMeetingDtoSchema) }).meta({ id: 'LiveMeetingsDto' });
export type LiveMeetingsDto = z.infer<typeof liveMeetingsDtoSchema>;
