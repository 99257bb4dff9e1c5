'use client';

import { useProblemLabels } from '@/components/search/problem-labels';
import { WhereToStartRows } from '@/features/where-to-start/components/answer-rows';
import { rowsInLanguage } from '@/features/where-to-start/components/shared-rows';
import type { MeetingDetailDto } from '@/lib/dto/meeting';
import { useHref, useT } from '@/lib/i18n/client';

/**
 * The answers from "Where do I start?" the client chose to show the lawyer when booking (issue 41),
 * in the viewer's page language (the page sends the `triage` catalogue), with the answer the client
 * was given (first stops, offices) one link away.
 */
export function SharedWhereToStart({ triage, role }: { triage: NonNullable<MeetingDetailDto['triage']>; role: MeetingDetailDto['role'] }) {
  const t = useT('triage');
  const href = useHref();
  const customer = role === 'CUSTOMER';
  // A legal problem among the answers is named in the page's language once its labels load.
  const problem = new URLSearchParams(triage.answer_url.split('?')[1] ?? '').get('p');
  const labels = useProblemLabels(problem ? [problem] : []);
  return (
    <section aria-labelledby="shared-triage-heading" className="mt-5 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <h2 id="shared-triage-heading" className="text-sm font-semibold text-slate-900">
        {customer ? t('shared.customerHeading') : t('shared.lawyerHeading')}
      </h2>
      <WhereToStartRows rows={rowsInLanguage(t, triage.rows, triage.answer_url, labels)} className="mt-2" />
      <a href={href(triage.answer_url)} className="mt-3 inline-block text-sm font-semibold text-primary-700 underline underline-offset-2">
        {customer ? t('shared.customerLink') : t('shared.lawyerLink')}
      </a>
    </section>
  );
}
