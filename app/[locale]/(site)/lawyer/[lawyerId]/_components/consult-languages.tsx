import { Globe2 } from '@/components/ui/lucide-static';
import type { Locale } from '@/lib/i18n/paths';
import { languageList, type ProfileText } from './profile-text';

/**
 * "Consults in English and Tagalog" near the top of the profile (issue 40 point 5): what a lawyer
 * listed, never translated; the Filipino page puts Filipino first.
 */
export function ConsultLanguages({ languages, locale, t }: { languages: string[]; locale: Locale; t: ProfileText }) {
  if (!languages.length) return null;
  return (
    <p
      data-testid="consult-languages"
      className="mt-2 inline-flex items-center gap-1.5 rounded-md bg-primary-50 px-2.5 py-1 text-sm font-semibold text-primary-800"
    >
      <Globe2 aria-hidden="true" className="h-4 w-4 shrink-0" />
      {t('header.consultsIn', { languages: languageList(languages, locale) })}
    </p>
  );
}
