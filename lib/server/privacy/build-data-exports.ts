import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { claimDue } from '@/lib/server/platform/delivery/claim-due';
import { APP_NAME } from '@/lib/config/app';
import { EXPORT_KEEP_DAYS } from '@/lib/config/privacy';
import type { Locale } from '@/lib/i18n/paths';
import { env } from '@/lib/server/env';
import { languageOf } from '@/lib/server/platform/i18n/account-language';
import { noticeText, recipientColumns } from '@/lib/server/messaging/notifications/recipient';
import { tellUser } from '@/lib/server/messaging/notifications/tell-user';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { isCompressedType, ZipFileWriter } from '@/lib/server/platform/storage/zip-file-writer';
import { collectPersonalData } from './collect-personal-data';

/** A build holds its export this long; a process that died mid-build leaves it to the next pass after that. */
const CLAIM_MS = 10 * 60_000;

/** A file name that is safe inside a ZIP on every system: no paths, no control characters. */
function zipName(id: string, original: string): string {
  const base = original.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').slice(-120) || 'file';
  return `files/${id}-${base}`;
}

/** What README.txt says is in the ZIP, in the account's language (issue 40); data.json's keys stay as they are. */
function readme(locale: Locale): string {
  const t = noticeText(locale);
  return `${t('export.readmeTitle', { app: APP_NAME })}\n\n${t('export.readmeData')}\n${t('export.readmeFiles')}\n${t('export.readmeOthers')}\n`;
}

/**
 * The ZIP of one person, written to `filePath`: data.json (every section of collectPersonalData),
 * README.txt (what is in it, in their language) and files/ (the person's own uploads). Each file is
 * read from storage as a stream and stored as it is (uploads are compressed formats) — memory stays bounded by a chunk
 * however large the person's files, and the event loop keeps turning. A file whose blob is missing
 * is listed in data.json, not fatal.
 */
async function writeExportZip(userId: string, filePath: string): Promise<number> {
  const db = await getDb();
  const data = await collectPersonalData(db, userId);
  const zip = new ZipFileWriter(filePath);
  try {
    await zip.add('data.json', Buffer.from(JSON.stringify({ generated_at: new Date().toISOString(), ...data }, null, 2)), true);
    await zip.add('README.txt', Buffer.from(readme(await languageOf(userId))), true);
    const storage = getStorage();
    const files = await queryRows<{ id: string; original_name: string; storage_key: string; content_type: string }>(
      db,
      sql`SELECT id, original_name, storage_key, content_type FROM stored_files WHERE owner_id = ${userId} ORDER BY created_at, id`,
    );
    for (const file of files) {
      const stream = await storage.getStream(file.storage_key);
      if (stream) await zip.add(zipName(file.id, file.original_name), stream, !isCompressedType(file.content_type));
    }
    return await zip.close();
  } catch (error) {
    zip.abort();
    throw error;
  }
}

async function claimNext(now: Date): Promise<{ id: string; userId: string } | undefined> {
  const db = await getDb();
  const [row] = await claimDue<{ id: string; user_id: string }>(db, {
    table: 'data_exports',
    due: sql`status = 'PENDING' OR (status = 'BUILDING' AND claimed_until < ${now.toISOString()}::timestamptz)`,
    orderBy: sql`requested_at`,
    limit: 1,
    set: sql`status = 'BUILDING', claimed_until = ${new Date(now.getTime() + CLAIM_MS).toISOString()}::timestamptz`,
    returning: sql`id, user_id`,
  });
  return row ? { id: row.id, userId: row.user_id } : undefined;
}

/**
 * The scheduler's pass: expires old exports, then builds the waiting ones (a few per pass, so a
 * burst of requests never holds up reminders), stores each ZIP, marks it READY for 7 days and tells
 * the person by e-mail and in-app notification.
 */
export async function buildDataExports(options: { now?: Date; max?: number } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const storage = getStorage();
  const old = await db
    .select({ id: t.dataExports.id, key: t.dataExports.storageKey })
    .from(t.dataExports)
    .where(and(eq(t.dataExports.status, 'READY'), lt(t.dataExports.expiresAt, now)));
  for (const row of old) {
    await db.update(t.dataExports).set({ status: 'EXPIRED', storageKey: null }).where(eq(t.dataExports.id, row.id));
    // After the row: a crash between leaves an orphan blob (wasted space), never a READY row without its file.
    if (row.key) await storage.delete(row.key).catch((error: unknown) => console.error('[privacy] export blob', error));
  }
  let built = 0;
  for (let i = 0; i < (options.max ?? 3); i++) {
    const job = await claimNext(now);
    if (!job) break;
    // Built in a private temporary folder, then streamed to storage: never whole in memory. The
    // folder is under DATA_DIR, beside the uploads by default: the same filesystem (local storage
    // links the file rather than copying it) and never a /tmp that may be held in RAM.
    const tmp = path.join(env().DATA_DIR, 'tmp');
    await mkdir(tmp, { recursive: true });
    const dir = await mkdtemp(path.join(tmp, 'export-'));
    try {
      const zipPath = path.join(dir, 'export.zip');
      const size = await writeExportZip(job.userId, zipPath);
      const key = `data-exports/${randomUUID()}.zip`;
      await storage.putFile(key, zipPath, 'application/zip');
      await db
        .update(t.dataExports)
        .set({
          status: 'READY',
          storageKey: key,
          sizeBytes: size,
          readyAt: now,
          expiresAt: new Date(now.getTime() + EXPORT_KEEP_DAYS * 86_400_000),
          claimedUntil: null,
        })
        .where(eq(t.dataExports.id, job.id));
      const [user] = await db
        .select({ ...recipientColumns, type: t.users.type })
        .from(t.users)
        .where(eq(t.users.id, job.userId));
      if (user) {
        const portal = user.type === 'LAWYER' ? '/lawyer-portal' : '/customer-portal';
        // In the person's own language (issue 40).
        const words = noticeText(user.language);
        await tellUser({
          user,
          locale: user.language,
          subject: words('export.subject', { app: APP_NAME }),
          paragraphs: [words('export.ready', { days: EXPORT_KEEP_DAYS })],
          path: `${portal}/account-settings`,
          notification: {
            title: words('export.title'),
            body: words('export.body', { days: EXPORT_KEEP_DAYS }),
            icon: 'new-work-item',
          },
          dedupeKey: `data-export-ready:${job.id}`,
        });
      }
      built++;
    } catch (error) {
      console.error('[privacy] export failed', job.id, error);
      await db
        .update(t.dataExports)
        .set({ status: 'FAILED', failure: String((error as Error)?.message ?? error).slice(0, 500), claimedUntil: null })
        .where(eq(t.dataExports.id, job.id));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return built;
}
