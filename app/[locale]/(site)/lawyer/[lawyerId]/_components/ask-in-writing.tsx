import { ChevronRight, Mail } from '@/components/ui/lucide-static';
import { formatPeso } from '@/components/lawyers/format';
import { PesoPrice } from '@/components/prices/peso-price';
import { localePath, type Locale } from '@/lib/i18n/config';
import { textFor } from '@/lib/i18n/server';

/**
 * Issue 60 on the profile: "Ask in writing", then "₱500 (about AED 31) · answer within 48 h" — the estimate abroad
 * right after the price it estimates, not after the hours (issue 72 item 7). How fast the lawyer usually answers is
 * said once on the profile, from one source (AnswerTimeLine: findAnswerTime, written answers among its samples).
 * A visitor goes through sign-in and comes back here (the access table's callback_url).
 */
export async function AskInWriting({
  lawyerId,
  price,
  problem,
  locale,
}: {
  lawyerId: string;
  price: number;
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
        <span className="block font-semibold text-primary-800">{questions('profile.ask')}</span>
        <span className="block text-slate-700" data-testid="ask-in-writing-detail">
          {questions.rich('profile.detail', {
            price: formatPeso(price),
            estimate: () => <PesoPrice centavos={price} locale={locale} exact="" />,
          })}
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-primary-700" />
    </a>
  );
}
