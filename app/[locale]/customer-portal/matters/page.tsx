import type { Metadata } from 'next';
import { matterMetadata } from '@/features/matters/components/page-meta';
import { localeOf } from '@/lib/i18n/server';
import { MattersListPage, type MattersPortal } from '@/app/[locale]/_matters/matter-pages';

type Props = { params: Promise<{ locale: string }> };

const PORTAL: MattersPortal = { role: 'CUSTOMER', base: '/customer-portal/matters' };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return matterMetadata(await localeOf(params), 'title', PORTAL.base);
}

/** Issue 64: the customer's matters. */
export default async function CustomerMattersPage({ params }: Props) {
  return <MattersListPage locale={await localeOf(params)} portal={PORTAL} />;
}
