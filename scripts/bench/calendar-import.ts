// npx tsx --conditions=react-server scripts/bench/calendar-import.ts
// Issue 25 item 2: a hostile external calendar must not hold the server's event loop. For two feeds —
// the 5.4 kB one of 40 FREQ=SECONDLY events, and a 2 MB one of 15,000 daily series started a year
// ago — prints the main thread's event-loop gaps (a 1 ms interval timer: p95 and max) and the time
// of the parse, two ways:
//   before — inline on the main thread, with the limits the code had before (60 days, 20,000 steps
//            per event, no budget per feed, no frequency refused), through the same busy-core.mjs;
//   now    — parseBusyIntervals: the worker thread with its limits (what the import runs).
// No database and no network: the fetch and the write are the same both ways.
import { DEFAULT_LIMITS, expandBusy } from '../../lib/server/calendar-sync/busy-core.mjs';
import { parseBusyIntervals } from '../../lib/server/calendar-sync/parse-busy';
import { calendar, event, eventLoopGaps, secondlyFeed } from '../../lib/test/fixtures/ical-feeds';

const DAY = 24 * 3_600_000;

const yearAgo = Date.now() - 365 * DAY;
const feeds = {
  '40 × FREQ=SECONDLY': secondlyFeed(),
  '15,000 × FREQ=DAILY (2 MB)': calendar(Array.from({ length: 15_000 }, (_, i) => event(`e${i}`, yearAgo + (i % 96) * 900_000, yearAgo + (i % 96) * 900_000 + 900_000, ['RRULE:FREQ=DAILY']))),
};

/** The limits of the code before issue 25 item 2. */
const BEFORE_LIMITS = { maxStepsPerEvent: 20_000, maxStepsPerFeed: Infinity, maxOccurrencesPerEvent: Infinity, maxOccurrencesPerFeed: 5_000, refusedFrequencies: [] };

/** The work's time and the main thread's event-loop gaps while it runs, or why it was refused. */
async function measure(work: () => unknown): Promise<{ ms: number; p95: number; max: number; outcome: string }> {
  const r = await eventLoopGaps(async () => {
    try {
      return String(await work());
    } catch (error) {
      return `refused: ${(error as Error).message}`;
    }
  }, 20);
  return { ms: r.ms, p95: r.p95, max: r.max, outcome: r.result };
}

async function main() {
  // Warm the worker start-up and ical.js once.
  await parseBusyIntervals(calendar([]), { fallbackZone: 'Asia/Manila' });
  console.log(`now-limits: ${JSON.stringify({ ...DEFAULT_LIMITS })}`);
  for (const [name, text] of Object.entries(feeds)) {
    const size = `${(Buffer.byteLength(text) / 1024).toFixed(1)} kB`;
    const before = await measure(() => {
      const result = expandBusy(text, { nowMs: Date.now(), windowMs: 60 * DAY, fallbackZone: 'Asia/Manila', limits: BEFORE_LIMITS });
      return result.ok ? `${result.intervals.length} busy intervals` : 'not a calendar';
    });
    const now = await measure(async () => {
      const result = await parseBusyIntervals(text, { fallbackZone: 'Asia/Manila' });
      return `${result.busy.length} busy intervals, ${result.refused} events refused${result.truncated ? ', truncated' : ''}`;
    });
    for (const [how, r] of [['before (inline)', before], ['now (worker)   ', now]] as const) {
      console.log(`${name.padEnd(28)} ${size.padStart(9)}  ${how}  parse ${r.ms.toFixed(0).padStart(6)} ms  event-loop gap p95 ${r.p95.toFixed(1).padStart(7)} ms, max ${r.max.toFixed(1).padStart(7)} ms  (${r.outcome})`);
    }
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
