import type { Metadata } from 'next';
import { AdminPageHeading, AdminTable, FilterTabs, Pager, StatusBadge, When, query } from '@/components/admin/admin-table';
import Link from 'next/link';
import { VerificationActions } from '@/components/admin/actions';
import { DocumentButtons } from '@/components/admin/document-previews';
import { rollOfAttorneysSearchUrl } from '@/lib/reference/verification';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { listVerificationQueue } from '@/lib/server/verification/list-verification-queue';
import { verificationQuerySchema, type VerificationFilter } from '@/lib/validation/admin';

export const metadata: Metadata = { title: 'Verifications' };
export const dynamic = 'force-dynamic';

const TABS: { value: VerificationFilter; label: string }[] = [
  { value: 'PENDING', label: 'Waiting' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'VERIFIED', label: 'Verified' },
  { value: 'RENEWAL_DUE', label: 'IBP renewal due' },
];

export default async function VerificationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdminPage();
  const parsed = verificationQuerySchema.safeParse(await searchParams);
  const status = (parsed.success && parsed.data.status) || 'PENDING';
  const page = (parsed.success && parsed.data.page) || 0;
  const queue = await listVerificationQueue({ status, page });
  return (
    <main className="container-page py-8">
      <AdminPageHeading title="Verification queue">
        Check the IDs against the Supreme Court&apos;s Roll of Attorneys, then approve, or reject saying what to fix. Opening an ID shows it
        here and is written to the audit log.
      </AdminPageHeading>
      <FilterTabs
        label="Verification status"
        current={status}
        tabs={TABS.map((t) => ({ ...t, href: `/admin/verifications${query({ status: t.value })}` }))}
      />
      <div className="mt-4">
        <AdminTable
          caption="Lawyers by verification status"
          empty={status === 'PENDING' ? 'Nobody is waiting for verification.' : 'No lawyers here.'}
          columns={[
            { label: 'Lawyer', className: 'md:w-56' },
            { label: 'Roll and IBP numbers' },
            { label: 'Documents' },
            { label: 'Waiting since' },
            { label: 'Status' },
            { label: 'Decision', className: 'md:w-80' },
          ]}
          rows={queue.results.map((l) => ({
            key: l._id,
            cells: [
              <div key="n">
                <Link
                  className="font-semibold text-slate-900 underline decoration-slate-300 hover:decoration-primary"
                  href={`/admin/users/${l._id}`}
                >
                  {l.name}
                </Link>
                <p className="break-words text-slate-600">{l.email}</p>
              </div>,
              <div key="r" className="space-y-0.5">
                <p>
                  Roll <span className="whitespace-nowrap font-mono">{l.roll_number}</span>
                  {l.duplicate_roll_number ? (
                    <span className="ml-2">
                      <StatusBadge status="FAILED" label="Roll number used twice" />
                    </span>
                  ) : null}
                </p>
                <p>
                  IBP <span className="whitespace-nowrap font-mono">{l.ibp_number}</span>
                </p>
                <a
                  className="text-primary underline"
                  href={rollOfAttorneysSearchUrl(l.name.split(' ').pop() ?? l.name)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Search the Roll of Attorneys
                </a>
              </div>,
              <DocumentButtons key="d" documents={l.documents} owner={l.name} />,
              <When key="w" iso={l.submitted_at} />,
              <div key="s" className="space-y-1">
                <StatusBadge status={l.verification_status} />
                {l.renewal_due ? <StatusBadge status="PENDING" label="IBP renewal due" /> : null}
                {l.verification_note ? <p className="text-slate-600">Last asked to fix: {l.verification_note}</p> : null}
              </div>,
              <VerificationActions
                key="a"
                lawyerId={l._id}
                name={l.name}
                rollNumber={l.roll_number}
                ibpNumber={l.ibp_number}
                status={l.verification_status}
              />,
            ],
          }))}
        />
        <Pager
          page={queue.page}
          hasMore={queue.hasMore}
          total={queue.total}
          href={(p) => `/admin/verifications${query({ status, page: p })}`}
        />
      </div>
    </main>
  );
}
