import { ContactLines } from '@/components/ui/contact-lines';
import { formatLongDate } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/paths';
import type { officeCard, WhereToStartWords } from '@/lib/reference/first-stops';
import type { LegalSource } from '@/features/where-to-start/rules/first-steps';

/**
 * What "Where do I start?"'s answer and the legal-aid desk's "What you can do today" (issue 72) draw alike:
 * a stop's offices as cards (officeCard's lines: address and map, hours, phone, the online route) with the
 * "call ahead" note where hours are shown, and a legal source's line ("to be confirmed" for a *check* fact).
 */
export function OfficeCards({
  offices,
  label,
  t,
}: {
  /** `hint`: how to reach an office the directory has no address for (an IBP chapter), as it words it. */
  offices: (ReturnType<typeof officeCard> & { hint?: string })[];
  label: string;
  t: WhereToStartWords;
}) {
  if (!offices.length) return null;
  return (
    <>
      <ul className="mt-2 space-y-2" aria-label={label}>
        {offices.map((o) => (
          <li key={o.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm print:py-0.5">
            <p className="font-semibold text-slate-900">{o.name}</p>
            <ContactLines
              className="mt-1"
              address={o.address}
              map={o.map}
              hours={o.hours}
              phone={o.phone}
              phoneLabel={o.phoneLabel}
              online={o.online}
            />
            {o.hint ? <p className="mt-1 text-slate-600">{o.hint}</p> : null}
          </li>
        ))}
      </ul>
      {/* Hours that can change: not those of a place open at all hours (a police station). */}
      {offices.some((o) => o.hours && o.hours !== t('offices.always')) ? (
        <p className="mt-2 text-xs text-slate-500 print:hidden">{t('offices.callAhead')}</p>
      ) : null}
    </>
  );
}

/** "Source: RA 7160, §§408, 412(a) · checked November 25, 2026", or "… · to be confirmed with the office". */
export function SourceLine({ source, t, locale }: { source: LegalSource; t: WhereToStartWords; locale: Locale }) {
  return (
    <p className="mt-1 text-xs text-slate-500">
      {source.unverified
        ? t('answer.sourceToConfirm', { law: source.law, section: source.section })
        : t('answer.source', { law: source.law, section: source.section, date: formatLongDate(source.checked, locale) })}
    </p>
  );
}
