import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { lawyerProfiles, users } from '@/lib/db/schema';
import type { AuthUser } from '@/lib/auth/types';
import { pgErrorCode } from '@/lib/server/http/errors';
import { checkUpload } from '@/lib/server/storage/check-upload';
import { formFields } from '@/lib/server/storage/read-multipart';
import { putUpload, recordStoredFile } from '@/lib/server/storage/save-stored-file';
import { getStorage } from '@/lib/server/storage/storage';
import { ID_FILE_RULES, lawyerSignUpSchema } from '@/lib/validation/auth';
import { sendIbpVerificationEmail, sendVerificationEmail } from './auth-emails';
import { createAuthToken } from './auth-tokens';
import { findUserByEmail, publicUser, userColumns } from './find-user';
import { startSession } from './issue-session';
import { hashPassword } from './password';
import { enforceRateLimits } from './rate-limit';
import { emailTakenError, signUpLimits } from './sign-up-customer';
import type { RequestMeta } from './types';
import { toUserDto } from './user-dto';
import { env } from '@/lib/server/env';
import { writeAuditLog } from '@/lib/server/audit/write-audit-log';

export const LAWYER_SIGN_UP_LIMITS = { maxTotalMb: 2 * ID_FILE_RULES.maxMb + 1, maxFiles: 2 };

/** ADMIN_EMAIL (comma-separated), else every account with the ADMIN role. */
export async function adminRecipients(): Promise<string[]> {
  const configured = env().ADMIN_EMAIL;
  if (configured.length) return configured;
  const db = await getDb();
  const rows = await queryRows<{ email: string }>(db, sql`SELECT email FROM users WHERE 'ADMIN' = ANY(roles) ORDER BY created_at LIMIT 5`);
  return rows.map((r) => r.email);
}

/**
 * Lawyer registration (multipart, spec §5): every field and both ID files are checked before
 * anything is written; the user, profile, file rows and tokens are one transaction, and the blobs
 * are removed again if it fails. The lawyer's e-mail and the admin's IBP link go out afterwards.
 */
export async function signUpLawyer(form: FormData, options: { meta: RequestMeta; sessionCookie?: string }): Promise<{ user: AuthUser; cookie: string[] }> {
  const input = lawyerSignUpSchema.parse(formFields(form, ['areas_of_law', 'languages']));
  const ibpUpload = await checkUpload(form.get('ibp_id'), ID_FILE_RULES);
  const governmentUpload = await checkUpload(form.get('government_id'), ID_FILE_RULES);
  await enforceRateLimits(signUpLimits(input.email, options.meta.ip));
  if (await findUserByEmail(input.email)) throw emailTakenError();

  const passwordHash = await hashPassword(input.password);
  const ibpBlob = await putUpload(ibpUpload, 'ibp-id');
  const governmentBlob = await putUpload(governmentUpload, 'government-id');
  const db = await getDb();
  let result;
  try {
    result = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash, type: 'LAWYER', firstName: input.first_name, lastName: input.last_name, termsAcceptedAt: sql`now()` })
        .returning(userColumns);
      const meta = { ownerId: user.id, visibility: 'PRIVATE' as const };
      const ibpFile = await recordStoredFile(tx, ibpBlob, ibpUpload, { ...meta, purpose: 'ibp-id' });
      const governmentFile = await recordStoredFile(tx, governmentBlob, governmentUpload, { ...meta, purpose: 'government-id' });
      await tx.insert(lawyerProfiles).values({
        userId: user.id,
        displayName: `${input.first_name} ${input.last_name}`,
        rollNumber: input.roll_number,
        ibpNumber: input.ibp_number,
        areas: input.areas_of_law,
        languages: input.languages,
        ibpIdFileId: ibpFile.id,
        governmentIdFileId: governmentFile.id,
      });
      const verifyToken = await createAuthToken(user.id, 'VERIFY_EMAIL', tx);
      const ibpToken = await createAuthToken(user.id, 'VERIFY_IBP', tx);
      return { user, verifyToken, ibpToken, fileIds: { ibpId: ibpFile.id, governmentId: governmentFile.id } };
    });
  } catch (error) {
    await Promise.all([ibpBlob, governmentBlob].map((b) => getStorage().delete(b.storageKey).catch(() => {})));
    if (pgErrorCode(error) === '23505') throw emailTakenError();
    throw error;
  }

  const { user, verifyToken, ibpToken, fileIds } = result;
  await sendVerificationEmail(user, verifyToken);
  const lawyer = { name: `${user.firstName} ${user.lastName}`, email: user.email, rollNumber: input.roll_number, ibpNumber: input.ibp_number };
  for (const to of await adminRecipients()) await sendIbpVerificationEmail({ to, lawyer, token: ibpToken, fileIds });
  const cookie = await startSession(user, options.meta, options.sessionCookie);
  return { user: toUserDto(publicUser(user)), cookie };
}

/**
 * Marks the lawyer's IBP membership verified (the admin's mailed link), with its audit row in the
 * same transaction. The link is a bearer credential, so the row has no actor: the console's own
 * approvals name the admin.
 */
export async function markIbpVerified(userId: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(lawyerProfiles)
      .set({ ibpVerified: true, ibpVerifiedAt: now, verificationStatus: 'VERIFIED', verificationNote: null, ibpRenewalNotifiedAt: null, updatedAt: now })
      .where(eq(lawyerProfiles.userId, userId));
    await writeAuditLog({ actorId: null, action: 'lawyer.verification.approve', targetType: 'lawyer', targetId: userId, metadata: { via: 'verify-ibp-link' } }, tx);
  });
}
