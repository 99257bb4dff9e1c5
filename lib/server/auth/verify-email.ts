import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import type { AuthUser } from '@/lib/auth/types';
import { AppError } from '@/lib/server/platform/http/errors';
import { MESSAGES, AUTH_MESSAGES } from '@/lib/validation/messages';
import { authTokenOwner, consumeAuthToken } from '@/lib/server/platform/security/auth-tokens';
import { extendSignUpHold } from '@/lib/server/meetings/sign-up-hold';
import { findUserById, publicUser } from './find-user';
import { reissueSessionCookie } from './issue-session';
import { signInBrowser } from './sign-in-browser';
import type { RequestSession } from './request-session';
import type { RequestMeta } from '@/lib/server/platform/security/types';
import { toUserDto } from './user-dto';
import { sendWaitingPhoneCode } from './phone/send-waiting-code';

type VerifyOptions = { meta: RequestMeta; session: RequestSession | null; sessionCookie?: string; deviceCookie?: string };
type VerifyResult = {
  message: string;
  user: AuthUser | null;
  cookie: string[] | null;
  phone_code_sent_to: string | null;
  already_verified: boolean;
};

/**
 * Consumes the mailed link. A browser signed in as the same user gets its cookie re-issued with
 * email_verified; a browser with no session is signed in, as a sign-up no longer starts one (the link
 * proves the mailbox, like the one-time sign-in link) and becomes a known device of the account. A
 * browser signed in as someone else only verifies the address. The first verification also texts
 * the code of a mobile number given at sign-up, which waited for it (sendWaitingPhoneCode); the
 * account's own browser is told where it went.
 */
export async function verifyEmail(token: string, options: VerifyOptions): Promise<VerifyResult> {
  const userId = await consumeAuthToken(token, 'VERIFY_EMAIL');
  if (!userId) {
    const already = await alreadyVerified(token, options.session);
    if (already) return already;
    throw new AppError('BAD_REQUEST', 'common.verificationFailed', { key: 'INVALID_TOKEN' });
  }
  const db = await getDb();
  const now = new Date();
  const first = await db
    .update(users)
    .set({ emailVerified: true, emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)))
    .returning({ id: users.id });
  const codeSentTo = first.length ? await sendWaitingPhoneCode(userId, options.meta.ip, now) : null;
  // The slot tapped before signing up is still kept: the booking continues, with a fresh window to fill the form in.
  await extendSignUpHold(userId);
  const session = options.session;
  if (session?.user.id === userId) {
    const user = { ...session.user, emailVerified: true };
    return {
      message: MESSAGES.emailVerified,
      user: toUserDto(user),
      cookie: await reissueSessionCookie(user, session.claims.sessionToken),
      phone_code_sent_to: codeSentTo,
      already_verified: false,
    };
  }
  const record = session ? undefined : await findUserById(userId);
  if (!record || record.disabledAt)
    return { message: MESSAGES.emailVerified, user: null, cookie: null, phone_code_sent_to: null, already_verified: false };
  const cookie = await signInBrowser(record, options);
  return {
    message: MESSAGES.emailVerified,
    user: toUserDto(publicUser(record)),
    cookie,
    phone_code_sent_to: codeSentTo,
    already_verified: false,
  };
}

/**
 * Issue 72: a link tapped a second time (used, or expired) by its own owner, signed in on this browser with
 * the address verified, is no failure: "already verified", and on they go. Anyone else — no session, another
 * account, an address still unverified — gets the spec's failure, as before; nothing is changed either way.
 */
async function alreadyVerified(token: string, session: RequestSession | null): Promise<VerifyResult | null> {
  if (!session) return null;
  const owner = await authTokenOwner(token, 'VERIFY_EMAIL');
  if (owner !== session.user.id) return null;
  const record = await findUserById(owner);
  if (!record?.emailVerified || record.disabledAt) return null;
  // A browser whose signed cookie still says "not verified" (signed in before the first tap) gets it re-issued.
  const user = { ...session.user, emailVerified: true };
  return {
    message: AUTH_MESSAGES.emailAlreadyVerified,
    user: toUserDto(user),
    cookie: session.user.emailVerified ? null : await reissueSessionCookie(user, session.claims.sessionToken),
    phone_code_sent_to: null,
    already_verified: true,
  };
}
