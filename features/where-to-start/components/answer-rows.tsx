import type { WhereToStartRow } from '@/features/where-to-start/reference/where-to-start-words';

/** Answers of "Where do I start?" in the server's words, question beside answer from `sm` (the booking form's offer, the meeting page). */
export function WhereToStartRows({ rows, id, className = '' }: { rows: WhereToStartRow[]; id?: string; className?: string }) {
  return (
    <dl id={id} className={`grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr] ${className}`}>
      {rows.map((row) => (
        <div key={row.question} className="contents">
          <dt className="font-medium text-slate-600">{row.question}</dt>
          <dd className="break-words text-slate-900">{row.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
