/**
 * The signals of a consultation call's event stream (spec §7 meeting/{id}/events): what a party sends
 * and what the stream delivers. Plain types and one runtime list, without zod, so the browser call
 * code imports CALL_EVENT_KINDS without the wire schemas; lib/dto/video-call.ts re-exports them all.
 */

/** What a participant sends with POST /api/v1/meeting/{id}/events (validated by callEventSchema). */
export type CallEventInput =
  | { kind: 'offer'; conn: string; to?: string; description: { type: 'offer'; sdp: string } }
  | { kind: 'answer'; conn: string; to?: string; description: { type: 'answer' | 'pranswer'; sdp: string } }
  | {
      kind: 'candidate';
      conn: string;
      to?: string;
      candidate: { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null; usernameFragment?: string | null } | null;
    }
  | { kind: 'presence'; state: 'lobby' | 'in-call' | 'left' }
  /** Microphone and camera on or off, and the mode this party asks for (issue 44; absent: video). */
  | { kind: 'media'; audio: boolean; video: boolean; mode?: 'video' | 'saver' | 'audio' }
  | { kind: 'hangup' }
  | CallFailureReport;

/** ICE candidates by type, as a failure report counts them (never the addresses). */
export type CandidateCounts = { host: number; srflx: number; prflx: number; relay: number };

/**
 * A party's call has not connected for a while: what its browser saw, for the server log (with the
 * meeting id) and for the other party's page ("… cannot connect yet"). No SDP, no addresses.
 */
type CallFailureReport = {
  kind: 'failure';
  conn: string | null;
  /** How many times this page has started over (rebuilt or asked for a new connection) without connecting. */
  attempt: number;
  /** How long the page has been trying, in ms. */
  elapsed_ms: number;
  connection: RTCPeerConnectionState | 'none';
  ice: RTCIceConnectionState | 'none';
  signaling: RTCSignalingState | 'none';
  local_candidates: CandidateCounts;
  remote_candidates: CandidateCounts;
};

/**
 * Sent by the server, never by a party: the meeting's files or comments changed (the other party
 * posted one), so a call page refreshes its side panel at once.
 */
export type CallActivityEvent = { kind: 'activity'; what: 'comment' | 'file' | 'guest' };

/** Every kind a call's event stream carries (the browser listens for each by name). */
export const CALL_EVENT_KINDS = ['offer', 'answer', 'candidate', 'presence', 'media', 'hangup', 'failure', 'activity'] as const;

/** One event on GET /api/v1/meeting/{id}/events (SSE `id:` is `id`, `event:` is `kind`, `data:` is this JSON). */
export type CallEvent = (CallEventInput | CallActivityEvent) & {
  id: string;
  /** The sender's party id: a user id, or the invited guest's id (issue 63 item 5). */
  from: string;
  sent_at: string;
  /** The presence a new stream starts with (not a change). */ snapshot?: true;
};
