import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { readerFixtures, useOwnStorage } from '@/lib/test/fixtures/readers';
import { insertMeeting, insertReview, manilaSlot, pastConsultation } from '@/lib/test/fixtures/meetings';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { uniquePhone } from '@/lib/test/fixtures/phones';
import { SemaphoreStandIn } from '@/lib/test/fixtures/semaphore-stand-in';
import { insertCustomer } from '@/lib/test/fixtures/users';
import { createMeetingComment } from '@/lib/server/meetings/meeting-comments';
import { findReportableTarget } from '@/lib/server/admin/moderation/find-reportable-target';
import {
  additionalServiceDescription,
  consultationDescription,
  engagementDescription,
  paymentDescriptionIn,
  questionDescription,
} from '@/lib/server/payments/payment-description';
import { setAccountPhone } from '@/lib/server/auth/phone/set-account-phone';
import { buildDataExports } from '@/lib/server/privacy/build-data-exports';
import { sendRefundNotices } from '@/lib/server/payments/refunds/send-refund-notices';
import { measureSms } from '@/lib/server/messaging/sms/encoding';
import { getStorage } from '@/lib/server/platform/storage/storage';

// Issue 40: what is still written for one reader — a comment's notification, the one-time code's text,
// the README of a data export, the payment a refund mail names — reaches each in their own language
// (users.language): Filipino to a Filipino reader, the English it always said to an English one.
const db = useTestDb();
useOwnStorage('abogado-reader-language-');

const { speak, onlyMailTo, notesOf, people } = readerFixtures(db);

describe('a new comment', () => {
  it('is announced to a Filipino reader in Filipino and to an English one in English; the comment stays as written', async () => {
    const { lawyerId, clientId } = await people('fil', 'en');
    const meetingId = await insertMeeting(db().db, { lawyerId, customerId: clientId, start: manilaSlot(3, 10) });
    await createMeetingComment(clientId, meetingId, 'Pakitingnan po ang titulo.');
    await createMeetingComment(lawyerId, meetingId, 'I read it, see you Monday.');

    // Announced after the commit, by the outbox (issue 59).
    expect(
      await untilOutboxDelivered(
        () => notesOf(lawyerId),
        (notes) => notes.length > 0,
      ),
    ).toEqual(['Bagong comment mula kay Juan Cruz | Pakitingnan po ang titulo.']);
    expect(
      await untilOutboxDelivered(
        () => notesOf(clientId),
        (notes) => notes.length > 0,
      ),
    ).toEqual(['New comment from Atty. Ana Reyes | I read it, see you Monday.']);
  });
});

describe('the one-time code', () => {
  let semaphore: SemaphoreStandIn;
  beforeAll(async () => {
    semaphore = await SemaphoreStandIn.start();
  });
  afterAll(() => semaphore.stop());

  it('is texted in the language of the account whose number it verifies, and kept redacted in that language', async () => {
    const filId = await insertCustomer(db().db, { firstName: 'Liza' });
    const enId = await insertCustomer(db().db, { firstName: 'Mark' });
    await speak(filId, 'fil');
    const [filPhone, enPhone] = [uniquePhone(), uniquePhone()];
    await setAccountPhone(filId, filPhone, '198.51.100.41');
    await setAccountPhone(enId, enPhone, '198.51.100.42');

    const sent = (to: string) => semaphore.requests.filter((r) => r.number === to.slice(1) || r.number === to).map((r) => r.message);
    // The code's text follows the commit from the outbox (issue 59): awaited by polling.
    const [[filText], [enText]] = await untilOutboxDelivered(
      async () => [sent(filPhone), sent(enPhone)],
      ([fil, en]) => fil.length === 1 && en.length === 1,
    );
    expect(filText).toMatch(
      /^Ang code mo sa Abogado ay \d{6}\. Mag-e-expire ito sa loob ng 10 minuto\. Huwag itong ibigay kahit kanino\.$/,
    );
    expect(measureSms(filText)).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(enText).toMatch(/^Your Abogado code is \d{6}\. It expires in 10 minutes\. Never share it with anyone\.$/);

    const stored = async (to: string) =>
      (await db().db.select({ body: t.smsMessages.body }).from(t.smsMessages).where(eq(t.smsMessages.toNumber, to))).map((r) => r.body);
    // The provider has it: the stored body is starred out once its send is recorded.
    await untilOutboxDelivered(
      async () => [...(await stored(filPhone)), ...(await stored(enPhone))],
      (bodies) => bodies.every((body) => body.includes('******')),
    );
    expect(await stored(filPhone)).toEqual([
      'Ang code mo sa Abogado ay ******. Mag-e-expire ito sa loob ng 10 minuto. Huwag itong ibigay kahit kanino.',
    ]);
    expect(await stored(enPhone)).toEqual(['Your Abogado code is ******. It expires in 10 minutes. Never share it with anyone.']);
  });
});

describe('the data export', () => {
  it('explains its ZIP in the account’s language', async () => {
    const { clientId: filId, lawyerId: enId } = await people('en', 'fil');
    await db()
      .db.insert(t.dataExports)
      .values([{ userId: filId }, { userId: enId }]);
    expect(await buildDataExports()).toBe(2);

    const readmeOf = async (userId: string) => {
      const [row] = await db().db.select({ key: t.dataExports.storageKey }).from(t.dataExports).where(eq(t.dataExports.userId, userId));
      const zip = unzipSync((await getStorage().get(row.key!))!);
      expect(Object.keys(zip)).toEqual(expect.arrayContaining(['data.json', 'README.txt']));
      return strFromU8(zip['README.txt']);
    };
    expect(await readmeOf(filId)).toBe(
      'Ang data mo mula sa Abogado\n\n' +
        'Nasa data.json, bilang JSON, ang account at profile mo, mga meeting, comment, mga review na isinulat mo, mga engagement, mga bayad at refund, notification, mga pahintulot (consent) at ang kasaysayan ng pag-sign in mo.\n' +
        'Nasa files/ ang mga file na in-upload mo.\n' +
        'Pangalan lang ang makikita tungkol sa ibang tao; sa kanila ang contact details at mga file nila.\n',
    );
    expect(await readmeOf(enId)).toBe(
      'Your data from Abogado\n\n' +
        'data.json holds your account, profile, meetings, comments, reviews you wrote, work items, payments and refunds, notifications, consents and sign-in history, as JSON.\n' +
        'files/ holds the files you uploaded.\n' +
        'Other people appear by name only; their contact details and files are theirs.\n',
    );
  });
});

describe('the payment a refund mail names', () => {
  async function settledRefund(clientId: string, lawyerId: string, description: string) {
    const meetingId = await pastConsultation(db().db, lawyerId, clientId);
    const [payment] = await db()
      .db.insert(t.payments)
      .values({
        customerId: clientId,
        lawyerId,
        meetingId,
        provider: 'SANDBOX',
        amountCentavos: 100_000,
        description,
        status: 'PAID',
        paidAt: new Date(),
      })
      .returning();
    const [refund] = await db()
      .db.insert(t.refunds)
      .values({
        paymentId: payment.id,
        provider: 'SANDBOX',
        amountCentavos: 100_000,
        reason: 'LAWYER_CANCELLED',
        status: 'succeeded',
        idempotencyKey: `refund-${payment.id}`,
        reference: 'ref_sbx_9',
        settledAt: new Date(),
      })
      .returning();
    return refund.id;
  }

  it('is said in the client’s language when it is a known kind, and exactly as stored to an English client', async () => {
    const fil = await people('en', 'fil');
    const en = await people('en', 'en');
    const booked = consultationDescription(30, 'VIDEO', 'Ana Reyes');
    expect(booked).toBe('30-min video consultation – Atty. Ana Reyes');
    const ids = [await settledRefund(fil.clientId, fil.lawyerId, booked), await settledRefund(en.clientId, en.lawyerId, booked)];
    expect(await sendRefundNotices({ refundIds: ids })).toBe(2);

    expect((await onlyMailTo(fil.client)).textBody).toContain(
      'na ₱1,000 para sa "30-minutong konsultasyon sa video call – Atty. Ana Reyes" (reference ng bayad:',
    );
    expect((await onlyMailTo(en.client)).textBody).toContain(
      'We refunded ₱1,000 for "30-min video consultation – Atty. Ana Reyes" (payment ',
    );
  });

  it('reads each kind a checkout writes; the lawyer’s name and titles stay as written, anything else is quoted as stored', () => {
    expect(paymentDescriptionIn(consultationDescription(60, 'PHONE', 'Jose Rizal'), 'fil')).toBe(
      '60-minutong konsultasyon sa telepono – Atty. Jose Rizal',
    );
    // work-items/accept-proposal.ts and additional-services.ts write these (a missing name leaves "Atty.").
    expect(engagementDescription('Annulment – custody', 'Ana Reyes')).toBe('Engagement: Annulment – custody – Atty. Ana Reyes');
    expect(paymentDescriptionIn(engagementDescription('Annulment – custody', 'Ana Reyes'), 'fil')).toBe(
      'Engagement agreement: Annulment – custody – Atty. Ana Reyes',
    );
    expect(paymentDescriptionIn(additionalServiceDescription('Notarization', ''), 'fil')).toBe(
      'Karagdagang serbisyo: Notarization – Atty.',
    );
    // Issue 72 item 7: a written question's (questions/question-checkout.ts) was English on the Filipino checkout.
    expect(paymentDescriptionIn(questionDescription('Ana Reyes'), 'fil')).toBe('Nakasulat na tanong – Atty. Ana Reyes');
    expect(paymentDescriptionIn('Consultation', 'fil')).toBe('Consultation');
    for (const stored of ['Engagement: Annulment – Atty. Ana Reyes', 'Additional service: Notarization – Atty. Ana Reyes', 'Consultation'])
      expect(paymentDescriptionIn(stored, 'en')).toBe(stored);
  });
});

describe('what the report page names', () => {
  it('names a review in the reader’s language; the console’s title stays English', async () => {
    const { lawyerId, clientId } = await people('en', 'en');
    const reviewId = await insertReview(db().db, { lawyerId, customerId: clientId, rating: 4, comment: 'Helpful', createdAt: new Date() });
    expect((await findReportableTarget('review', reviewId, 'fil'))?.title).toBe('4★ na review ni Juan C. para kay Atty. Ana Reyes');
    expect((await findReportableTarget('review', reviewId, 'en'))?.title).toBe('4★ review of Atty. Ana Reyes by Juan C.');
    expect((await findReportableTarget('lawyer', lawyerId, 'fil'))?.title).toBe('Atty. Ana Reyes');
  });
});
