import { BadgeCheck, Globe2, LockKeyhole, ReceiptText } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { RegisterCta } from '@/components/home/register-cta';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbList, organization } from '@/components/seo/structured-data';
import { APP_NAME } from '@/lib/config/app';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { SUPPORT_EMAIL } from '@/lib/reference/footer-links';
import { siteFeeNote } from '@/lib/server/content/faq';

// Prerendered: the fee sentence is the fee model at the PLATFORM_FEE_PERCENT the build ran with.
export const dynamic = 'force-static';

type Props = { params: Promise<{ locale: string }> };

const PATH = '/about';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'faq');
  const description = t('about.metaDescription', { app: APP_NAME });
  return {
    title: t('about.metaTitle'),
    description,
    alternates: languageAlternates(locale, PATH),
    openGraph: { title: t('about.ogTitle', { app: APP_NAME }), description, url: localePath(locale, PATH), locale: OG_LOCALE[locale] },
  };
}

const VALUES = [
  { icon: BadgeCheck, key: 'verified' },
  { icon: ReceiptText, key: 'fees' },
  { icon: Globe2, key: 'anywhere' },
  { icon: LockKeyhole, key: 'privacy' },
] as const;

const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;

export default async function AboutPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'faq');
  const crumbs = [
    { name: t('about.crumbHome'), path: localePath(locale, '/') },
    { name: t('about.crumb'), path: localePath(locale, PATH) },
  ];
  return (
    <main id="main">
      <JsonLd data={breadcrumbList(crumbs)} />
      <JsonLd data={organization()} />
      <section className="bg-primary-50">
        <div className="container-page py-10 sm:py-16">
          <Breadcrumbs crumbs={crumbs} locale={locale} />
          <h1 className="mt-4 max-w-3xl text-3xl font-bold leading-tight text-primary-800 sm:text-5xl">{t('about.heading')}</h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{t('about.lead', { app: APP_NAME })}</p>
        </div>
      </section>

      <section className="container-page py-12 sm:py-16" aria-labelledby="mission-heading">
        <div className="grid gap-8 md:grid-cols-2">
          <div>
            <h2 id="mission-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t('about.missionHeading')}
            </h2>
            <p className="mt-4 leading-relaxed text-slate-700">{t('about.mission')}</p>
            <p className="mt-4 leading-relaxed text-slate-700">{t('about.forLawyers')}</p>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-6">
            <h2 className="text-xl font-semibold text-slate-900">{t('about.isAndIsNotHeading', { app: APP_NAME })}</h2>
            <ul className="mt-4 list-disc space-y-3 pl-5 text-slate-700">
              <li>{t.rich('about.notALawFirm', { app: APP_NAME, strong })}</li>
              <li>{t('about.fees', { feeNote: siteFeeNote(locale) })}</li>
              <li>{t.rich('about.notaries', { strong })}</li>
              <li>
                {t.rich('about.freeHelp', {
                  link: (chunks) => (
                    <Link href={localePath(locale, '/blog/how-free-legal-aid-works')} className="text-primary underline">
                      {chunks}
                    </Link>
                  ),
                })}
              </li>
            </ul>
          </div>
        </div>
      </section>

      <section className="bg-slate-50" aria-labelledby="values-heading">
        <div className="container-page py-12 sm:py-16">
          <h2 id="values-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('about.valuesHeading')}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon: Icon, key }) => (
              <li key={key} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="h-8 w-8 text-primary" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`about.values.${key}Title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{t(`about.values.${key}`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page py-12 text-center sm:py-16" aria-labelledby="join-heading">
        <h2 id="join-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('about.joinHeading')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-700">
          {t.rich('about.join', {
            email: SUPPORT_EMAIL,
            link: (chunks) => (
              <a href={`mailto:${SUPPORT_EMAIL}`} className="text-primary underline">
                {chunks}
              </a>
            ),
          })}
        </p>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <RegisterCta />
          <Link href={localePath(locale, '/lawyers-online')} className="btn-outline px-6 py-3 text-base">
            {t('about.findLawyer')}
          </Link>
        </div>
      </section>
    </main>
  );
}
