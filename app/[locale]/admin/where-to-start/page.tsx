import type { Metadata } from 'next';
import { adminMetadata, adminWords } from '@/components/admin/admin-metadata';
import { AdminPageHeading, AdminTable } from '@/components/admin/admin-table';
import { formatLongDate } from '@/lib/format/date-time';
import type { WhereToStartOutcome } from '@/features/where-to-start/rules/first-steps';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { weeklyWhereToStartOutcomes } from '@/features/where-to-start/server/outcomes';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return adminMetadata(params, 'whereToStart.metaTitle');
}
export const dynamic = 'force-dynamic';

const WEEKS = 12;

/**
 * A column per outcome, in the order the rules send people (features/where-to-start/rules/first-steps.ts): a Record, so a
 * new first stop gets one (its name: `whereToStart.outcome.<outcome>` in the `admin` catalogue).
 */
const COLUMNS: Record<WhereToStartOutcome, true> = {
  'police-women-and-children-desk': true,
  'barangay-protection-order': true,
  barangay: true,
  'dole-sena': true,
  'dmw-illegal-recruitment': true,
  prosecutor: true,
  pao: true,
  lawyer: true,
};
const OUTCOMES = Object.keys(COLUMNS) as WhereToStartOutcome[];

/** Issue 41: how many answers of "Where do I start?" sent people to each first stop, week by week. */
export default async function WhereToStartOutcomesPage({ params }: Props) {
  await requireAdminPage();
  const { t, locale } = await adminWords(params);
  const weeks = await weeklyWhereToStartOutcomes(WEEKS);
  return (
    <main className="container-page py-8">
      <AdminPageHeading title={t('whereToStart.heading')}>{t('whereToStart.intro', { weeks: WEEKS })}</AdminPageHeading>
      <AdminTable
        caption={t('whereToStart.caption')}
        empty={t('whereToStart.empty', { weeks: WEEKS })}
        columns={[
          { label: t('whereToStart.weekOf') },
          ...OUTCOMES.map((outcome) => ({ label: t(`whereToStart.outcome.${outcome}`) })),
          { label: t('whereToStart.all') },
        ]}
        rows={weeks.map((week) => ({
          key: week.weekStart,
          cells: [
            <span key="w" className="whitespace-nowrap font-medium text-slate-900">
              {formatLongDate(week.weekStart, locale)}
            </span>,
            ...OUTCOMES.map((outcome) => (
              <span key={outcome} className="tabular-nums">
                {week.counts[outcome] ?? 0}
              </span>
            )),
            <span key="t" className="font-semibold tabular-nums">
              {week.total}
            </span>,
          ],
        }))}
      />
    </main>
  );
}
