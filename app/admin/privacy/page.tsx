import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHeading, AdminTable, StatusBadge, When } from '@/components/admin/admin-table';
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
        done: when a deletion was carried out or cancelled, or an export was ready. Requests to the Data Protection Officer arrive at{' '}
        {dpoEmail()} (DPO_EMAIL).
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
              <StatusBadge key="s" status={r.state} />,
              <When key="d" iso={r.due_at} />,
              <When key="f" iso={r.finished_at} />,
            ],
          }))}
        />
      </div>
    </main>
  );
}
