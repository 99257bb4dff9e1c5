'use client';

import { areaLabel, asText } from '@/components/search/names';
import type { QuestionFit } from '@/features/questions/dto/written-question';
import { andList } from '@/lib/format/and-list';
import { formatPeso } from '@/lib/format/money';
import { useHref, useLocale, useT } from '@/lib/i18n/client';

/**
 * Issue 72 item 3, before paying: the problem is outside the lawyer's areas (the server's fact, GET
 * lawyers/{id}/written-fit), what that means for the client, and the lawyers who handle it and answer in writing —
 * each a link to the same form for them, on the same problem. Nothing when the problem is the lawyer's.
 */
export function FitWarning({ fit, lawyer, problem }: { fit: QuestionFit | null; lawyer: string; problem: number }) {
  const t = useT('questions');
  const search = asText(useT('search'));
  const locale = useLocale();
  const href = useHref();
  if (!fit?.outside) return null;
  const areas = andList(
    fit.lawyer_areas.map((slug) => areaLabel(search, slug)),
    locale,
  );
  return (
    <div role="status" data-testid="fit-warning" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">{t('ask.fit.title', { lawyer })}</p>
      <p className="mt-1">{t('ask.fit.body', { lawyer, areas, area: areaLabel(search, fit.area) })}</p>
      {fit.lawyers.length > 0 && (
        <>
          <p className="mt-3 font-medium">{t('ask.fit.alternatives')}</p>
          <ul className="mt-2 flex flex-col gap-2">
            {fit.lawyers.map((other) => (
              <li key={other._id}>
                <a
                  href={href(`/customer-portal/questions/new?lawyer=${other._id}&problem=${problem}`)}
                  className="flex min-h-11 items-center justify-between gap-3 rounded-md bg-white px-3 py-2 ring-1 ring-amber-200 hover:bg-amber-100/60"
                >
                  <span className="min-w-0 font-semibold text-primary-800">{t('ask.fit.askInstead', { name: other.display_name })}</span>
                  <span className="shrink-0 text-slate-800">{formatPeso(other.question_price)}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <a
        href={href(`/lawyers-online?legal_problem=${problem}&written=1`)}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary-800 underline underline-offset-2"
      >
        {t('ask.fit.search')}
      </a>
    </div>
  );
}
