import { CALL_DATA, estimateMb, estimatesFor } from '@/lib/reference/call-data';
import {
  AUDIO_PACKET_MS,
  audioEncoding,
  callModeOf,
  DATA_BUDGET_MB_PER_30_MIN,
  DEGRADE,
  degradeStep,
  isCallMode,
  LIGHT_AUDIO_MAX_BITRATE,
  preselectMode,
  SAVER_VIDEO,
  videoEncoding,
  wentUp,
  wireBitrateBudget,
  type LinkReading,
} from './call-mode';

it('the call is in the lighter of the two modes asked for', () => {
  expect(callModeOf('video', null)).toBe('video');
  expect(callModeOf('video', 'saver')).toBe('saver');
  expect(callModeOf('saver', 'video')).toBe('saver');
  expect(callModeOf('audio', 'video')).toBe('audio');
  expect(callModeOf('saver', 'audio')).toBe('audio');
  expect(isCallMode('saver')).toBe(true);
  expect(isCallMode('hd')).toBe(false);
});

it('data saver caps bitrate, frame rate and height; video has no caps; audio only sends no video', () => {
  expect(videoEncoding('video', 720)).toEqual({ active: true, scaleResolutionDownBy: 1 });
  expect(videoEncoding('saver', 720)).toEqual({
    active: true,
    maxBitrate: SAVER_VIDEO.maxBitrate,
    maxFramerate: SAVER_VIDEO.maxFramerate,
    scaleResolutionDownBy: 3,
  });
  // A camera already at or under 240 lines is not scaled (nor is one whose height is not known yet).
  expect(videoEncoding('saver', 180).scaleResolutionDownBy).toBe(1);
  expect(videoEncoding('saver', 0).scaleResolutionDownBy).toBe(1);
  expect(videoEncoding('audio', 720)).toEqual({ active: false });
  expect(audioEncoding('video')).toEqual({ active: true });
  expect(audioEncoding('saver').maxBitrate).toBe(LIGHT_AUDIO_MAX_BITRATE);
  expect(audioEncoding('audio').maxBitrate).toBe(LIGHT_AUDIO_MAX_BITRATE);
});

/** Readings every 2 s for `seconds`, with this audio loss and bandwidth estimate; sound in AUDIO_PACKET_MS packets. */
function link(seconds: number, loss: number, bitrate: number | null): LinkReading[] {
  const packets = 2_000 / AUDIO_PACKET_MS;
  return Array.from({ length: seconds / 2 + 1 }, (_, i) => ({
    at: 1_000 + i * 2_000,
    audioReceived: Math.round(packets * (1 - loss)),
    audioLost: Math.round(packets * loss),
    availableBitrate: bitrate,
  }));
}

it('a lossy or narrow link steps the call down one mode at a time; a good one leaves it', () => {
  expect(degradeStep('video', link(12, 0, 2_500_000))).toBeNull();
  expect(degradeStep('video', link(12, 0.005, null))).toBeNull();
  // The bad link: 3 % loss.
  expect(degradeStep('video', link(12, 0.03, 900_000))).toBe('saver');
  // ... which data saver carries.
  expect(degradeStep('saver', link(12, 0.03, 900_000))).toBeNull();
  expect(degradeStep('saver', link(12, 0.15, 900_000))).toBe('audio');
  expect(degradeStep('video', link(12, 0, 200_000))).toBe('saver');
  expect(degradeStep('saver', link(12, 0, 50_000))).toBe('audio');
  expect(degradeStep('audio', link(12, 0.5, 10_000))).toBeNull();
});

it('the call going up to a heavier mode is a choice to go back; going down or staying is not', () => {
  expect(wentUp('saver', 'video')).toBe(true);
  expect(wentUp('audio', 'saver')).toBe(true);
  expect(wentUp('video', 'saver')).toBe(false);
  expect(wentUp('saver', 'saver')).toBe(false);
});

it('a full window of 60 ms packets is enough to judge the loss by; a window shorter than 7 s, or too few audio packets, says nothing', () => {
  // 10 s of sound at AUDIO_PACKET_MS a packet (~167 packets) is well over the bar.
  expect(DEGRADE.minPackets).toBeLessThanOrEqual((0.7 * DEGRADE.windowMs) / AUDIO_PACKET_MS);
  expect(degradeStep('video', link(4, 0.2, null))).toBeNull();
  expect(degradeStep('video', [])).toBeNull();
  const quiet = link(12, 0.2, null).map((r) => ({ ...r, audioReceived: 8, audioLost: 2 }));
  expect(degradeStep('video', quiet)).toBeNull();
  // Only the last 10 s count: an old burst of loss is forgotten.
  const old = [...link(12, 0.3, null), ...link(12, 0, null).map((r) => ({ ...r, at: r.at + 14_000 }))];
  expect(degradeStep('video', old)).toBeNull();
});

it('the lobby offers the saved mode, else data saver on mobile data or a slow or data-saving connection', () => {
  expect(preselectMode('audio', { type: 'wifi' })).toBe('audio');
  expect(preselectMode('video', { type: 'cellular' })).toBe('video');
  expect(preselectMode(null, null)).toBe('video');
  expect(preselectMode(null, { type: 'wifi', effectiveType: '4g', downlink: 10 })).toBe('video');
  expect(preselectMode(null, { type: 'cellular' })).toBe('saver');
  expect(preselectMode(null, { effectiveType: '3g' })).toBe('saver');
  expect(preselectMode(null, { effectiveType: '4g', saveData: true })).toBe('saver');
  expect(preselectMode(null, { effectiveType: '4g', downlink: 0.8 })).toBe('saver');
  expect(preselectMode(null, { effectiveType: '4g', downlink: 1.45 })).toBe('video');
});

it('the estimates come from the measured table: lighter modes cost less, a longer call more', () => {
  for (const minutes of [30, 60]) {
    expect(estimateMb('audio', minutes)).toBeLessThan(estimateMb('saver', minutes));
    expect(estimateMb('saver', minutes)).toBeLessThan(estimateMb('video', minutes));
  }
  expect(estimateMb('video', 60)).toBeGreaterThan(estimateMb('video', 30));
  const { sentMbPerMin, receivedMbPerMin } = CALL_DATA.typical.saver;
  const exact = (sentMbPerMin + receivedMbPerMin) * 30;
  expect(estimateMb('saver', 30)).toBeGreaterThanOrEqual(exact);
  expect(estimateMb('saver', 30)).toBeLessThan(exact + 10);
  expect(estimateMb('saver', 30) % 5).toBe(0);
});

it("the typical figures meet issue 63's budgets per phone, both directions, for 30 minutes: data saver ≤ 60 MB, audio only ≤ 10 MB", () => {
  for (const mode of ['saver', 'audio'] as const) {
    const { sentMbPerMin, receivedMbPerMin } = CALL_DATA.typical[mode];
    expect((sentMbPerMin + receivedMbPerMin) * 30).toBeLessThanOrEqual(DATA_BUDGET_MB_PER_30_MIN[mode]);
  }
  // Each direction's share of the budget on the wire: 10 MB per 30 minutes is ~22 kbit/s each way.
  expect(Math.round(wireBitrateBudget('audio'))).toBe(22_222);
  expect(Math.round(wireBitrateBudget('saver'))).toBe(133_333);
  // What the pages say: the typical figure, and the weak link's where it differs once rounded.
  expect(estimatesFor('VIDEO', 30)).toEqual([
    { mode: 'video', mb: 280, weakMb: null },
    { mode: 'saver', mb: 55, weakMb: 70 },
    { mode: 'audio', mb: 10, weakMb: null },
  ]);
  expect(estimatesFor('PHONE', 60)).toEqual([{ mode: 'audio', mb: 20, weakMb: null }]);
  expect(estimatesFor('VIDEO', 60).map((e) => [e.mb, e.weakMb])).toEqual([
    [550, null],
    [110, 140],
    [20, null],
  ]);
});
