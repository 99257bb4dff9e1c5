import type { Metadata } from 'next';
import { AdminPageHeading, AdminTable } from '@/components/admin/admin-table';
import { formatLongDate } from '@/lib/format/date-time';
import type { TriageOutcome } from '@/lib/rules/first-steps';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';
import { weeklyTriageOutcomes } from '@/lib/server/where-to-start/outcomes';

export const metadata: Metadata = { title: 'Where to start' };
export const dynamic = 'force-dynamic';

const WEEKS = 12;

/** A column per outcome, in the order the rules send people (lib/rules/first-steps.ts): a Record, so a new first stop gets one. */
const OUTCOME_LABELS: Record<TriageOutcome, string> = {
  'police-women-and-children-desk': 'Police women and children desk',
  'barangay-protection-order': 'Barangay protection order',
  barangay: 'Barangay conciliation',
  'dole-sena': 'DOLE SEnA',
  prosecutor: 'Prosecutor',
  pao: 'PAO',
  lawyer: 'A lawyer directly',
};
const OUTCOMES = (Object.entries(OUTCOME_LABELS) as [TriageOutcome, string][]).map(([outcome, label]) => ({ outcome, label }));

/** Issue 41: how many answers of "Where do I start?" sent people to each first stop, week by week. */
export default async function WhereToStartOutcomesPage() {
  await requireAdminPage();
  const weeks = await weeklyTriageOutcomes(WEEKS);
  return (
    <main className="container-page py-8">
      <AdminPageHeading title="Where to start">
        Answers of “Where do I start?” by the first stop they gave, per Philippine week (from Monday), over the last {WEEKS} weeks. Only
        these counts are kept: no answer, place, income or person.
      </AdminPageHeading>
      <AdminTable
        caption="Answers per first stop and week"
        empty={`No answers in the last ${WEEKS} weeks.`}
        columns={[{ label: 'Week of' }, ...OUTCOMES.map((o) => ({ label: o.label })), { label: 'All answers' }]}
        rows={weeks.map((week) => ({
          key: week.weekStart,
          cells: [
            <span key="w" className="whitespace-nowrap font-medium text-slate-900">
              {formatLongDate(week.weekStart)}
            </span>,
            ...OUTCOMES.map((o) => (
              <span key={o.outcome} className="tabular-nums">
                {week.counts[o.outcome] ?? 0}
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
