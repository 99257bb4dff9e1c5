// The three ways a consultation call can spend mobile data (issue 44), in one place: what each mode
// sends, which mode a call is in when the two sides want different ones, when a weak link steps the
// call down by itself, and which mode the lobby offers first. Pure: the call page (components/call),
// the connection (lib/call/peer.ts), the account's saved choice and the bench all read these.

/** Video as the browser chooses it; video capped by the sender; sound only (no video either way). */
export const CALL_MODES = ['video', 'saver', 'audio'] as const;
export type CallMode = (typeof CALL_MODES)[number];

const RANK: Record<CallMode, number> = { audio: 0, saver: 1, video: 2 };

export function isCallMode(value: unknown): value is CallMode {
  return typeof value === 'string' && (CALL_MODES as readonly string[]).includes(value);
}

/**
 * The mode the call is in: the lighter of what each side asked for. Either side asking for data
 * saver caps what both send; either side asking for audio only stops video both ways.
 */
export function callModeOf(mine: CallMode, theirs: CallMode | null): CallMode {
  if (!theirs) return mine;
  return RANK[theirs] < RANK[mine] ? theirs : mine;
}

/** The next lighter mode (null: audio only is the lightest). */
function lighterMode(mode: CallMode): CallMode | null {
  return mode === 'video' ? 'saver' : mode === 'saver' ? 'audio' : null;
}

/**
 * What one phone may spend in a two-way call, both directions, per 30 minutes, in MB (issue 63: a
 * mesh doubles the upload). The bench (scripts/bench/call-data.mjs) checks both; a calls test holds
 * audio only's outbound rate under wireBitrateBudget.
 */
export const DATA_BUDGET_MB_PER_30_MIN = { saver: 60, audio: 10 } as const;

/** The bits a second one direction of a two-way call may put on the wire (IP and UDP headers included) to stay within `mode`'s budget. */
export function wireBitrateBudget(mode: keyof typeof DATA_BUDGET_MB_PER_30_MIN): number {
  return (DATA_BUDGET_MB_PER_30_MIN[mode] * 1e6 * 8) / 2 / (30 * 60);
}

/**
 * Data saver's video: at most this many bits a second, lines and frames a second (the sender caps it).
 * 90 kbit/s at 12 frames a second keeps a face at 240 lines legible (~7.5 kbit a frame) and the whole
 * call, sound and headers included, under 60 MB per 30 minutes.
 */
export const SAVER_VIDEO = { maxBitrate: 90_000, maxHeight: 240, maxFramerate: 12 } as const;
/**
 * Sound in data saver and audio only: Opus at this rate (Chromium counts its packets' overhead in it:
 * ~11 kbit/s of voice) is wideband speech, still clear. With 60 ms packets (lib/call/audio-sdp.ts) a
 * direction costs ~15 kbit/s on the transport, ~19 with IP/UDP (the bench).
 */
export const LIGHT_AUDIO_MAX_BITRATE = 14_000;
/** Milliseconds of sound a packet carries, in every mode: 60 instead of 20 sends a third of the headers, at 40 ms more delay. */
export const AUDIO_PACKET_MS = 60;

/** What RTCRtpSender.setParameters gets for one encoding (the fields this rule sets). */
export type EncodingCaps = {
  active: boolean;
  maxBitrate?: number;
  maxFramerate?: number;
  scaleResolutionDownBy?: number;
};

/**
 * The video encoding a sender uses in `mode`, for a camera giving `sourceHeight` lines (unknown: 0).
 * Video: no caps (the browser's own choice, as before issue 44). Data saver: capped bitrate, frame
 * rate and height. Audio only: not sent at all.
 */
export function videoEncoding(mode: CallMode, sourceHeight: number): EncodingCaps {
  if (mode === 'audio') return { active: false };
  if (mode === 'video') return { active: true, scaleResolutionDownBy: 1 };
  const scale = sourceHeight > SAVER_VIDEO.maxHeight ? sourceHeight / SAVER_VIDEO.maxHeight : 1;
  return { active: true, maxBitrate: SAVER_VIDEO.maxBitrate, maxFramerate: SAVER_VIDEO.maxFramerate, scaleResolutionDownBy: scale };
}

/** The audio encoding in `mode`: capped in the two light modes. */
export function audioEncoding(mode: CallMode): EncodingCaps {
  return mode === 'video' ? { active: true } : { active: true, maxBitrate: LIGHT_AUDIO_MAX_BITRATE };
}

/** One reading of the link (every few seconds, from getStats). */
export type LinkReading = {
  /** The browser's stats clock, ms. */
  at: number;
  /** Audio packets received and lost since the previous reading (audio: no retransmission hides the loss). */
  audioReceived: number;
  audioLost: number;
  /** The sending side's bandwidth estimate (candidate-pair availableOutgoingBitrate), bit/s; null when unknown. */
  availableBitrate: number | null;
};

const DEGRADE_WINDOW_MS = 10_000;
/**
 * When a weak link steps the call down by itself. Over the last `windowMs` of readings: audio loss
 * at or above `loss`, or a bandwidth estimate (median) below `minBitrate`, in the current mode.
 */
export const DEGRADE = {
  windowMs: DEGRADE_WINDOW_MS,
  /** Fewer audio packets than this in the window (60 % of a full one) say nothing (the call just started, or is muted both ways). */
  minPackets: Math.round((0.6 * DEGRADE_WINDOW_MS) / AUDIO_PACKET_MS),
  video: { loss: 0.02, minBitrate: 350_000 },
  // Below 80 kbit/s data saver's picture (90 kbit/s cap, ~120 on the wire with sound) does not fit.
  saver: { loss: 0.1, minBitrate: 80_000 },
  /** After the person goes back to a heavier mode, the call does not step down by itself again for this long. */
  holdAfterGoBackMs: 120_000,
} as const;

/**
 * Whether the call went up to a heavier mode (`before` → `now`): someone chose to go back. Then neither
 * side steps down by itself for DEGRADE.holdAfterGoBackMs — on the same link the other side would
 * otherwise undo, within one window, the choice the first made (which side's page sees the loss first
 * is a race: a busy phone reads its stats late).
 */
export function wentUp(before: CallMode, now: CallMode): boolean {
  return RANK[now] > RANK[before];
}

/** The lighter mode a weak link calls for now (null: the link carries this mode). */
export function degradeStep(mode: CallMode, readings: LinkReading[]): CallMode | null {
  if (mode === 'audio' || readings.length === 0) return null;
  const last = readings[readings.length - 1].at;
  const recent = readings.filter((r) => r.at > last - DEGRADE.windowMs);
  // The window must be full: readings from its start to its end.
  if (last - recent[0].at < DEGRADE.windowMs * 0.7) return null;
  const received = recent.reduce((n, r) => n + r.audioReceived, 0);
  const lost = recent.reduce((n, r) => n + r.audioLost, 0);
  const limits = DEGRADE[mode];
  const lossy = received + lost >= DEGRADE.minPackets && lost / (received + lost) >= limits.loss;
  const rates = recent.map((r) => r.availableBitrate).filter((b): b is number => b !== null);
  const narrow = rates.length >= 3 && median(rates) < limits.minBitrate;
  return lossy || narrow ? lighterMode(mode) : null;
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** What the browser says of the connection (navigator.connection, where it has it). */
export type ConnectionHint = { type?: string; effectiveType?: string; saveData?: boolean; downlink?: number } | null;

/**
 * The mode the lobby offers first: the one saved on the account; else data saver on mobile data, a
 * slow connection or with the browser's data saver on; else video.
 */
export function preselectMode(saved: CallMode | null, connection: ConnectionHint): CallMode {
  if (saved) return saved;
  if (!connection) return 'video';
  const slow = connection.effectiveType !== undefined && connection.effectiveType !== '4g';
  // Below 1 Mbit/s. (Chromium says 1.45 before it has measured anything: not a reason on its own.)
  const narrow = typeof connection.downlink === 'number' && connection.downlink > 0 && connection.downlink < 1;
  return connection.type === 'cellular' || connection.saveData || slow || narrow ? 'saver' : 'video';
}
