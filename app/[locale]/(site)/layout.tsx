import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { localeOf } from '@/lib/i18n/server';

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  return (
    <>
      <SiteHeader />
      {children}
      <SiteFooter locale={locale} />
    </>
  );
}
