import { BadgeCheck, ShieldAlert, ShieldX } from 'lucide-react';
import type { LetterVerification } from '@/lib/dto/engagement-letter';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/config';

type Say = (key: string, values?: Record<string, string | number>) => string;

/** "November 25, 2026" / "Nobyembre 25, 2026", in Philippine time. */
function longDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'Asia/Manila' }).format(new Date(iso));
}

/** "November 25, 2026 at 9:30 AM" / "Nobyembre 25, 2026 nang 9:30 AM", in Philippine time. */
function longTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Manila' }).format(
    new Date(iso),
  );
}

/**
 * The answer of the verification, for the public page (by code) and its upload form: valid, replaced,
 * not this letter, or unknown — with only the lawyer's public name and the letter's dates.
 */
export function VerificationResult({
  result,
  byCode,
  t,
  locale,
  app,
}: {
  result: LetterVerification;
  byCode?: boolean;
  t: Say;
  locale: Locale;
  app: string;
}) {
  const l = result.letter;
  const values: Record<string, string> = l
    ? {
        lawyer: l.lawyer_name,
        // The letter's day at noon in Manila: the same calendar day whatever the reader's zone.
        date: longDate(`${l.letter_date}T04:00:00Z`, locale),
        signed: t('verify.manila', { time: longTime(l.signed_at, locale) }),
        code: l.code,
        app,
      }
    : { app };
  const tone = {
    valid: 'border-primary-200 bg-primary-50 text-primary-900',
    void: 'border-amber-300 bg-amber-50 text-amber-900',
    mismatch: 'border-red-300 bg-red-50 text-red-900',
    unknown: 'border-red-300 bg-red-50 text-red-900',
  }[result.result];
  const Icon = result.result === 'valid' ? BadgeCheck : result.result === 'void' ? ShieldAlert : ShieldX;
  const text = result.result === 'valid' ? (byCode ? 'verify.validCodeText' : 'verify.validText') : `verify.${result.result}Text`;
  return (
    <div role="status" data-result={result.result} className={`mt-4 rounded-lg border p-4 text-left ${tone}`}>
      <p className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
        {t(`verify.${result.result}Heading`)}
      </p>
      <p className="mt-1 text-sm">{t(text, values)}</p>
    </div>
  );
}
