import { CALL_MODES } from '@/lib/rules/call-mode';
import { z } from './zod';
import { issueMessage } from '@/lib/errors/issue';

/** The most a signaling message may weigh: an SDP offer with many candidates stays well below. */
export const CALL_EVENT_MAX_BYTES = 64 * 1024;

const sdp = z.string().max(60_000, issueMessage('call.invalidSessionDescription'));
/** Which connection of the call a negotiation signal belongs to (a UUID made by the offerer). */
const conn = z.string().regex(/^[0-9a-f-]{36}$/, issueMessage('call.invalidConnectionId'));
/**
 * Which party a negotiation signal is for, in a call of three (issue 63 item 5: the lawyer, the client and an
 * invited guest, each pair with its own connection); absent: the other party of a call of two.
 */
const to = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, issueMessage('callGuest.unknownParty'))
  .optional();

const count = z.number().int().min(0).max(10_000);
const candidateCounts = z.object({ host: count, srflx: count, prflx: count, relay: count }).strict();

/**
 * POST meeting/{id}/events: what one party sends the other during a call (lib/dto/video-call.ts
 * CallEventInput). Anything else is refused with 400 and never stored or delivered.
 */
export const callEventSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('offer'),
        conn,
        to,
        description: z.object({ type: z.literal('offer'), sdp }).strict(),
      })
      .strict(),
    z
      .object({
        kind: z.literal('answer'),
        conn,
        to,
        description: z.object({ type: z.enum(['answer', 'pranswer']), sdp }).strict(),
      })
      .strict(),
    z
      .object({
        kind: z.literal('candidate'),
        conn,
        to,
        candidate: z
          .object({
            candidate: z.string().max(2000, issueMessage('call.invalidCandidate')),
            sdpMid: z.string().max(64).nullable().optional(),
            sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
            usernameFragment: z.string().max(256).nullable().optional(),
          })
          .strict()
          .nullable(),
      })
      .strict(),
    z.object({ kind: z.literal('presence'), state: z.enum(['lobby', 'in-call', 'left']) }).strict(),
    z.object({ kind: z.literal('media'), audio: z.boolean(), video: z.boolean(), mode: z.enum(CALL_MODES).optional() }).strict(),
    z.object({ kind: z.literal('hangup') }).strict(),
    z
      .object({
        kind: z.literal('failure'),
        conn: conn.nullable(),
        attempt: z.number().int().min(0).max(1000),
        elapsed_ms: z.number().int().min(0).max(86_400_000),
        connection: z.enum(['new', 'connecting', 'connected', 'disconnected', 'failed', 'closed', 'none']),
        ice: z.enum(['new', 'checking', 'connected', 'completed', 'disconnected', 'failed', 'closed', 'none']),
        signaling: z.enum([
          'stable',
          'have-local-offer',
          'have-remote-offer',
          'have-local-pranswer',
          'have-remote-pranswer',
          'closed',
          'none',
        ]),
        local_candidates: candidateCounts,
        remote_candidates: candidateCounts,
      })
      .strict(),
  ],
  { error: issueMessage('call.invalidCallEvent') },
);

export type CallEventBody = z.infer<typeof callEventSchema>;

/** PUT auth/account/call-mode (issue 44): the mode the lobby offers first. */
export const accountCallModeSchema = z
  .object({ mode: z.enum(CALL_MODES, { error: issueMessage('call.chooseVideoDataSaver') }) })
  .strict()
  .meta({ id: 'AccountCallMode' });

/** POST meeting/{id}/attendance: the call page's connection `conn` reached `connected`. */
export const attendanceReportBodySchema = z.object({ conn }).strict();

/** GET meeting/video/{id}?tz= and the event stream's ?last_event_id=. */
export const joinQuerySchema = z.object({ tz: z.string().max(64, issueMessage('common.unknownTimeZone')).optional() });
export const eventStreamQuerySchema = z.object({
  last_event_id: z
    .string()
    .regex(/^\d{1,18}$/, issueMessage('call.invalidEventId'))
    .optional(),
});

/**
 * GET meetings/live takes no parameters: the server alone decides the window and the presence. Other
 * keys (a cache buster) are ignored.
 */
export const liveMeetingsQuerySchema = z.object({});

/**
 * POST meeting/video/{id} (leave): `hangup` when the person ends the call (the Leave button), not
 * when the page closes (sendBeacon sends no body): only a hang-up ends the call for both.
 */
export const leaveCallSchema = z.object({ hangup: z.boolean().optional() }).strict();
