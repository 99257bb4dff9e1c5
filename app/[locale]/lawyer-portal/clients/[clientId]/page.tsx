import type { Metadata } from 'next';
import { WorkItemStatusBadge } from '@/components/work-items/status-badge';
import type { WorkItemStatus } from '@/lib/dto/work-item';
import Link from 'next/link';
import { Avatar } from '@/components/ui/avatar';
import { formatPeso } from '@/components/lawyers/format';
import { MeetingRow } from '@/components/meetings/meeting-list';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { getLawyerClient, listClientWorkItems } from '@/lib/server/engagements/clients/clients';
import { listMeetings } from '@/lib/server/meetings/list-meetings';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { portalDay } from '@/components/portal/portal-day';
import { portalMetadata } from '@/components/portal/portal-metadata';
import { localePath } from '@/lib/i18n/paths';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf, textFor } from '@/lib/i18n/server';
import { notFoundUnlessBroken } from '@/lib/server/platform/http/not-found-page';

type Props = { params: Promise<{ locale: string; clientId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { clientId } = await params;
  return portalMetadata(await localeOf(params), `/lawyer-portal/clients/${encodeURIComponent(clientId)}`, 'client.metaTitle');
}
export const dynamic = 'force-dynamic';

/** One client of this lawyer: contact, meetings together, work items. Anyone else is a 404. */
export default async function LawyerClientPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'portal');
  const at = (path: string) => localePath(locale, path);
  const { clientId } = await params;
  const user = await requirePageUser(`/lawyer-portal/clients/${encodeURIComponent(clientId)}`);
  const client = await getLawyerClient(user.id, clientId).catch(notFoundUnlessBroken);
  const [meetings, workItems] = await Promise.all([
    listMeetings({ viewer: user, clientId, limit: 100 }),
    listClientWorkItems(user.id, clientId),
  ]);
  return (
    <div className="container-page max-w-3xl py-8">
      <Link href={at('/lawyer-portal/clients')} className="text-sm font-medium text-primary hover:underline">
        {t('client.back')}
      </Link>
      <section
        aria-labelledby="client-heading"
        className="mt-4 flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:p-6"
      >
        <Avatar src={client.picture_url} name={`${client.first_name} ${client.last_name}`} size={64} priority />
        <div className="min-w-0 flex-1">
          <h1 id="client-heading" className="text-2xl font-bold text-slate-900">
            {client.first_name} {client.last_name}
          </h1>
          <p className="break-all text-sm text-slate-600">{client.email}</p>
        </div>
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <div>
            <dt className="text-slate-600">{t('client.meetings')}</dt>
            <dd className="font-semibold text-slate-900">{client.meetings}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('client.paid')}</dt>
            <dd className="font-semibold text-slate-900">{formatPeso(client.total_paid)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="client-meetings" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="client-meetings" className="text-lg font-semibold text-slate-900">
          {t('client.meetings')}
        </h2>
        {/* The rows speak the `meetings` catalogue (their own area's words). */}
        <ClientMessages locale={locale} namespaces={['meetings']}>
          <ul className="mt-2 divide-y divide-slate-200">
            {meetings.results.map((m) => (
              <MeetingRow key={m._id} meeting={m} zone={DEFAULT_TIME_ZONE} href={at(`/lawyer-portal/meeting/${m._id}`)} />
            ))}
          </ul>
        </ClientMessages>
      </section>
      <section aria-labelledby="client-work" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="client-work" className="text-lg font-semibold text-slate-900">
            {t('client.workItems')}
          </h2>
          {client.meetings > 0 && (
            <Link href={at(`/lawyer-portal/work-items/proposal?client=${client._id}`)} className="btn-outline">
              {t('client.propose')}
            </Link>
          )}
        </div>
        {workItems.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('client.noWork')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {workItems.map((w) => (
              <li key={w._id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <Link href={at(`/lawyer-portal/work-items/${w._id}`)} className="min-w-0 truncate text-primary hover:underline">
                  {w.title}
                </Link>
                <span className="flex shrink-0 items-center gap-2 text-slate-600">
                  <WorkItemStatusBadge status={w.status as WorkItemStatus} /> {formatPeso(w.price)} · {portalDay(w.created_at, locale)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
