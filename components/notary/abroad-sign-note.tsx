import type { ServerT } from '@/lib/i18n/server';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { SPA_ABROAD_EXPLAINER } from '@/features/where-to-start/reference/abroad-links';

/**
 * Issue 63: what a visitor abroad needs to know before looking for a notary here: one cannot notarize
 * for a person who is not before them (2004 Rules on Notarial Practice, Rule IV §2(b)); sign before a
 * Philippine consul, or before a notary there and have it apostilled (the Apostille Convention, in force
 * for the Philippines since 14 May 2019), with the explainer. Shown to everyone ("If you are abroad…"),
 * so the pages stay the same for every visitor and cacheable: on every notary page (in the personal
 * appearance note) and on the lawyers' search for an SPA.
 */
export function AbroadSignNote({ t, locale, className = '' }: { t: ServerT<'notary'>; locale: Locale; className?: string }) {
  return (
    <p className={`text-sm leading-relaxed text-slate-800 ${className}`} data-testid="abroad-sign-note">
      {t.rich('appearance.abroad', { strong: (chunks) => <strong>{chunks}</strong> })}{' '}
      <a href={localePath(locale, SPA_ABROAD_EXPLAINER[locale])} className="font-semibold text-primary-700 underline underline-offset-2">
        {t('appearance.abroadLink')}
      </a>
    </p>
  );
}
