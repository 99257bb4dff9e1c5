import { and, eq, like, sql } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { LETTER_CODES_PER_HOUR, LETTER_CODE_TRIES_PER_HOUR, LETTER_VERSIONS_PER_DAY } from '@/lib/rules/engagement-letters';
import { PHONE_CODE_MAX_TRIES } from '@/lib/config/phone';
import { useTestDb } from '@/lib/test/db';
import { LETTER_TERMS, lettersAs, mailedLetterCode, prepareLetterFor, useLetterStorage } from '@/lib/test/fixtures/letters';
import { engagementAt } from '@/lib/test/fixtures/work-items';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';

// Issue 58, items 5 and 7: what one engagement letter may cost — versions (a PDF kept for good each),
// the client's e-mails about them, and the guesses at a signing code.
const db = useTestDb();
useLetterStorage();

const json = async (res: Response) => ({ status: res.status, headers: res.headers, body: await res.json() });
const letterCount = async (workItemId: string) =>
  (await db().db.select({ id: t.engagementLetters.id }).from(t.engagementLetters).where(eq(t.engagementLetters.workItemId, workItemId)))
    .length;
/** The "to sign" mails to `email`, once the outbox has handled what the calls so far committed. */
const readyMails = async (email: string) => {
  await deliverOutbox();
  return db()
    .db.select({ id: t.outboundEmails.id, text: t.outboundEmails.textBody })
    .from(t.outboundEmails)
    .where(and(eq(t.outboundEmails.toAddress, email.toLowerCase()), like(t.outboundEmails.subject, 'Engagement letter to sign%')));
};
/** A day goes by for one work item's letter: its versions and its client's mail window move 25 hours back. */
async function aDayLater(workItemId: string) {
  await db().db.execute(
    sql`UPDATE engagement_letters SET created_at = created_at - interval '25 hours' WHERE work_item_id = ${workItemId}::uuid`,
  );
  await db().db.execute(sql`UPDATE rate_limit_buckets SET expires_at = now() - interval '1 second' WHERE key LIKE ${`%${workItemId}%`}`);
}
/** The 30 seconds between two codes for one version go by (the hourly counts stay). */
const minuteLater = () =>
  db().db.execute(sql`DELETE FROM rate_limit_buckets WHERE key LIKE 'letter-code:%' AND key NOT LIKE 'letter-code:user:%'`);

describe('letter versions (issue 58, item 5)', () => {
  it('a work item gets at most LETTER_VERSIONS_PER_DAY versions a day (429, both languages by key), and its client one e-mail a day', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
    for (let i = 0; i < LETTER_VERSIONS_PER_DAY; i++) await prepareLetterFor(lawyer, id, { other_terms: `Change ${i}` });
    expect(await letterCount(id)).toBe(LETTER_VERSIONS_PER_DAY);
    // One mail to the client for the day's changes, saying later ones today are on the page only.
    const mails = await readyMails(client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('we will not e-mail you again');

    const { work_item_revision } = (await json(await lettersAs(lawyer).get(id))).body;
    const refused = await json(await lettersAs(lawyer).prepare(id, { ...LETTER_TERMS, work_item_revision, other_terms: 'One more' }));
    expect(refused).toMatchObject({
      status: 429,
      body: { key: 'LETTER_VERSION_LIMIT', message: expect.stringContaining(`at most ${LETTER_VERSIONS_PER_DAY} versions`) },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    // Nothing changed: no new version, the open one still waits for the client, no mail.
    expect(await letterCount(id)).toBe(LETTER_VERSIONS_PER_DAY);
    expect((await json(await lettersAs(client).get(id))).body.letter).toMatchObject({
      version: LETTER_VERSIONS_PER_DAY,
      status: 'AWAITING_CLIENT',
    });
    expect(await readyMails(client.email)).toHaveLength(1);

    // A day later: a new version, and a new mail.
    await aDayLater(id);
    const next = await prepareLetterFor(lawyer, id, { other_terms: 'The next day' });
    expect(next.letter).toMatchObject({ version: LETTER_VERSIONS_PER_DAY + 1, status: 'AWAITING_CLIENT' });
    expect(await readyMails(client.email)).toHaveLength(2);
  });

  it('the limit is per work item: another engagement is not held back', async () => {
    const first = await engagementAt(db().db, 'PROPOSAL');
    for (let i = 0; i < LETTER_VERSIONS_PER_DAY; i++) await prepareLetterFor(first.lawyer, first.id, { other_terms: `Change ${i}` });
    const second = await engagementAt(db().db, 'PROPOSAL');
    expect((await prepareLetterFor(second.lawyer, second.id)).letter).toMatchObject({ version: 1 });
    expect(await readyMails(second.client.email)).toHaveLength(1);
  });
});

describe('signing-code tries (issue 58, item 7)', () => {
  it('counts the wrong tries of a signer on a version across codes: a new code gives none back', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
    await prepareLetterFor(lawyer, id);
    const sign = (code: string) => lettersAs(client).sign(id, { version: 1, typed_name: 'Maria Santos', consent: true, code });
    const wrongFor = (code: string) => String((Number(code) + 7) % 1_000_000).padStart(6, '0');

    // Two codes, each guessed wrong until it is void: LETTER_CODE_TRIES_PER_HOUR tries spent.
    const codes = LETTER_CODE_TRIES_PER_HOUR / PHONE_CODE_MAX_TRIES;
    for (let c = 0; c < codes; c++) {
      if (c > 0) await minuteLater();
      expect((await lettersAs(client).sendCode(id, { version: 1, channel: 'email' })).status).toBe(200);
      const code = await mailedLetterCode(db().db, client.email);
      const keys = [];
      for (let i = 0; i < PHONE_CODE_MAX_TRIES; i++) keys.push((await json(await sign(wrongFor(code)))).body.key);
      expect(keys.at(-1)).toBe('CODE_LOCKED');
    }
    // A third code: even the right one is refused for the hour.
    await minuteLater();
    expect((await lettersAs(client).sendCode(id, { version: 1, channel: 'email' })).status).toBe(200);
    const code = await mailedLetterCode(db().db, client.email);
    const refused = await json(await sign(code));
    expect(refused).toMatchObject({ status: 429, body: { key: 'CODE_TRIES_SPENT' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(await lettersAs(client).get(id))).body.letter.status).toBe('AWAITING_CLIENT');
    expect(await db().db.select().from(t.engagementSignatures)).toHaveLength(0);

    // The hour over, that code signs.
    await db().db.execute(sql`UPDATE rate_limit_buckets SET expires_at = now() - interval '1 second' WHERE key LIKE 'letter-tries:%'`);
    expect((await json(await sign(code))).body.letter.status).toBe('AWAITING_LAWYER');
  });

  it(`sends a signer at most LETTER_CODES_PER_HOUR codes an hour, as the rule says`, async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
    await prepareLetterFor(lawyer, id);
    const statuses = [];
    for (let i = 0; i <= LETTER_CODES_PER_HOUR; i++) {
      await minuteLater();
      statuses.push((await lettersAs(client).sendCode(id, { version: 1, channel: 'email' })).status);
    }
    expect(statuses).toEqual([...Array(LETTER_CODES_PER_HOUR).fill(200), 429]);
  });
});
