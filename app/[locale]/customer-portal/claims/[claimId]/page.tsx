import type { Metadata } from 'next';
import Link from 'next/link';
import { ClaimView } from '@/features/money-claims/components/claim-view';
import { getClaim } from '@/features/money-claims/server/claims';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { notFoundUnlessBroken } from '@/lib/server/platform/http/not-found-page';
import { claimPath } from '@/features/money-claims/reference/claim-link';

type Props = { params: Promise<{ locale: string; claimId: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await textFor(await localeOf(params), 'claims');
  return { title: t('nav.claims'), robots: { index: false } };
}

/** Issue 75, item 2: one claim, its owner's alone (anyone else: the 404 page, as the API answers them). */
export default async function ClaimPage({ params }: Props) {
  const locale = await localeOf(params);
  const { claimId } = await params;
  const user = await requirePageUser(claimPath(encodeURIComponent(claimId)));
  const claim = await getClaim(user.id, claimId).catch(notFoundUnlessBroken);
  const t = await textFor(locale, 'claims');
  return (
    <div className="container-page max-w-3xl space-y-4 py-8">
      <Link href={localePath(locale, '/customer-portal/matters')} className="text-sm font-medium text-primary hover:underline">
        {t('claim.back')}
      </Link>
      <ClientMessages locale={locale} namespaces={['claims']}>
        <ClaimView initial={claim} />
      </ClientMessages>
    </div>
  );
}
