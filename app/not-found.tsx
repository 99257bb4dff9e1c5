import type { Metadata } from 'next';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { ErrorScreen } from '@/components/ui/error-screen';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

// The root boundary renders under the root layout only (no segment layout above it catches an
// unknown URL or a notFound()), so it brings the site's header and footer itself: a lost visitor
// still has the search, the sign-in and every footer link one click away.
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <ErrorScreen title="Ops... You are lost!" />
      <SiteFooter />
    </>
  );
}
