import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { PublicNotary } from '@/lib/dto/notary';
import { isPublicNotary, publicNotaryColumns, toPublicNotary } from './public-notary-query';
import { isUuid } from '@/lib/validation/ids';

/** One public notary; undefined for hidden, lapsed, unknown or malformed ids (never a database error). */
export async function findPublicNotary(notaryId: string): Promise<PublicNotary | undefined> {
  if (!isUuid(notaryId)) return undefined;
  const db = await getDb();
  const [row] = await db
    .select(publicNotaryColumns)
    .from(t.notaryProfiles)
    .where(and(isPublicNotary(), eq(t.notaryProfiles.id, notaryId)))
    .limit(1);
  return row ? toPublicNotary(row) : undefined;
}

/** Ids of every public notary, for static generation and the sitemap. */
export async function listPublicNotaryIds(): Promise<{ _id: string; updated_at: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: t.notaryProfiles.id, updatedAt: t.notaryProfiles.updatedAt })
    .from(t.notaryProfiles)
    .where(isPublicNotary());
  return rows.map((r) => ({ _id: r.id, updated_at: r.updatedAt.toISOString() }));
}
