import type { Metadata } from 'next';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { ForbiddenScreen } from '@/components/ui/boundary-screens';
import { boundaryLocale, textFor } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await textFor(await boundaryLocale(), 'errors');
  return { title: t('forbidden.metaTitle'), robots: { index: false } };
}

/** 403: signed in, but this page is not for this account (the admin console). */
export default async function Forbidden() {
  const locale = await boundaryLocale();
  return (
    <>
      <SiteHeader />
      <ForbiddenScreen locale={locale} />
      <SiteFooter locale={locale} />
    </>
  );
}
