import 'server-only';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import type { AuthUser } from '@/lib/auth/types';
import { AppError, pgErrorCode } from '@/lib/server/http/errors';
import type { customerSignUpSchema } from '@/lib/validation/auth';
import { AUTH_MESSAGES } from '@/lib/validation/messages';
import { sendVerificationEmail } from './auth-emails';
import { createAuthToken } from './auth-tokens';
import { userColumns, publicUser } from './find-user';
import { startSession } from './issue-session';
import { AUTH_LIMITS } from './limits';
import { hashPassword } from './password';
import { enforceRateLimits, subjectKey } from './rate-limit';
import type { RequestMeta } from './types';
import { toUserDto } from './user-dto';

export function signUpLimits(email: string, ip: string) {
  return [
    { key: `signup:ip:${ip}`, rule: AUTH_LIMITS.signUpIp },
    { key: `signup:email:${subjectKey(email)}`, rule: AUTH_LIMITS.signUpEmail },
  ];
}

export function emailTakenError(): AppError {
  return new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, { key: 'EMAIL_TAKEN' });
}

/** A CUSTOMER account with an unverified e-mail, signed in at once; the verification mail goes out. */
export async function signUpCustomer(
  input: z.output<typeof customerSignUpSchema>,
  options: { meta: RequestMeta; sessionCookie?: string },
): Promise<{ user: AuthUser; cookie: string[] }> {
  await enforceRateLimits(signUpLimits(input.email, options.meta.ip));
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  let created;
  try {
    [created] = await db
      .insert(users)
      .values({ email: input.email, passwordHash, type: 'CUSTOMER', firstName: input.first_name, lastName: input.last_name, termsAcceptedAt: sql`now()` })
      .returning(userColumns);
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw emailTakenError();
    throw error;
  }
  const token = await createAuthToken(created.id, 'VERIFY_EMAIL');
  await sendVerificationEmail(created, token);
  const cookie = await startSession(created, options.meta, options.sessionCookie);
  return { user: toUserDto(publicUser(created)), cookie };
}
