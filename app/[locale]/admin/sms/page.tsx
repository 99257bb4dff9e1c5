import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHeading, AdminTable, StatusBadge, When } from '@/components/admin/admin-table';
import { SMS_STATUS_LABEL, SmsVolumeTable, segmentsLabel, smsKindLabel } from '@/components/admin/sms-items';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { getAdminSms } from '@/lib/server/sms/list-sms';
import { isSmsProviderConfigured } from '@/lib/server/sms/sms-port';
import { formatPhoneDisplay } from '@/lib/validation/phone';

export const metadata: Metadata = { title: 'SMS' };
export const dynamic = 'force-dynamic';

/** Texts per Philippine day over 30 days (what Semaphore bills is segments), and the latest texts. */
export default async function SmsPage() {
  await requireAdminPage();
  const { per_day: days, recent } = await getAdminSms();
  const provider = isSmsProviderConfigured();
  return (
    <main className="container-page py-8">
      <AdminPageHeading title="SMS">
        {provider ? (
          'Texts sent through Semaphore. It bills by segment: 160 plain characters, or 70 with emoji or other special characters.'
        ) : (
          <>
            SEMAPHORE_API_KEY is not set: texts stay queued in the outbox (the{' '}
            <Link href="/dev/sms" className="font-medium text-primary hover:underline">
              dev SMS outbox
            </Link>{' '}
            shows them).
          </>
        )}
      </AdminPageHeading>

      <section aria-labelledby="volume-heading">
        <h2 id="volume-heading" className="text-lg font-semibold text-slate-900">
          Last 30 days
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">By Philippine day, days without texts left out. Skipped texts cost nothing.</p>
        <div className="mt-3">
          <SmsVolumeTable days={days} />
        </div>
      </section>

      <section aria-labelledby="recent-heading" className="mt-10">
        <h2 id="recent-heading" className="text-lg font-semibold text-slate-900">
          Recent texts
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">The latest {recent.length === 1 ? 'text' : `${recent.length} texts`}, newest first.</p>
        <div className="mt-3">
          <AdminTable
            caption="Recent texts"
            empty="No texts yet."
            columns={[
              { label: 'Created' },
              { label: 'Recipient' },
              { label: 'Message', className: 'md:w-2/5' },
              { label: 'Kind' },
              { label: 'Delivery' },
            ]}
            rows={recent.map((text) => ({
              key: text._id,
              cells: [
                <When key="c" iso={text.created_at} />,
                <span key="t" className="whitespace-nowrap tabular-nums">
                  {formatPhoneDisplay(text.to)}
                </span>,
                <div key="m">
                  <p className="line-clamp-3 break-words text-slate-900">{text.body}</p>
                  <p className="mt-0.5 text-xs text-slate-500">{segmentsLabel(text)}</p>
                </div>,
                <span key="k">{smsKindLabel(text.kind)}</span>,
                <div key="d" className="space-y-1">
                  <StatusBadge status={text.status} label={SMS_STATUS_LABEL[text.status]} />
                  <p className="text-xs text-slate-500">
                    {text.attempts === 1 ? '1 attempt' : `${text.attempts} attempts`}
                    {text.sent_at ? (
                      <>
                        {' '}
                        · sent <When iso={text.sent_at} />
                      </>
                    ) : null}
                  </p>
                </div>,
              ],
            }))}
          />
        </div>
      </section>
    </main>
  );
}
