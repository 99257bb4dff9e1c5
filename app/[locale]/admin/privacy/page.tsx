import type { Metadata } from 'next';
import Link from 'next/link';
import { adminMetadata, adminWords } from '@/components/admin/admin-metadata';
import { AdminPageHeading, AdminTable, StatusBadge, When, statusLabel } from '@/components/admin/admin-table';
import { ERASURE_ATTEMPTS } from '@/lib/config/privacy';
import type { AdminPrivacyRequest } from '@/lib/dto/privacy';
import type { ServerT } from '@/lib/i18n/server';
import { localePath } from '@/lib/i18n/paths';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { dpoEmail } from '@/lib/server/privacy/dpo-email';
import { listPrivacyRequests } from '@/lib/server/privacy/list-privacy-requests';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return adminMetadata(params, 'privacy.metaTitle');
}
export const dynamic = 'force-dynamic';

/** Data-subject requests (RA 10173): deletions with the day they run, exports with the day their file goes. */
export default async function PrivacyRequestsPage({ params }: Props) {
  await requireAdminPage();
  const { t, locale } = await adminWords(params);
  const requests = await listPrivacyRequests();
  return (
    <main className="container-page py-8">
      <AdminPageHeading title={t('privacy.heading')}>
        {t('privacy.intro', { attempts: ERASURE_ATTEMPTS, dpo: dpoEmail() })}
      </AdminPageHeading>
      <div className="mt-4">
        <AdminTable
          caption={t('privacy.caption')}
          empty={t('privacy.empty')}
          columns={[
            { label: t('privacy.requested') },
            { label: t('privacy.kind') },
            { label: t('privacy.person') },
            { label: t('privacy.state') },
            { label: t('privacy.due') },
            { label: t('privacy.done') },
          ]}
          rows={requests.map((r) => ({
            key: r._id,
            cells: [
              <When key="r" iso={r.requested_at} locale={locale} />,
              <span key="k">
                {r.kind !== 'DELETION' ? t('privacy.export') : r.source === 'ADMIN' ? t('privacy.deletionByAdmin') : t('privacy.deletion')}
              </span>,
              <Link key="p" href={localePath(locale, `/admin/users/${r.user_id}`)} className="break-all text-primary underline">
                {r.user_label}
              </Link>,
              <span key="s" className="flex flex-col items-start gap-1">
                <StatusBadge status={r.state} label={statusLabel(t, r.state)} />
                {r.failure ? <FailureNote request={r} t={t} /> : null}
              </span>,
              <When key="d" iso={r.due_at} locale={locale} />,
              <When key="f" iso={r.finished_at} locale={locale} />,
            ],
          }))}
        />
      </div>
    </main>
  );
}

/** Why a request failed: an erasure's tries so far (or that it stopped), and the latest reason. */
function FailureNote({ request, t }: { request: AdminPrivacyRequest; t: ServerT<'admin'> }) {
  const tries =
    request.kind !== 'DELETION'
      ? ''
      : request.state === 'FAILED'
        ? `${t('privacy.stopped', { attempts: request.attempts })} `
        : `${t('privacy.retrying', { attempt: request.attempts, max: ERASURE_ATTEMPTS })} `;
  return (
    <span className="max-w-xs break-words text-xs text-red-800">
      {tries}
      {request.failure}
    </span>
  );
}
