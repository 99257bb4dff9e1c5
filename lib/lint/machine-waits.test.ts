/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

// Issue 73 item 7: beside heavy load, three calls tests went red waiting a fixed 20–60 s for media. Every
// literal wait of the calls suite and every suite-wide budget of the Playwright configs goes through
// machineWait (e2e/slowdown.ts), which grows it with the machine's measured slowness.
const root = path.join(__dirname, '../..');
const files = [
  ...fs
    .readdirSync(path.join(root, 'e2e/calls'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `e2e/calls/${f}`),
  'playwright.config.ts',
  'playwright.calls.config.ts',
  'playwright.proxy.config.ts',
];
/** A wait written as a number: `timeout: 45_000`, `test.setTimeout(150_000)`, `setTimeout(…, 60_000)`. */
const FIXED_WAIT = /(?:\btimeout:\s*\d[\d_]*\b|\btest\.setTimeout\(\s*\d|\bsetTimeout\([^;]*,\s*\d[\d_]*\))/;
/** The one fixed wait kept: a server's graceful stop is the product's own bound, not the machine's work. */
const PRODUCT_BOUND = /gracefulShutdown/;

it.each(files)('%s waits for the machine by machineWait, never a fixed number', (file) => {
  const fixed = fs
    .readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .map((line, i) => ({ line: line.trim(), at: i + 1 }))
    .filter(({ line }) => FIXED_WAIT.test(line) && !PRODUCT_BOUND.test(line) && !line.startsWith('//') && !line.startsWith('*'));
  expect(fixed).toEqual([]);
});
