import { and, eq } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { givePhone } from '@/lib/test/fixtures/phones';
import { insertCustomer } from '@/lib/test/fixtures/users';
import { meetingLink } from '@/lib/server/messaging/sms/templates';
import { sendDueReminders } from './send-due-reminders';

// Issue 40 point 4, its done-when: a signed-in customer whose account says Filipino gets the
// 10-minute reminder in Filipino while the lawyer of the same meeting gets it in English — the
// e-mail, the text and the in-app notification (with its push) alike.
const db = useTestDb();

async function userOf(id: string) {
  const [user] = await db().db.select().from(t.users).where(eq(t.users.id, id));
  return user;
}

describe('the 10-minute reminder in each party’s language', () => {
  it('goes to a Filipino client in Filipino and to the lawyer of the same meeting in English', async () => {
    const lawyerId = await insertLawyer(db().db, { name: 'Ana Reyes' });
    const customerId = await insertCustomer(db().db, { firstName: 'Juan', lastName: 'Cruz', timezone: 'Asia/Manila' });
    await db().db.update(t.users).set({ language: 'fil' }).where(eq(t.users.id, customerId));
    await givePhone(db().db, customerId);
    await givePhone(db().db, lawyerId);
    const start = new Date('2028-03-06T02:00:00Z'); // Monday, 10:00 AM in Manila
    const meetingId = await insertMeeting(db().db, { lawyerId, customerId, start });

    expect(await sendDueReminders({ now: new Date('2028-03-06T01:50:00Z') })).toBe(1);

    const mailTo = async (userId: string) => {
      const { email } = await userOf(userId);
      const rows = await db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, email));
      expect(rows).toHaveLength(1);
      return rows[0];
    };
    const noteOf = async (userId: string) => (await db().db.select().from(t.notifications).where(eq(t.notifications.userId, userId)))[0];
    const textTo = async (userId: string) =>
      (
        await db()
          .db.select()
          .from(t.smsMessages)
          .where(and(eq(t.smsMessages.userId, userId), eq(t.smsMessages.kind, 'meeting_reminder')))
      )[0];

    const client = await mailTo(customerId);
    expect(client.subject).toBe('Magsisimula sa loob ng 10 minuto: ang konsultasyon mo sa video call kay Atty. Ana Reyes');
    expect(client.textBody).toContain(
      'Magsisimula ang iyong 30-minutong konsultasyon sa video call kay Atty. Ana Reyes sa Lunes, Marso 6, 2028 nang 10:00',
    );
    expect(client.textBody).toContain('Paksa: Land title dispute');
    expect(client.textBody).toContain(`Mag-sign in at pindutin ang "Join meeting":\nhttp`);
    // The call page keeps its one path (its camera permission); the proxy brings the language.
    expect(client.textBody).toContain(`"Join meeting":\nhttp://localhost:3000/meeting/${meetingId}\n`);
    expect(client.textBody).not.toMatch(/Starts in|Sign in and press|Monday|March/);
    const clientNote = await noteOf(customerId);
    expect(clientNote.title).toBe('Malapit nang magsimula ang konsultasyon mo');
    expect(clientNote.body).toMatch(/^30-minutong video call kay Atty\. Ana Reyes sa Lunes, Marso 6, 2028 nang 10:00/);
    const clientText = await textTo(customerId);
    expect(clientText.body).toBe(
      `Abogado: Video call kay Atty. Ana Reyes, 10:00 AM GMT+8. Sumali: ${meetingLink(meetingId)} Reply STOP para huminto`,
    );

    const lawyer = await mailTo(lawyerId);
    expect(lawyer.subject).toBe('Starts in 10 minutes: your video consultation with Juan Cruz');
    expect(lawyer.textBody).toMatch(/^Your 30-minute video consultation with Juan Cruz starts at Monday, March 6, 2028 at 10:00/);
    expect(lawyer.textBody).toContain(`Sign in and press "Join meeting":\nhttp`);
    expect(lawyer.textBody).toContain(`/meeting/${meetingId}`);
    expect(lawyer.textBody).not.toContain('/fil/');
    const lawyerNote = await noteOf(lawyerId);
    expect(lawyerNote.title).toBe('Your consultation starts soon');
    expect(lawyerNote.body).toMatch(/^30-minute video call with Juan Cruz at Monday, March 6, 2028 at 10:00/);
    expect((await textTo(lawyerId)).body).toBe(
      `Abogado: Video call with Juan Cruz at 10:00 AM GMT+8. Join: ${meetingLink(meetingId)} Reply STOP to opt out`,
    );
  });
});
