import { and, eq, like } from 'drizzle-orm';
import { PUT as putPhone } from '@/app/api/v1/auth/account/phone/route';
import { POST as resendRoute } from '@/app/api/v1/auth/account/phone/resend/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { lettersAs, prepareLetterFor, useLetterStorage } from '@/lib/test/fixtures/letters';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { uniquePhone } from '@/lib/test/fixtures/phones';
import { SemaphoreStandIn } from '@/lib/test/fixtures/semaphore-stand-in';
import { fakeSmtp } from '@/lib/test/fixtures/smtp';
import { testCustomer } from '@/lib/test/fixtures/users';
import { engagementAt } from '@/lib/test/fixtures/work-items';
import { deliverOutbox, installOutboxKicks } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { listenForOutboxKicks, outboxKicksSettled } from './kick';

// Issue 59 item 1: a one-time code — a mobile number's, an engagement letter's — is answered as soon as
// it is recorded; its text or mail follows the commit from the outbox (the request's kick, at once, so
// the person still gets it straight away), once, and its event names the message, never the code.

const db = useTestDb();
useLetterStorage();
let semaphore: SemaphoreStandIn;
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
let held: { promise: Promise<void>; open: () => void } | null = null;

beforeAll(async () => {
  semaphore = await SemaphoreStandIn.start();
  smtp = await fakeSmtp({ beforeAccept: () => held?.promise ?? Promise.resolve() });
  setTestEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
});
afterEach(async () => {
  held?.open();
  held = null;
  await outboxKicksSettled();
  listenForOutboxKicks(undefined);
});
afterAll(async () => {
  setTestEnv({ SMTP_URL: undefined });
  smtp.server.close();
  await semaphore.stop();
});

const eventsOf = (aggregate: 'phone' | 'letter', event: string) =>
  db()
    .db.select()
    .from(t.domainEvents)
    .where(and(eq(t.domainEvents.aggregate, aggregate), eq(t.domainEvents.event, event)));

/** What a later pass (the scheduler's, ten minutes on) and the kicks still do: nothing more is sent. */
async function laterPasses() {
  await deliverOutbox();
  await runSchedulerTick({ now: new Date(Date.now() + 10 * 60_000) });
  await outboxKicksSettled();
}

describe('one-time codes follow the commit (issue 59)', () => {
  it("a mobile number's code: the request sends nothing itself, the kick texts it at once, once; the event holds the text's id only", async () => {
    const user = await testCustomer(db().db);
    const phone = uniquePhone();
    // No kick listener: whatever is texted now, the request texted itself.
    const res = await putPhone(apiRequest('/api/v1/auth/account/phone', { method: 'PUT', jar: user.jar, body: { phone } }), routeCtx());
    expect(res.status).toBe(200);
    expect(semaphore.requests).toHaveLength(0);
    const [text] = await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.toNumber, phone));
    const code = /\b(\d{6})\b/.exec(text.body)![1];
    const [event] = await eventsOf('phone', 'code');
    expect(event).toMatchObject({ aggregateId: user.id, outboxState: 'pending', payload: { smsId: text.id } });
    expect(JSON.stringify(event)).not.toContain(code);

    // The scheduler's pass (a kick lost to a crash) sends it; so does the kick of the next code, at once.
    await untilOutboxDelivered(
      async () => semaphore.requests.length,
      (n) => n === 1,
    );
    expect(semaphore.requests[0].message).toContain(code);
    installOutboxKicks();
    await db().db.delete(t.rateLimitBuckets);
    const again = await resendRoute(apiRequest('/api/v1/auth/account/phone/resend', { method: 'POST', jar: user.jar }), routeCtx());
    expect(again.status).toBe(200);
    await outboxKicksSettled();
    expect(semaphore.requests).toHaveLength(2);
    await laterPasses();
    expect(semaphore.requests).toHaveLength(2);
  });

  it("an engagement letter's signing code by e-mail: answered while the mail server is held, then mailed once", async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
    await prepareLetterFor(lawyer, id);
    installOutboxKicks();
    let open = () => {};
    const promise = new Promise<void>((resolve) => (open = resolve));
    held = { promise, open };
    const state = await (await lettersAs(client).get(id)).json();
    const res = await lettersAs(client).sendCode(id, { version: state.latest_version, channel: 'email' });
    expect(res.status).toBe(200);
    const accepted = () =>
      smtp.messages.filter(
        (m) =>
          m.includes('Subject: Your code to sign the engagement letter') && m.toLowerCase().includes(`to: ${client.email.toLowerCase()}`),
      ).length;
    expect(accepted()).toBe(0);
    // The mail is recorded with the code's row; the event names it, never the code.
    const [mail] = await db()
      .db.select()
      .from(t.outboundEmails)
      .where(and(eq(t.outboundEmails.toAddress, client.email.toLowerCase()), like(t.outboundEmails.subject, 'Your code to sign%')));
    const code = /(\d{6})$/.exec(mail.subject)![1];
    const [event] = await eventsOf('letter', 'code');
    expect(event.payload).toEqual({ emailId: mail.id });
    expect(JSON.stringify(event)).not.toContain(code);
    held.open();
    await untilOutboxDelivered(
      async () => accepted(),
      (n) => n >= 1,
    );
    await laterPasses();
    expect(accepted()).toBe(1);
  });
});
