import { HandHeart } from '@/components/ui/lucide-static';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';
import { LEGAL_AID_PATH } from '@/features/legal-aid/reference/legal-aid-link';

/** Issue 61: the home page's card for the legal-aid desk (free consultations for people who cannot pay). Server HTML. */
export async function LegalAidCard({ locale }: { locale: Locale }) {
  const t = await textFor(locale, 'legalAid');
  return (
    <section aria-labelledby="legal-aid-card-heading" className="container-page pb-12 sm:pb-16">
      <div className="flex flex-col gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="flex gap-3">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-emerald-700 ring-1 ring-emerald-200">
            <HandHeart aria-hidden="true" className="h-6 w-6" />
          </span>
          <div>
            <h2 id="legal-aid-card-heading" className="text-xl font-bold text-slate-900">
              {t('home.heading')}
            </h2>
            <p className="mt-1 max-w-2xl text-slate-700">{t('home.text')}</p>
          </div>
        </div>
        <a href={localePath(locale, LEGAL_AID_PATH)} className="btn-primary min-h-11 shrink-0">
          {t('home.cta')}
        </a>
      </div>
    </section>
  );
}
