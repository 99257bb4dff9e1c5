import type { Metadata } from 'next';
import { matterMetadata } from '@/features/matters/components/page-meta';
import { localeOf } from '@/lib/i18n/server';
import { MatterPage, type MattersPortal } from '@/app/[locale]/_matters/matter-pages';

type Props = { params: Promise<{ locale: string; matterId: string }> };

const PORTAL: MattersPortal = { role: 'CUSTOMER', base: '/customer-portal/matters' };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { matterId } = await params;
  return matterMetadata(await localeOf(params), 'matterTitle', `${PORTAL.base}/${encodeURIComponent(matterId)}`);
}

/** Issue 64: one matter, as its customer follows it. */
export default async function CustomerMatterPage({ params }: Props) {
  const { matterId } = await params;
  return <MatterPage locale={await localeOf(params)} portal={PORTAL} matterId={matterId} />;
}
