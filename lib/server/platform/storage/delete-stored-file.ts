import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { storedFiles } from '@/lib/db/schema';
import { getStorage } from './storage';

/**
 * Removes a file that nothing refers to any more (a replaced picture or document): the row, then the
 * blob. Called after the commit that replaced it; a blob left behind by a crash is only wasted space.
 */
export async function deleteStoredFile(fileId: string): Promise<void> {
  const db = await getDb();
  const [row] = await db.delete(storedFiles).where(eq(storedFiles.id, fileId)).returning({ storageKey: storedFiles.storageKey });
  if (row) await getStorage().delete(row.storageKey);
}
