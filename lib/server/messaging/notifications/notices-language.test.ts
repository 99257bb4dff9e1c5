import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { REFUND_ARRIVAL_TEXT } from '@/lib/config/refunds';
import { tables as t } from '@/lib/db';
import { formatLongDate, formatLongInZone } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/paths';
import { useTestDb } from '@/lib/test/db';
import { readerFixtures, useOwnStorage } from '@/lib/test/fixtures/readers';
import { insertReview, pastConsultation } from '@/lib/test/fixtures/meetings';
import { givePhone } from '@/lib/test/fixtures/phones';
import { measureSms } from '@/lib/server/messaging/sms/encoding';
import { verificationApprovedSms, verificationRejectedSms } from '@/lib/server/messaging/sms/templates';
import { findModerationTarget } from '@/lib/server/admin/moderation/moderation-target';
import { tellModeration } from '@/lib/server/admin/moderation/moderation-notices';
import { sendPayoutNotices } from '@/lib/server/payments/payouts/send-payout-notices';
import { buildDataExports } from '@/lib/server/privacy/build-data-exports';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';
import { deletionCompletedMail } from '@/lib/server/privacy/deletion-completed-mail';
import { sendDeletionCancelled, sendDeletionConfirmation, sendDeletionRequested } from '@/lib/server/privacy/deletion-emails';
import { sendRefundNotices } from '@/lib/server/payments/refunds/send-refund-notices';
import { sendRenewalReminders } from '@/lib/server/admin/verification/send-renewal-reminders';
import { tellVerificationDecision } from '@/lib/server/admin/verification/verification-notices';

// Issue 40 point 4: the account, money, moderation, privacy, work-item and notary notices go out in
// the recipient's language (users.language) — a Filipino reader gets Filipino words and /fil links,
// an English reader the English these notices always said, letter for letter.
const db = useTestDb();
useOwnStorage('abogado-notices-');
const base = appUrl();

const { mailsTo, onlyMailTo, notesOf, people } = readerFixtures(db);

describe('verification notices', () => {
  it('tells a Filipino lawyer the decision in Filipino (e-mail, text, notification), an English one in English', async () => {
    const { lawyerId: filId, lawyer: filEmail } = await people('fil', 'en');
    const { lawyerId: enId, lawyer: enEmail } = await people('en', 'en');
    await givePhone(db().db, filId);
    await givePhone(db().db, enId);
    await tellVerificationDecision(filId, { decision: 'approve' }, randomUUID());
    await tellVerificationDecision(enId, { decision: 'approve' }, randomUUID());

    const fil = await onlyMailTo(filEmail);
    expect(fil.subject).toBe('Beripikado ka na sa Abogado');
    expect(fil.textBody).toBe(
      'Hi Ana,\n\nSinuri namin ang IBP ID at government ID mo sa Roll of Attorneys: beripikado na ang IBP membership mo.\n\n' +
        'Kapag kumpleto at public na ang profile mo, mahahanap at mabu-book ka na ng mga kliyente.\n\n' +
        `${base}/fil/lawyer-portal\n\n— Abogado`,
    );
    expect(await notesOf(filId)).toEqual([
      'Beripikado ka na | Beripikado na ang IBP membership mo. Gawing public ang profile mo para mailista ka.',
    ]);
    const [filText] = await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.userId, filId));
    expect(filText.body).toBe(
      'Abogado: Beripikado na ang IBP membership mo. Gawing public ang profile mo para mailista. Reply STOP para huminto',
    );

    const en = await onlyMailTo(enEmail);
    expect(en.subject).toBe('You are verified on Abogado');
    expect(en.textBody).toBe(
      'Hi Ana,\n\nWe checked your IBP ID and government ID against the Roll of Attorneys: your IBP membership is verified.\n\n' +
        'Once your profile is complete and public, clients can find and book you.\n\n' +
        `${base}/lawyer-portal\n\n— Abogado`,
    );
    expect(await notesOf(enId)).toEqual(['You are verified | Your IBP membership is verified. Make your profile public to be listed.']);
    const [enText] = await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.userId, enId));
    expect(enText.body).toBe('Abogado: Your IBP membership is verified. Make your profile public to be listed. Reply STOP to opt out');
  });

  it('writes a rejection with its reason in the lawyer’s language', async () => {
    const { lawyerId: filId, lawyer: filEmail } = await people('fil', 'en');
    const { lawyerId: enId, lawyer: enEmail } = await people('en', 'en');
    const reason = 'The IBP ID is blurred.';
    await tellVerificationDecision(filId, { decision: 'reject', reason }, randomUUID());
    await tellVerificationDecision(enId, { decision: 'reject', reason }, randomUUID());

    const fil = await onlyMailTo(filEmail);
    expect(fil.subject).toBe('Abogado: hindi pa namin ma-verify ang IBP membership mo');
    expect(fil.textBody).toContain(`Ang kailangang ayusin: ${reason}`);
    expect(await notesOf(filId)).toEqual([`Hindi na-approve ang verification | ${reason}`]);

    const en = await onlyMailTo(enEmail);
    expect(en.subject).toBe('Abogado: we could not verify your IBP membership yet');
    expect(en.textBody).toBe(
      `Hi Ana,\n\nWe could not verify your documents. What to fix: ${reason}\n\n` +
        'Upload your IBP ID and government ID again from your dashboard; we will check them again. Until then your profile is not public.\n\n' +
        `${base}/lawyer-portal\n\n— Abogado`,
    );
    expect(await notesOf(enId)).toEqual([`Verification not approved | ${reason}`]);
  });

  it('keeps the Filipino decision texts in GSM-7 and one part', () => {
    for (const text of [verificationApprovedSms('fil'), verificationRejectedSms('fil')]) {
      expect(measureSms(text)).toEqual({ encoding: 'GSM-7', segments: 1 });
      expect(text.endsWith('Reply STOP para huminto')).toBe(true);
    }
  });

  it('asks for the current IBP ID a year on, in each lawyer’s language and date format', async () => {
    const now = new Date('2031-06-01T04:00:00Z');
    const { lawyerId: filId, lawyer: filEmail } = await people('fil', 'en');
    const { lawyerId: enId, lawyer: enEmail } = await people('en', 'en');
    const verifiedAt = new Date('2030-05-06T04:00:00Z');
    for (const id of [filId, enId])
      await db().db.update(t.lawyerProfiles).set({ ibpVerifiedAt: verifiedAt }).where(eq(t.lawyerProfiles.userId, id));
    expect(await sendRenewalReminders({ now })).toBe(2);

    const fil = await onlyMailTo(filEmail);
    expect(fil.subject).toBe('Paki-upload ang kasalukuyang IBP ID mo');
    expect(fil.textBody).toContain(`Na-verify ang IBP membership mo noong ${formatLongDate('2030-05-06', 'fil')}.`);
    expect(formatLongDate('2030-05-06', 'fil')).toContain('Mayo');
    expect(fil.textBody).toContain(`${base}/fil/lawyer-portal`);
    expect(await notesOf(filId)).toEqual([
      'I-upload ang kasalukuyang IBP ID mo | Isang taon na mula nang ma-verify ka: pakipadala ang kasalukuyang IBP ID mo.',
    ]);

    const en = await onlyMailTo(enEmail);
    expect(en.subject).toBe('Please upload your current IBP ID');
    expect(en.textBody).toBe(
      `Hi Ana,\n\nYour IBP membership was verified on ${formatLongDate('2030-05-06', 'en')}. IBP dues are paid every year, so please upload your current IBP ID (with this year's dues) from your dashboard.\n\n` +
        `You stay listed while we check it.\n\n${base}/lawyer-portal\n\n— Abogado`,
    );
    expect(await notesOf(enId)).toEqual([
      'Upload your current IBP ID | A year has passed since your verification: please send your current IBP ID.',
    ]);
  });
});

describe('moderation notices', () => {
  it('tells a Filipino reviewer that their review was hidden in Filipino, and an English lawyer in English', async () => {
    const { lawyerId, clientId, lawyer, client } = await people('en', 'fil');
    const reviewId = await insertReview(db().db, { lawyerId, customerId: clientId, rating: 2, comment: 'Bad', createdAt: new Date() });
    const review = (await findModerationTarget(db().db, 'review', reviewId))!;
    await tellModeration(review, { hidden: true, reason: 'Personal attacks.' }, randomUUID());
    const profile = (await findModerationTarget(db().db, 'lawyer', lawyerId))!;
    await tellModeration(profile, { hidden: false, reason: 'Fixed.' }, randomUUID());

    const fil = await onlyMailTo(client);
    expect(fil.subject).toBe('Itinago namin ang review mo');
    expect(fil.textBody).toBe(
      'Hi Juan,\n\nItinago ng mga moderator namin ang review mo (2★ na review ni Juan C. para kay Atty. Ana Reyes). Dahilan: Personal attacks.\n\n' +
        'Kung sa tingin mo ay nagkamali kami, mag-reply sa e-mail na ito o makipag-ugnayan sa support.\n\n' +
        `${base}/fil/customer-portal\n\n— Abogado`,
    );
    expect(await notesOf(clientId)).toEqual(['Itinago namin ang review mo | Personal attacks.']);

    const en = await onlyMailTo(lawyer);
    expect(en.subject).toBe('Your lawyer profile is visible again');
    expect(en.textBody).toBe(
      `Hi Ana,\n\nOur moderators restored your lawyer profile (Atty. Ana Reyes). Note: Fixed.\n\n${base}/lawyer-portal\n\n— Abogado`,
    );
    expect(await notesOf(lawyerId)).toEqual(['Your lawyer profile was restored | Fixed.']);
  });

  it('names an English reviewer’s review as the console does', async () => {
    const { lawyerId, clientId, client } = await people('fil', 'en');
    const reviewId = await insertReview(db().db, { lawyerId, customerId: clientId, rating: 1, comment: 'Bad', createdAt: new Date() });
    const review = (await findModerationTarget(db().db, 'review', reviewId))!;
    await tellModeration(review, { hidden: true, reason: 'Spam.' }, randomUUID());
    const en = await onlyMailTo(client);
    expect(en.subject).toBe('We hid your review');
    expect(en.textBody).toContain(`Our moderators hid your review (${review.title}). Reason: Spam.`);
    expect(review.title).toBe('1★ review of Atty. Ana Reyes by Juan C.');
  });
});

describe('refund and payout notices', () => {
  async function settledRefund(clientId: string, lawyerId: string, status: 'succeeded' | 'failed') {
    const meetingId = await pastConsultation(db().db, lawyerId, clientId);
    const [payment] = await db()
      .db.insert(t.payments)
      .values({
        customerId: clientId,
        lawyerId,
        meetingId,
        provider: 'SANDBOX',
        amountCentavos: 100_000,
        description: 'Consultation',
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
        status,
        idempotencyKey: `refund-${payment.id}`,
        reference: status === 'succeeded' ? 'ref_sbx_123' : null,
        settledAt: new Date(),
      })
      .returning();
    return { payment, refund };
  }

  it('tells a Filipino client their refund was sent in Filipino, an English client that theirs is delayed in English', async () => {
    const a = await people('en', 'fil');
    const b = await people('en', 'en');
    const sent = await settledRefund(a.clientId, a.lawyerId, 'succeeded');
    const delayed = await settledRefund(b.clientId, b.lawyerId, 'failed');
    expect(await sendRefundNotices({ refundIds: [sent.refund.id, delayed.refund.id] })).toBe(2);

    const fil = await onlyMailTo(a.client);
    expect(fil.subject).toBe('Naipadala na ang refund mo na ₱1,000');
    expect(fil.textBody).toBe(
      `Hi Juan,\n\nNaipadala na namin ang refund (pagbabalik ng bayad) na ₱1,000 para sa "Consultation" (reference ng bayad: ${sent.payment.reference}). Reference ng refund: ref_sbx_123.\n\n` +
        'Depende sa bangko o e-wallet mo, baka matagalan bago ito lumabas: karaniwang 5–10 banking day para sa card, mas mabilis sa e-wallet.\n\n' +
        `${base}/fil/customer-portal/meeting/${sent.payment.meetingId}\n\n— Abogado`,
    );
    expect(await notesOf(a.clientId)).toEqual(['Naipadala na ang refund | ₱1,000 – reference ref_sbx_123']);

    const en = await onlyMailTo(b.client);
    expect(en.subject).toBe('Your refund of ₱1,000 is delayed');
    expect(en.textBody).toBe(
      `Hi Juan,\n\nThe payment provider could not return ₱1,000 for "Consultation" (payment ${delayed.payment.reference}) to the way you paid.\n\n` +
        'You do not need to do anything: our team will send it to you by hand within 5 business days and e-mail you its reference.\n\n' +
        `${base}/customer-portal/meeting/${delayed.payment.meetingId}\n\n— Abogado`,
    );
    expect(await notesOf(b.clientId)).toEqual(['Refund delayed | ₱1,000 – our team will send it within 5 business days']);
  });

  it('says how long a refund takes in the words of REFUND_ARRIVAL_TEXT (lib/config/refunds.ts) to an English client', async () => {
    const a = await people('en', 'en');
    const sent = await settledRefund(a.clientId, a.lawyerId, 'succeeded');
    await sendRefundNotices({ refundIds: [sent.refund.id] });
    const en = await onlyMailTo(a.client);
    expect(en.subject).toBe('Your refund of ₱1,000 was sent');
    expect(en.textBody).toContain(
      `We refunded ₱1,000 for "Consultation" (payment ${sent.payment.reference}). Refund reference: ref_sbx_123.\n\n` +
        `Depending on your bank or e-wallet, it can take a while to appear: ${REFUND_ARRIVAL_TEXT}.`,
    );
    expect(await notesOf(a.clientId)).toEqual(['Refund sent | ₱1,000 – reference ref_sbx_123']);
  });

  it('tells each lawyer of a paid batch in their language', async () => {
    const fil = await people('fil', 'en');
    const en = await people('en', 'en');
    const [batch] = await db()
      .db.insert(t.payoutBatches)
      .values({ status: 'PAID', totalCentavos: 300_000, paidAt: new Date(), bankReference: 'BDO-777' })
      .returning();
    for (const [p, items] of [
      [fil, 1],
      [en, 2],
    ] as const) {
      const [payout] = await db()
        .db.insert(t.payouts)
        .values({
          batchId: batch.id,
          lawyerId: p.lawyerId,
          amountCentavos: 100_000,
          bankName: 'BDO Unibank',
          providerBankId: 'BDO',
          accountName: 'Ana Reyes',
          accountNumber: '1234567890',
        })
        .returning();
      for (let i = 0; i < items; i++) {
        const [payment] = await db()
          .db.insert(t.payments)
          .values({
            customerId: p.clientId,
            lawyerId: p.lawyerId,
            meetingId: await pastConsultation(db().db, p.lawyerId, p.clientId),
            provider: 'SANDBOX',
            amountCentavos: 50_000,
            description: 'Consultation',
            status: 'PAID',
            paidAt: new Date(),
          })
          .returning();
        await db()
          .db.insert(t.payoutItems)
          .values({ paymentId: payment.id, payoutId: payout.id, grossCentavos: 50_000, feeCentavos: 0, netCentavos: 50_000 });
      }
    }
    expect(await sendPayoutNotices({ batchId: batch.id })).toBe(2);

    const filMail = await onlyMailTo(fil.lawyer);
    expect(filMail.subject).toBe('Naipadala na ang payout na ₱1,000');
    expect(filMail.textBody).toBe(
      'Hi Ana,\n\nIpinadala na namin ang payout (bayad sa abogado) na ₱1,000 sa BDO Unibank account mo na nagtatapos sa 7890, para sa 1 item na nabayaran na. Reference ng bangko: BDO-777.\n\n' +
        `Nakalista sa Mga Bayad mo ang mga item na sakop nito.\n\n${base}/fil/lawyer-portal/payments\n\n— Abogado`,
    );
    expect(await notesOf(fil.lawyerId)).toEqual(['Naipadala na ang payout | ₱1,000 – reference ng bangko BDO-777']);

    const enMail = await onlyMailTo(en.lawyer);
    expect(enMail.subject).toBe('Payout of ₱1,000 sent');
    expect(enMail.textBody).toBe(
      'Hi Ana,\n\nWe sent ₱1,000 to your BDO Unibank account ending in 7890 for 2 paid items. Bank reference: BDO-777.\n\n' +
        `Your Payments page lists the items it covers.\n\n${base}/lawyer-portal/payments\n\n— Abogado`,
    );
    expect(await notesOf(en.lawyerId)).toEqual(['Payout sent | ₱1,000 – bank reference BDO-777']);
  });
});

describe('privacy notices', () => {
  it('writes each step of an account deletion in the person’s language', async () => {
    const { clientId: filId, client: filEmail } = await people('en', 'fil');
    const { clientId: enId, client: enEmail } = await people('en', 'en');
    const dueAt = new Date('2031-03-10T04:00:00Z');
    const person = (id: string, email: string, language: Locale) => ({ id, email, firstName: 'Juan', timezone: 'Asia/Manila', language });
    for (const [id, email, language] of [
      [filId, filEmail, 'fil'],
      [enId, enEmail, 'en'],
    ] as const) {
      await sendDeletionRequested(person(id, email, language), { id: `${id}-d`, dueAt });
      await sendDeletionCancelled(person(id, email, language), `${id}-c`);
      await sendEmail(deletionCompletedMail({ email, firstName: 'Juan', language }, `${id}-x`));
      await sendDeletionConfirmation(person(id, email, language), 'tok/en', `${id}-link`);
    }

    const subjects = async (email: string) => (await mailsTo(email)).map((m) => m.subject).sort();
    expect(await subjects(filEmail)).toEqual([
      'Buburahin ang Abogado account mo',
      'Hindi na buburahin ang Abogado account mo',
      'Kumpirmahin ang pagbura ng Abogado account mo',
      'Nabura na ang Abogado account mo',
    ]);
    expect(await subjects(enEmail)).toEqual([
      'Confirm the deletion of your Abogado account',
      'Your Abogado account has been deleted',
      'Your Abogado account will be deleted',
      'Your Abogado account will not be deleted',
    ]);
    const text = async (email: string, subject: string) => (await mailsTo(email)).find((m) => m.subject === subject)!.textBody;

    expect(await text(filEmail, 'Buburahin ang Abogado account mo')).toContain(
      `Buburahin ang account mo at ang personal na impormasyon mo sa ${formatLongInZone(dueAt, 'Asia/Manila', 'fil')}.`,
    );
    expect(await text(filEmail, 'Nabura na ang Abogado account mo')).toContain(`anumang oras: ${base}/fil/signup\n\n— Abogado`);
    expect(await text(filEmail, 'Kumpirmahin ang pagbura ng Abogado account mo')).toContain(
      `${base}/fil/account/delete/confirm?token=tok%2Fen\n\nPagkakumpirma mo, may 7 araw ka pa`,
    );
    expect(await notesOf(filId)).toEqual(
      expect.arrayContaining([
        'Naka-schedule ang pagbura ng account | Buburahin ang account mo sa loob ng 7 araw.',
        'Kinansela ang pagbura ng account | Nag-sign in ka, kaya hindi na buburahin ang account mo.',
      ]),
    );

    expect(await text(enEmail, 'Your Abogado account will be deleted')).toBe(
      'Hi Juan,\n\nWe received your request to delete your account. You have been signed out on every device.\n\n' +
        `Your account and personal data will be erased on ${formatLongInZone(dueAt, 'Asia/Manila', 'en')}. If you change your mind, simply sign in before then and the deletion is cancelled.\n\n` +
        `If you did not ask for this, sign in now and change your password.\n\n${base}/login\n\n— Abogado`,
    );
    expect(await text(enEmail, 'Your Abogado account will not be deleted')).toBe(
      'Hi Juan,\n\nYou signed in, so the deletion of your account has been cancelled. Nothing was erased.\n\n' +
        'If you are a lawyer, your profile was taken out of search when you asked; turn it public again from your profile if you want clients to find you. Your calendar feed link was revoked: create a new one in Calendar sync.\n\n' +
        `${base}/\n\n— Abogado`,
    );
    expect(await text(enEmail, 'Your Abogado account has been deleted')).toBe(
      `Hi,\n\nYour ${APP_NAME} account has been deleted and your personal data erased. Payment and receipt records are kept, without your name or contact details, for the period the tax rules require.\n\nYou can create a new account with this e-mail address at any time: ${base}/signup\n\n— ${APP_NAME}`,
    );
    expect(await text(enEmail, 'Confirm the deletion of your Abogado account')).toBe(
      `Hi Juan,\n\nOpen this link within one hour to confirm that you want your ${APP_NAME} account deleted:\n${base}/account/delete/confirm?token=tok%2Fen\n\nAfter you confirm, you have 7 days to change your mind by signing in. If you did not ask for this, ignore this e-mail.\n\n— ${APP_NAME}`,
    );
    expect(await notesOf(enId)).toEqual(
      expect.arrayContaining([
        'Account deletion scheduled | Your account will be deleted in 7 days.',
        'Account deletion cancelled | You signed in, so your account will not be deleted.',
      ]),
    );
  });

  it('says an export is ready in the person’s language', async () => {
    const { clientId: filId, client: filEmail } = await people('en', 'fil');
    const { lawyerId: enId, lawyer: enEmail } = await people('en', 'en');
    await db()
      .db.insert(t.dataExports)
      .values([{ userId: filId }, { userId: enId }]);
    expect(await buildDataExports()).toBe(2);

    const fil = await onlyMailTo(filEmail);
    expect(fil.subject).toBe('Handa nang i-download ang data mo sa Abogado');
    expect(fil.textBody).toBe(
      'Hi Juan,\n\nHanda na ang kopya ng data mo na hiniling mo. Mag-sign in at i-download ito mula sa Mga Setting ng Account sa loob ng 7 araw; pagkatapos noon, buburahin na ito.\n\n' +
        `${base}/fil/customer-portal/account-settings\n\n— Abogado`,
    );
    expect(await notesOf(filId)).toEqual(['Handa na ang data mo | I-download ito mula sa Mga Setting ng Account sa loob ng 7 araw.']);

    const en = await onlyMailTo(enEmail);
    expect(en.subject).toBe('Your Abogado data is ready to download');
    expect(en.textBody).toBe(
      'Hi Ana,\n\nThe copy of your data you asked for is ready. Sign in and download it from Account Settings within 7 days; after that it is deleted.\n\n' +
        `${base}/lawyer-portal/account-settings\n\n— Abogado`,
    );
    expect(await notesOf(enId)).toEqual(['Your data is ready | Download it from Account Settings within 7 days.']);
  });
});
