import type { Metadata } from 'next';
import Link from 'next/link';
import { workItemMetadata } from '@/components/work-items/page-meta';
import { LETTER_PAGE_KEYS } from '@/components/work-items/letters/letter-keys';
import { LetterPanel } from '@/components/work-items/letters/letter-panel';
import { SERVICE_ORDER_PAGE_KEYS, SERVICE_ORDER_PANEL_KEYS } from '@/features/services/components/panel-keys';
import { WorkItemDetail } from '@/components/work-items/work-item-detail';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { getWorkItemView } from '@/features/services/server/orders/order-view';
import { getLetterState } from '@/lib/server/work-items/letters/get-letter';
import { notFoundPage, notFoundUnlessBroken } from '@/lib/server/platform/http/not-found-page';

type Props = { params: Promise<{ workItemId: string; locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { workItemId } = await params;
  return workItemMetadata(await localeOf(params), 'detail', `/customer-portal/work-items/${encodeURIComponent(workItemId)}`);
}

/** A client's engagement: only the client it was sent to sees it (never a draft). */
export default async function CustomerWorkItemPage({ params }: Props) {
  const { workItemId } = await params;
  const locale = await localeOf(params);
  const t = await textFor(locale, 'work');
  const user = await requirePageUser(`/customer-portal/work-items/${encodeURIComponent(workItemId)}`);
  const item = await getWorkItemView(user.id, workItemId).catch(notFoundUnlessBroken);
  if (item.role !== 'CUSTOMER') return notFoundPage();
  const letter = await getLetterState(user.id, item._id);
  return (
    <div className="container-page max-w-5xl py-8">
      <Link href={localePath(locale, '/customer-portal/work-items')} className="text-sm font-medium text-primary hover:underline">
        {t('pages.backToList')}
      </Link>
      <div className="mt-4">
        <ClientMessages
          locale={locale}
          namespaces={[
            'work',
            'threads',
            ['letters', LETTER_PAGE_KEYS],
            ['serviceOrders', SERVICE_ORDER_PAGE_KEYS],
            ['services', SERVICE_ORDER_PANEL_KEYS],
            ['disputes', ['offPlatform.']],
          ]}
        >
          <WorkItemDetail
            initial={item}
            letter={
              // A proposal waits for its letter; an item paid before letters existed has none to show.
              letter.versions.length > 0 || item.status === 'PROPOSAL' ? (
                <LetterPanel workItemId={item._id} initial={letter} service={item.kind === 'SERVICE'} />
              ) : null
            }
          />
        </ClientMessages>
      </div>
    </div>
  );
}
