import 'server-only';
import type { UserType } from '@/lib/auth/access-rules';
import type { Locale } from '@/lib/i18n/paths';
import { SIGN_IN_NOTICE_COOKIE, SIGN_IN_NOTICES } from '@/lib/config/privacy';
import { hashToken } from '@/lib/server/platform/security/hash-token';
import { languageOf } from '@/lib/server/platform/i18n/account-language';
import { localeCookieHeader } from './locale-cookie';
import { signSessionClaims, verifySessionClaims } from './session-claims';
import { serializeCookie, sessionCookieHeaders } from './session-cookie';
import { createSession, revokeSession } from './sessions';
import type { RequestMeta, SessionUser } from '@/lib/server/platform/security/types';
import { noteRequestUser } from '@/lib/server/platform/log/request-context';
import { cancelPendingDeletion, findPendingDeletion } from '@/lib/server/privacy/cancel-account-deletion';

type ClaimsSource = { id: string; type: UserType; roles: string[]; emailVerified: boolean };
/** A user signing in: their language when the caller has it read already (else it is looked up). */
type SignInUser = ClaimsSource & { language?: Locale };

/** Long enough for the slowest landing after a sign-in (an OAuth round trip); the page clears it at once. */
const NOTICE_MAX_AGE_SECONDS = 10 * 60;

/**
 * Starts a fresh session (a new random token at every sign-in) and returns its Set-Cookie headers:
 * the session's, and the language cookie set to the account's, so the next pages follow the account.
 * The session the request arrived with, if any, is revoked: a planted cookie cannot survive sign-in.
 */
export async function startSession(user: SignInUser, meta: RequestMeta, previousCookieValue?: string): Promise<string[]> {
  const previous = await verifySessionClaims(previousCookieValue);
  if (previous) await revokeSession(hashToken(previous.sessionToken));
  // Every sign-in comes through here (password, mailed link, Google/Facebook), so this is where one
  // during a deletion's grace period cancels it. The person is told by e-mail and in-app notification,
  // and on the first page they land on: a cookie that page reads once (components/privacy/sign-in-notice.ts).
  const cancelled = (await findPendingDeletion(user.id)) ? await cancelPendingDeletion(user.id) : false;
  const { token, expiresAt } = await createSession(user.id, meta);
  noteRequestUser(user.id);
  const value = await signSessionClaims(
    { userId: user.id, sessionToken: token, type: user.type, roles: user.roles, emailVerified: user.emailVerified },
    expiresAt,
  );
  const notice = serializeCookie(SIGN_IN_NOTICE_COOKIE, SIGN_IN_NOTICES.deletionCancelled, {
    maxAgeSeconds: NOTICE_MAX_AGE_SECONDS,
    httpOnly: false,
  });
  const language = localeCookieHeader(user.language ?? (await languageOf(user.id)));
  return [...sessionCookieHeaders(value, expiresAt), language, ...(cancelled ? [notice] : [])];
}

/** Re-signs the claims of a live session (same token) after they changed, e.g. the e-mail got verified. */
export async function reissueSessionCookie(user: SessionUser, sessionToken: string): Promise<string[]> {
  const value = await signSessionClaims(
    { userId: user.id, sessionToken, type: user.type, roles: user.roles, emailVerified: user.emailVerified },
    user.sessionExpiresAt,
  );
  return sessionCookieHeaders(value, user.sessionExpiresAt);
}
