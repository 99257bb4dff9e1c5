import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { captureLogForTests } from '@/lib/server/platform/log/logger';
import { POST } from '@/app/api/v1/where-to-start/email/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { type TestUser, testCustomer } from '@/lib/test/fixtures/users';

// Issue 41: the answer of "Where do I start?" e-mailed to oneself — only to the signed-in person's own
// address, with the same first stops as the page and its address.
const db = useTestDb();

const WAGES = 'p=10&ab=no&s=company&me=cebu-city&u=none&inc=unsure';
const send = (user: TestUser | undefined, body: unknown) =>
  POST(apiRequest('/api/v1/where-to-start/email', { method: 'POST', body, jar: user?.jar }), routeCtx());
const mailsTo = (email: string) =>
  db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, email)).orderBy(desc(t.outboundEmails.createdAt));
/** The mails the outbox sends after the answer (issue 59), polled until there are `count`. */
const mailedTo = (email: string, count = 1) =>
  untilOutboxDelivered(
    () => mailsTo(email),
    (mails) => mails.length >= count,
  );

describe('POST /api/v1/where-to-start/email', () => {
  it('mails the answer to the person’s own address: the first stop, what to bring, the office and the answer’s address', async () => {
    const client = await testCustomer(db().db);
    const res = await send(client, { answers: WAGES });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent_to: client.email });
    const [mail] = await mailedTo(client.email);
    expect(mail.subject).toBe('Where to start: unpaid wages or underpayment');
    expect(mail.textBody).toContain('1. DOLE’s Single Entry Approach (SEnA)');
    expect(mail.textBody).toContain('DOLE Regional Office VII (Central Visayas)');
    expect(mail.textBody).toContain('This is general information, not legal advice');
    expect(mail.textBody).toContain(`/where-to-start/answer?${WAGES}`);
  });

  it('mails it in Filipino when asked from the Filipino page, with the Filipino page’s address', async () => {
    const client = await testCustomer(db().db);
    const res = await send(client, { answers: WAGES, language: 'fil' });
    expect(res.status).toBe(200);
    const [mail] = await mailedTo(client.email);
    // The legal problem named in Filipino too (issue 40).
    expect(mail.subject).toBe('Saan magsisimula: hindi nabayarang sahod o kulang na sahod');
    expect(mail.textBody).toContain('Ayon sa mga sagot mo, para sa Cebu City. Pangkalahatang impormasyon ito, hindi payong legal');
    expect(mail.textBody).toContain('1. Single Entry Approach (SEnA) ng DOLE');
    expect(mail.textBody).toContain('Bakit: Halos lahat ng reklamo sa trabaho ay kailangang dumaan muna sa 30-araw na SEnA ng DOLE');
    expect(mail.textBody).toContain('Ano ang dadalhin:\n- Valid ID\n- Pangalan at address ng employer mo');
    expect(mail.textBody).toContain('- DOLE Regional Office VII (Central Visayas) · DOLE-RO7 Building');
    expect(mail.textBody).toContain('Mabuting malaman: Hindi dinadala sa barangay ang mga away sa trabaho');
    expect(mail.textBody).toContain(`Ang sagot para sa iyo, kasama ang mga abogado para dito at ang mga bakanteng oras nila: `);
    expect(mail.textBody).toContain(`/fil/where-to-start/answer?${WAGES}`);
    for (const english of ['What to bring', 'Why:', 'Good to know', 'general information', 'unpaid wages'])
      expect(mail.textBody).not.toContain(english);
    // Answers it cannot read are said in the page's language too; a language it does not know is refused.
    const bad = await send(client, { answers: 'p=10&s=company', language: 'fil' });
    expect(bad.status).toBe(400);
    // The refusal by its code (issue 59): the Filipino page says it in Filipino; `message` is the English words.
    expect(await bad.json()).toMatchObject({
      code: 'triage.unreadable',
      message: 'Those answers could not be read. Answer the questions again.',
    });
    expect((await send(client, { answers: WAGES, language: 'tl' })).status).toBe(400);
    expect(await mailedTo(client.email)).toHaveLength(1);
  });

  it('refuses a visitor, answers it cannot read or that are not complete, and mails nothing', async () => {
    const client = await testCustomer(db().db);
    expect((await send(undefined, { answers: WAGES })).status).toBe(401);
    for (const answers of ['p=10&s=company', `${WAGES}&to=someone@example.com`, 'p=10&me=atlantis']) {
      const res = await send(client, { answers });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('Those answers could not be read. Answer the questions again.');
    }
    expect((await send(client, { to: 'someone@example.com' })).status).toBe(400);
    expect(await mailsTo(client.email)).toHaveLength(0);
  });

  it('sends five an hour to one person, then says when to try again', async () => {
    const client = await testCustomer(db().db);
    for (let i = 0; i < 5; i++) expect((await send(client, { answers: WAGES })).status).toBe(200);
    const res = await send(client, { answers: WAGES });
    expect(res.status).toBe(429);
    expect((await res.json()).message).toMatch(/^You have e-mailed yourself several answers\. Try again in \d+ minutes\.$/);
    expect(await mailedTo(client.email, 5)).toHaveLength(5);
  });
});

it('writes no income answer to the server log, and keeps none in the database unless the person shares it', async () => {
  let raw = '';
  const restore = captureLogForTests(
    new Writable({
      write(chunk, _encoding, done) {
        raw += chunk.toString();
        done();
      },
    }),
    'debug',
  );
  try {
    const client = await testCustomer(db().db);
    expect((await send(client, { answers: WAGES.replace('inc=unsure', 'inc=yes') })).status).toBe(200);
    expect((await send(client, { answers: 'p=10&inc=yes' })).status).toBe(400);
  } finally {
    restore();
  }
  // The request lines were written (the capture works), without the answers.
  expect(raw).toContain('/api/v1/where-to-start/email');
  expect(raw).not.toContain('inc=');
  // What the database holds of the answers: the mail itself (the person's own copy), the outcome counts
  // (first stop only) and the answers a client chose to show a lawyer (none here).
  const outcomes = await db().db.select().from(t.whereToStartOutcomes);
  for (const row of outcomes) expect(Object.keys(row).sort()).toEqual(['answers', 'firstStop', 'weekStart']);
  const shared = await db().db.select({ triage: t.meetings.triageAnswers }).from(t.meetings);
  expect(shared.filter((m) => m.triage !== null)).toEqual([]);
});
