import { placeLabel, type WhereToStartWords } from '@/lib/reference/first-stops';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { SEARCH_REGIONS } from '@/lib/reference/regions';
import { WHERE_TO_START_PLACES, type WhereToStartPlace } from '@/features/where-to-start/reference/where-to-start-places';
import type { WhereToStartQuery } from '@/features/where-to-start/validation/where-to-start';

/** The answers so far, kept by a GET form's hidden fields (the one it asks for left out). */
function Kept({ q, except }: { q: WhereToStartQuery; except: keyof WhereToStartQuery }) {
  return (
    <>
      {Object.entries(q)
        .filter(([key, value]) => key !== except && value !== undefined)
        .map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={String(value)} />
        ))}
    </>
  );
}

type Props = { q: WhereToStartQuery; field: 'me' | 'them'; unknownOption: boolean; t: WhereToStartWords; locale: Locale };

/**
 * The flow's "where do you live?" (or the other side's): a small GET form, so it works without a script
 * (a true search form, named in eslint.config.mjs's GET_FORMS), the towns grouped by region.
 */
export function PlaceForm({ q, field, unknownOption, t, locale }: Props) {
  const byRegion = new Map<string, WhereToStartPlace[]>(
    SEARCH_REGIONS.map((r) => [r, WHERE_TO_START_PLACES.filter((p) => p.region === r)]),
  );
  return (
    <form method="get" action={localePath(locale, '/where-to-start')} className="space-y-3">
      <Kept q={q} except={field} />
      <label htmlFor={`place-${field}`} className="block font-semibold text-slate-900">
        {t(`flow.${field}.label`)}
      </label>
      <select id={`place-${field}`} name={field} required defaultValue="" className="input min-h-12">
        <option value="" disabled>
          {t('flow.choosePlace')}
        </option>
        {unknownOption ? <option value="unknown">{t('flow.dontKnow')}</option> : null}
        {[...byRegion].map(([region, places]) => (
          <optgroup key={region} label={region}>
            {places.map((p) => (
              <option key={p.slug} value={p.slug}>
                {placeLabel(t, p)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <button type="submit" className="btn-primary min-h-12 w-full sm:w-auto">
        {t('flow.continue')}
      </button>
    </form>
  );
}
