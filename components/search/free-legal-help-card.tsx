import { ArrowRightIcon } from '@/components/ui/icons';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';

/**
 * Shown above the results when the words searched ask for free help ("tulong legal", "libreng
 * abogado", "PAO": asksForFreeLegalHelp): where to get it, before any paid lawyer. No client code.
 */
export async function FreeLegalHelpCard({ region, locale }: { region?: string; locale: Locale }) {
  const t = await textFor(locale, 'help');
  const path = localePath(locale, FREE_LEGAL_HELP_PATH);
  const href = region ? `${path}?${new URLSearchParams({ region })}` : path;
  return (
    <section aria-labelledby="free-help-heading" className="rounded-xl border-2 border-secondary-300 bg-secondary-50 p-4 shadow-sm sm:p-5">
      <h2 id="free-help-heading" className="text-lg font-semibold text-slate-900">
        {t('card.title')}
      </h2>
      <p className="mt-1 max-w-2xl text-slate-800">{t('card.text')}</p>
      <a href={href} className="btn-primary mt-3 h-11 px-5">
        {t('card.button')}
        <ArrowRightIcon className="h-5 w-5" />
      </a>
    </section>
  );
}
