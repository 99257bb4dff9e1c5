import type { ReactNode } from 'react';
import { VerificationHeader } from '@/components/header/verification-header';
import { portalPath } from '@/lib/auth/access-rules';
import { localePath } from '@/lib/i18n/paths';
import { localeOf } from '@/lib/i18n/server';
import { getSessionUser } from '@/lib/server/auth/get-session-user';

/** The verification links' pages and the account's: their own bar (the logo, "Sign out"), not the top header. */
export default async function VerificationBarLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  const user = await getSessionUser();
  return (
    <>
      <VerificationHeader
        locale={locale}
        signedIn={user !== null}
        home={localePath(locale, user?.type === 'LAWYER' ? portalPath('LAWYER') : '/')}
      />
      {children}
    </>
  );
}
