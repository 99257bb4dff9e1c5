import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import type { LetterMatter, LetterMoney, LetterParties, ServiceLetterFacts } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/paths';
import { translator } from '@/lib/i18n/translator';
import type { ServiceType } from '@/features/services/reference/legal-services';
import { platformFee } from '@/lib/rules/fees';
import { DISPUTE_WINDOW_DAYS, TAKE_WITHIN_HOURS } from '@/features/services/rules/service-orders';
import { env } from '@/lib/server/env';
import { newVerificationCode } from '@/lib/server/platform/security/verification-code';
import { composeLetter, type LetterContent } from '@/lib/server/work-items/letters/compose-letter';
import { letterPdf } from '@/lib/server/work-items/letters/letter-pdf';
import { putLetterPdf } from '@/lib/server/work-items/letters/letter-store';
import { insertLetter } from '@/lib/server/work-items/letters/letter-transition';
import { orderFeeLines, serviceWords } from './order-words';

/** "Atty. Maria Santos" → "Maria Santos": the letter prints the title itself. */
const withoutTitle = (name: string) => name.replace(/^\s*atty\.?\s+/i, '').trim();

export type OrderTerms = {
  serviceType: ServiceType;
  /** The total: the service's price, and the sending's when the lawyer sends the letter. */
  priceCentavos: number;
  /** Issue 72: the lawyer's price for sending the letter, when the client chose it (part of priceCentavos); else null. */
  sendPriceCentavos: number | null;
  turnaroundDays: number;
  revisions: number;
  lawyer: { displayName: string; rollNumber: string; ibpNumber: string; ibpChapter: string | null };
  client: { firstName: string; lastName: string; language: Locale };
};

/** The payment terms and the timeline an order states, in `locale`: its work item's terms and its letter say the same. */
export function orderTermsWords(locale: Locale, turnaroundDays: number): { paymentTerms: string; estimatedTimeline: string } {
  const w = translator(locale, 'serviceOrders');
  return { paymentTerms: w('letter.paymentTerms'), estimatedTimeline: w('letter.timeline', { days: turnaroundDays }) };
}

/**
 * Version 1 of an order's engagement letter: the short form generated from the catalogue entry (composeLetter
 * draws it for `terms.service`), in the client's language — the parties, the service, the CPRA §35 statement,
 * the fixed price, the turnaround, the revisions, the 48-hour rule and the dispute window. Its PDF is made and
 * stored first (the caller removes it if its transaction fails); the row is written, waiting for the client.
 */
export async function makeOrderLetterPdf(o: OrderTerms, now: Date) {
  const locale = o.client.language;
  const w = translator(locale, 'serviceOrders');
  const words = serviceWords(o.serviceType, locale, o.sendPriceCentavos !== null);
  const percent = env().PLATFORM_FEE_PERCENT;
  const money: LetterMoney = {
    lines: orderFeeLines(o.serviceType, locale, o.priceCentavos, o.sendPriceCentavos),
    total: o.priceCentavos,
    platformFee: platformFee(o.priceCentavos, percent),
    platformFeePercent: percent,
  };
  const matter: LetterMatter = {
    title: words.name,
    scope: words.scope,
    deliverables: words.deliverable,
    ...orderTermsWords(locale, o.turnaroundDays),
  };
  const parties: LetterParties = {
    rollNumber: o.lawyer.rollNumber.trim(),
    clientName: `${o.client.firstName} ${o.client.lastName}`.trim(),
  };
  const service: ServiceLetterFacts = {
    serviceType: o.serviceType,
    turnaroundDays: o.turnaroundDays,
    revisions: o.revisions,
    takeHours: TAKE_WITHIN_HOURS,
    disputeDays: DISPUTE_WINDOW_DAYS,
  };
  // Whole seconds: the PDF's CreationDate has no milliseconds, so the stored row composes the same bytes again.
  const createdAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const content: LetterContent = {
    locale,
    version: 1,
    workItemRevision: 1,
    createdAt,
    terms: {
      work_item_revision: 1,
      lawyer_name: withoutTitle(o.lawyer.displayName),
      ibp_chapter: o.lawyer.ibpChapter ?? '',
      ibp_number: o.lawyer.ibpNumber,
      ptr_number: '',
      exclusions: w('letter.exclusions'),
      appearance_fees: '',
      success_fee: undefined,
      out_of_pocket: '',
      termination: w('letter.termination'),
      other_terms: undefined,
      service,
    },
    money,
    parties,
    matter,
  };
  const pdf = await letterPdf(composeLetter(content), { locale, title: matter.title, version: 1, createdAt });
  const blob = await putLetterPdf('engagement-letter', pdf);
  return { content, blob };
}

/** The letter's row, in the order's transaction (the `prepare` event asks the client to sign, after the commit). */
export async function insertOrderLetter(
  tx: Db,
  workItemId: string,
  lawyerId: string,
  letter: Awaited<ReturnType<typeof makeOrderLetterPdf>>,
): Promise<{ id: string }> {
  const { content, blob } = letter;
  return insertLetter(
    tx,
    {
      workItemId,
      version: 1,
      workItemRevision: 1,
      locale: content.locale,
      terms: content.terms,
      money: content.money,
      parties: content.parties,
      matter: content.matter,
      pdfKey: blob.key,
      pdfSha256: blob.sha256,
      pdfBytes: blob.size,
      verificationCode: newVerificationCode('letter'),
      createdBy: lawyerId,
      createdAt: content.createdAt,
    },
    // The table lets only the lawyer prepare a letter; this one the order generates from the lawyer's offer.
    { role: 'LAWYER', id: lawyerId },
  );
}

/** The lawyer's and client's facts the letter names. */
export async function orderParties(db: Db, lawyerId: string, customerId: string) {
  const [lawyer] = await db
    .select({
      displayName: t.lawyerProfiles.displayName,
      rollNumber: t.lawyerProfiles.rollNumber,
      ibpNumber: t.lawyerProfiles.ibpNumber,
      ibpChapter: t.lawyerProfiles.ibpChapter,
    })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, lawyerId));
  const [client] = await db
    .select({ firstName: t.users.firstName, lastName: t.users.lastName, language: t.users.language })
    .from(t.users)
    .where(eq(t.users.id, customerId));
  return { lawyer, client };
}
