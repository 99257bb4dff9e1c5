import { desc, eq } from 'drizzle-orm';
import { POST } from '@/app/api/v1/where-to-start/email/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { type TestUser, testCustomer } from '@/lib/test/fixtures/users';

// Issue 41: the answer of "Where do I start?" e-mailed to oneself — only to the signed-in person's own
// address, with the same first stops as the page and its address.
const db = useTestDb();

const WAGES = 'p=10&s=company&me=cebu-city&u=none&inc=unsure';
const send = (user: TestUser | undefined, body: unknown) =>
  POST(apiRequest('/api/v1/where-to-start/email', { method: 'POST', body, jar: user?.jar }), routeCtx());
const mailsTo = (email: string) =>
  db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, email)).orderBy(desc(t.outboundEmails.createdAt));

describe('POST /api/v1/where-to-start/email', () => {
  it('mails the answer to the person’s own address: the first stop, what to bring, the office and the answer’s address', async () => {
    const client = await testCustomer(db().db);
    const res = await send(client, { answers: WAGES });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent_to: client.email });
    const [mail] = await mailsTo(client.email);
    expect(mail.subject).toBe('Where to start: unpaid wages or underpayment');
    expect(mail.textBody).toContain('1. DOLE’s Single Entry Approach (SEnA)');
    expect(mail.textBody).toContain('DOLE Regional Office VII (Central Visayas)');
    expect(mail.textBody).toContain('This is general information, not legal advice');
    expect(mail.textBody).toContain(`/where-to-start/answer?${WAGES}`);
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
    expect(await mailsTo(client.email)).toHaveLength(5);
  });
});
