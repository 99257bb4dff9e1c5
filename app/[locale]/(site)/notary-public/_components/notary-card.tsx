import { CalendarCheck } from '@/components/ui/lucide-static';
import { ContactLines } from '@/components/ui/contact-lines';
import { formatLongDate } from '@/components/content/format-date';
import { Avatar } from '@/components/ui/avatar';
import type { NotaryFreeSoon, PublicNotary } from '@/lib/dto/notary';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { formatTime } from '@/lib/format/zoned-time';
import { localePath, type Locale } from '@/lib/i18n/paths';
import type { ServerT } from '@/lib/i18n/server';
import { officeHours, serviceLabel } from './notary-text';

type Props = {
  notary: PublicNotary & { free_soon?: NotaryFreeSoon | null };
  headingLevel?: 'h2' | 'h3';
  locale: Locale;
  t: ServerT<'notary'>;
};

/** The booking form on the notary's page, that time and service already chosen (it checks the time is still free). */
function bookingHref(href: string, free: NotaryFreeSoon): string {
  return `${href}?${new URLSearchParams({ service: free.service, slot: free.start_time })}#book`;
}

export function NotaryCard({ notary, headingLevel: Heading = 'h2', locale, t }: Props) {
  const href = localePath(locale, `/notary-public/profile/${notary._id}`);
  const hours = officeHours(notary, locale);
  const free = notary.free_soon;
  return (
    <article className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <Avatar src={notary.picture_url} name={notary.display_name} size={64} />
      <div className="min-w-0 flex-1">
        <Heading className="text-lg font-semibold text-slate-900">
          <a href={href} className="hover:underline">
            {notary.display_name}
          </a>
        </Heading>
        {notary.commission_number ? (
          <p className="mt-0.5 text-sm text-slate-700">
            {t('card.commission', { number: notary.commission_number })}
            {notary.commission_expires_on ? (
              <> · {t('card.until', { date: formatLongDate(notary.commission_expires_on, locale) })}</>
            ) : null}
          </p>
        ) : null}
        {free ? (
          <a
            href={bookingHref(href, free)}
            data-testid="free-soon"
            className="mt-2 inline-flex min-h-9 items-center gap-1.5 rounded-xl bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 hover:bg-emerald-100"
          >
            <CalendarCheck aria-hidden="true" className="h-4 w-4 shrink-0" />
            {t(free.day === 'today' ? 'card.freeToday' : 'card.freeTomorrow', {
              time: formatTime(free.start_time, DEFAULT_TIME_ZONE, locale),
              service: serviceLabel(t, free.service),
            })}
          </a>
        ) : null}
        <ContactLines
          address={
            notary.office_address
              ? `${notary.office_address}${notary.city && !notary.office_address.includes(notary.city) ? `, ${notary.city}` : ''}`
              : null
          }
          map={notary.map_url ? { href: notary.map_url, label: t('appointments.map') } : null}
          hours={hours}
          phone={notary.phone}
          email={notary.email}
        />
        {notary.services.length ? (
          <p className="mt-3 text-sm text-slate-700">
            <span className="font-medium text-slate-900">{t('card.services')}</span>
            {notary.services.map((slug) => serviceLabel(t, slug)).join(' · ')}
          </p>
        ) : null}
        {notary.lawyer_id ? <p className="mt-2 text-sm font-medium text-primary-800">{t('card.alsoConsults')}</p> : null}
        <a href={href} className="btn-outline mt-4 px-3 py-1.5">
          {t('card.viewDetails')}
          <span className="sr-only"> {t('card.ofName', { name: notary.display_name })}</span>
        </a>
      </div>
    </article>
  );
}
