import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { insertCustomer } from '@/lib/test/fixtures/users';
import { sendCancellationNotices } from './send-cancellation-notices';
import { sendSettlementNotices } from './send-settlement-notices';
import { notifyMeetingRescheduled, sendMeetingConfirmation } from './send-meeting-mails';

// Issue 40 point 4: the meeting's e-mails, receipts, calendar invitations and notifications go out
// in each recipient's language — here a client whose account says Filipino and a lawyer in English.
const db = useTestDb();

/** The PDF's text as Mozilla's reader sees it (lib/test/pdf-text.mjs, as receipt.test.ts reads it). */
function readPdf(base64: string): { title: string | null; text: string } {
  const run = spawnSync(process.execPath, [path.join(process.cwd(), 'lib/test/pdf-text.mjs')], {
    input: Buffer.from(base64, 'base64'),
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  if (run.status !== 0) throw new Error(`pdf-text failed: ${run.stderr}`);
  const parsed = JSON.parse(run.stdout) as { title: string | null; lines: string[] };
  return { title: parsed.title, text: parsed.lines.join('\n') };
}

/** An .ics with its folded lines joined again (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

async function paidMeeting() {
  const lawyerId = await insertLawyer(db().db, { name: 'Ana Reyes' });
  const customerId = await insertCustomer(db().db, { firstName: 'Juan', lastName: 'Cruz', timezone: 'Asia/Manila' });
  await db().db.update(t.users).set({ language: 'fil' }).where(eq(t.users.id, customerId));
  const meetingId = await insertMeeting(db().db, { lawyerId, customerId, start: new Date('2028-03-06T02:00:00Z') });
  const [payment] = await db()
    .db.insert(t.payments)
    .values({
      customerId,
      lawyerId,
      meetingId,
      provider: 'SANDBOX',
      providerPaymentId: `pay_sbx_${meetingId}`,
      amountCentavos: 100_000,
      description: 'Consultation',
      status: 'PAID',
      method: 'gcash',
      paidAt: new Date('2028-03-01T06:05:00Z'),
    })
    .returning();
  const emailOf = async (id: string) => (await db().db.select().from(t.users).where(eq(t.users.id, id)))[0].email;
  return {
    meetingId,
    lawyerId,
    customerId,
    reference: payment.reference,
    customer: await emailOf(customerId),
    lawyer: await emailOf(lawyerId),
  };
}

const mailTo = async (to: string, subject: string) => {
  const rows = await db()
    .db.select()
    .from(t.outboundEmails)
    .where(and(eq(t.outboundEmails.toAddress, to), like(t.outboundEmails.subject, subject)));
  expect(rows).toHaveLength(1);
  return rows[0];
};
const notesOf = async (userId: string) =>
  (await db().db.select().from(t.notifications).where(eq(t.notifications.userId, userId))).map((n) => `${n.title} | ${n.body}`);

describe('meeting e-mails in each party’s language', () => {
  it('confirms a booking, its receipt and its invitation in Filipino to the client and in English to the lawyer', async () => {
    const m = await paidMeeting();
    await sendMeetingConfirmation(m.meetingId);

    const client = await mailTo(m.customer, 'Kumpirmado na ang booking: %');
    expect(client.subject).toBe('Kumpirmado na ang booking: 30-minutong konsultasyon sa video call kay Atty. Ana Reyes');
    expect(client.textBody).toContain(
      'Kumpirmado na ang iyong 30-minutong konsultasyon sa video call kay Atty. Ana Reyes sa Lunes, Marso 6, 2028 nang 10:00 AM GMT+8 (oras sa Pilipinas).',
    );
    expect(client.textBody).toContain(`Pahina ng meeting: http://localhost:3000/fil/customer-portal/meeting/${m.meetingId}`);
    expect(client.textBody).toContain('Ie-email namin sa iyo ang link para sumali 10 minuto bago ang tawag.');
    expect(client.textBody).toContain(`Resibo\nReference number: ${m.reference}\nSerbisyo: 30-minutong konsultasyon sa video call`);
    expect(client.textBody).toContain('Halaga: ₱1,000\nSingil: Walang dagdag na singil');
    expect(client.textBody).toContain('Petsa at oras: Lunes, Marso 6, 2028 nang 10:00 AM GMT+8 (oras sa Pilipinas)');
    expect(client.textBody).toContain('Paraan ng pagbayad: GCash');
    expect(client.textBody).not.toMatch(/Booking confirmed|Meeting page|Amount|Payment method|March/);

    const [invite, pdf] = client.attachments!;
    const ics = unfold(Buffer.from(invite.content, 'base64').toString('utf8'));
    expect(ics).toContain('SUMMARY:30-minutong konsultasyon sa video call kay Atty. Ana Reyes');
    expect(ics).toContain('Sumali: http://localhost:3000/meeting/');
    const receipt = readPdf(pdf.content);
    expect(receipt.title).toBe(`Resibo ng Abogado ${m.reference}`);
    for (const part of ['Resibo', 'Para kay: Juan Cruz', 'Halaga', 'PHP 1,000', 'Paraan ng pagbayad', 'Banggitin ang reference number']) {
      expect(receipt.text).toContain(part);
    }

    const lawyer = await mailTo(m.lawyer, 'Booking confirmed: %');
    expect(lawyer.subject).toBe('Booking confirmed: 30-minute video consultation with Juan Cruz');
    expect(lawyer.textBody).toMatch(
      /^Your 30-minute video consultation with Juan Cruz is confirmed for Monday, March 6, 2028 at 10:00 AM GMT\+8 \(Asia\/Manila\)\./,
    );
    expect(lawyer.textBody).toContain(`Payment reference: ${m.reference}`);
    const lawyerIcs = unfold(Buffer.from(lawyer.attachments![0].content, 'base64').toString('utf8'));
    expect(lawyerIcs).toContain('SUMMARY:30-minute video consultation with Juan Cruz');

    expect(await notesOf(m.customerId)).toEqual([
      'Kumpirmado na ang booking | Kumpirmado na ang iyong 30-minutong konsultasyon sa video call kay Atty. Ana Reyes sa Lunes, Marso 6, 2028 nang 10:00 AM GMT+8.',
    ]);
    expect(await notesOf(m.lawyerId)).toEqual([
      'New meeting booked | Juan Cruz booked a 30-minute video consultation on Monday, March 6, 2028 at 10:00 AM GMT+8.',
    ]);
  });

  it('tells of a new time and of a cancellation in the same languages', async () => {
    const m = await paidMeeting();
    await notifyMeetingRescheduled(m.meetingId, m.lawyerId);
    const moved = await mailTo(m.customer, 'Nailipat ang meeting: %');
    expect(moved.textBody).toMatch(/^Nailipat ang iyong 30-minutong konsultasyon sa video call kay Atty\. Ana Reyes sa Lunes, Marso 6/);
    expect(await mailTo(m.lawyer, 'Meeting rescheduled: 30-minute video consultation with Juan Cruz')).toBeTruthy();
    expect(await notesOf(m.customerId)).toEqual([expect.stringMatching(/^Nailipat ang meeting \| Nailipat ang iyong/)]);

    await db().db.update(t.meetings).set({ status: 'CANCELLED' }).where(eq(t.meetings.id, m.meetingId));
    await sendCancellationNotices({ meetingId: m.meetingId, byUserId: m.lawyerId, ground: 'LAWYER_CANCELLED', refund: 'FULL' });
    const cancelled = await mailTo(m.customer, 'Kinansela: %');
    expect(cancelled.subject).toBe('Kinansela: 30-minutong konsultasyon sa video call kay Atty. Ana Reyes');
    expect(cancelled.textBody).toContain('Hi Juan Cruz,\n\nKinansela ni Atty. Ana Reyes ang iyong 30-minutong konsultasyon sa video call');
    expect(cancelled.textBody).toContain('Papunta na sa iyo ang buong refund (pagbabalik ng bayad) na ₱1,000.');
    expect(cancelled.textBody).toContain(`Reference ng bayad: ${m.reference}`);
    const lawyer = await mailTo(m.lawyer, 'Cancelled: %');
    expect(lawyer.textBody).toContain('You cancelled your 30-minute video consultation with Juan Cruz on Monday, March 6, 2028');
    expect(lawyer.textBody).toContain('The client gets a full refund of ₱1,000.');
  });

  it('asks the client for a review, and tells of a lawyer who did not join, in the same languages', async () => {
    const a = await paidMeeting();
    await db()
      .db.update(t.meetings)
      .set({ status: 'COMPLETED', outcome: 'ATTENDED', settledAt: new Date() })
      .where(eq(t.meetings.id, a.meetingId));
    expect(await sendSettlementNotices({ meetingId: a.meetingId })).toBe(1);
    const review = await mailTo(a.customer, 'Kumusta ang konsultasyon mo kay Atty. Ana Reyes?');
    expect(review.textBody).toContain(
      'Tapos na ang iyong 30-minutong konsultasyon sa video call kay Atty. Ana Reyes noong Lunes, Marso 6, 2028',
    );
    expect(review.textBody).toContain(`Mag-iwan ng review: http://localhost:3000/fil/customer-portal/meeting/${a.meetingId}/summary`);

    const b = await paidMeeting();
    await db()
      .db.update(t.meetings)
      .set({ status: 'CANCELLED', outcome: 'LAWYER_NO_SHOW', settledAt: new Date() })
      .where(eq(t.meetings.id, b.meetingId));
    expect(await sendSettlementNotices({ meetingId: b.meetingId })).toBe(1);
    const client = await mailTo(b.customer, 'Hindi sumali si Atty. Ana Reyes: buong refund na ₱1,000');
    expect(client.textBody).toContain('kaya kinansela ang meeting at ibabalik sa iyo ang buong bayad na ₱1,000.');
    const lawyer = await mailTo(b.lawyer, 'You did not join your consultation with Juan Cruz');
    expect(lawyer.textBody).toContain('The meeting is cancelled and the client gets the full fee of ₱1,000 back.');
  });
});
