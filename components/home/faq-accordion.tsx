import { ChevronDown } from '@/components/ui/lucide-static';
import { localePath, splitLocale, type Locale } from '@/lib/i18n/paths';
import type { FaqEntry } from '@/lib/reference/faq';

type Props = { entries: FaqEntry[]; headingLevel?: 'h2' | 'h3'; locale: Locale };

/** A site path in the page's language; one already in a language, or another site's, as it is. */
function linkIn(locale: Locale, href: string): string {
  if (!href.startsWith('/') || href.startsWith('/api/') || splitLocale(href).prefixed) return href;
  return localePath(locale, href);
}

/** The answer, its `link` words as a link to the page they name. */
function Answer({ entry, locale }: { entry: FaqEntry; locale: Locale }) {
  const at = entry.link ? entry.answer.indexOf(entry.link.text) : -1;
  if (!entry.link || at < 0) return <>{entry.answer}</>;
  return (
    <>
      {entry.answer.slice(0, at)}
      <a
        href={linkIn(locale, entry.link.href)}
        className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800"
      >
        {entry.link.text}
      </a>
      {entry.answer.slice(at + entry.link.text.length)}
    </>
  );
}

/**
 * The FAQ accordion (spec §2: first question open). Native <details>/<summary>: keyboard and
 * screen-reader support built in, and no JavaScript shipped. The entries come in the page's language
 * (siteFaq(locale)); `locale` keeps their links in it.
 */
export function FaqAccordion({ entries, headingLevel: Heading = 'h3', locale }: Props) {
  return (
    <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {entries.map((entry, index) => (
        <details key={entry.question} className="group" open={index === 0} data-testid="faq-item">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 text-left hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary sm:px-5 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base font-semibold text-slate-900">{entry.question}</Heading>
            <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-primary transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-4 pb-5 text-slate-700 sm:px-5">
            <p className="leading-relaxed">
              <Answer entry={entry} locale={locale} />
            </p>
          </div>
        </details>
      ))}
    </div>
  );
}
