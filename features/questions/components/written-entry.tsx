import { ChevronRight, Mail } from '@/components/ui/lucide-static';
import type { WrittenEntry } from '@/features/questions/dto/written-question';
import { humanAnswerTime } from '@/lib/format/answer-time';
import { formatPeso } from '@/lib/format/money';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';
import { WRITTEN_SEARCH_PATH } from '@/lib/reference/written-search-link';

const LOOKS = {
  /** On the home page's dark hero, under the search. */
  hero: {
    box: 'bg-white/10 ring-1 ring-white/25 hover:bg-white/15 text-white',
    icon: 'bg-white text-primary-700',
    detail: 'text-primary-50',
  },
  /** On a light page (free legal help). */
  page: {
    box: 'bg-white ring-1 ring-primary-200 hover:bg-primary-50/60 text-slate-900',
    icon: 'bg-primary-50 text-primary-700 ring-1 ring-primary-200',
    detail: 'text-slate-700',
  },
} as const;

/**
 * Issue 72 item 1: "Ask in writing" as a first choice where people start, with what the cheapest answer costs and
 * how long answers usually take (findWrittenEntry, computed on the server from the listed lawyers who answer in
 * writing); it opens the search for them. Server HTML, no client code. Nothing when nobody answers in writing.
 */
export async function WrittenEntryLink({ entry, locale, look }: { entry: WrittenEntry; locale: Locale; look: keyof typeof LOOKS }) {
  if (!entry) return null;
  const t = await textFor(locale, 'questions');
  const services = await textFor(locale, 'services');
  const price = formatPeso(entry.from_price);
  const style = LOOKS[look];
  return (
    <a
      href={localePath(locale, WRITTEN_SEARCH_PATH)}
      data-testid="written-entry"
      className={`flex items-center gap-3 rounded-xl px-4 py-3 ${style.box}`}
    >
      <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${style.icon}`}>
        <Mail aria-hidden="true" className="h-5 w-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{t('entry.title')}</span>
        <span className={`block text-sm ${style.detail}`} data-testid="written-entry-detail">
          {entry.median_minutes === null
            ? t('entry.fromPrice', { price })
            : t('entry.fromPriceUsually', { price, time: humanAnswerTime(services, entry.median_minutes) })}{' '}
          {t('entry.how')}
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0" />
    </a>
  );
}
