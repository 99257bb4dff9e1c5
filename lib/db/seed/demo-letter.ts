import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { APP_NAME } from '@/lib/config/app';
import { platformFee } from '@/lib/rules/fees';
import { env } from '@/lib/server/env';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { composeLetter, lettersText, type LetterContent } from '@/lib/server/work-items/letters/compose-letter';
import { letterPdf } from '@/lib/server/work-items/letters/letter-pdf';
import { makeSignedPdf } from '@/lib/server/work-items/letters/signed-pdf';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';

const WORK_ITEM_ID = '0d41a7e2-5c1b-4d0e-9a41-7e11a9e0f046';
const LETTER_ID = '0d41a7e2-5c1b-4d0e-9a41-7e11a9e0f043';
const CODE = 'EL-DEMQ-LETR-2K26';
const HOUR = 60 * 60_000;

/**
 * The demo's day: two days before the seed's (UTC midnight). A proposal is open for 30 days (issue 57
 * item 11), so a fixed date would leave the demo client a proposal long expired; the same seed on the
 * same day still makes the same PDFs, byte for byte, and each day's blobs have keys of their own.
 */
function demoDay(now: Date): { base: Date; stamp: string } {
  const base = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 2));
  return { base, stamp: base.toISOString().slice(0, 10) };
}

/** Writes a blob the same seed always makes identically: one left by an earlier seed is this very file. */
export async function putOnce(key: string, bytes: Uint8Array): Promise<void> {
  await getStorage()
    .put(key, bytes, 'application/pdf')
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
}

/**
 * Issue 42: the demo lawyer's proposal to the demo client (a demand letter and small claims case) with
 * its engagement letter signed by both — the client signed, the lawyer countersigned, the signed PDF
 * stored and verifiable (code EL-DEMQ-LETR-2K26) — so the client can now accept and pay. Fixed ids
 * and times of day (on demoDay), not drawn from the seed's random numbers, so every id after stays what
 * it was; the PDFs come out byte for byte the same on a given day.
 */
export async function seedSignedLetter(
  db: Db,
  { lawyer, customer }: { lawyer: { id: string; displayName: string; rollNumber: string }; customer: { id: string; name: string } },
  now = new Date(),
) {
  const { base, stamp } = demoDay(now);
  const at = (hours: number) => new Date(base.getTime() + hours * HOUR);
  // Storage keys are uuids: the day's digits (hex too) stand in the last part.
  const day = stamp.replace(/-/g, '');
  const LETTER_KEY = `engagement-letter/0d41a7e2-5c1b-4d0e-9a41-${day}f044.pdf`;
  const SIGNED_KEY = `engagement-letter-signed/0d41a7e2-5c1b-4d0e-9a41-${day}f045.pdf`;
  const proposedAt = at(2);
  const createdAt = at(3);
  const fee = [
    { label: 'Acceptance fee: review of the contract and the demand letter', amount: 1_500_000 },
    { label: 'Drafting and filing the small claims case', amount: 1_000_000 },
  ];
  const price = fee.reduce((sum, l) => sum + l.amount, 0);
  const matter = {
    title: 'Demand letter and small claims case',
    scope:
      'Review the unpaid loan documents, send a demand letter, and prepare and file a small claims case before the Metropolitan Trial Court.',
    deliverables: 'Demand letter, the Statement of Claim with its annexes, guidance for the hearing.',
    paymentTerms: 'Full fee on acceptance, paid through Abogado.',
    estimatedTimeline: '3 to 5 weeks to filing',
  };
  await db.insert(t.workItems).values({
    id: WORK_ITEM_ID,
    lawyerId: lawyer.id,
    customerId: customer.id,
    title: matter.title,
    description: matter.scope,
    deliverables: matter.deliverables,
    feeBreakdown: fee,
    paymentTerms: matter.paymentTerms,
    estimatedTimeline: matter.estimatedTimeline,
    status: 'PROPOSAL',
    priceCentavos: price,
    revision: 1,
    proposedAt,
    createdAt: proposedAt,
    updatedAt: proposedAt,
  });
  const percent = env().PLATFORM_FEE_PERCENT;
  const content: LetterContent = {
    locale: 'en',
    version: 1,
    workItemRevision: 1,
    createdAt,
    terms: {
      work_item_revision: 1,
      lawyer_name: lawyer.displayName,
      ibp_chapter: 'Makati City',
      ibp_number: 'IBP-2026-004512',
      ptr_number: 'PTR-MKT-5128834',
      exclusions: 'Appeals, enforcement of the decision, and any other case.',
      appearance_fees: 'None: lawyers do not appear at small claims hearings; the Client is guided for it.',
      out_of_pocket: 'Filing fees and notarial fees are paid by the Client through Abogado, at cost, with receipts.',
      termination: lettersText('en')('defaults.termination', { app: APP_NAME }),
      success_fee: undefined,
      other_terms: undefined,
    },
    money: { lines: fee, total: price, platformFee: platformFee(price, percent), platformFeePercent: percent },
    parties: { rollNumber: lawyer.rollNumber, clientName: customer.name },
    matter,
  };
  const letter = await letterPdf(composeLetter(content), { locale: 'en', title: matter.title, version: 1, createdAt });
  await putOnce(LETTER_KEY, letter);
  const sha = createHash('sha256').update(letter).digest('hex');
  const completedAt = at(5.5);
  const [row] = await db
    .insert(t.engagementLetters)
    .values({
      id: LETTER_ID,
      workItemId: WORK_ITEM_ID,
      version: 1,
      workItemRevision: 1,
      status: 'SIGNED',
      locale: 'en',
      terms: content.terms,
      money: content.money,
      parties: content.parties,
      matter,
      pdfKey: LETTER_KEY,
      pdfSha256: sha,
      pdfBytes: letter.byteLength,
      verificationCode: CODE,
      createdBy: lawyer.id,
      createdAt,
      completedAt,
    })
    .returning();
  const clientSignedAt = at(4 + 10 / 60);
  await signDemoLetter(db, row, {
    consent: lettersText('en')('consent', { version: 1 }),
    sha,
    signedKey: SIGNED_KEY,
    signers: [
      { role: 'CUSTOMER', id: customer.id, name: customer.name, at: clientSignedAt, sentTo: 'c***@example.com' },
      { role: 'LAWYER', id: lawyer.id, name: lawyer.displayName, at: completedAt, sentTo: 'l***@example.com' },
    ],
  });
  const events = [
    { kind: 'created', at: proposedAt, by: lawyer.id, role: 'LAWYER', from: null, to: 'DRAFT' as const },
    {
      kind: 'proposed',
      at: new Date(proposedAt.getTime() + 1000),
      by: lawyer.id,
      role: 'LAWYER',
      from: 'DRAFT' as const,
      to: 'PROPOSAL' as const,
    },
    { kind: 'letter-prepared', at: createdAt, by: lawyer.id, role: 'LAWYER', note: '1' },
    { kind: 'letter-signed', at: clientSignedAt, by: customer.id, role: 'CUSTOMER', note: '1' },
    { kind: 'letter-countersigned', at: completedAt, by: lawyer.id, role: 'LAWYER', note: '1' },
  ];
  await insertDemoTimeline(db, WORK_ITEM_ID, events);
}

type DemoSigner = { role: 'CUSTOMER' | 'LAWYER'; id: string; name: string; at: Date; sentTo: string };

/**
 * A demo letter signed by both as the signing route records it (each signature with its typed name, consent, IP,
 * device, the PDF's hash and the code's channel), then its signed PDF made, stored and recorded: the proposal's
 * letter and each demo service order's share it.
 */
export async function signDemoLetter(
  db: Db,
  row: typeof t.engagementLetters.$inferSelect,
  o: { consent: string; sha: string; signedKey: string; signers: DemoSigner[] },
): Promise<void> {
  await db.insert(t.engagementSignatures).values(
    o.signers.map((s) => ({
      letterId: row.id,
      signerRole: s.role,
      signerId: s.id,
      typedName: s.name,
      consentText: o.consent,
      signedAt: s.at,
      ip: '203.0.113.42',
      userAgent: 'Mozilla/5.0 (Linux; Android 14) demo',
      pdfSha256: o.sha,
      codeChannel: 'email' as const,
      codeSentTo: s.sentTo,
    })),
  );
  const signed = await makeSignedPdf(db, row);
  await putOnce(o.signedKey, signed);
  await db
    .update(t.engagementLetters)
    .set({ signedPdfKey: o.signedKey, signedPdfSha256: createHash('sha256').update(signed).digest('hex') })
    .where(eq(t.engagementLetters.id, row.id));
}

type DemoEvent = {
  kind: string;
  at: Date;
  by: string | null;
  role: string;
  from?: (typeof t.workItemEvents.$inferInsert)['fromStatus'];
  to?: (typeof t.workItemEvents.$inferInsert)['toStatus'];
  note?: string;
};

/** A demo work item's timeline lines (revision 1), as the transitions write them. */
export async function insertDemoTimeline(db: Db, workItemId: string, events: DemoEvent[]): Promise<void> {
  await db.insert(t.workItemEvents).values(
    events.map((e) => ({
      workItemId,
      kind: e.kind,
      fromStatus: e.from ?? null,
      toStatus: e.to ?? null,
      actorId: e.by,
      actorRole: e.role,
      revision: 1,
      note: e.note ?? null,
      createdAt: e.at,
    })),
  );
}
