import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { outboundEmails } from '@/lib/db/schema';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { fakeSmtp } from '@/lib/test/fixtures/smtp';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { retryUndeliveredEmails } from './retry-emails';
import { DELIVERY_LEASE_MS, MAX_DELIVERY_ATTEMPTS } from '@/lib/server/platform/delivery/retry-policy';
import { sendEmail } from './send-email';

const row = async (id: string) => (await (await getDb()).select().from(outboundEmails).where(eq(outboundEmails.id, id)))[0];
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);

describe('retrying undelivered e-mail', () => {
  useTestDb();
  let quiet: jest.SpyInstance;
  beforeEach(() => {
    quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    quiet.mockRestore();
    setTestEnv({ SMTP_URL: undefined });
  });

  it('a mail SMTP refused is sent by a later scheduler pass, after its backoff', async () => {
    setTestEnv({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const failed = await sendEmail({ to: 'ana@example.com', subject: 'Your consultation starts in 10 minutes', text: 'Join' });
    expect(failed.status).toBe('FAILED');
    const afterFailure = await row(failed.id);
    expect(afterFailure.attempts).toBe(1);
    // One minute of backoff after the first failure.
    expect(afterFailure.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(afterFailure.nextAttemptAt!.getTime()).toBeLessThan(Date.now() + 70_000);

    const { server, port, messages } = await fakeSmtp();
    try {
      setTestEnv({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
      // Not yet due: nothing is sent.
      expect(await retryUndeliveredEmails({ now: new Date() })).toBe(0);
      expect((await runSchedulerTick({ now: minutesFromNow(2) })).mails).toBe(1);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain('Subject: Your consultation starts in 10 minutes');
      expect(await row(failed.id)).toMatchObject({ status: 'SENT', attempts: 2, nextAttemptAt: null, error: null });
      // Sent mails are never sent again.
      expect(await retryUndeliveredEmails({ now: minutesFromNow(60) })).toBe(0);
      expect(messages).toHaveLength(1);
    } finally {
      server.close();
    }
  });

  it('a mail a crash left QUEUED between insert and send goes out once its lease is over, not before', async () => {
    const db = await getDb();
    const [stuck] = await db
      .insert(outboundEmails)
      .values({
        toAddress: 'ben@example.com',
        subject: 'Booking confirmed',
        textBody: 'See you',
        nextAttemptAt: new Date(Date.now() + DELIVERY_LEASE_MS),
      })
      .returning();
    const { server, port, messages } = await fakeSmtp();
    try {
      setTestEnv({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
      // A first send may still be running within the lease: it is left alone.
      expect(await retryUndeliveredEmails({ now: minutesFromNow(1) })).toBe(0);
      expect(await retryUndeliveredEmails({ now: minutesFromNow(6) })).toBe(1);
      expect(messages).toHaveLength(1);
      expect((await row(stuck.id)).status).toBe('SENT');
    } finally {
      server.close();
    }
  });

  it('gives up after the last attempt, and never sends without SMTP', async () => {
    setTestEnv({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const mail = await sendEmail({ to: 'cy@example.com', subject: 'x', text: 'y' });
    for (let i = 1; i < MAX_DELIVERY_ATTEMPTS; i++) expect(await retryUndeliveredEmails({ now: minutesFromNow(2 ** i + 1) })).toBe(1);
    expect(await row(mail.id)).toMatchObject({ status: 'FAILED', attempts: MAX_DELIVERY_ATTEMPTS, nextAttemptAt: null });
    expect(await retryUndeliveredEmails({ now: minutesFromNow(24 * 60) })).toBe(0);

    setTestEnv({ SMTP_URL: undefined });
    const queued = await sendEmail({ to: 'dee@example.com', subject: 'x', text: 'y' });
    expect((await row(queued.id)).nextAttemptAt).toBeNull();
    expect(await retryUndeliveredEmails({ now: minutesFromNow(60) })).toBe(0);
  });
});
