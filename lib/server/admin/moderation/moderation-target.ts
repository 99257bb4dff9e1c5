import 'server-only';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { tables as t, type Db } from '@/lib/db';
import type { ModerationTarget, ReportTargetKind } from '@/lib/dto/admin';
import type { Locale } from '@/lib/i18n/paths';
import { AppError } from '@/lib/server/platform/http/errors';
import { noticeText } from '@/lib/server/messaging/notifications/recipient';
import { isUuid } from '@/lib/validation/ids';

/** What moderation needs of a review or profile: its owner (who is told), its text, its page. */
export type TargetRow = {
  kind: ReportTargetKind;
  id: string;
  /** With the language the notice to them is written in (issue 40). */
  owner: { id: string; email: string; firstName: string; language: Locale };
  /** Its name in English, as the console reads it (targetName of `naming`). */
  title: string;
  /** What it is named by: the owner's notice and the report page say it in their reader's language (targetName). */
  naming: TargetNaming;
  detail: string | null;
  url: string | null;
  /** The lawyer a review is about, or the lawyer profile itself. */
  lawyerId: string | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  createdAt: Date;
};

export type TargetNaming = { review: { rating: number; lawyer: string; author: string } } | { notary: string } | { lawyer: string };

/** "5★ review of Atty. Ana Reyes by Juan C.", "Notary public Ana Reyes", "Atty. Ana Reyes", in the reader's language. */
export function targetName(naming: TargetNaming, locale: Locale): string {
  const t = noticeText(locale);
  if ('review' in naming) return t('moderation.reviewTitle', naming.review).trim();
  if ('notary' in naming) return t('moderation.notaryTitle', { name: naming.notary });
  return naming.lawyer;
}

const named = (naming: TargetNaming) => ({ naming, title: targetName(naming, 'en') });

export const targetNotFound = () => new AppError('NOT_FOUND', 'common.nothingModerateId', { key: 'TARGET_NOT_FOUND' });

const initial = (name: string) => (name.trim() ? `${name.trim().charAt(0).toUpperCase()}.` : '');

/** One review, lawyer profile or notary profile, optionally locked for the moderating transaction. */
export async function findModerationTarget(
  db: Db,
  kind: ReportTargetKind,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TargetRow | undefined> {
  if (!isUuid(id)) return undefined;
  const owner = {
    id: t.users.id,
    email: t.users.email,
    firstName: t.users.firstName,
    lastName: t.users.lastName,
    language: t.users.language,
  };
  if (kind === 'review') {
    const r = t.reviews;
    const query = db
      .select({ r, owner, lawyerName: t.lawyerProfiles.displayName })
      .from(r)
      .innerJoin(t.users, eq(t.users.id, r.customerId))
      .innerJoin(t.lawyerProfiles, eq(t.lawyerProfiles.userId, r.lawyerId))
      .where(eq(r.id, id));
    const [row] = options.lock ? await query.for('update', { of: r }) : await query;
    if (!row) return undefined;
    const author = `${row.owner.firstName} ${initial(row.owner.lastName)}`.trim();
    return {
      kind,
      id,
      owner: row.owner,
      lawyerId: row.r.lawyerId,
      ...named({ review: { rating: row.r.rating, lawyer: row.lawyerName, author } }),
      detail: row.r.comment,
      url: `/lawyer/${row.r.lawyerId}`,
      hiddenAt: row.r.hiddenAt,
      hiddenReason: row.r.hiddenReason,
      createdAt: row.r.createdAt,
    };
  }
  if (kind === 'lawyer') {
    const p = t.lawyerProfiles;
    const query = db
      .select({
        p: {
          userId: p.userId,
          displayName: p.displayName,
          city: p.city,
          region: p.region,
          hiddenAt: p.hiddenAt,
          hiddenReason: p.hiddenReason,
          createdAt: p.createdAt,
        },
        owner,
      })
      .from(p)
      .innerJoin(t.users, eq(t.users.id, p.userId))
      .where(eq(p.userId, id));
    const [row] = options.lock ? await query.for('update', { of: p }) : await query;
    if (!row) return undefined;
    return {
      kind,
      id,
      owner: row.owner,
      lawyerId: id,
      ...named({ lawyer: `Atty. ${row.p.displayName}` }),
      detail: [row.p.city, row.p.region].filter(Boolean).join(', ') || null,
      url: `/lawyer/${id}`,
      hiddenAt: row.p.hiddenAt,
      hiddenReason: row.p.hiddenReason,
      createdAt: row.p.createdAt,
    };
  }
  const n = t.notaryProfiles;
  const notaryOwner = alias(t.users, 'notary_owner');
  const query = db
    .select({
      n: { id: n.id, displayName: n.displayName, city: n.city, hiddenAt: n.hiddenAt, hiddenReason: n.hiddenReason, createdAt: n.createdAt },
      owner: {
        id: notaryOwner.id,
        email: notaryOwner.email,
        firstName: notaryOwner.firstName,
        lastName: notaryOwner.lastName,
        language: notaryOwner.language,
      },
    })
    .from(n)
    .innerJoin(notaryOwner, eq(notaryOwner.id, n.userId))
    .where(eq(n.id, id));
  const [row] = options.lock ? await query.for('update', { of: n }) : await query;
  if (!row) return undefined;
  return {
    kind,
    id,
    owner: row.owner,
    lawyerId: null,
    ...named({ notary: row.n.displayName }),
    detail: row.n.city,
    url: `/notary-public/profile/${id}`,
    hiddenAt: row.n.hiddenAt,
    hiddenReason: row.n.hiddenReason,
    createdAt: row.n.createdAt,
  };
}

export function toModerationTarget(row: TargetRow): ModerationTarget {
  return {
    kind: row.kind,
    _id: row.id,
    title: row.title,
    detail: row.detail,
    url: row.url,
    hidden: row.hiddenAt !== null,
    hidden_reason: row.hiddenReason,
    hidden_at: row.hiddenAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
