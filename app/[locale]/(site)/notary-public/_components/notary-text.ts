import type { PublicNotary } from '@/lib/dto/notary';
import { formatOfficeHours } from '@/lib/format/office-hours';
import type { Locale } from '@/lib/i18n/paths';
import type { ServerT } from '@/lib/i18n/server';

/** A service's label in the page's language; a slug no longer in the list shows as stored. */
export function serviceLabel(t: ServerT<'notary'>, slug: string): string {
  return t.has(`services.${slug}`) ? t(`services.${slug}`) : slug;
}

/** The office hours in the page's language (the DTO's `office_hours` is the English text). */
export function officeHours(notary: PublicNotary, locale: Locale): string | null {
  return formatOfficeHours(notary.office_days, notary.opens_at, notary.closes_at, locale) || null;
}
