import 'server-only';
import { PAY_AT_OFFICE_PER_DAY } from '@/lib/validation/pay-at-office';
import { eq, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import type { NotaryPrivateProfile, NotaryServiceOffer } from '@/lib/dto/notary';
import { mapSearchUrl } from '@/lib/format/map-link';
import { formatOfficeHours } from '@/lib/format/office-hours';
import { fileUrl } from '@/lib/server/platform/storage/save-stored-file';
import { notaryOffersSql } from './public-notary-query';
import { isCommissionLapsed, missingNotaryItems } from '@/lib/validation/notary';

const n = t.notaryProfiles;

type OwnRow = typeof n.$inferSelect & { docName: string | null; ibpVerified: boolean; offers: NotaryServiceOffer[] };

async function readOwnRow(db: Db, userId: string, lock = false): Promise<OwnRow | undefined> {
  const query = db
    .select({
      profile: n,
      docName: t.storedFiles.originalName,
      ibpVerified: t.lawyerProfiles.ibpVerified,
      offers: notaryOffersSql,
    })
    .from(n)
    .leftJoin(t.storedFiles, eq(t.storedFiles.id, n.commissionDocFileId))
    .leftJoin(t.lawyerProfiles, eq(t.lawyerProfiles.userId, n.userId))
    .where(eq(n.userId, userId))
    .limit(1);
  // The row is locked, not the document's (the nullable side of the join cannot be).
  const rows = lock ? await query.for('update', { of: n }) : await query;
  const row = rows[0];
  return row ? { ...row.profile, docName: row.docName, ibpVerified: row.ibpVerified ?? false, offers: row.offers ?? [] } : undefined;
}

/** The lawyer's details a first notary profile starts from (name, picture, roll and IBP numbers, office). */
async function draftFromLawyer(db: Db, userId: string): Promise<NotaryPrivateProfile> {
  const [lawyer] = await db
    .select({
      displayName: t.lawyerProfiles.displayName,
      pictureUrl: t.lawyerProfiles.pictureUrl,
      rollNumber: t.lawyerProfiles.rollNumber,
      ibpNumber: t.lawyerProfiles.ibpNumber,
      officeAddress: t.lawyerProfiles.officeAddress,
      phone: t.lawyerProfiles.phone,
      email: t.users.email,
      ibpVerified: t.lawyerProfiles.ibpVerified,
    })
    .from(t.lawyerProfiles)
    .innerJoin(t.users, eq(t.users.id, t.lawyerProfiles.userId))
    .where(eq(t.lawyerProfiles.userId, userId))
    .limit(1);
  const draft = {
    _id: null,
    display_name: lawyer ? `Atty. ${lawyer.displayName}` : '',
    picture_url: lawyer?.pictureUrl ?? null,
    commission_number: null,
    commission_expires_on: null,
    commissioning_court: null,
    territory: null,
    roll_number: lawyer?.rollNumber ?? null,
    ibp_number: lawyer?.ibpNumber ?? null,
    ptr_number: null,
    mcle_number: null,
    office_address: lawyer?.officeAddress ?? null,
    city: null,
    city_slug: null,
    region: null,
    phone: lawyer?.phone ?? null,
    email: lawyer?.email ?? null,
    office_hours: null,
    office_days: [],
    opens_at: null,
    closes_at: null,
    services: [],
    fees_note: null,
    map_url: mapSearchUrl(lawyer?.officeAddress ?? null, null),
    takes_bookings: false,
    pay_at_office: false,
    pay_at_office_per_day: PAY_AT_OFFICE_PER_DAY.default,
    offers: [],
    notarial_commission_doc_url: null,
    notarial_commission_doc_name: null,
    is_public: false,
    lapsed: false,
    listed: false,
    ibp_verified: lawyer?.ibpVerified ?? false,
  };
  return { ...draft, missing: missingNotaryItems(draft) };
}

export function toPrivateProfile(row: OwnRow, now = new Date()): NotaryPrivateProfile {
  const base = {
    _id: row.id,
    display_name: row.displayName,
    picture_url: row.pictureUrl,
    commission_number: row.commissionNumber,
    commission_expires_on: row.commissionExpiresOn,
    commissioning_court: row.commissioningCourt,
    territory: row.territory,
    roll_number: row.rollNumber,
    ibp_number: row.ibpNumber,
    ptr_number: row.ptrNumber,
    mcle_number: row.mcleNumber,
    office_address: row.officeAddress,
    city: row.city,
    city_slug: row.citySlug,
    region: row.region,
    phone: row.phone,
    email: row.email,
    office_hours: formatOfficeHours(row.officeDays, row.opensAt, row.closesAt, 'en') || null, // the API's summary is English (pages word office_days themselves)
    office_days: row.officeDays,
    opens_at: row.opensAt,
    closes_at: row.closesAt,
    services: row.services,
    fees_note: row.feesNote,
    map_url: mapSearchUrl(row.officeAddress, row.city),
    takes_bookings: row.takesBookings,
    pay_at_office: row.payAtOffice,
    pay_at_office_per_day: row.payAtOfficePerDay,
    offers: row.offers,
    notarial_commission_doc_url: row.commissionDocFileId ? fileUrl(row.commissionDocFileId) : null,
    notarial_commission_doc_name: row.docName,
    is_public: row.isPublic,
    ibp_verified: row.ibpVerified,
  };
  const missing = missingNotaryItems(base);
  const lapsed = isCommissionLapsed(row.commissionExpiresOn, now);
  const hidden = row.hiddenAt !== null;
  return {
    ...base,
    missing,
    lapsed,
    listed: row.isPublic && missing.length === 0 && !lapsed && !hidden,
    hidden_reason: hidden ? row.hiddenReason : null,
  };
}

/** The owner's profile, or the draft a first save will create (never another user's). */
async function loadOwnNotaryProfile(db: Db, userId: string): Promise<NotaryPrivateProfile> {
  const row = await readOwnRow(db, userId);
  return row ? toPrivateProfile(row) : draftFromLawyer(db, userId);
}

export async function findOwnNotaryProfile(userId: string): Promise<NotaryPrivateProfile> {
  return loadOwnNotaryProfile(await getDb(), userId);
}

/** A profile row for this lawyer, made from the draft on the first save or upload. */
export async function ensureOwnRow(db: Db, userId: string): Promise<OwnRow> {
  const existing = await readOwnRow(db, userId, true);
  if (existing) return existing;
  const draft = await draftFromLawyer(db, userId);
  await db
    .insert(n)
    .values({
      userId,
      displayName: draft.display_name || 'Notary public',
      pictureUrl: draft.picture_url,
      rollNumber: draft.roll_number,
      ibpNumber: draft.ibp_number,
      officeAddress: draft.office_address,
      phone: draft.phone,
      email: draft.email,
    })
    .onConflictDoNothing({ target: n.userId });
  return (await readOwnRow(db, userId, true))!;
}

/** is_complete follows the one rule after every change (the public query reads it). */
export async function recomputeComplete(db: Db, userId: string): Promise<OwnRow> {
  const row = (await readOwnRow(db, userId))!;
  const complete = missingNotaryItems(toPrivateProfile(row)).length === 0;
  await db
    .update(n)
    .set({ isComplete: complete, updatedAt: sql`now()` })
    .where(eq(n.userId, userId));
  return { ...row, isComplete: complete };
}
