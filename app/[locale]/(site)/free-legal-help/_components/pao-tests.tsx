import { PAO_TESTS } from '@/lib/reference/free-legal-help';
import { formatPeso } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/config';
import { textFor } from '@/lib/i18n/server';

/**
 * The PAO's income limits in the order of PAO_TESTS' thresholds, as the `help` catalogue names
 * them (pao.thresholds). The offices' own data (names, what they help with, how to reach them) is
 * shown as lib/reference/free-legal-help.ts words it.
 */
const THRESHOLD_KEYS = ['metroManila', 'otherCities', 'elsewhere'] as const;

/** The PAO's two tests: the income limits by where one lives, and the merit test. */
export async function PaoTests({ locale }: { locale: Locale }) {
  const t = await textFor(locale, 'help');
  const { indigency } = PAO_TESTS;
  return (
    <section aria-labelledby="pao-tests" className="mt-6 rounded-lg border border-primary-100 bg-white p-4 sm:p-6">
      <h2 id="pao-tests" className="text-xl font-semibold text-slate-900">
        {t('pao.heading')}
      </h2>
      <div className="mt-3 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold text-slate-900">{t('pao.indigencyTitle')}</h3>
          <p className="mt-1 text-slate-700">{t('pao.indigencyText')}</p>
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">{t('pao.caption')}</caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('pao.whereYouLive')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('pao.incomeUpTo')}
                </th>
              </tr>
            </thead>
            <tbody>
              {indigency.thresholds.map((limit, i) => (
                <tr key={limit.area} className="border-t border-slate-100">
                  <td className="py-1 pr-3 text-slate-800">{t(`pao.thresholds.${THRESHOLD_KEYS[i]}`)}</td>
                  <td className="py-1 font-semibold text-slate-900">{formatPeso(limit.maxNetMonthlyIncome)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">{t('pao.meritTitle')}</h3>
          <p className="mt-1 text-slate-700">{t('pao.meritText')}</p>
        </div>
      </div>
    </section>
  );
}
