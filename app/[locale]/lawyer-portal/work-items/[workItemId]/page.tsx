import type { Metadata } from 'next';
import Link from 'next/link';
import { workItemMetadata } from '@/components/work-items/page-meta';
import { LETTER_PAGE_KEYS } from '@/components/work-items/letters/letter-keys';
import { LetterPanel } from '@/components/work-items/letters/letter-panel';
import { SERVICE_ORDER_PAGE_KEYS, SERVICE_ORDER_PANEL_KEYS } from '@/features/services/components/panel-keys';
import { WorkItemDetail } from '@/components/work-items/work-item-detail';
import { OpenMatter } from '@/features/matters/components/open-matter';
import { MATTER_OPEN_KEYS } from '@/features/matters/components/open-matter-keys';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { opensMatter } from '@/features/matters/rules/matters';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { getWorkItemView } from '@/features/services/server/orders/order-view';
import { getLetterState } from '@/lib/server/work-items/letters/get-letter';
import { notFoundPage, notFoundUnlessBroken } from '@/lib/server/platform/http/not-found-page';

type Props = { params: Promise<{ workItemId: string; locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { workItemId } = await params;
  return workItemMetadata(await localeOf(params), 'detail', `/lawyer-portal/work-items/${encodeURIComponent(workItemId)}`);
}

/** A lawyer's engagement: only its own lawyer sees it. */
export default async function LawyerWorkItemPage({ params }: Props) {
  const { workItemId } = await params;
  const locale = await localeOf(params);
  const t = await textFor(locale, 'work');
  const user = await requirePageUser(`/lawyer-portal/work-items/${encodeURIComponent(workItemId)}`);
  const item = await getWorkItemView(user.id, workItemId).catch(notFoundUnlessBroken);
  if (item.role !== 'LAWYER') return notFoundPage();
  const letter = await getLetterState(user.id, item._id);
  // A service order's matter opens by the order's own status (taken), a custom engagement's by the item's (paid).
  const source = item.service_order
    ? { kind: 'SERVICE_ORDER' as const, status: item.service_order.status }
    : { kind: 'WORK_ITEM' as const, status: item.status };
  return (
    <div className="container-page max-w-5xl py-8">
      <div className="flex flex-wrap items-center gap-4 text-sm font-medium">
        <Link href={localePath(locale, '/lawyer-portal/work-items')} className="text-primary hover:underline">
          {t('pages.backToList')}
        </Link>
        <Link href={localePath(locale, `/lawyer-portal/clients/${item.customer._id}`)} className="text-primary hover:underline">
          {t('pages.client', { name: `${item.customer.first_name} ${item.customer.last_name}` })}
        </Link>
        {opensMatter(source.kind, source.status) && (
          // Issue 64: engaged work (a custom engagement paid, a fixed-price order taken) can become a matter.
          <div className="ml-auto">
            <ClientMessages locale={locale} namespaces={[['matters', MATTER_OPEN_KEYS]]}>
              <OpenMatter kind={source.kind} sourceId={item._id} />
            </ClientMessages>
          </div>
        )}
      </div>
      <div className="mt-4">
        <ClientMessages
          locale={locale}
          namespaces={[
            'work',
            'threads',
            ['letters', LETTER_PAGE_KEYS],
            ['serviceOrders', SERVICE_ORDER_PAGE_KEYS],
            ['services', SERVICE_ORDER_PANEL_KEYS],
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
