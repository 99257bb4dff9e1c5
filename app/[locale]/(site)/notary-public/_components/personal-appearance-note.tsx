import { Info } from '@/components/ui/lucide-static';
import type { ServerT } from '@/lib/i18n/server';
import type { Locale } from '@/lib/i18n/paths';
import { AbroadSignNote } from '@/components/notary/abroad-sign-note';

/**
 * Every notary page says it: a video call is not a notarization (2004 Rules on Notarial Practice); and,
 * for a visitor abroad, where to sign instead (issue 63).
 */
export function PersonalAppearanceNote({ t, locale }: { t: ServerT<'notary'>; locale: Locale }) {
  return (
    <aside aria-labelledby="appearance-heading" className="rounded-lg border border-secondary-300 bg-secondary-50 p-4 sm:p-5">
      <h2 id="appearance-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <Info aria-hidden="true" className="h-5 w-5 text-secondary-800" />
        {t('appearance.heading')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-800">
        {t.rich('appearance.body', { strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <AbroadSignNote t={t} locale={locale} className="mt-2" />
    </aside>
  );
}
