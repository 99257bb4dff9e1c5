import { useTestDb } from '@/lib/test/db';
import { listOutbox } from './list-outbox';
import { mailboxAccess } from './mailbox-access';
import { sendEmail } from './send-email';
import { setTestEnv } from '@/lib/test/env';
import { fakeSmtp } from '@/lib/test/fixtures/smtp';

describe('sendEmail', () => {
  useTestDb();
  afterEach(() => {
    setTestEnv({ SMTP_URL: undefined });
  });

  it('without SMTP_URL, queues the mail in the outbox (once per dedupe key)', async () => {
    const first = await sendEmail({ to: 'Ana@Example.com', subject: 'Hello', text: 'Open https://x.test/a', dedupeKey: 'hello:ana' });
    const again = await sendEmail({ to: 'ana@example.com', subject: 'Hello', text: 'Open https://x.test/a', dedupeKey: 'hello:ana' });
    expect(first).toMatchObject({ status: 'QUEUED', duplicate: false });
    expect(again).toEqual({ id: first.id, status: 'QUEUED', duplicate: true });
    expect(await listOutbox({ to: 'ana@example.com' })).toHaveLength(1);
    expect(mailboxAccess(null)).toBe('allowed'); // NODE_ENV is "test"
  });

  it('with SMTP_URL, delivers through nodemailer and marks the row SENT', async () => {
    const { server, port, messages } = await fakeSmtp();
    try {
      setTestEnv({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
      const result = await sendEmail({
        to: 'ben@example.com',
        subject: 'Reminder',
        text: 'See you at 10:00',
        attachments: [{ filename: 'invite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
      });
      expect(result.status).toBe('SENT');
      expect(messages[0]).toContain('Subject: Reminder');
      expect(messages[0]).toContain('invite.ics');
      expect((await listOutbox({ to: 'ben@example.com' }))[0].status).toBe('SENT');
      expect(mailboxAccess({ roles: ['ADMIN'] })).toBe('not-found');
    } finally {
      server.close();
    }
  });

  it('sends an iTIP .ics as a text/calendar part with its method beside the text (Outlook needs it), and attached', async () => {
    const { server, port, messages } = await fakeSmtp();
    try {
      setTestEnv({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
      const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n';
      const result = await sendEmail({
        to: 'dee@example.com',
        subject: 'Cancelled',
        text: 'Your meeting was cancelled',
        attachments: [{ filename: 'cancel.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL', content: ics }],
      });
      expect(result.status).toBe('SENT');
      const raw = messages[0];
      expect(raw).toMatch(/Content-Type: multipart\/alternative/);
      expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/);
      expect(raw).toMatch(/Content-Type: application\/ics; name=cancel\.ics/);
    } finally {
      server.close();
    }
  });

  it('records a delivery failure instead of throwing', async () => {
    setTestEnv({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const result = await sendEmail({ to: 'cy@example.com', subject: 'x', text: 'y' });
    spy.mockRestore();
    expect(result.status).toBe('FAILED');
  });
});
