import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SignInHere } from '@/components/auth/sign-in-here';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { ErrorScreen } from '@/components/ui/error-screen';

export const metadata: Metadata = { title: 'Please sign in', robots: { index: false } };

/**
 * 401: a visitor on a page that needs an account (the admin console). Like not-found, a root
 * boundary under the root layout only, so it brings the header and footer itself; "Sign in" comes
 * back to the page that refused.
 */
export default function Unauthorized() {
  return (
    <>
      <SiteHeader />
      <ErrorScreen title="Please sign in to continue">
        <Suspense fallback={null}>
          <SignInHere />
        </Suspense>
      </ErrorScreen>
      <SiteFooter />
    </>
  );
}
