import { BadgeCheck, ShieldAlert } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { cache } from 'react';
import { APP_NAME } from '@/lib/config/app';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { languageAlternates } from '@/lib/i18n/alternates';
import { INTL_LOCALE, localePath, OG_LOCALE, type Locale } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { findVerificationCard } from '@/lib/server/lawyers/find-verification-card';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';

type Props = { params: Promise<{ locale: string; lawyerId: string }> };

// A verification must reflect the lawyer's standing now, not at build time.
export const dynamic = 'force-dynamic';

const loadCard = cache((id: string) => findVerificationCard(id));

const sinceFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "May 6, 2024" / "Mayo 6, 2024", the day in Philippine time. */
function sinceFormat(locale: Locale): Intl.DateTimeFormat {
  let f = sinceFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: DEFAULT_TIME_ZONE });
    sinceFormats.set(locale, f);
  }
  return f;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'profile');
  const { lawyerId } = await params;
  const card = await loadCard(lawyerId);
  if (!card) return { title: t('meta.notFound'), robots: { index: false } };
  const path = `/verify/${lawyerId}`;
  return {
    title: t('verify.title', { name: card.name }),
    robots: { index: false },
    alternates: languageAlternates(locale, path),
    openGraph: { url: localePath(locale, path), locale: OG_LOCALE[locale] },
  };
}

/** Where the QR code on a lawyer's profile leads: is this person a lawyer verified here? */
export default async function VerifyLawyerPage({ params }: Props) {
  const locale = await localeOf(params);
  const card = await loadCard((await params).lawyerId);
  if (!card) return notFoundPage();
  const t = await textFor(locale, 'profile');
  return (
    <main id="main" className="bg-slate-50">
      <div className="container-page flex justify-center py-10 sm:py-16">
        <section aria-labelledby="verify-heading" className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 text-center">
          <p className="text-sm font-medium uppercase tracking-wide text-slate-600">{t('verify.kicker')}</p>
          <h1 id="verify-heading" className="mt-2 text-2xl font-bold text-slate-900">
            {card.name}
          </h1>
          <p className="mt-1 text-slate-700">{t('verify.roll', { number: card.roll_number })}</p>
          {card.verified ? (
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-primary-50 px-3 py-1 font-semibold text-primary-700">
              <BadgeCheck aria-hidden="true" className="h-5 w-5" />
              {card.verified_since
                ? t('verify.since', { date: sinceFormat(locale).format(new Date(card.verified_since)) })
                : t('verify.verified')}
            </p>
          ) : (
            <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-left text-amber-900">
              <p className="inline-flex items-center gap-2 font-semibold">
                <ShieldAlert aria-hidden="true" className="h-5 w-5" /> {t('verify.notVerified')}
              </p>
              <p className="mt-1 text-sm">{t('verify.warning', { app: APP_NAME })}</p>
            </div>
          )}
          {card.profile_url ? (
            <p className="mt-6">
              <Link
                href={localePath(locale, `/lawyer/${card._id}`)}
                className="font-semibold text-primary-700 underline hover:text-primary-800"
              >
                {t('verify.viewProfile')}
              </Link>
            </p>
          ) : null}
        </section>
      </div>
    </main>
  );
}
