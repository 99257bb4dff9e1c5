import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { VerificationHeader } from '@/components/header/verification-header';
import { portalPath } from '@/lib/auth/access-rules';
import { getSessionUser } from '@/lib/server/auth/get-session-user';

// The verification pages: rendered per request with their own bar (logo, sign-out), never indexed.
export const metadata: Metadata = { robots: { index: false, follow: true } };

export default async function VerificationLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  return (
    <div className="flex min-h-screen flex-col bg-primary-50">
      <VerificationHeader signedIn={user !== null} home={user?.type === 'LAWYER' ? portalPath('LAWYER') : '/'} />
      {children}
    </div>
  );
}
