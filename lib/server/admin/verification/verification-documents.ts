import 'server-only';
import { inArray } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { VerificationDocument } from '@/lib/dto/admin';

type DocumentIds = { ibpIdFileId: string | null; governmentIdFileId: string | null };

const KINDS = [
  { kind: 'ibp-id', label: 'IBP ID', key: 'ibpIdFileId' },
  { kind: 'government-id', label: 'Government ID', key: 'governmentIdFileId' },
] as const;

/** The admin preview of a verification document (inline, sandboxed, audited). */
const documentPreviewUrl = (fileId: string) => `/api/v1/admin/files/${fileId}`;

/**
 * Each lawyer's IBP and government IDs as the desk shows them: the preview URL and whether the
 * browser shows it as an image (in the page) or a PDF (its viewer), from the stored type — one
 * query for a whole page of lawyers.
 */
export async function loadVerificationDocuments(lawyers: DocumentIds[]): Promise<VerificationDocument[][]> {
  const ids = lawyers.flatMap((l) => [l.ibpIdFileId, l.governmentIdFileId]).filter((id): id is string => Boolean(id));
  const types = new Map<string, string>();
  if (ids.length) {
    const db = await getDb();
    const rows = await db
      .select({ id: t.storedFiles.id, contentType: t.storedFiles.contentType })
      .from(t.storedFiles)
      .where(inArray(t.storedFiles.id, ids));
    for (const row of rows) types.set(row.id, row.contentType);
  }
  return lawyers.map((l) =>
    KINDS.flatMap(({ kind, label, key }) => {
      const id = l[key];
      const contentType = id ? types.get(id) : undefined;
      if (!id || !contentType) return [];
      return [{ kind, label, preview_url: documentPreviewUrl(id), content_type: contentType, is_image: contentType.startsWith('image/') }];
    }),
  );
}
