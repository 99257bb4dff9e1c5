/**
 * @jest-environment node
 */
import { lintCases } from './lint-cases';

// No e2e test asserts a measured duration against a constant (lib/lint/rules/no-duration-assertion.mjs,
// registered for e2e/** in eslint.config.mjs): it fires on each way a duration reaches such an
// assertion and stays quiet on counts, widths, statuses and comparisons with a reference measured in
// the same run. ESLint runs in a child process (lint-cases.ts).
const RULE = 'local/no-duration-assertion';

const head = "import { expect, test } from './fixtures/test';\n";
const inTest = (body: string) => `${head}test('t', async ({ page }) => {\n${body}\n});\n`;

const FIRES: Record<string, string> = {
  directDifference: inTest("const t0 = Date.now();\nawait page.goto('/');\nexpect(Date.now() - t0).toBeLessThan(5_000);"),
  performanceNowThroughVariable: inTest(
    "const LIMIT = 200;\nconst start = performance.now();\nawait page.click('a');\nconst x = performance.now() - start;\nexpect(x).toBeLessThanOrEqual(LIMIT);",
  ),
  functionReturningDifference: inTest(
    'const within = async (since: number) => {\n  for (;;) {\n    if (await page.isVisible("h1")) return Date.now() - since;\n  }\n};\nexpect(await within(Date.now())).toBeLessThan(5000);',
  ),
  functionDeclarationResult: `${head}async function wait(since: number) { return Date.now() - since; }\ntest('t', async () => {\n  const y = await wait(Date.now());\n  expect(y, 'took').toBeGreaterThan(10);\n});\n`,
  namedLikeADuration: inTest('const reading = { inp: 0 };\nexpect(reading.inp).toBeLessThanOrEqual(200);'),
  namedMs: inTest("const loadMs = Number(await page.evaluate(() => '1'));\nexpect(loadMs).toBeLessThan(3000);"),
  importedBudget: `import { BUDGET_MS } from './budgets';\n${inTest("const latency = Number(await page.textContent('p'));\nexpect(latency).toBeLessThanOrEqual(BUDGET_MS);")}`,
  softAndNot: inTest("const elapsed = Number(await page.textContent('p'));\nexpect.soft(elapsed).not.toBeGreaterThan(1e3);"),
  poll: inTest('expect.poll(async () => (await page.evaluate(() => ({ rttMs: 1 }))).rttMs ?? 0).toBeLessThan(280);'),
  booleanComparison: inTest('const t0 = Date.now();\nawait page.reload();\nexpect(Date.now() - t0 < 2000).toBe(true);'),
  medianOfPushedReadings: inTest(
    'const readings: number[] = [];\nfor (let i = 0; i < 3; i++) readings.push((await page.evaluate(() => ({ inp: 1 }))).inp);\nconst median = [...readings].sort((a, b) => a - b)[1];\nexpect(median).toBeLessThanOrEqual(200);',
  ),
  destructuredFromPromiseAll: inTest(
    "const since = Date.now();\nconst until = async () => { await page.reload(); return Date.now() - since; };\nconst [first, ...rest] = await Promise.all(['a', 'b'].map(() => until()));\nexpect(first).toBeLessThan(5000);\nfor (const r of rest) expect(r).toBeLessThan(5000);",
  ),
};

const QUIET: Record<string, string> = {
  count: inTest(
    "const rows = await page.getByRole('row').count();\nexpect(rows).toBeGreaterThan(0);\nexpect((await page.locator('li').all()).length).toBeLessThanOrEqual(10);",
  ),
  width: inTest(
    "const box = await page.locator('main').boundingBox();\nexpect(box!.width).toBeLessThanOrEqual(375);\nconst overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);\nexpect(overflow).toBeLessThanOrEqual(0);",
  ),
  status: inTest("const res = await page.request.get('/api/v1/health');\nexpect(res.status()).toBeLessThan(300);"),
  ratioToAReferenceOfTheSameRun: inTest(
    "const t0 = performance.now();\nawait page.goto('/');\nconst fastMs = performance.now() - t0;\nconst t1 = performance.now();\nawait page.goto('/search');\nconst slowMs = performance.now() - t1;\nexpect(slowMs).toBeLessThan(fastMs * 5);\nexpect(slowMs / fastMs).toBeLessThan(5);",
  ),
  momentsNotDurations: inTest(
    "const start = new Date(await page.textContent('time') ?? '').getTime();\nexpect(start).toBeGreaterThan(Date.now() - 86_400_000);\nexpect(Date.now()).toBeGreaterThan(start);",
  ),
  equalityOnADuration: inTest("const durationMinutes = Number(await page.textContent('p'));\nexpect(durationMinutes).toBe(30);"),
};

// Outside e2e/ the rule is off: unit tests and benches may time what they like.
const OUTSIDE = { benchBudget: ['const t0 = Date.now();\nexport const ok = Date.now() - t0 < 5000;\n', 'scripts/bench/x.ts'] as const };

let results: Record<string, string[]>;
beforeAll(() => {
  results = lintCases(
    {
      ...Object.fromEntries(Object.entries(FIRES).map(([n, code]) => [n, [code, 'e2e/x.spec.ts'] as const])),
      ...Object.fromEntries(Object.entries(QUIET).map(([n, code]) => [n, [code, 'e2e/x.spec.ts'] as const])),
      ...OUTSIDE,
    },
    [RULE],
  );
}, 120_000);

describe('no duration asserted against a constant in e2e (local/no-duration-assertion)', () => {
  it.each(Object.keys(FIRES))('fires: %s', (name) => {
    expect(results[name].length).toBeGreaterThanOrEqual(1);
    expect(results[name]).toEqual(results[name].map(() => expect.stringContaining('asserts a duration')));
  });

  it('names the duration and the constant', () => {
    expect(results.directDifference).toEqual([expect.stringContaining('(Date.now() - t0) against a constant (5_000)')]);
    expect(results.destructuredFromPromiseAll).toHaveLength(2);
  });

  it.each(Object.keys(QUIET))('stays quiet: %s', (name) => {
    expect(results[name]).toEqual([]);
  });

  it('is off outside e2e/', () => {
    expect(results.benchBudget).toEqual([]);
  });
});
