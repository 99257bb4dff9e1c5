/**
 * @jest-environment node
 */
import { lintCases } from './lint-cases';

// No e2e test reads a mail, text or notification once (lib/lint/rules/no-outbox-read-once.mjs, registered
// for e2e/** in eslint.config.mjs): each fires on a read outside a wait, and stays quiet on a read
// inside expect.poll or toPass, on an assertion that nothing was sent, and on other uses of the words.
const RULE = 'local/no-outbox-read-once';
const head =
  "import { expect, test } from './fixtures/test';\nimport { mailsTo } from './fixtures/auth';\nimport { textsTo } from './fixtures/sms';\ndeclare const callsSql: (q: string, p?: unknown[]) => Promise<{ subject: string }[]>;\n";
const inTest = (body: string) => `${head}test('t', async ({ browser, page }) => {\n${body}\n});\n`;
const SPEC = 'e2e/x.spec.ts';

const FIRES: Record<string, string> = {
  // The one that failed in CI: the cancellation mails read right after the cancel.
  mailsRightAfterAClick: inTest(
    "await page.getByRole('button', { name: 'Cancel meeting' }).click();\nconst mails = await mailsTo(browser, 'a@b.c');\nexpect(mails).toHaveLength(1);",
  ),
  textsInAnExpect: inTest("expect((await textsTo(browser, '+639170000000')).map((t) => t.kind)).toContain('phone_code');"),
  sqlOnTheOutbox: inTest(
    "const rows = await callsSql(`SELECT subject FROM outbound_emails WHERE to_address = $1`, ['a@b.c']);\nexpect(rows[0].subject).toBe('x');",
  ),
  sqlOnNotifications: inTest("expect(await callsSql('SELECT 1 FROM notifications WHERE user_id = $1', ['u'])).toHaveLength(1);"),
  inAppNotificationsByApi: inTest(
    "const notes = await (await page.request.get('/api/v1/notifications/in-app')).json();\nexpect(notes.results).toHaveLength(1);",
  ),
  // A later read after a poll that waited for another address still races its own mail.
  afterAPollOfSomethingElse: inTest(
    "await expect.poll(async () => (await mailsTo(browser, 'a@b.c')).length).toBe(1);\nexpect((await mailsTo(browser, 'd@e.f')).length).toBe(1);",
  ),
};

const QUIET: Record<string, string> = {
  insidePoll: inTest("await expect.poll(async () => (await mailsTo(browser, 'a@b.c')).map((m) => m.subject)).toContain('Cancelled');"),
  sqlInsidePoll: inTest(
    "await expect.poll(() => callsSql('SELECT subject FROM outbound_emails WHERE to_address = $1', ['a'])).toHaveLength(1);",
  ),
  insideToPass: inTest("await expect(async () => {\n  expect(await textsTo(browser, '+639170000000')).toHaveLength(1);\n}).toPass();"),
  nothingSent: inTest(
    "expect(await textsTo(browser, '+639170000000')).toEqual([]);\nexpect((await mailsTo(browser, 'a@b.c')).filter((m) => m.subject === 'x')).toHaveLength(0);\nexpect((await mailsTo(browser, 'a@b.c')).map((m) => m.subject)).not.toContain('x');",
  ),
  wordsThatAreNotReads: inTest(
    "await page.route('**/api/v1/notifications/in-app', (r) => r.fulfill({ json: {} }));\nawait expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();\nawait page.goto('/customer-portal/account-settings#notifications');",
  ),
  // A spec's own reader (e2e/calls/cancel.spec.ts): its callers are held to the rule, not its body.
  theReadersOwnDefinition:
    "import { expect, test } from './fixtures/test';\ndeclare const callsSql: (q: string, p?: unknown[]) => Promise<{ subject: string }[]>;\nconst mailsTo = (email: string) => callsSql('SELECT subject FROM outbound_emails WHERE to_address = $1', [email]);\ntest('t', async () => {\n  await expect.poll(async () => (await mailsTo('a@b.c')).length).toBe(1);\n});\n",
};

let results: Record<string, string[]>;
beforeAll(() => {
  results = lintCases(
    {
      ...Object.fromEntries(Object.entries(FIRES).map(([n, code]) => [n, [code, SPEC] as const])),
      ...Object.fromEntries(Object.entries(QUIET).map(([n, code]) => [n, [code, SPEC] as const])),
      outsideE2e: [FIRES.mailsRightAfterAClick, 'lib/server/x/y.test.ts'],
    },
    [RULE],
  );
}, 120_000);

describe('no outbox side effect read once in e2e (local/no-outbox-read-once)', () => {
  it.each(Object.keys(FIRES))('fires: %s', (name) => {
    expect(results[name].length).toBeGreaterThanOrEqual(1);
    expect(results[name]).toEqual(results[name].map(() => expect.stringContaining('wait for them with expect.poll')));
  });

  it.each(Object.keys(QUIET))('stays quiet: %s', (name) => {
    expect(results[name]).toEqual([]);
  });

  it('is off outside e2e/', () => {
    expect(results.outsideE2e).toEqual([]);
  });
});
