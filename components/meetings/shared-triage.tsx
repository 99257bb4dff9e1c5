import { TriageRows } from '@/components/where-to-start/triage-rows';
import type { MeetingDetailDto } from '@/lib/dto/meeting';

/**
 * The answers from "Where do I start?" the client chose to show the lawyer when booking (issue 41),
 * in the server's words, with the answer the client was given (first stops, offices) one link away.
 */
export function SharedTriage({ triage, role }: { triage: NonNullable<MeetingDetailDto['triage']>; role: MeetingDetailDto['role'] }) {
  return (
    <section aria-labelledby="shared-triage-heading" className="mt-5 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <h2 id="shared-triage-heading" className="text-sm font-semibold text-slate-900">
        {role === 'CUSTOMER'
          ? 'Your answers from “Where do I start?”, shared with the lawyer'
          : 'The client’s answers from “Where do I start?”'}
      </h2>
      <TriageRows rows={triage.rows} className="mt-2" />
      <a href={triage.answer_url} className="mt-3 inline-block text-sm font-semibold text-primary-700 underline underline-offset-2">
        {role === 'CUSTOMER' ? 'See the first steps you were shown' : 'See the first steps they were shown'}
      </a>
    </section>
  );
}
