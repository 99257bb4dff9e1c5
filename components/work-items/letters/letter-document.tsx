import type { LetterBlock } from '@/lib/dto/engagement-letter';

/**
 * The letter as its blocks, composed on the server from the same data as its PDF (the PDF draws these
 * very blocks): what the client reads is what they sign. The words are the letter's own (its language).
 */
export function LetterDocument({ blocks, label }: { blocks: LetterBlock[]; label: string }) {
  return (
    <article aria-label={label} className="rounded-lg bg-white p-4 text-sm leading-relaxed text-slate-800 ring-1 ring-slate-200 sm:p-6">
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'title':
            return (
              <h3 key={i} className="text-xl font-bold text-slate-900">
                {block.text}
              </h3>
            );
          case 'meta':
            return (
              <ul key={i} className="mt-1 mb-3 text-xs text-slate-600">
                {block.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            );
          case 'heading':
            return (
              <h4 key={i} className="mt-4 font-semibold text-slate-900">
                {block.text}
              </h4>
            );
          case 'paragraph':
            return (
              <p key={i} className="mt-1.5 whitespace-pre-wrap break-words">
                {block.label && <strong className="font-semibold text-slate-900">{block.label}: </strong>}
                {block.text}
              </p>
            );
          case 'fees':
            return (
              <table key={i} className="mt-2 w-full text-left">
                <tbody className="divide-y divide-slate-200">
                  {block.rows.map((row, r) => (
                    <tr
                      key={`${row.label}-${r}`}
                      className={
                        row.role === 'total' ? 'font-semibold text-slate-900' : row.role === 'platform' ? 'text-xs text-slate-600' : ''
                      }
                    >
                      <td className="py-1.5 pr-3">{row.label}</td>
                      <td className="whitespace-nowrap py-1.5 text-right tabular-nums">{row.amount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            );
          case 'signatures':
            return (
              <div key={i} className="mt-6 grid gap-6 sm:grid-cols-2">
                {block.parties.map((party) => (
                  <div key={party.role} className="border-t border-slate-400 pt-2">
                    <p className="text-xs text-slate-600">{party.caption}</p>
                    <p className="font-semibold text-slate-900">{party.name}</p>
                    {party.details.map((line) => (
                      <p key={line} className="text-xs text-slate-600">
                        {line}
                      </p>
                    ))}
                  </div>
                ))}
              </div>
            );
        }
      })}
    </article>
  );
}
