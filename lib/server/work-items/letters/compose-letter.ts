import 'server-only';
import { APP_NAME } from '@/lib/config/app';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { LetterMatter, LetterMoney, LetterParties, ServiceLetterFacts, engagementLetters } from '@/lib/db/schema';
import type { LetterBlock } from '@/lib/dto/engagement-letter';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/config';
import type { LetterSigner } from '@/lib/rules/engagement-letters';
import { translator } from '@/lib/i18n/translator';
import type { LetterTerms } from '@/lib/validation/engagement-letters';

/** Everything a version of a letter says, as stored with it (engagement_letters). */
export type LetterContent = {
  locale: Locale;
  version: number;
  workItemRevision: number;
  createdAt: Date;
  /** `service`: a fixed-price service order's short form (issue 62), its facts from the catalogue. */
  terms: LetterTerms & { service?: ServiceLetterFacts };
  money: LetterMoney;
  parties: LetterParties;
  matter: LetterMatter;
};

export type LetterRow = typeof engagementLetters.$inferSelect;

/** What a stored version says, for composing it again (the page, the signed PDF). */
export function contentOf(row: LetterRow): LetterContent {
  return {
    locale: row.locale,
    version: row.version,
    workItemRevision: row.workItemRevision,
    createdAt: row.createdAt,
    terms: row.terms,
    money: row.money,
    parties: row.parties,
    matter: row.matter,
  };
}

export const lettersText = (locale: Locale) => translator(locale, 'letters');

const peso = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A contract writes every amount to the centavo: "₱40,000.00". */
const amount = (centavos: number) => peso.format(centavos / 100);

/** The fee table of a letter, long or short form: each line, the total, and the platform's part of it. */
function feeRows(money: LetterContent['money'], t: ReturnType<typeof lettersText>): LetterBlock {
  return {
    kind: 'fees',
    rows: [
      ...money.lines.map((l) => ({ label: l.label, amount: amount(l.amount), role: 'line' as const })),
      { label: t('doc.total'), amount: amount(money.total), role: 'total' as const },
      {
        label: t('doc.platformRow', { percent: String(money.platformFeePercent), app: APP_NAME }),
        amount: amount(money.platformFee),
        role: 'platform' as const,
      },
    ],
  };
}

/** "November 25, 2026" / "Nobyembre 25, 2026": the day in Philippine time. */
function letterDate(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: DEFAULT_TIME_ZONE }).format(at);
}

/** "November 25, 2026 at 9:30 AM (Philippine time)". */
export function letterTime(at: Date, locale: Locale): string {
  const time = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: DEFAULT_TIME_ZONE }).format(
    at,
  );
  return lettersText(locale)('cert.manila', { time });
}

/**
 * The letter as blocks, in its own language: the sections Philippine retainer letters carry. The
 * money (the fee lines, their total, the platform fee) and the matter (title, scope, deliverables,
 * payment terms, timeline) are the work item's own, copied when the version was made; the rest is
 * what the lawyer wrote. The page shows these blocks and the PDF draws them: one source. `signedBy`:
 * the parties who have signed this version — only under them does the letter say "Signed
 * electronically" (issue 57); the PDF both sign is made before anyone has, so it says neither.
 */
export function composeLetter(c: LetterContent, signedBy: readonly LetterSigner[] = []): LetterBlock[] {
  if (c.terms.service) return composeServiceLetter(c, c.terms.service, signedBy);
  const t = lettersText(c.locale);
  const app = APP_NAME;
  let section = 0;
  const heading = (text: string): LetterBlock => ({ kind: 'heading', text: t('doc.numbered', { number: ++section, text }) });
  const para = (text: string, label: string | null = null): LetterBlock => ({ kind: 'paragraph', text, label });
  const { terms, money, parties, matter } = c;
  const lawyer = t('doc.lawyerParty', {
    name: terms.lawyer_name,
    roll: parties.rollNumber,
    chapter: terms.ibp_chapter,
    ibp: terms.ibp_number,
    ptr: terms.ptr_number,
  });
  const blocks: LetterBlock[] = [
    { kind: 'title', text: t('doc.title') },
    {
      kind: 'meta',
      lines: [
        t('doc.date', { date: letterDate(c.createdAt, c.locale) }),
        t('doc.matter', { title: matter.title }),
        t('doc.version', { version: c.version, revision: c.workItemRevision }),
      ],
    },
    para(t('doc.intro', { app })),
    heading(t('doc.partiesHeading')),
    para(lawyer, t('doc.lawyerLabel')),
    para(parties.clientName, t('doc.clientLabel')),
    heading(t('doc.scopeHeading')),
    para(matter.scope),
    para(matter.deliverables, t('doc.deliverablesLabel')),
    para(matter.estimatedTimeline, t('doc.timelineLabel')),
    heading(t('doc.exclusionsHeading')),
    para(terms.exclusions),
    heading(t('doc.feesHeading')),
    para(t('doc.feesIntro', { app })),
    feeRows(money, t),
    para(matter.paymentTerms, t('doc.paymentTermsLabel')),
    para(terms.appearance_fees, t('doc.appearanceLabel')),
    para(terms.success_fee ?? t('doc.none'), t('doc.successLabel')),
    para(terms.out_of_pocket, t('doc.outOfPocketLabel')),
    heading(t('doc.platformHeading')),
    para(t('doc.platformText', { app, percent: String(money.platformFeePercent), fee: amount(money.platformFee) })),
    heading(t('doc.payHeading', { app })),
    para(t('doc.payText', { app })),
    heading(t('doc.terminationHeading')),
    para(terms.termination),
    heading(t('doc.privacyHeading')),
    para(t('doc.privacyText', { app })),
  ];
  if (terms.other_terms) blocks.push(heading(t('doc.otherHeading')), para(terms.other_terms));
  const signature = (role: LetterSigner) =>
    signedBy.includes(role) ? t('doc.signedElectronically') : t('doc.signsElectronically', { app });
  blocks.push(heading(t('doc.signHeading')), para(t('doc.signText')), {
    kind: 'signatures',
    parties: [
      { role: 'CUSTOMER', caption: t('doc.clientCaption'), name: parties.clientName, details: [signature('CUSTOMER')] },
      {
        role: 'LAWYER',
        caption: t('doc.lawyerCaption'),
        name: `Atty. ${terms.lawyer_name}`,
        details: [t('doc.rollLine', { roll: parties.rollNumber }), signature('LAWYER')],
      },
    ],
  });
  return blocks;
}

/** The name a signer types, as the letter prints it. */
export function printedName(c: Pick<LetterContent, 'terms' | 'parties'>, role: 'CUSTOMER' | 'LAWYER'): string {
  return role === 'CUSTOMER' ? c.parties.clientName : c.terms.lawyer_name;
}

/**
 * Issue 62: the short form of a fixed-price service order's letter, generated from the catalogue entry: the
 * parties, the service's scope and deliverable, the CPRA §35 Limited Legal Services statement, the fixed price,
 * the turnaround in calendar days from the countersignature, the included revisions, the 48-hour rule (paid,
 * not countersigned in time: refunded in full) and the 7-day dispute window. Same blocks, same signing.
 */
function composeServiceLetter(c: LetterContent, s: ServiceLetterFacts, signedBy: readonly LetterSigner[]): LetterBlock[] {
  const t = lettersText(c.locale);
  const w = translator(c.locale, 'serviceOrders');
  const app = APP_NAME;
  let section = 0;
  const heading = (text: string): LetterBlock => ({ kind: 'heading', text: t('doc.numbered', { number: ++section, text }) });
  const para = (text: string, label: string | null = null): LetterBlock => ({ kind: 'paragraph', text, label });
  const { terms, money, parties, matter } = c;
  const signature = (role: LetterSigner) =>
    signedBy.includes(role) ? t('doc.signedElectronically') : t('doc.signsElectronically', { app });
  return [
    { kind: 'title', text: w('letter.title') },
    {
      kind: 'meta',
      lines: [
        t('doc.date', { date: letterDate(c.createdAt, c.locale) }),
        t('doc.matter', { title: matter.title }),
        w('letter.version', { version: c.version }),
      ],
    },
    para(w('letter.intro', { app })),
    heading(t('doc.partiesHeading')),
    para(w('letter.lawyerParty', { name: terms.lawyer_name, roll: parties.rollNumber, ibp: terms.ibp_number }), t('doc.lawyerLabel')),
    para(parties.clientName, t('doc.clientLabel')),
    heading(w('letter.serviceHeading')),
    para(matter.scope),
    para(matter.deliverables, t('doc.deliverablesLabel')),
    heading(w('letter.limitedHeading')),
    para(w('letter.limitedText')),
    para(terms.exclusions, w('letter.exclusionsLabel')),
    heading(t('doc.feesHeading')),
    para(w('letter.feeText', { app })),
    feeRows(money, t),
    heading(w('letter.timeHeading')),
    para(w('letter.turnaround', { days: s.turnaroundDays })),
    para(w('letter.revisions', { count: s.revisions })),
    para(w('letter.takeRule', { hours: s.takeHours })),
    para(w('letter.lateRule')),
    heading(w('letter.guaranteeHeading')),
    para(w('letter.disputeRule', { days: s.disputeDays, app })),
    heading(t('doc.payHeading', { app })),
    para(t('doc.payText', { app })),
    heading(t('doc.terminationHeading')),
    para(terms.termination),
    heading(t('doc.privacyHeading')),
    para(t('doc.privacyText', { app })),
    heading(t('doc.signHeading')),
    para(w('letter.signText')),
    {
      kind: 'signatures',
      parties: [
        { role: 'CUSTOMER', caption: t('doc.clientCaption'), name: parties.clientName, details: [signature('CUSTOMER')] },
        {
          role: 'LAWYER',
          caption: t('doc.lawyerCaption'),
          name: `Atty. ${terms.lawyer_name}`,
          details: [t('doc.rollLine', { roll: parties.rollNumber }), signature('LAWYER')],
        },
      ],
    },
  ];
}
