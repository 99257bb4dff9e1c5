/** Types of busy-core.mjs (the one copy of the iCal → busy-time logic). */
export type Interval = [startMs: number, endMs: number];
export type ExpandLimits = {
  maxStepsPerEvent: number;
  maxStepsPerFeed: number;
  maxOccurrencesPerEvent: number;
  maxOccurrencesPerFeed: number;
  refusedFrequencies: readonly string[];
};
export type ExpandResult = { ok: false; reason: 'notCalendar' } | { ok: true; intervals: Interval[]; refused: number; truncated: boolean };
export const DEFAULT_LIMITS: Readonly<ExpandLimits>;
export function mergeIntervals(intervals: Interval[]): Interval[];
export function expandBusy(
  text: string,
  options: { nowMs: number; windowMs: number; fallbackZone: string; limits?: ExpandLimits },
): ExpandResult;
