import 'server-only';
import { recordPolicyAcceptance } from '@/lib/server/privacy/consents';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { lawyerProfiles, users } from '@/lib/db/schema';
import { pgErrorCode } from '@/lib/server/platform/http/errors';
import { checkUpload } from '@/lib/server/platform/storage/check-upload';
import { formFieldCount, formFields, type MultipartLimits } from '@/lib/server/platform/storage/read-multipart';
import { AREA_VALUES } from '@/lib/reference/areas';
import { LANGUAGES } from '@/lib/reference/languages';
import { putUpload, recordStoredFile } from '@/lib/server/platform/storage/save-stored-file';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { ID_FILE_RULES } from '@/lib/validation/id-file-rules';
import { lawyerSignUpSchema } from '@/lib/validation/sign-up';
import { sendIbpVerificationEmail } from './auth-emails';
import { createAuthToken } from '@/lib/server/platform/security/auth-tokens';
import { findUserByEmail, userColumns } from './find-user';
import { hashPassword } from '@/lib/server/platform/security/password';
import { enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { assertNumberReachable } from './phone/number-reachable';
import { SIGN_UP_ACCEPTED, mailExistingOwnerLater, mailVerificationLinkLater, signUpEmailLimits } from './sign-up';
import { afterResponse } from '@/lib/server/platform/http/after-response';
import { adminRecipients } from '@/lib/server/messaging/mail/admin-recipients';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';

/** The two ID files, the form's fields once each, and each area and language at most once. */
export const LAWYER_SIGN_UP_LIMITS: MultipartLimits = {
  maxTotalMb: 2 * ID_FILE_RULES.maxMb + 1,
  maxFiles: 2,
  maxFields: formFieldCount(lawyerSignUpSchema.shape, { areas_of_law: AREA_VALUES.length, languages: LANGUAGES.length }),
};

/**
 * Lawyer registration (multipart, spec §5): every field and both ID files are checked before
 * anything is written; the user, profile, file rows and tokens are one transaction, and the blobs
 * are removed again if it fails. The answer is the one every sign-up gets (no session, no hint that
 * the address has an account: its owner is mailed instead); the lawyer's verification link and the
 * admin's IBP link go out after it.
 */
export async function signUpLawyer(form: FormData): Promise<typeof SIGN_UP_ACCEPTED> {
  const input = lawyerSignUpSchema.parse(formFields(form, ['areas_of_law', 'languages']));
  await enforceRateLimits(signUpEmailLimits(input.email));
  if (input.phone) assertNumberReachable(input.phone);
  const ibpUpload = await checkUpload(form.get('ibp_id'), ID_FILE_RULES);
  const governmentUpload = await checkUpload(form.get('government_id'), ID_FILE_RULES);
  const passwordHash = await hashPassword(input.password);
  if (await findUserByEmail(input.email)) {
    mailExistingOwnerLater(input.email, input.callback_url);
    return SIGN_UP_ACCEPTED;
  }

  const ibpBlob = await putUpload(ibpUpload, 'ibp-id');
  const governmentBlob = await putUpload(governmentUpload, 'government-id');
  const db = await getDb();
  let result;
  try {
    result = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          type: 'LAWYER',
          firstName: input.first_name,
          lastName: input.last_name,
          termsAcceptedAt: sql`now()`,
          // Its code waits for the e-mail's verification (sendWaitingPhoneCode).
          phoneE164: input.phone ?? null,
          language: input.language,
          ...(input.timezone ? { timezone: input.timezone } : {}),
        })
        .returning(userColumns);
      await recordPolicyAcceptance(tx, user.id, 'SIGN_UP');
      const owner = { ownerId: user.id, visibility: 'PRIVATE' as const };
      const ibpFile = await recordStoredFile(tx, ibpBlob, ibpUpload, { ...owner, purpose: 'ibp-id' });
      const governmentFile = await recordStoredFile(tx, governmentBlob, governmentUpload, { ...owner, purpose: 'government-id' });
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
      const ibpToken = await createAuthToken(user.id, 'VERIFY_IBP', tx);
      return { user, ibpToken, fileIds: { ibpId: ibpFile.id, governmentId: governmentFile.id } };
    });
  } catch (error) {
    await Promise.all(
      [ibpBlob, governmentBlob].map((b) =>
        getStorage()
          .delete(b.storageKey)
          .catch(() => {}),
      ),
    );
    if (pgErrorCode(error) !== '23505') throw error;
    mailExistingOwnerLater(input.email, input.callback_url); // the same address signed up at the same moment
    return SIGN_UP_ACCEPTED;
  }

  const { user, ibpToken, fileIds } = result;
  mailVerificationLinkLater(user, input.callback_url);
  const lawyer = {
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    rollNumber: input.roll_number,
    ibpNumber: input.ibp_number,
  };
  afterResponse('lawyer sign-up admin mail', async () => {
    for (const to of await adminRecipients()) await sendIbpVerificationEmail({ to, lawyer, token: ibpToken, fileIds });
  });
  return SIGN_UP_ACCEPTED;
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
      .set({
        ibpVerified: true,
        ibpVerifiedAt: now,
        verificationStatus: 'VERIFIED',
        verificationNote: null,
        ibpRenewalNotifiedAt: null,
        updatedAt: now,
      })
      .where(eq(lawyerProfiles.userId, userId));
    await writeAuditLog(
      {
        actorId: null,
        action: 'lawyer.verification.approve',
        targetType: 'lawyer',
        targetId: userId,
        metadata: { via: 'verify-ibp-link' },
      },
      tx,
    );
  });
}
