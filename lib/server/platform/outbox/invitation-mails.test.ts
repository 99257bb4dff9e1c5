import { POST as guestInvite } from '@/app/api/v1/meeting/[id]/guest/route';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { createLink, pendingBookingWithCase } from '@/lib/test/fixtures/payment-links';
import { fakeSmtp } from '@/lib/test/fixtures/smtp';
import { deliverOutbox, installOutboxKicks } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { resetCallHubForTests } from '@/lib/server/calls/call-hub';
import { listenForOutboxKicks, outboxKicksSettled } from './kick';

// Issue 72 item 4: the payment link mailed to its payer and the call guest's invitation were recorded without
// an outbox event, so with SMTP configured they left only at the mail pass's retry, five minutes or more
// later. Now each is kicked after its commit like every other mail: with SMTP set and no scheduler pass at
// all, the mail server gets it — polled for, never read once — and later passes send it no second time.

const db = useTestDb();
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;

beforeAll(async () => {
  resetCallHubForTests();
  smtp = await fakeSmtp();
  setTestEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
});
beforeEach(() => installOutboxKicks());
afterEach(async () => {
  await outboxKicksSettled();
  listenForOutboxKicks(undefined);
});
afterAll(() => {
  setTestEnv({ SMTP_URL: undefined });
  smtp.server.close();
  resetCallHubForTests();
});

/** The mail server's deliveries to `to`. */
const accepted = (to: string) => smtp.messages.filter((m) => m.toLowerCase().includes(`to: ${to}`)).length;

/**
 * Polls the mail server alone (no outbox or mail pass runs here: only the request's kick can send it). Prints the
 * time from the request's start to the mail server — issue 74's figure (before: the mail pass's retry, 5 min or more).
 */
async function untilAccepted(to: string, since: number): Promise<number> {
  for (let look = 0; look < 200 && accepted(to) === 0; look++) await new Promise((resolve) => setTimeout(resolve, 50));
  console.log(`[mail to ${to}] ${Date.now() - since} ms from the request to the mail server`);
  return accepted(to);
}

/** What a later pass (the outbox's, and the scheduler's ten minutes on, past the mail's lease) still sends: nothing. */
async function laterPasses() {
  await outboxKicksSettled();
  await deliverOutbox();
  await runSchedulerTick({ now: new Date(Date.now() + 10 * 60_000) });
  await outboxKicksSettled();
}

describe('mails to an address the client typed follow the commit at once (issue 72 item 4)', () => {
  it('a payment link mailed to its payer reaches the mail server without waiting for a pass, once', async () => {
    const b = await pendingBookingWithCase(db().db, 'Land title', 'The lot in Batangas');
    const since = Date.now();
    const res = await createLink(b.customer, { payment_id: b.payment.id, email: 'kick.payer@example.com' });
    expect(res.status).toBe(200);
    expect(await untilAccepted('kick.payer@example.com', since)).toBe(1);
    await laterPasses();
    expect(accepted('kick.payer@example.com')).toBe(1);
  });

  it("a call guest's invitation reaches the mail server without waiting for a pass, once", async () => {
    const b = await pendingBookingWithCase(db().db, 'Land title', 'The lot in Batangas');
    const since = Date.now();
    const res = await guestInvite(
      apiRequest(`/api/v1/meeting/${b.meetingId}/guest`, {
        method: 'POST',
        jar: b.customer.jar,
        body: { name: 'Rosa Cruz', email: 'kick.guest@example.com' },
      }),
      routeCtx({ id: b.meetingId }),
    );
    expect(res.status).toBe(200);
    expect(await untilAccepted('kick.guest@example.com', since)).toBe(1);
    await laterPasses();
    expect(accepted('kick.guest@example.com')).toBe(1);
  });
});
