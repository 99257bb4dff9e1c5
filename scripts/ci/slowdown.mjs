// How much slower this machine runs right now than the one the test waits were set on (issue 73 item 7):
// CI has run on a machine 2.2× slower than ours, and beside heavy load, where a wait set as a constant
// (20–60 s for media to flow) ran out before the browsers did their work. Measured once per run
// (scripts/ci/test-all.sh exports TEST_SLOWDOWN, so every lane shares one figure); waits for time that
// the machine spends computing grow with it (e2e/slowdown.ts), while waits that are product timers
// (a reminder's ten minutes, a retry's backoff) stay what the product says.
//
//   node scripts/ci/slowdown.mjs      prints the factor (e.g. 1.0, 1.7)

/**
 * The workload: what a test run spends its CPU on — the JIT's objects, strings and sorting — for about
 * REFERENCE_MS on this project's 2-core development machine when it was idle (the fastest of 20 runs,
 * 2026-11-29).
 */
const REFERENCE_MS = 200;
const RUNS = 7;
/** A slower machine waits longer, never shorter; past 4× a wait would outlast the test's own budget. */
const MIN = 1;
const MAX = 4;

function workload() {
  let checksum = 0;
  for (let round = 0; round < 36; round++) {
    const rows = [];
    for (let i = 0; i < 20_000; i++) rows.push({ id: `row-${(i * 7919) % 20_000}`, n: (i * 104729) % 1_000_003 });
    rows.sort((a, b) => a.n - b.n);
    checksum += JSON.parse(JSON.stringify(rows.slice(0, 2_000))).length;
  }
  return checksum;
}

/** Milliseconds of one run of the workload. */
export function timeWorkload() {
  const t0 = performance.now();
  workload();
  return performance.now() - t0;
}

/**
 * The factor: the median of RUNS timed runs (a load that comes and goes moves the median, a single hiccup
 * does not) over the reference, one decimal, within [MIN, MAX].
 */
export function measureSlowdown() {
  timeWorkload(); // the JIT's warm-up, not measured
  const times = Array.from({ length: RUNS }, timeWorkload).sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)];
  return Math.min(MAX, Math.max(MIN, Math.round((median / REFERENCE_MS) * 10) / 10));
}

// Run as a program (not imported): Playwright loads this file through its own transform, without import.meta.
if (process.argv[1]?.endsWith('slowdown.mjs')) {
  if (process.argv[2] === '--raw') {
    timeWorkload();
    console.log(
      Array.from({ length: 20 }, timeWorkload)
        .map((t) => t.toFixed(1))
        .join(' '),
    );
  } else console.log(measureSlowdown().toFixed(1));
}
