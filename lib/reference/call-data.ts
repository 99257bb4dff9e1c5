import type { CallMode } from '@/lib/rules/call-mode';

// How much mobile data a consultation call uses in each mode (issue 44): measured, not guessed.
// Each figure is what one side of a 1:1 call sent and received per minute, in megabytes (10^6 bytes,
// as telcos count a promo's MB), printed by `scripts/bench/call-data.mjs` (two Chromium pages with
// fake camera and microphone, each mode for a fixed time, on the loopback and behind the bad-link
// emulator of e2e/calls/netem). The pages (booking, meeting, lobby) show `estimateMb` of these.
// Re-run the bench after changing the caps in lib/rules/call-mode.ts, and put its figures here.

export type ModeData = {
  /** MB a minute this side sends (its upload). */
  sentMbPerMin: number;
  /** MB a minute this side receives (its download). */
  receivedMbPerMin: number;
};

/** The bench run the figures come from. */
export const CALL_DATA_MEASURED = {
  /** YYYY-MM-DD of the run. */
  date: '2026-11-26',
  // Provisional (the facts file's 540 MB and 30 MB an hour, split evenly) until the bench's first run.
  how: 'not measured yet: /work/shared/reference figures',
};

/** The loopback run: what a call uses when the link lets it (the most it uses). */
export const CALL_DATA: Record<CallMode, ModeData> = {
  video: { sentMbPerMin: 9.0, receivedMbPerMin: 9.0 },
  saver: { sentMbPerMin: 1.6, receivedMbPerMin: 1.6 },
  audio: { sentMbPerMin: 0.35, receivedMbPerMin: 0.35 },
};

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
