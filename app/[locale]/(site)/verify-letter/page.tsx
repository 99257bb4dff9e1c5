import type { Metadata } from 'next';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { VerifyLetterForm } from '@/components/work-items/letters/verify-letter-form';
import { APP_NAME } from '@/lib/config/app';
import { languageAlternates } from '@/lib/i18n/alternates';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'letters');
  return {
    title: t('verify.metaTitle'),
    description: t('verify.metaDescription', { app: APP_NAME }),
    robots: { index: false },
    alternates: languageAlternates(locale, '/verify-letter'),
    openGraph: { url: localePath(locale, '/verify-letter'), locale: OG_LOCALE[locale] },
  };
}

/** Issue 42: anyone checks whether a PDF is exactly an engagement letter both parties signed here. */
export default async function VerifyLetterPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'letters');
  const questions = await textFor(locale, 'questions');
  const ulas = await textFor(locale, 'ulas');
  return (
    <main id="main" className="bg-slate-50">
      <div className="container-page flex justify-center py-10 sm:py-16">
        <section aria-labelledby="verify-letter-heading" className="w-full max-w-lg rounded-lg border border-slate-200 bg-white p-6">
          <p className="text-sm font-medium uppercase tracking-wide text-slate-600">{t('verify.kicker')}</p>
          <h1 id="verify-letter-heading" className="mt-2 text-2xl font-bold text-slate-900">
            {t('verify.heading')}
          </h1>
          <p className="mt-2 text-slate-700">{t('verify.intro', { app: APP_NAME })}</p>
          <p className="mt-2 text-sm text-slate-600">{questions('verify.formHint')}</p>
          <p className="mt-1 text-sm text-slate-600">{ulas('verify.formHint')}</p>
          <ClientMessages locale={locale} namespaces={[['letters', ['verify.', 'errors.']], SERVER_ERROR_WORDS]}>
            <VerifyLetterForm />
          </ClientMessages>
          <p className="mt-6 text-xs text-slate-500">{t('verify.privacy')}</p>
        </section>
      </div>
    </main>
  );
}
