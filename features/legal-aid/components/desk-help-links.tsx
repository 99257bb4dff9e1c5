import { localePath, type Locale } from '@/lib/i18n/paths';
import type { ServerT } from '@/lib/i18n/server';
import { LEGAL_AID_PATH } from '@/features/legal-aid/reference/legal-aid-link';
import { WHERE_TO_START_PATH } from '@/features/where-to-start/reference/where-to-start-link';

/**
 * Issue 72 item 5, on the desk's pages: "Where do I start?" (one tap from each: it was linked from the footer
 * only) and, away from the desk itself, what can be done today before the consultation (the desk's `#today`,
 * for the problem). `tone`: on the desk's dark hero, or on the light pages.
 */
export function DeskHelpLinks({
  locale,
  t,
  problem,
  today = true,
  tone = 'light',
}: {
  locale: Locale;
  t: ServerT<'legalAid'>;
  problem?: number;
  today?: boolean;
  tone?: 'light' | 'dark';
}) {
  const link =
    tone === 'dark'
      ? 'font-semibold text-white underline underline-offset-2'
      : 'font-semibold text-primary-700 underline underline-offset-2';
  const todayHref = `${localePath(locale, LEGAL_AID_PATH)}${problem !== undefined ? `?problem=${problem}` : ''}#today`;
  return (
    <div className={`space-y-1 text-sm ${tone === 'dark' ? 'text-primary-50' : 'text-slate-700'}`} data-testid="desk-help-links">
      {today ? (
        <p>
          {t.rich('today.link', {
            link: (chunks) => (
              <a href={todayHref} className={link}>
                {chunks}
              </a>
            ),
          })}
        </p>
      ) : null}
      <p>
        {t.rich('page.whereToStart', {
          link: (chunks) => (
            <a href={localePath(locale, WHERE_TO_START_PATH)} className={link}>
              {chunks}
            </a>
          ),
        })}
      </p>
    </div>
  );
}
