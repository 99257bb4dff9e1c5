import 'server-only';
import { CodeChallengeMethod, Facebook, generateCodeVerifier, generateState, Google, OAuth2Client } from 'arctic';
import { appUrl } from '@/lib/config/app';
import { safeCallbackPath } from '@/lib/auth/callback-url';
import { AppError } from '@/lib/server/platform/http/errors';
import type { Locale } from '@/lib/i18n/config';
import { oauthStateCookie } from './oauth-state';
import { oauthProvider } from './providers';

/**
 * The redirect to the provider. The real Google and Facebook endpoints go through arctic's own
 * provider classes; overridden endpoints (a local OIDC double in tests) through its generic client.
 * `language`: the page's the button was on (its Referer), kept for the account a first sign-in creates.
 */
export async function startOAuth(
  providerId: string,
  callbackUrl: string | null,
  language: Locale | null = null,
): Promise<{ location: string; cookie: string }> {
  const provider = oauthProvider(providerId);
  if (!provider) throw new AppError('NOT_FOUND', 'auth.signMethodNotAvailable', { key: 'OAUTH_DISABLED' });
  const state = generateState();
  const usesPkce = provider.id === 'google' || provider.overridden;
  const codeVerifier = usesPkce ? generateCodeVerifier() : null;
  let url: URL;
  if (provider.overridden) {
    const client = new OAuth2Client(provider.clientId, provider.clientSecret, provider.redirectUri);
    url = client.createAuthorizationURLWithPKCE(provider.authorizeUrl, state, CodeChallengeMethod.S256, codeVerifier!, provider.scopes);
  } else if (provider.id === 'google') {
    url = new Google(provider.clientId, provider.clientSecret, provider.redirectUri).createAuthorizationURL(
      state,
      codeVerifier!,
      provider.scopes,
    );
  } else {
    url = new Facebook(provider.clientId, provider.clientSecret, provider.redirectUri).createAuthorizationURL(state, provider.scopes);
  }
  const callbackPath = safeCallbackPath(callbackUrl, new URL(appUrl()).origin);
  const cookie = await oauthStateCookie({ provider: provider.id, state, codeVerifier, callbackPath, language });
  return { location: url.toString(), cookie };
}
