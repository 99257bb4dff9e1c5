// The waits of the browser suites, grown with the machine's measured slowness (scripts/ci/slowdown.mjs,
// issue 73 item 7). CI measures it once and passes TEST_SLOWDOWN to every lane; a suite started by hand
// measures it here, once: the figure goes into the environment the test workers inherit.
import { measureSlowdown } from '../scripts/ci/slowdown.mjs';

function slowdown(): number {
  const given = Number(process.env.TEST_SLOWDOWN);
  if (Number.isFinite(given) && given >= 1) return given;
  const measured = measureSlowdown();
  process.env.TEST_SLOWDOWN = String(measured);
  return measured;
}

/** 1 on the machine the waits were set on; 2.2 on one that is 2.2× slower (or as busy). */
export const SLOWDOWN = slowdown();

/**
 * A wait for work the machine does (media to flow, a page to build, a browser to mend a call), as set on
 * the reference machine: longer on a slower or busier one. Not for product timers, which run on the clock.
 */
export const machineWait = (ms: number): number => Math.round(ms * SLOWDOWN);
