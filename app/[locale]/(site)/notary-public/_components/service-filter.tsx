import { localePath, type Locale } from '@/lib/i18n/paths';
import type { ServerT } from '@/lib/i18n/server';
import { NOTARY_SERVICES } from '@/lib/reference/notary-services';
import { serviceLabel } from './notary-text';

type Props = { citySlug: string; service?: string; locale: Locale; t: ServerT<'notary'> };

/** The service field of the notary search forms: every service in the page's language, or any. */
export function ServiceSelect({ id, defaultValue = '', t }: { id: string; defaultValue?: string; t: ServerT<'notary'> }) {
  return (
    <div className="flex-1">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {t('index.service')}
      </label>
      <select id={id} name="service" className="input h-12" defaultValue={defaultValue}>
        <option value="">{t('index.anyService')}</option>
        {NOTARY_SERVICES.map((s) => (
          <option key={s.slug} value={s.slug}>
            {serviceLabel(t, s.slug)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A city's notaries narrowed to one service (issue 43): the search page answers it, the city kept.
 * A plain GET form: it works before, and without, any JavaScript; "any service" goes back to the city page.
 */
export function ServiceFilter({ citySlug, service = '', locale, t }: Props) {
  return (
    <form
      action={localePath(locale, '/notary-public/search')}
      method="get"
      role="search"
      className="mt-6 flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end"
    >
      <input type="hidden" name="city" value={citySlug} />
      <ServiceSelect id="notary-service-filter" defaultValue={service} t={t} />
      <button type="submit" className="btn-primary h-12 px-6 text-base">
        {t('index.search')}
      </button>
    </form>
  );
}
