import { eq } from 'drizzle-orm';
import { appUrl } from '@/lib/config/app';
import { tables as t } from '@/lib/db';
import { formatLongDate } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/paths';
import { useTestDb } from '@/lib/test/db';
import { readerFixtures, useOwnStorage } from '@/lib/test/fixtures/readers';
import { setTestEnv } from '@/lib/test/env';
import { drainOutbox } from '@/lib/test/fixtures/outbox';
import { sendCommissionNotices } from '@/lib/server/notary/send-commission-notices';
import { consumeCodeBudget } from '@/lib/server/auth/phone/code-budget';
import {
  notifyCompletionConfirmed,
  notifyLawyerCompleted,
  notifyProposalRejected,
  notifyProposalSent,
  notifyServiceOffered,
  notifyWorkItemPaid,
} from '@/lib/server/work-items/send-work-item-mails';

// Issue 40 point 4 (the work-item, notary and operations half; notices-language.test.ts has the rest): notices go out in
// the recipient's language (users.language) — a Filipino reader gets Filipino words and /fil links,
// an English reader the English these notices always said, letter for letter.
const db = useTestDb();
useOwnStorage('abogado-notices-work-');
const base = appUrl();

const { mailsTo, onlyMailTo, notesOf, people } = readerFixtures(db);

describe('work-item messages', () => {
  async function workItem(lawyerLanguage: Locale, clientLanguage: Locale) {
    const p = await people(lawyerLanguage, clientLanguage);
    const [w] = await db()
      .db.insert(t.workItems)
      .values({
        lawyerId: p.lawyerId,
        customerId: p.clientId,
        title: 'Deed of sale',
        status: 'PROPOSAL',
        priceCentavos: 500_000,
        revision: 1,
        estimatedTimeline: '2 weeks',
      })
      .returning();
    const [service] = await db()
      .db.insert(t.workItemAdditionalServices)
      .values({ workItemId: w.id, title: 'Notarization', priceCentavos: 100_000 })
      .returning();
    const [payment] = await db()
      .db.insert(t.payments)
      .values({
        customerId: p.clientId,
        lawyerId: p.lawyerId,
        workItemId: w.id,
        additionalServiceId: service.id,
        provider: 'SANDBOX',
        amountCentavos: 100_000,
        description: 'Notarization',
        status: 'PAID',
        paidAt: new Date(),
      })
      .returning();
    await notifyProposalSent(w.id);
    await notifyServiceOffered(service.id);
    await notifyWorkItemPaid(payment.id);
    await notifyLawyerCompleted(w.id);
    await db().db.update(t.workItems).set({ rejectionReason: 'Too expensive' }).where(eq(t.workItems.id, w.id));
    await notifyProposalRejected(w.id);
    await notifyCompletionConfirmed(w.id);
    const mails = await mailsTo(p.client);
    const mail = (start: string) => mails.find((m) => m.subject.startsWith(start))!;
    return { ...p, id: w.id, mails, mail };
  }

  it('writes to a Filipino client in Filipino and notifies an English lawyer in English', async () => {
    const w = await workItem('en', 'fil');
    const page = `${base}/fil/customer-portal/work-items/${w.id}`;
    expect(w.mails.map((m) => m.subject).sort()).toEqual([
      'Alok na karagdagang serbisyo: Notarization',
      'Bagong engagement proposal mula kay Atty. Ana Reyes: Deed of sale',
      'Natanggap ang bayad: Notarization',
      'Pakikumpirma: tapos na ang Deed of sale',
    ]);
    expect(w.mail('Bagong engagement').textBody).toBe(
      'Pinadalhan ka ni Atty. Ana Reyes ng engagement proposal (alok na kasunduan sa serbisyo ng abogado).\n\n' +
        'Deed of sale\nBayad: ₱5,000\nTantyang tagal: 2 weeks\n\n' +
        `Basahin ang buong tuntunin, magtanong, at tanggapin o tanggihan ito dito: ${page}\n\n` +
        "Walang sisingilin hangga't hindi mo ito tinatanggap at binabayaran.\n\n— Abogado",
    );
    expect(w.mail('Natanggap ang bayad').textBody).toBe(
      'Natanggap namin ang bayad mo na ₱1,000 para sa karagdagang serbisyong "Notarization" ng Deed of sale kay Atty. Ana Reyes.\n\n' +
        `Nasabihan na ang abogado mo at itutuloy na niya ito.\n\n${page}\n\n— Abogado`,
    );
    expect(w.mail('Pakikumpirma').textBody).toContain(page);
    expect(w.mail('Alok na').textBody).toContain(`magpasya sa pahina ng engagement: ${page}`);
    expect((await notesOf(w.clientId)).sort()).toEqual([
      'Bagong engagement proposal | Atty. Ana Reyes: Deed of sale – ₱5,000',
      'May alok na karagdagang serbisyo | Notarization – ₱1,000',
      'Minarkahang tapos ang trabaho | Pakikumpirma ang "Deed of sale".',
    ]);
    expect((await notesOf(w.lawyerId)).sort()).toEqual([
      'Additional service paid | Juan Cruz paid ₱1,000 for the additional service "Notarization" of Deed of sale.',
      'Engagement completed | Juan Cruz confirmed "Deed of sale" is complete.',
      'Proposal declined | Juan Cruz declined "Deed of sale": Too expensive',
    ]);
  });

  it('writes to an English client in English and notifies a Filipino lawyer in Filipino', async () => {
    const w = await workItem('fil', 'en');
    const page = `${base}/customer-portal/work-items/${w.id}`;
    expect(w.mail('New engagement proposal').subject).toBe('New engagement proposal from Atty. Ana Reyes: Deed of sale');
    expect(w.mail('New engagement proposal').textBody).toBe(
      'Atty. Ana Reyes has sent you an engagement proposal.\n\nDeed of sale\nFee: ₱5,000\nEstimated timeline: 2 weeks\n\n' +
        `Read the full terms, ask questions and accept or decline here: ${page}\n\nNothing is charged until you accept and pay.\n\n— Abogado`,
    );
    expect(w.mail('Payment received').subject).toBe('Payment received: Notarization');
    expect(w.mail('Payment received').textBody).toBe(
      'We received your payment of ₱1,000 for the additional service "Notarization" of Deed of sale with Atty. Ana Reyes.\n\n' +
        `Your lawyer has been told and will go ahead with it.\n\n${page}\n\n— Abogado`,
    );
    expect(w.mail('Please confirm').subject).toBe('Please confirm: Deed of sale is complete');
    expect(w.mail('Please confirm').textBody).toBe(
      'Atty. Ana Reyes has marked "Deed of sale" as complete.\n\n' +
        'Please check the delivered work and confirm on the engagement page. If something is missing, write a comment there instead.\n\n' +
        `${page}\n\n— Abogado`,
    );
    expect(w.mail('Additional service offered').subject).toBe('Additional service offered: Notarization');
    expect(w.mail('Additional service offered').textBody).toBe(
      'Atty. Ana Reyes offers an additional service for "Deed of sale": Notarization, ₱1,000.\n\n' +
        `It is optional. Read it and decide on the engagement page: ${page}\n\n— Abogado`,
    );
    expect((await notesOf(w.clientId)).sort()).toEqual([
      'Additional service offered | Notarization – ₱1,000',
      'New engagement proposal | Atty. Ana Reyes: Deed of sale – ₱5,000',
      'Work marked complete | Please confirm "Deed of sale".',
    ]);
    expect((await notesOf(w.lawyerId)).sort()).toEqual([
      'Nabayaran ang karagdagang serbisyo | Nagbayad si Juan Cruz ng ₱1,000 para sa karagdagang serbisyong "Notarization" ng Deed of sale.',
      'Tapos na ang engagement | Kinumpirma ni Juan Cruz na tapos na ang "Deed of sale".',
      'Tinanggihan ang proposal | Tinanggihan ni Juan Cruz ang "Deed of sale": Too expensive',
    ]);
  });
});

describe('notary and operations mails', () => {
  it('warns each notary of the commission’s end in their language', async () => {
    const fil = await people('fil', 'en');
    const en = await people('en', 'en');
    for (const p of [fil, en])
      await db().db.insert(t.notaryProfiles).values({ userId: p.lawyerId, displayName: 'Ana Reyes', commissionExpiresOn: '2031-12-31' });
    await sendCommissionNotices({ now: new Date('2031-12-10T04:00:00Z') });

    const filMail = await onlyMailTo(fil.lawyer);
    expect(filMail.subject).toBe('Malapit nang matapos ang notarial commission mo');
    expect(filMail.textBody).toBe(
      `Magandang araw, Ana,\n\nMay bisa ang notarial commission mo hanggang ${formatLongDate('2031-12-31', 'fil')}. Pagkatapos ng araw na iyon, mawawala sa Abogado ang notary profile mo hangga't hindi mo naa-upload ang na-renew na commission.\n\n` +
        `Mag-file ng petition for renewal (petisyon para ma-renew) nang maaga, saka i-update ang profile mo: ${base}/fil/lawyer-portal/notary-public\n`,
    );
    const enMail = await onlyMailTo(en.lawyer);
    expect(enMail.subject).toBe('Your notarial commission ends soon');
    expect(enMail.textBody).toBe(
      `Dear Ana,\n\nYour notarial commission is valid until ${formatLongDate('2031-12-31', 'en')}. After that day your notary profile leaves Abogado until you upload the renewed commission.\n\n` +
        `Petition for renewal in time, then update your profile: ${base}/lawyer-portal/notary-public\n`,
    );

    await sendCommissionNotices({ now: new Date('2032-01-02T04:00:00Z') });
    expect((await mailsTo(fil.lawyer)).map((m) => m.subject)).toContain('Tapos na ang notarial commission mo');
    const ended = (await mailsTo(en.lawyer)).find((m) => m.subject === 'Your notarial commission has ended')!;
    expect(ended.textBody).toBe(
      `Dear Ana,\n\nYour notarial commission ended on ${formatLongDate('2031-12-31', 'en')}. Your notary profile is no longer shown on Abogado, and you may not notarize until the Executive Judge renews your commission.\n\n` +
        `Once renewed, upload the new commission and update "Commission valid until": ${base}/lawyer-portal/notary-public\n`,
    );
  });

  it('alerts each admin of the code budget in their account’s language (English for a bare address)', async () => {
    const { clientId: filAdmin, client: filEmail } = await people('en', 'fil');
    const { client: enEmail } = await people('en', 'en');
    await db()
      .db.update(t.users)
      .set({ roles: ['ADMIN'] })
      .where(eq(t.users.id, filAdmin));
    await db().db.delete(t.rateLimitBuckets).where(eq(t.rateLimitBuckets.key, 'phone-code:global'));
    setTestEnv({ SMS_CODE_HOURLY_BUDGET: '1', ADMIN_EMAIL: `${filEmail.toUpperCase()},${enEmail},ops-desk@example.com` });
    try {
      const now = new Date();
      await consumeCodeBudget(filAdmin, now);
      await expect(consumeCodeBudget(filAdmin, now)).rejects.toBeTruthy();
      // The warning follows the refusal from the outbox (issue 59): passes, as the scheduler's.
      await drainOutbox();
    } finally {
      setTestEnv({ SMS_CODE_HOURLY_BUDGET: undefined, ADMIN_EMAIL: undefined });
    }
    const fil = await onlyMailTo(filEmail);
    expect(fil.subject).toBe('Abogado: naabot na ang oras-oras na budget ng one-time code');
    expect(fil.textBody).toContain(`${base}/fil/admin/sms`);
    const english =
      "1 one-time codes were texted within the last hour, the app's budget (SMS_CODE_HOURLY_BUDGET). No more codes go out until the hour ends, so people cannot verify their numbers meanwhile.\n\n" +
      `If this is not a busy hour, someone may be farming our texts. See who was texted: ${base}/admin/sms\n\n— Abogado`;
    for (const address of [enEmail, 'ops-desk@example.com']) {
      const en = await onlyMailTo(address);
      expect(en.subject).toBe('Abogado: the hourly budget of one-time codes was reached');
      expect(en.textBody).toBe(english);
    }
  });
});
