import type { CallMode } from '@/lib/rules/call-mode';

// How much mobile data a consultation call uses in each mode (issue 44): measured, not guessed.
// Each figure is what one side of a 1:1 call sent and received per minute, in megabytes (10^6 bytes,
// as telcos count a promo's MB), printed by `scripts/bench/call-data.mjs` (two Chromium pages with
// fake camera and microphone, each mode for a fixed time, on the loopback and behind the bad-link
// emulator of e2e/calls/netem). The pages (booking, meeting, lobby) show `estimateMb` of these:
// for 30 minutes, about 300 MB in video, 140 MB in data saver and 20 MB in audio only.
// Re-run the bench after changing the caps in lib/rules/call-mode.ts, and put its figures here.

export type ModeData = {
  /** MB a minute this side sends (its upload). */
  sentMbPerMin: number;
  /** MB a minute this side receives (its download). */
  receivedMbPerMin: number;
};

// The bench run the figures come from: 2026-11-26, scripts/bench/call-data.mjs --seconds=60: Chromium 1280x720 fake camera, each side of a 1:1 call, after 5 s to settle.

/** One run's figures per mode: the mean of the two sides. */
type Run = Record<CallMode, ModeData>;

/** On the loopback: what a call uses when the link lets it. (Video: the fake camera at 720p, ~19 fps on 2 cores.) */
const LOOPBACK: Run = {
  video: { sentMbPerMin: 5.0, receivedMbPerMin: 5.0 },
  saver: { sentMbPerMin: 1.72, receivedMbPerMin: 1.72 },
  audio: { sentMbPerMin: 0.28, receivedMbPerMin: 0.28 },
};

/**
 * Behind the bad link (300 ms RTT, 3 % loss each way, 1 Mbit/s): retransmissions and error
 * correction cost more than the loopback. Video did not stay video there (the call stepped down to
 * data saver by itself), so it has no figure of its own.
 */
const BAD_LINK: Partial<Run> = {
  saver: { sentMbPerMin: 2.22, receivedMbPerMin: 2.15 },
  audio: { sentMbPerMin: 0.3, receivedMbPerMin: 0.29 },
};

/** What the pages show: per mode, the higher of the two runs (an estimate people plan their load by should not fall short). */
export const CALL_DATA: Record<CallMode, ModeData> = {
  video: higher(LOOPBACK.video, BAD_LINK.video),
  saver: higher(LOOPBACK.saver, BAD_LINK.saver),
  audio: higher(LOOPBACK.audio, BAD_LINK.audio),
};

function higher(a: ModeData, b: ModeData | undefined): ModeData {
  return b && b.sentMbPerMin + b.receivedMbPerMin > a.sentMbPerMin + a.receivedMbPerMin ? b : a;
}

/**
 * About how many MB a call of `minutes` uses on one phone (sent + received), rounded up to a figure
 * people can hold: to 5 MB under 100, to 10 MB above.
 */
export function estimateMb(mode: CallMode, minutes: number): number {
  const { sentMbPerMin, receivedMbPerMin } = CALL_DATA[mode];
  const mb = (sentMbPerMin + receivedMbPerMin) * minutes;
  const step = mb < 100 ? 5 : 10;
  return Math.max(step, Math.ceil(mb / step) * step);
}

/** The estimates a page shows for a call of `minutes`: each mode a video consultation can use, or audio only for a phone one. */
export function estimatesFor(callType: 'VIDEO' | 'PHONE', minutes: number): { mode: CallMode; mb: number }[] {
  const modes: CallMode[] = callType === 'VIDEO' ? ['video', 'saver', 'audio'] : ['audio'];
  return modes.map((mode) => ({ mode, mb: estimateMb(mode, minutes) }));
}
