import { CalendarCheck, CreditCard, Search, Video } from '@/components/ui/lucide-static';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';
import type { Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';

const STEPS = [
  { icon: Search, key: 'issue' },
  { icon: CalendarCheck, key: 'compare' },
  { icon: CreditCard, key: 'pay' },
  { icon: Video, key: 'talk' },
] as const;

export async function HowItWorks({ locale }: { locale: Locale }) {
  const t = await textFor(locale, 'home');
  return (
    <section aria-labelledby="how-heading" className="container-page py-12 sm:py-16">
      <h2 id="how-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('how.heading')}
      </h2>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ icon: Icon, key }, index) => (
          <li key={key} className="relative rounded-lg border border-slate-200 bg-white p-5">
            <span className="flex h-11 w-11 items-center justify-center rounded-full bg-primary-50 text-primary">
              <Icon aria-hidden="true" className="h-6 w-6" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">
              <span className="text-primary-700">{index + 1}. </span>
              {t(`how.${key}Title`)}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{t(`how.${key}Text`, { minutes: REMINDER_LEAD_MINUTES })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
