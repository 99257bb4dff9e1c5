import type { useWords } from '@/lib/i18n/context';
import { WHERE_TO_START_PATH } from '@/features/where-to-start/reference/where-to-start-link';

/**
 * Words of no legal problem (issue 56): not a dead end, but "Where do I start?", whose questions find
 * the first step. In the page's flow, not the popup: it stays when the list closes, and Tab reaches
 * the link. Loaded with the combobox's list (problem-catalog.ts), never with the page: only words
 * checked against the list can find nothing.
 */
export function NoMatchNote({ t, href }: { t: ReturnType<typeof useWords>; href: (path: string) => string }) {
  return (
    <div className="mt-1 text-sm text-slate-700" onMouseDown={(event) => event.preventDefault()}>
      <p role="status">{t('combobox.noMatch')}</p>
      <p>
        {t('combobox.notSure')}{' '}
        <a href={href(WHERE_TO_START_PATH)} className="font-semibold text-primary-800 underline underline-offset-2">
          {t('combobox.whereToStart')}
        </a>
      </p>
    </div>
  );
}
