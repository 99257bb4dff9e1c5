import 'server-only';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { APP_NAME } from '@/lib/config/app';
import type { LetterState, LetterTermsDto } from '@/lib/dto/engagement-letter';
import type { Locale } from '@/lib/i18n/config';
import { signerFor, signingRefusal } from '@/lib/rules/engagement-letters';
import { findPartyWorkItemOrThrow, type PartyWorkItem } from '@/lib/server/work-items/find-party-work-item';
import { composeLetter, lettersText, printedName } from './compose-letter';
import { letterOrderFacts } from './letter-codes';
import { contentOf, letterNotFound, listLetterVersions, type LetterRow } from './letter-store';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function termsDto(row: Pick<LetterRow, 'terms'>): LetterTermsDto {
  const x = row.terms;
  return {
    lawyer_name: x.lawyer_name,
    ibp_chapter: x.ibp_chapter,
    ibp_number: x.ibp_number,
    ptr_number: x.ptr_number,
    exclusions: x.exclusions,
    appearance_fees: x.appearance_fees,
    success_fee: x.success_fee ?? null,
    out_of_pocket: x.out_of_pocket,
    termination: x.termination,
    other_terms: x.other_terms ?? null,
  };
}

/** The lawyer's form: the latest version's own words, or a first letter filled from the profile and our usual wording. */
async function draftFor(db: Db, item: PartyWorkItem, latest: LetterRow | undefined): Promise<LetterTermsDto> {
  if (latest) return termsDto(latest);
  const [profile] = await db
    .select({ name: t.lawyerProfiles.displayName, chapter: t.lawyerProfiles.ibpChapter, ibp: t.lawyerProfiles.ibpNumber })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, item.lawyerId));
  const [notary] = await db
    .select({ ptr: t.notaryProfiles.ptrNumber })
    .from(t.notaryProfiles)
    .where(eq(t.notaryProfiles.userId, item.lawyerId));
  const [client] = await db.select({ language: t.users.language }).from(t.users).where(eq(t.users.id, item.customerId));
  const w = lettersText((client?.language ?? 'en') as Locale);
  return {
    lawyer_name: profile?.name ?? '',
    ibp_chapter: profile?.chapter ?? '',
    ibp_number: profile?.ibp ?? '',
    ptr_number: notary?.ptr ?? '',
    exclusions: w('defaults.exclusions'),
    appearance_fees: w('defaults.appearanceFees'),
    success_fee: null,
    out_of_pocket: w('defaults.outOfPocket', { app: APP_NAME }),
    termination: w('defaults.termination', { app: APP_NAME }),
    other_terms: null,
  };
}

/**
 * GET work-items/{id}/letter: one version of the engagement letter (the latest unless `version`
 * names an older one — void versions stay readable), every version's status, and what the viewer
 * may do: whose turn it is, the name they type to sign, where a code can go and the code waiting.
 * For the two parties only (the client once the proposal was sent): anyone else gets the work item's 404.
 */
export async function getLetterState(
  userId: string,
  workItemId: string,
  query: { version?: number } = {},
  now = new Date(),
): Promise<LetterState> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  const db = await getDb();
  const versions = await listLetterVersions(db, item.id);
  const latest = versions.at(-1);
  const selected = query.version === undefined ? latest : versions.find((v) => v.version === query.version);
  if (query.version !== undefined && !selected) throw letterNotFound();
  const open = versions.find((v) => v.status !== 'VOID');
  const nextSigner = open ? signerFor(open.status) : null;
  // Whose turn: the one rule the code and the signature also ask (a fixed-price order is paid between the signatures).
  const order = open ? await letterOrderFacts(db, item.id) : null;
  const myTurn = open !== undefined && signingRefusal(item.role, open.status, order, now) === null;
  const waitsForPayment = open !== undefined && signingRefusal('LAWYER', open.status, order, now) === 'ORDER_NOT_PAID';
  const [me] = await db.select({ phoneVerifiedAt: t.users.phoneVerifiedAt }).from(t.users).where(eq(t.users.id, userId));
  const [code] = open
    ? await db
        .select()
        .from(t.engagementSigningCodes)
        .where(
          and(
            eq(t.engagementSigningCodes.letterId, open.id),
            eq(t.engagementSigningCodes.signerId, userId),
            isNotNull(t.engagementSigningCodes.codeHash),
            gt(t.engagementSigningCodes.expiresAt, now),
          ),
        )
    : [];
  const signatures = selected
    ? await db
        .select({
          role: t.engagementSignatures.signerRole,
          typedName: t.engagementSignatures.typedName,
          signedAt: t.engagementSignatures.signedAt,
        })
        .from(t.engagementSignatures)
        .where(eq(t.engagementSignatures.letterId, selected.id))
        .orderBy(asc(t.engagementSignatures.signedAt))
    : [];
  return {
    letter: selected
      ? {
          version: selected.version,
          status: selected.status,
          void_reason: selected.voidReason ?? null,
          work_item_revision: selected.workItemRevision,
          created_at: selected.createdAt.toISOString(),
          completed_at: iso(selected.completedAt),
          locale: selected.locale,
          pdf_sha256: selected.pdfSha256,
          signed_pdf_sha256: selected.signedPdfSha256,
          verification_code: selected.completedAt ? selected.verificationCode : null,
          terms: termsDto(selected),
          document: composeLetter(
            contentOf(selected),
            signatures.map((s) => s.role),
          ),
          signatures: signatures.map((s) => ({ role: s.role, typed_name: s.typedName, signed_at: s.signedAt.toISOString() })),
        }
      : null,
    latest_version: latest?.version ?? null,
    versions: versions.map((v) => ({
      version: v.version,
      status: v.status,
      void_reason: v.voidReason ?? null,
      work_item_revision: v.workItemRevision,
      created_at: v.createdAt.toISOString(),
      completed_at: iso(v.completedAt),
    })),
    work_item_revision: item.revision,
    viewer: {
      role: item.role,
      my_turn: myTurn,
      next_signer: nextSigner,
      waiting_for_payment: waitsForPayment,
      can_prepare: item.role === 'LAWYER' && item.status === 'PROPOSAL',
      expected_name: open && myTurn ? printedName(contentOf(open), item.role) : null,
      channels: me?.phoneVerifiedAt ? ['sms', 'email'] : ['email'],
      code: code ? { channel: code.channel, sent_to: code.sentTo, expires_at: code.expiresAt.toISOString() } : null,
    },
    draft: item.role === 'LAWYER' ? await draftFor(db, item, latest) : null,
  };
}
