import type { Metadata } from 'next';
import Link from 'next/link';
import { adminMetadata, adminWords } from '@/components/admin/admin-metadata';
import { AdminPageHeading, AdminTable, StatusBadge } from '@/components/admin/admin-table';
import { localePath } from '@/lib/i18n/paths';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { listCommissionChecks } from '@/lib/server/notary/list-commission-checks';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return adminMetadata(params, 'commissions.metaTitle');
}
export const dynamic = 'force-dynamic';

/**
 * Issue 57 item 3: the notary commissions whose office the commissioning court's territory does not
 * clearly cover — to check against the commission document on the notary's public page.
 */
export default async function CommissionChecksPage({ params }: Props) {
  await requireAdminPage();
  const { t, locale } = await adminWords(params);
  const checks = await listCommissionChecks();
  return (
    <main className="container-page py-8">
      <AdminPageHeading title={t('commissions.heading')}>{t('commissions.intro')}</AdminPageHeading>
      <AdminTable
        caption={t('commissions.caption')}
        empty={t('commissions.empty')}
        columns={[
          { label: t('commissions.notary'), className: 'md:w-56' },
          { label: t('commissions.court') },
          { label: t('commissions.office') },
          { label: t('commissions.finding') },
        ]}
        rows={checks.map((c) => ({
          key: c._id,
          cells: [
            <div key="n">
              <Link
                className="font-semibold text-slate-900 underline decoration-slate-300 hover:decoration-primary"
                href={localePath(locale, `/notary-public/profile/${c._id}`)}
              >
                {c.display_name}
              </Link>
              <p className="text-xs text-slate-600">{t(c.is_public ? 'commissions.public' : 'commissions.hidden')}</p>
            </div>,
            <div key="c">
              <p className="text-slate-900">{c.commissioning_court}</p>
              {c.territory && <p className="text-xs text-slate-600">{t('commissions.territory', { territory: c.territory })}</p>}
            </div>,
            <span key="o">{c.city}</span>,
            <StatusBadge key="f" status={c.finding === 'outside' ? 'REJECTED' : 'PENDING'} label={t(`commissions.${c.finding}`)} />,
          ],
        }))}
      />
    </main>
  );
}
