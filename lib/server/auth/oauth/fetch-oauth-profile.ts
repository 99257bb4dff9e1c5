import 'server-only';
import { Facebook, Google, OAuth2Client } from 'arctic';
import type { OAuthProviderConfig } from './providers';

export type OAuthProfile = {
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
};

async function exchangeCode(provider: OAuthProviderConfig, code: string, codeVerifier: string | null): Promise<string> {
  if (provider.overridden) {
    const client = new OAuth2Client(provider.clientId, provider.clientSecret, provider.redirectUri);
    return (await client.validateAuthorizationCode(provider.tokenUrl, code, codeVerifier)).accessToken();
  }
  if (provider.id === 'google') {
    return (
      await new Google(provider.clientId, provider.clientSecret, provider.redirectUri).validateAuthorizationCode(code, codeVerifier ?? '')
    ).accessToken();
  }
  return (await new Facebook(provider.clientId, provider.clientSecret, provider.redirectUri).validateAuthorizationCode(code)).accessToken();
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 50) : '');

/** Code → access token → the provider's user info, mapped to one shape (Google OIDC or Facebook Graph). */
export async function fetchOAuthProfile(provider: OAuthProviderConfig, code: string, codeVerifier: string | null): Promise<OAuthProfile> {
  const accessToken = await exchangeCode(provider, code, codeVerifier);
  const res = await fetch(provider.userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`userinfo answered ${res.status}`);
  const info = (await res.json()) as Record<string, unknown>;
  const id = info.sub ?? info.id;
  if (typeof id !== 'string' && typeof id !== 'number') throw new Error('userinfo has no subject');
  const email = typeof info.email === 'string' && info.email.includes('@') ? info.email.trim().toLowerCase() : null;
  const name = text(info.name);
  const picture = info.picture as unknown;
  const pictureUrl =
    typeof picture === 'string' ? picture : (((picture as { data?: { url?: unknown } })?.data?.url as string | undefined) ?? null);
  return {
    providerUserId: String(id),
    email,
    // Facebook only returns confirmed addresses; Google says so explicitly.
    emailVerified: provider.id === 'facebook' ? email !== null : info.email_verified === true || info.email_verified === 'true',
    firstName: text(info.given_name ?? info.first_name) || name.split(' ')[0] || 'User',
    lastName: text(info.family_name ?? info.last_name) || name.split(' ').slice(1).join(' ') || '-',
    pictureUrl: typeof pictureUrl === 'string' && pictureUrl.startsWith('https://') ? pictureUrl : null,
  };
}
