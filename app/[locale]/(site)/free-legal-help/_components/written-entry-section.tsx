import { WrittenEntryLink } from '@/features/questions/components/written-entry';
import type { Locale } from '@/lib/i18n/paths';
import { findWrittenEntry } from '@/features/questions/server/written-entry';

/**
 * Issue 72 item 1 on the free-help page: beside the free offices and the legal-aid desk, a written answer from a
 * verified lawyer for whoever can pay a little — its lowest price and usual time (findWrittenEntry).
 */
export async function WrittenEntrySection({ locale }: { locale: Locale }) {
  return <div className="mt-3 max-w-3xl">{await WrittenEntryLink({ entry: await findWrittenEntry(), locale, look: 'page' })}</div>;
}
