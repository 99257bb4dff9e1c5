import { APP_NAME } from '@/lib/config/app';
import type { Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';
import { SignOutButton } from './sign-out-button';

/**
 * The bar of the verification pages (/verify-email, /verify-email/{token}, /verify-ibp/{token}): the
 * logo, and "Sign out" for a signed-in user. Unlike the public header it shows for lawyers too: a new
 * lawyer waiting for the mail must be able to leave or switch accounts.
 */
export async function VerificationHeader({ signedIn, home, locale }: { signedIn: boolean; home: string; locale: Locale }) {
  const t = await textFor(locale, 'common');
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav aria-label={t('header.main')} className="container-page flex h-16 items-center gap-2">
        <a href={home} className="text-xl font-bold text-primary">
          {APP_NAME}
        </a>
        <SignOutButton signedIn={signedIn} />
      </nav>
    </header>
  );
}
