import type { Metadata } from 'next';
import Link from 'next/link';
import { IntakeForm } from '@/features/money-claims/components/intake-form';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { NEW_CLAIM_PATH } from '@/features/money-claims/reference/claim-link';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await textFor(await localeOf(params), 'claims');
  return { title: t('intake.title') };
}

/** Issue 75, item 1: the intake that opens a money claim (signed in: the claim is the person's own). */
export default async function NewClaimPage({ params }: Props) {
  const locale = await localeOf(params);
  await requirePageUser(NEW_CLAIM_PATH);
  const t = await textFor(locale, 'claims');
  return (
    <div className="container-page max-w-3xl space-y-6 py-8">
      <Link href={localePath(locale, '/customer-portal/matters')} className="text-sm font-medium text-primary hover:underline">
        {t('claim.back')}
      </Link>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('intake.title')}</h1>
        <p className="max-w-2xl text-sm text-slate-600">{t('intake.intro')}</p>
      </header>
      <ClientMessages locale={locale} namespaces={['claims', 'triage']}>
        <IntakeForm />
      </ClientMessages>
    </div>
  );
}
