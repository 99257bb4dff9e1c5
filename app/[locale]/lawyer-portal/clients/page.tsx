import type { Metadata } from 'next';
import Link from 'next/link';
import { Avatar } from '@/components/ui/avatar';
import { formatPeso } from '@/components/lawyers/format';
import { portalDay } from '@/components/portal/portal-day';
import { portalMetadata } from '@/components/portal/portal-metadata';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { listLawyerClients } from '@/lib/server/engagements/clients/clients';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(await localeOf(params), '/lawyer-portal/clients', 'clients.metaTitle');
}
export const dynamic = 'force-dynamic';

export default async function LawyerClientsPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'portal');
  const user = await requirePageUser('/lawyer-portal/clients');
  const page = Math.min(Math.max(Number((await searchParams).page) || 0, 0), 10_000);
  const clients = await listLawyerClients(user.id, { page });
  const at = (path: string) => localePath(locale, path);
  return (
    <div className="container-page max-w-4xl py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('clients.heading')}</h1>
      <section aria-label={t('clients.list')} className="mt-6 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {clients.results.length === 0 ? (
          <p className="p-6 text-sm text-slate-600">{t('clients.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {clients.results.map((c) => (
              <li key={c._id}>
                <Link href={at(`/lawyer-portal/clients/${c._id}`)} className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50">
                  <Avatar src={c.picture_url} name={`${c.first_name} ${c.last_name}`} size={40} />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">
                      {c.first_name} {c.last_name}
                    </p>
                    <p className="text-sm text-slate-600">
                      {t('clients.meetings', { count: c.meetings })}
                      {c.next_meeting
                        ? t('clients.next', { day: portalDay(c.next_meeting, locale) })
                        : c.last_meeting
                          ? t('clients.last', { day: portalDay(c.last_meeting, locale) })
                          : ''}
                    </p>
                  </div>
                  <p className="shrink-0 text-sm font-medium text-slate-900">{formatPeso(c.total_paid)}</p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <nav aria-label={t('clients.pages')} className="mt-4 flex justify-between">
        {page > 0 ? (
          <Link href={at(`/lawyer-portal/clients?page=${page - 1}`)} className="btn-ghost">
            {t('clients.previous')}
          </Link>
        ) : (
          <span />
        )}
        {clients.hasMore && (
          <Link href={at(`/lawyer-portal/clients?page=${page + 1}`)} className="btn-ghost">
            {t('clients.nextPage')}
          </Link>
        )}
      </nav>
    </div>
  );
}
