import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { oauthIdentities, users } from '@/lib/db/schema';
import { landingPath } from '@/lib/auth/access-rules';
import { appUrl } from '@/lib/config/app';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/paths';
import { cookieLanguage, pathInLanguage } from '@/lib/rules/signed-in-language';
import { recordPolicyAcceptance } from '@/lib/server/privacy/consents';
import { findUserById, userColumns, type UserRecord } from '@/lib/server/auth/find-user';
import { startSession } from '@/lib/server/auth/issue-session';
import type { RequestMeta } from '@/lib/server/platform/security/types';
import { fetchOAuthProfile, type OAuthProfile } from './fetch-oauth-profile';
import { readOAuthState } from './oauth-state';
import { oauthProvider } from './providers';

export class OAuthFailure extends Error {}

/**
 * The user behind a provider identity: a known identity; else an existing account with the same
 * e-mail, linked only when the provider vouches for that address; else a new CUSTOMER whose e-mail
 * counts as verified, in `language` (the page's, where the button was pressed).
 */
async function findOrCreateOAuthUser(providerId: string, profile: OAuthProfile, language: Locale): Promise<UserRecord> {
  const db = await getDb();
  const [identity] = await db
    .select({ userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, providerId), eq(oauthIdentities.providerUserId, profile.providerUserId)))
    .limit(1);
  if (identity) {
    const user = await findUserById(identity.userId);
    if (user) return user;
  }
  if (!profile.email || !profile.emailVerified) throw new OAuthFailure('The provider did not share a verified e-mail address');
  const email = profile.email;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select(userColumns).from(users).where(eq(users.email, email)).limit(1);
    let user = existing;
    if (!user) {
      [user] = await tx
        .insert(users)
        .values({
          email,
          type: 'CUSTOMER',
          firstName: profile.firstName,
          lastName: profile.lastName,
          pictureUrl: profile.pictureUrl,
          emailVerified: true,
          emailVerifiedAt: new Date(),
          termsAcceptedAt: new Date(),
          language,
        })
        .returning(userColumns);
      // "By continuing with Google …, you agree to the Terms and the Privacy Policy" stood under the
      // button the person pressed (OAuthButtons): the versions on record, in the account's transaction.
      await recordPolicyAcceptance(tx, user.id, 'SIGN_UP');
    } else if (!user.emailVerified) {
      [user] = await tx
        .update(users)
        .set({ emailVerified: true, emailVerifiedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning(userColumns);
    }
    await tx
      .insert(oauthIdentities)
      .values({ provider: providerId, providerUserId: profile.providerUserId, userId: user.id, email })
      .onConflictDoNothing();
    return user;
  });
}

/** The provider's redirect back: state check, code exchange, user, session, landing page (in the account's language). */
export async function completeOAuth(
  providerId: string,
  req: Request,
  options: { meta: RequestMeta; sessionCookie?: string },
): Promise<{ location: string; cookie: string[] }> {
  const provider = oauthProvider(providerId);
  const params = new URL(req.url).searchParams;
  const saved = await readOAuthState(req);
  const code = params.get('code');
  if (!provider || !saved || saved.provider !== provider.id || !code || params.get('state') !== saved.state) {
    throw new OAuthFailure('OAuth state mismatch');
  }
  let profile: OAuthProfile;
  try {
    profile = await fetchOAuthProfile(provider, code, saved.codeVerifier);
  } catch (error) {
    throw new OAuthFailure(`OAuth exchange failed: ${(error as Error).message}`);
  }
  // The language of the page the button was on (kept at the start), else the one the reader chose with the switch.
  const language = saved.language ?? cookieLanguage(req.headers.get('cookie'), DEFAULT_LOCALE);
  const user = await findOrCreateOAuthUser(provider.id, profile, language);
  if (user.disabledAt) throw new OAuthFailure('Account disabled');
  const cookie = await startSession(user, options.meta, options.sessionCookie);
  const origin = new URL(appUrl()).origin;
  // The landing page in the account's language, as the language cookie startSession set.
  const landing = pathInLanguage(user.language, landingPath(user.type, saved.callbackPath, origin));
  return { location: new URL(landing, origin).toString(), cookie };
}
