import { DMW_WEBSITE, MIGRANT_WORKERS_OFFICES } from '@/features/where-to-start/reference/migrant-workers-offices';
import { SPA_ABROAD_EXPLAINER } from '@/features/where-to-start/reference/abroad-links';
import { formatLongDate } from '@/lib/format/date-time';
import { localePath, type Locale } from '@/lib/i18n/config';
import { textFor } from '@/lib/i18n/server';

/** Issue 63: for a visitor abroad, the DMW and the Migrant Workers Offices by country, and the SPA explainer. */
export async function AbroadOffices({ locale }: { locale: Locale }) {
  const t = await textFor(locale, 'help');
  const link = 'font-semibold text-primary-700 underline underline-offset-2';
  return (
    <section
      id="abroad"
      aria-labelledby="abroad-heading"
      className="mt-10 scroll-mt-20 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="abroad-heading" className="text-xl font-semibold text-slate-900">
        {t('abroad.heading')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('abroad.intro')}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2" aria-label={t('abroad.heading')}>
        <li className="rounded-lg border border-slate-200 p-4">
          <h3 className="font-semibold text-slate-900">{t('abroad.dmwName')}</h3>
          <p className="mt-1 text-sm text-slate-800">{t('abroad.dmwHelps')}</p>
          <p className="mt-2 text-sm">
            <a href={DMW_WEBSITE} className={link} rel="noopener noreferrer" target="_blank">
              {t('abroad.dmwWebsite')}
            </a>
          </p>
        </li>
        {MIGRANT_WORKERS_OFFICES.map((country) => {
          const name = t(`abroad.countries.${country.code}`);
          return (
            <li key={country.code} className="rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">{name}</h3>
              <p className="mt-1 text-sm font-medium text-slate-800">{t('abroad.offices', { cities: country.offices.join(' · ') })}</p>
              <p className="mt-1 text-sm text-slate-700">{t('abroad.mwoHelps')}</p>
              <p className="mt-2 flex flex-wrap gap-x-3 text-xs text-slate-600">
                <a href={country.website} className={link} rel="noopener noreferrer" target="_blank">
                  {t('abroad.website')}
                  <span className="sr-only"> {t('abroad.websiteOf', { name })}</span>
                </a>
                <span>{t('abroad.lastChecked', { date: formatLongDate(country.lastChecked, locale) })}</span>
              </p>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 max-w-3xl text-sm text-slate-700">
        {t('abroad.spa')}{' '}
        <a href={localePath(locale, SPA_ABROAD_EXPLAINER[locale])} className={link}>
          {t('abroad.spaLink')}
        </a>
      </p>
    </section>
  );
}
