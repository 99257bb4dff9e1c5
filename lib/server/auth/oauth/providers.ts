import 'server-only';
import { appUrl } from '@/lib/config/app';
import { env } from '@/lib/server/env';

export type OAuthProviderId = 'google' | 'facebook';
const OAUTH_PROVIDER_IDS: OAuthProviderId[] = ['google', 'facebook'];

export type OAuthProviderConfig = {
  id: OAuthProviderId;
  label: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scopes: string[];
  /** True when an endpoint comes from the environment (a test double or a proxy), not the default. */
  overridden: boolean;
  redirectUri: string;
};

const DEFAULTS = {
  google: {
    label: 'Google',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'email', 'profile'],
  },
  facebook: {
    label: 'Facebook',
    authorizeUrl: 'https://www.facebook.com/v16.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v16.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,email,first_name,last_name,picture.type(large)',
    scopes: ['email', 'public_profile'],
  },
} as const;

/**
 * GOOGLE_CLIENT_ID/SECRET and FACEBOOK_CLIENT_ID/SECRET switch a provider on. Endpoints can be
 * overridden per provider with <P>_AUTHORIZE_URL, <P>_TOKEN_URL, <P>_USERINFO_URL, or all three at
 * once with OAUTH_<P>_ISSUER (an OIDC-style server with /authorize, /token and /userinfo).
 */
export function oauthProvider(id: string): OAuthProviderConfig | null {
  if (id !== 'google' && id !== 'facebook') return null;
  const prefix = id.toUpperCase();
  const e = env();
  const clientId = id === 'google' ? e.GOOGLE_CLIENT_ID : e.FACEBOOK_CLIENT_ID;
  const clientSecret = id === 'google' ? e.GOOGLE_CLIENT_SECRET : e.FACEBOOK_CLIENT_SECRET;
  if (!clientId || !clientSecret) return null;
  const issuer = (id === 'google' ? e.OAUTH_GOOGLE_ISSUER : e.OAUTH_FACEBOOK_ISSUER)?.replace(/\/$/, '');
  const endpoint = (name: 'AUTHORIZE' | 'TOKEN' | 'USERINFO', path: string) =>
    e[`${prefix as 'GOOGLE' | 'FACEBOOK'}_${name}_URL`] || (issuer ? `${issuer}/${path}` : undefined);
  const authorizeUrl = endpoint('AUTHORIZE', 'authorize');
  const tokenUrl = endpoint('TOKEN', 'token');
  const userinfoUrl = endpoint('USERINFO', 'userinfo');
  const defaults = DEFAULTS[id];
  return {
    id,
    label: defaults.label,
    clientId,
    clientSecret,
    authorizeUrl: authorizeUrl ?? defaults.authorizeUrl,
    tokenUrl: tokenUrl ?? defaults.tokenUrl,
    userinfoUrl: userinfoUrl ?? defaults.userinfoUrl,
    scopes: [...defaults.scopes],
    overridden: Boolean(authorizeUrl || tokenUrl || userinfoUrl),
    redirectUri: `${appUrl()}/api/v1/auth/oauth/${id}/callback`,
  };
}

/** The providers whose buttons the sign-in and sign-up pages show. */
export function configuredOAuthProviders(): { id: OAuthProviderId; label: string }[] {
  return OAUTH_PROVIDER_IDS.map((id) => oauthProvider(id))
    .filter((p): p is OAuthProviderConfig => p !== null)
    .map(({ id, label }) => ({ id, label }));
}
