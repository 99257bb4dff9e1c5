'use client';

import Link from 'next/link';
import { useCallbackUrl } from '@/lib/auth/use-callback-url';
import { useHref, useT } from '@/lib/i18n/client';
import { richText } from './rich-text';
import { orList } from './sign-up-subtitle';

export type OAuthProviderOption = { id: 'google' | 'facebook'; label: string };

/**
 * "Continue with Google/Facebook" — rendered only for providers the server has configured. A new
 * account made this way takes the page's language from the language cookie (complete-oauth.ts).
 */
export function OAuthButtons({ providers }: { providers: OAuthProviderOption[] }) {
  const callback = useCallbackUrl();
  const t = useT('auth');
  const href = useHref();
  if (providers.length === 0) return null;
  const query = callback ? `?callback_url=${encodeURIComponent(callback)}` : '';
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        {t('oauth.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="mt-4 flex flex-col gap-2">
        {providers.map((p) => (
          // A full navigation, not fetch: the provider's page must take over the window.
          <a key={p.id} href={`/api/v1/auth/oauth/${p.id}${query}`} className="btn-outline w-full">
            {t('oauth.continueWith', { provider: p.label })}
          </a>
        ))}
      </div>
      {/* A new account made through a provider records this acceptance (complete-oauth.ts). */}
      <p className="mt-3 text-center text-xs text-slate-600">
        {richText(
          t,
          'oauth.agree',
          {
            terms: (
              <Link href={href('/terms')} className="font-medium text-primary underline">
                {t('consent.terms')}
              </Link>
            ),
            privacy: (
              <Link href={href('/privacy')} className="font-medium text-primary underline">
                {t('consent.privacy')}
              </Link>
            ),
          },
          {
            providers: orList(
              providers.map((p) => p.label),
              t,
            ),
          },
        )}
      </p>
    </div>
  );
}
