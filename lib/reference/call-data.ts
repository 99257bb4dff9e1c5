import type { CallMode } from '@/lib/rules/call-mode';

// How much mobile data a consultation call uses in each mode (issues 44 and 63): measured, not guessed.
// Each figure is what one side of a two-way call sent and received per minute, in megabytes (10^6
// bytes, as telcos count a promo's MB), printed by `scripts/bench/call-data.mjs` (two Chromium pages
// with fake camera and microphone, each mode for a fixed time, several runs on the loopback and one
// behind the bad-link emulator of e2e/calls/netem). The pages (booking, meeting, lobby) show
// `estimatesFor` of these: the typical figure (the loopback's median run) with the weak link's beside it.
// Re-run the bench after changing the caps in lib/rules/call-mode.ts, and put its figures here.

type ModeData = {
  /** MB a minute this side sends (its upload). */
  sentMbPerMin: number;
  /** MB a minute this side receives (its download). */
  receivedMbPerMin: number;
};

/** One run's figures per mode: the mean of the two sides. */
type Run = Record<CallMode, ModeData>;

// The bench runs the figures come from: 2026-11-28, Chromium 156, 1280x720 fake camera, 30 s each after
// 5 s to settle, `--runs=3 --bad-runs=1` (data saver and audio only after issue 63's caps; video from the
// run before the last change to the sound's header extensions, ~0.4 MB per 30 minutes). What a telco
// counts: the transport's bytes (RTP, RTCP, STUN, SRTP) and 28 bytes of IPv4 and UDP a packet.
// Per phone, both directions, per 30 minutes (median of 3, with the weak link's):
//   video 274 MB (was 257); data saver 53.7 MB, weak link 66.2 (was 109.2 and 83.3: 15 fps at 200 kbit/s);
//   audio only 8.4 MB, weak link 8.0 (was 24.6 and 23.9: 20 ms packets, Opus at 24 kbit/s, transport-cc).
// Audio concealed: 0.3 % and 0.2 % typically, 2.6 % and 2.3 % on the weak link (was 4.6 % and 3.7 %).
// Opus DTX stays off: it would save the pauses of real speech (a packet every 400 ms instead of 17 a
// second) at the price of comfort noise between words; the fake microphone's tone has no pauses, so the
// bench could not show it. Without DTX a pause costs about what speech does: the headers stay.

/** On the loopback, the median of the runs: what a call typically uses. (Video: the fake camera at 720p, ~20 fps on 2 cores.) */
const TYPICAL: Run = {
  video: { sentMbPerMin: 4.563, receivedMbPerMin: 4.563 },
  saver: { sentMbPerMin: 0.895, receivedMbPerMin: 0.895 },
  audio: { sentMbPerMin: 0.14, receivedMbPerMin: 0.14 },
};

/**
 * Behind the bad link (300 ms RTT, 3 % loss each way, 1 Mbit/s): retransmissions and error
 * correction cost more than the loopback. Video did not stay video there (the call stepped down to
 * data saver by itself), so it has no figure of its own.
 */
const WEAK_LINK: Partial<Run> = {
  saver: { sentMbPerMin: 1.103, receivedMbPerMin: 1.103 },
  audio: { sentMbPerMin: 0.133, receivedMbPerMin: 0.133 },
};

export const CALL_DATA = { typical: TYPICAL, weakLink: WEAK_LINK } as const;

/**
 * About how many MB a call of `minutes` typically uses on one phone (sent + received) in `mode`,
 * rounded up to a figure people can hold: to 5 MB under 100, to 10 MB above.
 */
export function estimateMb(mode: CallMode, minutes: number): number {
  return roundedMb(TYPICAL[mode], minutes);
}

/**
 * The same on a weak link, where it differs from the typical figure once rounded (more: retransmissions
 * and error correction; less: the link holds the picture below its cap). Null where it does not, or where
 * the mode has no figure there: video steps down to data saver by itself.
 */
export function weakLinkMb(mode: CallMode, minutes: number): number | null {
  const data = WEAK_LINK[mode];
  const mb = data ? roundedMb(data, minutes) : null;
  return mb === estimateMb(mode, minutes) ? null : mb;
}

function roundedMb({ sentMbPerMin, receivedMbPerMin }: ModeData, minutes: number): number {
  const mb = (sentMbPerMin + receivedMbPerMin) * minutes;
  const step = mb < 100 ? 5 : 10;
  return Math.max(step, Math.ceil(mb / step) * step);
}

export type Estimate = {
  mode: CallMode;
  /** Typically (the bench's median run). */
  mb: number;
  /** On a weak link (weakLinkMb). */
  weakMb: number | null;
};

/** The estimates a page shows for a call of `minutes`: each mode a video consultation can use, or audio only for a phone one. */
export function estimatesFor(callType: 'VIDEO' | 'PHONE', minutes: number): Estimate[] {
  const modes: CallMode[] = callType === 'VIDEO' ? ['video', 'saver', 'audio'] : ['audio'];
  return modes.map((mode) => ({ mode, mb: estimateMb(mode, minutes), weakMb: weakLinkMb(mode, minutes) }));
}
