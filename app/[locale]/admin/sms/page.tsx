import type { Metadata } from 'next';
import Link from 'next/link';
import { adminMetadata, adminWords } from '@/components/admin/admin-metadata';
import { AdminPageHeading, AdminTable, StatusBadge, When } from '@/components/admin/admin-table';
import { SmsVolumeTable, segmentsLabel, smsKindLabel, smsStatusLabel } from '@/components/admin/sms-items';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { getAdminSms } from '@/lib/server/messaging/sms/list-sms';
import { isSmsProviderConfigured } from '@/lib/server/messaging/sms/sms-port';
import { formatPhoneDisplay } from '@/lib/validation/phone';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return adminMetadata(params, 'sms.metaTitle');
}
export const dynamic = 'force-dynamic';

/** Texts per Philippine day over 30 days (what Semaphore bills is segments), and the latest texts. */
export default async function SmsPage({ params }: Props) {
  await requireAdminPage();
  const words = await adminWords(params);
  const { t, locale } = words;
  const { per_day: days, recent } = await getAdminSms();
  const provider = isSmsProviderConfigured();
  return (
    <main className="container-page py-8">
      <AdminPageHeading title={t('sms.heading')}>
        {provider
          ? t('sms.introProvider')
          : t.rich('sms.introNoProvider', {
              // The dev outbox is a developer's page, in English only.
              link: (chunks) => (
                <Link href="/dev/sms" className="font-medium text-primary hover:underline">
                  {chunks}
                </Link>
              ),
            })}
      </AdminPageHeading>

      <section aria-labelledby="volume-heading">
        <h2 id="volume-heading" className="text-lg font-semibold text-slate-900">
          {t('sms.volumeHeading')}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">{t('sms.volumeNote')}</p>
        <div className="mt-3">
          <SmsVolumeTable days={days} words={words} />
        </div>
      </section>

      <section aria-labelledby="recent-heading" className="mt-10">
        <h2 id="recent-heading" className="text-lg font-semibold text-slate-900">
          {t('sms.recentHeading')}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">{t('sms.recentNote', { count: recent.length })}</p>
        <div className="mt-3">
          <AdminTable
            caption={t('sms.recentCaption')}
            empty={t('sms.recentEmpty')}
            columns={[
              { label: t('delivery.created') },
              { label: t('delivery.recipient') },
              { label: t('sms.message'), className: 'md:w-2/5' },
              { label: t('sms.kindColumn') },
              { label: t('delivery.delivery') },
            ]}
            rows={recent.map((text) => ({
              key: text._id,
              cells: [
                <When key="c" iso={text.created_at} locale={locale} />,
                <span key="t" className="whitespace-nowrap tabular-nums">
                  {formatPhoneDisplay(text.to)}
                </span>,
                <div key="m">
                  <p className="line-clamp-3 break-words text-slate-900">{text.body}</p>
                  <p className="mt-0.5 text-xs text-slate-500">{segmentsLabel(t, text)}</p>
                </div>,
                <span key="k">{smsKindLabel(t, text.kind)}</span>,
                <div key="d" className="space-y-1">
                  <StatusBadge status={text.status} label={smsStatusLabel(t, text.status)} />
                  <p className="text-xs text-slate-500">
                    {t('delivery.attempts', { count: text.attempts })}
                    {text.sent_at ? (
                      <>
                        {' '}
                        · {t('delivery.sentAt')} <When iso={text.sent_at} locale={locale} />
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
