import type { BrowserContext } from '@playwright/test';
import { freeSlots } from './fixtures/booking';
import { CPU_THROTTLE, INTERACTIONS, watchInp, type InpWorld } from './fixtures/inp';
import { bookableLawyer } from './fixtures/lawyers';
import { expect, test } from './fixtures/users';

// Issue 28: the five interactions stay "good" INP (≤ 200 ms) on a mid-range phone, measured by the
// web-vitals library in the page (e2e/fixtures/inp.ts; scripts/bench/inp-interactions.ts prints them).
//
// The same 4x CPU throttle as the bench, on purpose: without it these interactions take 20–60 ms on
// the CI machine and the test would not see a regression until it were four times worse. The
// throttle multiplies the host's noise too (2 cores, two Playwright workers, the server on the same
// machine), so each interaction is measured on up to three fresh page loads and the budget holds
// the median, stopping early once two readings are within it; after the fixes of issue 28 the
// medians sit around half the budget (see the bench), which leaves room for a slow CI run.
const BUDGET_MS = 200;
const TRIES = 3;

// No trace recording here: its DOM snapshots run on the page's main thread and would be measured too.
test.use({ timezoneId: 'Asia/Manila', trace: 'off' });

let lawyerContext: BrowserContext;
let world: InpWorld;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  lawyerContext = await browser.newContext({ timezoneId: 'Asia/Manila' });
  const lawyer = await bookableLawyer(browser, lawyerContext);
  const [slot] = await freeSlots(lawyerContext.request, lawyer._id);
  world = { lawyerId: lawyer._id, slot };
});

test.afterAll(async () => {
  await lawyerContext?.close();
});

for (const scenario of INTERACTIONS) {
  test(`INP of "${scenario.name}" stays within ${BUDGET_MS} ms at ${CPU_THROTTLE}x CPU`, async ({ browser, customerContext }) => {
    test.setTimeout(120_000);
    const readings: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      const context = scenario.as === 'lawyer' ? lawyerContext : scenario.as === 'customer' ? customerContext : await browser.newContext();
      const page = await context.newPage();
      try {
        await watchInp(page);
        const reading = await scenario.run(page, world);
        readings.push(reading.inp);
        test.info().annotations.push({
          type: 'INP',
          description: `${Math.round(reading.inp)} ms on ${reading.target} (input delay ${Math.round(reading.inputDelay)}, processing ${Math.round(reading.processing)}, presentation ${Math.round(reading.presentation)})`,
        });
      } finally {
        await page.close();
        if (scenario.as === 'visitor') await context.close();
      }
      if (readings.filter((v) => v <= BUDGET_MS).length >= 2) break;
    }
    const median = [...readings].sort((a, b) => a - b)[Math.floor(readings.length / 2)];
    expect(median, `INP readings ${readings.map(Math.round).join(', ')} ms`).toBeLessThanOrEqual(BUDGET_MS);
  });
}
