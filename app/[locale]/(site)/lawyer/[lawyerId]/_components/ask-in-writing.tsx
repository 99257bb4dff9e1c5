import { ChevronRight, Mail } from '@/components/ui/lucide-static';
import { formatPeso } from '@/components/lawyers/format';
import { PesoPrice } from '@/components/prices/peso-price';
import { localePath, type Locale } from '@/lib/i18n/config';
import { textFor } from '@/lib/i18n/server';
import { medianHoursShown } from '@/lib/rules/written-questions';

/**
 * Issue 60 on the profile: "Ask in writing · ₱500 · answer within 48 h", and how fast the lawyer usually
 * answers once they answered MEDIAN_ANSWER_MIN_ANSWERS questions (`medianHours` null before: hidden).
 * A visitor goes through sign-in and comes back here (the access table's callback_url).
 */
export async function AskInWriting({
  lawyerId,
  price,
  medianHours,
  problem,
  locale,
}: {
  lawyerId: string;
  price: number;
  medianHours: number | null;
  /** The legal problem the visitor came with (search's written=1 results): the form starts on it. */
  problem: number | null;
  locale: Locale;
}) {
  const questions = await textFor(locale, 'questions');
  return (
    <a
      href={localePath(locale, `/customer-portal/questions/new?lawyer=${lawyerId}${problem === null ? '' : `&problem=${problem}`}`)}
      rel="nofollow"
      data-testid="ask-in-writing"
      className="mt-3 flex items-center gap-3 rounded-md border border-primary-200 bg-primary-50/60 px-3 py-2 text-sm hover:bg-primary-50 sm:inline-flex"
    >
      <Mail aria-hidden="true" className="h-5 w-5 shrink-0 text-primary-700" />
      <span className="flex-1">
        <span className="font-semibold text-primary-800">{questions('profile.ask')}</span>
        <span className="text-slate-700"> · {questions('profile.detail', { price: formatPeso(price) })}</span>
        <PesoPrice centavos={price} locale={locale} exact="" />
        {medianHours !== null ? (
          <span className="text-slate-700" data-testid="median-answer">
            {' '}
            · {questions('median.usually', { hours: medianHoursShown(medianHours) })}
          </span>
        ) : null}
      </span>
      <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-primary-700" />
    </a>
  );
}
