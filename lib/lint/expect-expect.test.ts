/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { lintCases } from './lint-cases';

// No test without an assertion: jest/expect-expect for Jest files and playwright/expect-expect for
// e2e specs (eslint.config.mjs, with the project's helpers that assert). This shows each firing on a
// test that asserts nothing and staying quiet on one that asserts, directly or through such a helper.
// ESLint runs in a child process (lint-cases.ts).
const root = path.resolve(__dirname, '../..');
const RULES = ['jest/expect-expect', 'playwright/expect-expect'];

const JEST_FILE = 'lib/server/x/y.test.ts';
const E2E_FILE = 'e2e/x.spec.ts';
const e2e = (body: string) =>
  `import { expect, test } from './fixtures/test';\ntest('fits a 375 px screen', async ({ page }) => {\n${body}\n});\n`;

const CASES: Record<string, [string, string]> = {
  jestNothing: ["it('refuses a stranger', async () => {\n  await Promise.resolve(1);\n});\n", JEST_FILE],
  jestUnknownHelper: ["const check = async () => undefined;\nit('refuses a stranger', async () => {\n  await check();\n});\n", JEST_FILE],
  jestExpect: ["it('adds', () => {\n  expect(1 + 1).toBe(2);\n});\n", JEST_FILE],
  jestRejects: ["it('rejects', async () => {\n  await expect(Promise.reject(new Error('x'))).rejects.toThrow('x');\n});\n", JEST_FILE],
  jestHelper: [
    "async function expectRefused(id: string) {\n  expect(id).toBeTruthy();\n}\nit('refuses', async () => {\n  await expectRefused('1');\n});\n",
    JEST_FILE,
  ],
  e2eScreenshotOnly: [
    e2e("  await page.goto('/book');\n  await page.screenshot({ path: 'test-results/x.png', fullPage: true });"),
    E2E_FILE,
  ],
  e2eExpect: [
    e2e("  await page.goto('/book');\n  await expect(page.getByRole('button', { name: 'Go to payment' })).toBeVisible();"),
    E2E_FILE,
  ],
  e2eHelper: [e2e("  await page.goto('/book');\n  await expectNoSidewaysScroll(page);"), E2E_FILE],
};

let results: Record<string, string[]>;
beforeAll(() => {
  results = lintCases(CASES, RULES, { prefixRule: true });
});

describe('no test without an assertion', () => {
  it('jest/expect-expect fires on a Jest test that asserts nothing, or only calls a helper that is not an assertion', () => {
    expect(results.jestNothing).toEqual(['jest/expect-expect: Test has no assertions']);
    expect(results.jestUnknownHelper).toEqual(['jest/expect-expect: Test has no assertions']);
  });

  it('jest/expect-expect is quiet on expect, expect(…).rejects and the helpers that assert', () => {
    expect(results.jestExpect).toEqual([]);
    expect(results.jestRejects).toEqual([]);
    expect(results.jestHelper).toEqual([]);
  });

  it('playwright/expect-expect fires on an e2e test that only looks and takes a screenshot', () => {
    expect(results.e2eScreenshotOnly).toEqual(['playwright/expect-expect: Test has no assertions']);
  });

  it('playwright/expect-expect is quiet on expect and the helpers that assert', () => {
    expect(results.e2eExpect).toEqual([]);
    expect(results.e2eHelper).toEqual([]);
  });
});

describe('no retries that hide a flaky test', () => {
  it('every Playwright configuration retries a failed test 0 times', () => {
    const configs = fs.readdirSync(root).filter((f) => /^playwright(\.[\w-]+)?\.config\.ts$/.test(f));
    expect(configs.length).toBeGreaterThanOrEqual(3);
    for (const file of configs) {
      const retries = [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/^\s*retries:\s*([^,\n}]+)/gm)].map((m) => m[1].trim());
      expect(retries).not.toHaveLength(0);
      expect(retries.filter((r) => r !== '0')).toEqual([]);
    }
  });
});
