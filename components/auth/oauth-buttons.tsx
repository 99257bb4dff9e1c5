'use client';

import Link from 'next/link';
import { useCallbackUrl } from '@/lib/auth/use-callback-url';

export type OAuthProviderOption = { id: 'google' | 'facebook'; label: string };

/** "Continue with Google/Facebook" — rendered only for providers the server has configured. */
export function OAuthButtons({ providers }: { providers: OAuthProviderOption[] }) {
  const callback = useCallbackUrl();
  if (providers.length === 0) return null;
  const query = callback ? `?callback_url=${encodeURIComponent(callback)}` : '';
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="mt-4 flex flex-col gap-2">
        {providers.map((p) => (
          // A full navigation, not fetch: the provider's page must take over the window.
          <a key={p.id} href={`/api/v1/auth/oauth/${p.id}${query}`} className="btn-outline w-full">
            Continue with {p.label}
          </a>
        ))}
      </div>
      {/* A new account made through a provider records this acceptance (complete-oauth.ts). */}
      <p className="mt-3 text-center text-xs text-slate-600">
        By continuing with {providers.map((p) => p.label).join(' or ')}, you agree to the{' '}
        <Link href="/terms" className="font-medium text-primary underline">
          Terms of Service
        </Link>{' '}
        and the{' '}
        <Link href="/privacy" className="font-medium text-primary underline">
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}
