import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHeading, AdminTable, StatusBadge, When } from '@/components/admin/admin-table';
import { ERASURE_ATTEMPTS } from '@/lib/config/privacy';
import type { AdminPrivacyRequest } from '@/lib/dto/privacy';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { dpoEmail } from '@/lib/server/privacy/dpo-email';
import { listPrivacyRequests } from '@/lib/server/privacy/list-privacy-requests';

export const metadata: Metadata = { title: 'Privacy requests' };
export const dynamic = 'force-dynamic';

/** Data-subject requests (RA 10173): deletions with the day they run, exports with the day their file goes. */
export default async function PrivacyRequestsPage() {
  await requireAdminPage();
  const requests = await listPrivacyRequests();
  return (
    <main className="container-page py-8">
      <AdminPageHeading title="Privacy requests">
        Account deletions and data exports. A deletion runs when its grace period ends unless the person signs in; to erase someone whose
        request came by letter or e-mail, open their page under People. Due: when a deletion runs, or when an export&apos;s file is deleted;
        done: when a deletion was carried out, cancelled or given up, or an export was ready. An erasure that fails is tried again at each
        scheduler run, {ERASURE_ATTEMPTS} times at most, then shown as failed with its reason: fix the cause, then erase the person again
        from their page. Requests to the Data Protection Officer arrive at {dpoEmail()} (DPO_EMAIL).
      </AdminPageHeading>
      <div className="mt-4">
        <AdminTable
          caption="Privacy requests"
          empty="No requests yet."
          columns={[
            { label: 'Requested' },
            { label: 'Kind' },
            { label: 'Person' },
            { label: 'State' },
            { label: 'Due' },
            { label: 'Done' },
          ]}
          rows={requests.map((r) => ({
            key: r._id,
            cells: [
              <When key="r" iso={r.requested_at} />,
              <span key="k">{r.kind === 'DELETION' ? `Deletion${r.source === 'ADMIN' ? ' (by an admin)' : ''}` : 'Export'}</span>,
              <Link key="p" href={`/admin/users/${r.user_id}`} className="break-all text-primary underline">
                {r.user_label}
              </Link>,
              <span key="s" className="flex flex-col items-start gap-1">
                <StatusBadge status={r.state} />
                {r.failure ? <FailureNote request={r} /> : null}
              </span>,
              <When key="d" iso={r.due_at} />,
              <When key="f" iso={r.finished_at} />,
            ],
          }))}
        />
      </div>
    </main>
  );
}

/** Why a request failed: an erasure's tries so far (or that it stopped), and the latest reason. */
function FailureNote({ request }: { request: AdminPrivacyRequest }) {
  const tries =
    request.kind !== 'DELETION'
      ? ''
      : request.state === 'FAILED'
        ? `Stopped after ${request.attempts} tries. `
        : `Try ${request.attempts} of ${ERASURE_ATTEMPTS} failed; trying again. `;
  return (
    <span className="max-w-xs break-words text-xs text-red-800">
      {tries}
      {request.failure}
    </span>
  );
}
