import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArticleBody } from '@/components/content/article-body';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbList } from '@/components/seo/structured-data';
import { FREE_CANCELLATION_HOURS, NO_SHOW_AFTER_MINUTES, NO_SHOW_CLAIM_DAYS } from '@/lib/config/cancellation';
import { MANUAL_REFUND_BUSINESS_DAYS } from '@/lib/config/refunds';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { MAX_RESCHEDULES_PER_PARTY } from '@/lib/rules/reschedule-limit';
import { holdMinutes } from '@/lib/server/meetings/constants';

export const dynamic = 'force-static';

type Props = { params: Promise<{ locale: string }> };

const PATH = '/cancellation-policy';

/** The numbers the words carry: the same constants the rules apply. */
const NUMBERS = {
  hours: FREE_CANCELLATION_HOURS,
  minutes: NO_SHOW_AFTER_MINUTES,
  days: NO_SHOW_CLAIM_DAYS,
  times: MAX_RESCHEDULES_PER_PARTY,
  businessDays: MANUAL_REFUND_BUSINESS_DAYS,
};

const bold = (chunks: ReactNode) => <strong>{chunks}</strong>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'policy');
  const title = t('cancellation.metaTitle');
  const description = t('cancellation.metaDescription', NUMBERS);
  return {
    title,
    description,
    alternates: languageAlternates(locale, PATH),
    openGraph: { title, description, url: localePath(locale, PATH), locale: OG_LOCALE[locale] },
  };
}

/**
 * The policy in plain words, in both languages (messages/<lang>/policy.json). Its numbers come from
 * lib/config/cancellation.ts, the same constants the cancel handler's rule
 * (lib/server/meetings/cancellation-policy.ts) applies, so page and code agree.
 */
export default async function CancellationPolicyPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'policy');
  const title = t('cancellation.metaTitle');
  const crumbs = [
    { name: t('cancellation.crumbHome'), path: localePath(locale, '/') },
    { name: title, path: localePath(locale, PATH) },
  ];
  const values = { ...NUMBERS, hold: holdMinutes(), b: bold };
  return (
    <main id="main" className="container-page py-8 sm:py-12">
      <JsonLd data={breadcrumbList(crumbs)} />
      <Breadcrumbs crumbs={crumbs} locale={locale} />
      <article className="mx-auto mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
        <div className="mt-6 rounded-xl bg-primary-50 p-4 text-slate-800 ring-1 ring-primary-200">
          <p className="font-semibold">{t('cancellation.inShort')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {(['short1', 'short2', 'short3', 'short4'] as const).map((key) => (
              <li key={key}>{t.rich(`cancellation.${key}`, values)}</li>
            ))}
          </ul>
        </div>
        <ArticleBody className="mt-8">
          <h2 id="before-payment">{t('cancellation.beforeHeading')}</h2>
          <p>{t.rich('cancellation.before', values)}</p>
          <h2 id="client-cancels">{t('cancellation.clientHeading')}</h2>
          <p>{t('cancellation.client')}</p>
          <ul>
            <li>{t.rich('cancellation.clientEarly', values)}</li>
            <li>{t.rich('cancellation.clientLate', values)}</li>
          </ul>
          <p>{t.rich('cancellation.clientCount', values)}</p>
          <h2 id="rescheduling">{t('cancellation.rescheduleHeading')}</h2>
          <p>{t.rich('cancellation.reschedule', values)}</p>
          <h2 id="lawyer-cancels">{t('cancellation.lawyerHeading')}</h2>
          <ul>
            <li>{t.rich('cancellation.lawyerCancels', values)}</li>
            <li>{t.rich('cancellation.lawyerNoShow', values)}</li>
          </ul>
          <h2 id="refunds">{t('cancellation.refundsHeading')}</h2>
          <p>{t.rich('cancellation.refunds', values)}</p>
          <p>{t('cancellation.reference')}</p>
          <p>{t.rich('cancellation.partOfTerms', { link: (chunks) => <Link href={localePath(locale, '/terms')}>{chunks}</Link> })}</p>
        </ArticleBody>
      </article>
    </main>
  );
}
