import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { checkUpload, type CheckedUpload } from '@/lib/server/platform/storage/check-upload';
import { putUpload, recordStoredFile } from '@/lib/server/platform/storage/save-stored-file';
import type { MultipartLimits } from '@/lib/server/platform/storage/read-multipart';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { ID_FILE_RULES } from '@/lib/validation/id-file-rules';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { VERIFICATION_EVENTS } from './events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { lawyerNotFound } from './decide-verification';

/** The two ID files (either may come as an empty field: not sent again). */
export const RESUBMIT_LIMITS: MultipartLimits = { maxTotalMb: 2 * ID_FILE_RULES.maxMb + 1, maxFiles: 2, maxFields: 2 };

const present = (value: FormDataEntryValue | null) => value !== null && !(typeof value === 'string' && value === '');

/**
 * The lawyer sends a new IBP ID and/or government ID (after a rejection, or the yearly IBP renewal):
 * both files are checked before anything is written; the file rows and the profile change are one
 * transaction (the blobs go again if it fails). The review starts over (PENDING) — a lawyer who is
 * verified stays listed meanwhile — and admins get a fresh IBP link and the queue entry: by the outbox
 * after the commit (`verification:resubmit`, resubmission-notices.ts), never awaited here (issue 59).
 */
export async function resubmitVerification(
  lawyerId: string,
  form: FormData,
): Promise<{ verification_status: 'PENDING'; submitted_at: string }> {
  const uploads: { purpose: 'ibp-id' | 'government-id'; upload: CheckedUpload }[] = [];
  if (present(form.get('ibp_id'))) uploads.push({ purpose: 'ibp-id', upload: await checkUpload(form.get('ibp_id'), ID_FILE_RULES) });
  if (present(form.get('government_id')))
    uploads.push({ purpose: 'government-id', upload: await checkUpload(form.get('government_id'), ID_FILE_RULES) });
  if (!uploads.length) throw new AppError('BAD_REQUEST', 'verification.noFile', { key: 'FILE_REQUIRED' });

  const db = await getDb();
  const [lawyer] = await db.select({ id: t.lawyerProfiles.userId }).from(t.lawyerProfiles).where(eq(t.lawyerProfiles.userId, lawyerId));
  if (!lawyer) throw lawyerNotFound();

  const blobs = await Promise.all(uploads.map((u) => putUpload(u.upload, u.purpose)));
  let result;
  try {
    result = await transactionWithEvents(db, async (tx) => {
      const ids: Record<string, string> = {};
      for (const [i, u] of uploads.entries()) {
        ids[u.purpose] = (
          await recordStoredFile(tx, blobs[i], u.upload, { ownerId: lawyerId, purpose: u.purpose, visibility: 'PRIVATE' })
        ).id;
      }
      const [row] = await tx
        .update(t.lawyerProfiles)
        .set({
          verificationStatus: 'PENDING',
          verificationSubmittedAt: sql`now()`,
          ...(ids['ibp-id'] ? { ibpIdFileId: ids['ibp-id'] } : {}),
          ...(ids['government-id'] ? { governmentIdFileId: ids['government-id'] } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(t.lawyerProfiles.userId, lawyerId))
        .returning({
          submittedAt: t.lawyerProfiles.verificationSubmittedAt,
          ibpId: t.lawyerProfiles.ibpIdFileId,
          governmentId: t.lawyerProfiles.governmentIdFileId,
        });
      if (row.ibpId && row.governmentId) {
        await recordEvents(tx, VERIFICATION_EVENTS, {
          aggregateId: lawyerId,
          event: 'resubmit',
          status: 'PENDING',
          actor: { role: 'LAWYER', id: lawyerId },
        });
      }
      return row;
    });
  } catch (error) {
    await Promise.all(
      blobs.map((b) =>
        getStorage()
          .delete(b.storageKey)
          .catch(() => {}),
      ),
    );
    throw error;
  }
  return { verification_status: 'PENDING', submitted_at: result.submittedAt.toISOString() };
}
