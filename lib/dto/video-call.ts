/**
 * Wire types of the consultation call (spec §3 "Video call", §7 meeting/video and meeting/{id}/events).
 * Shared by the route handlers, the services that build them and the browser call code, so neither
 * side imports the other.
 */

export type CallRole = 'CUSTOMER' | 'LAWYER';
export type CallType = 'VIDEO' | 'PHONE';

export interface CallParty {
  user_id: string;
  /** The lawyer's name carries the "Atty." prefix. */
  name: string;
  picture_url: string | null;
}

/** Where a party of a call is now. */
export type PartyPresence = 'in-call' | 'lobby' | 'left';

export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** GET /api/v1/meeting/video/{id} — returned on join. */
export interface VideoCall {
  meeting_id: string;
  role: CallRole;
  call_type: CallType;
  start_time: string;
  end_time: string;
  /** The join window: from JOIN_OPENS_BEFORE_MINUTES before start to JOIN_CLOSES_AFTER_MINUTES after end. */
  join_opens_at: string;
  join_closes_at: string;
  self: CallParty;
  peer: CallParty;
  ice_servers: IceServer[];
  /** 'relay' only when the test-only setting forces TURN. */
  ice_transport_policy: 'all' | 'relay';
  /** Whether the other party is in the lobby or the call right now. */
  peer_present: boolean;
  /**
   * The id of this join's own presence signal: the event stream opens with it as its last event id,
   * so every signal the other party sends after this join is delivered, even before the stream is up.
   */
  events_after: string;
}

/** What a participant sends with POST /api/v1/meeting/{id}/events (validated by callEventSchema). */
export type CallEventInput =
  | { kind: 'offer'; conn: string; description: { type: 'offer'; sdp: string } }
  | { kind: 'answer'; conn: string; description: { type: 'answer' | 'pranswer'; sdp: string } }
  | {
      kind: 'candidate';
      conn: string;
      candidate: { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null; usernameFragment?: string | null } | null;
    }
  | { kind: 'presence'; state: 'lobby' | 'in-call' | 'left' }
  | { kind: 'media'; audio: boolean; video: boolean }
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
export type CallActivityEvent = { kind: 'activity'; what: 'comment' | 'file' };

/** Every kind a call's event stream carries (the browser listens for each by name). */
export const CALL_EVENT_KINDS = ['offer', 'answer', 'candidate', 'presence', 'media', 'hangup', 'failure', 'activity'] as const;

/** One event on GET /api/v1/meeting/{id}/events (SSE `id:` is `id`, `event:` is `kind`, `data:` is this JSON). */
export type CallEvent = (CallEventInput | CallActivityEvent) & {
  id: string;
  from: string;
  sent_at: string;
  /** The presence a new stream starts with (not a change). */ snapshot?: true;
};

/** Attendance of one party, shown on the meeting page and its summary. */
export interface AttendanceEntry {
  user_id: string;
  role: CallRole;
  name: string;
  joined_at: string;
  left_at: string | null;
  seconds: number;
}

/**
 * GET /api/v1/meetings/live — one of the viewer's meetings inside its join window (the server
 * decides the window and the presence); the portals' "Join now" banner polls it.
 */
export interface LiveMeetingDto {
  _id: string;
  role: CallRole;
  call_type: CallType;
  start_time: string;
  end_time: string;
  join_closes_at: string;
  peer: CallParty;
  /** Where the other party is: 'lobby' or 'in-call' means they are waiting for the viewer. */
  peer_presence: PartyPresence;
  peer_waiting: boolean;
  /** The viewer's join page, to be opened with a full page load (the call pages' Permissions-Policy). */
  join_path: string;
}

export interface LiveMeetingsDto {
  results: LiveMeetingDto[];
}
