'use client';

import { formatDay } from '@/lib/format/zoned-time';
import { MANUAL_REFUND_BUSINESS_DAYS } from '@/lib/config/refunds';
import type { MeetingDetailDto } from '@/lib/dto/meeting';
import { formatPeso } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/paths';
import { useLocale, useT } from '@/lib/i18n/client';
import { type MeetingsT } from './format';

type Facts = Pick<MeetingDetailDto, 'refund' | 'role'>;

/**
 * Where the meeting's refund stands, in one sentence from the viewer's side (null when there is none).
 * The English of `refund.requested` repeats REFUND_ARRIVAL_TEXT (lib/config/refunds.ts) letter for letter.
 */
export function refundSentence(m: Facts, zone: string, locale: Locale, t: MeetingsT): string | null {
  const r = m.refund;
  if (!r) return null;
  const base = { who: m.role, amount: formatPeso(r.amount) };
  if (r.status === 'succeeded') {
    return t('refund.sent', {
      ...base,
      date: r.settled_at ? formatDay(r.settled_at, zone, locale) : 'none',
      reference: r.reference ?? 'none',
    });
  }
  if (r.status === 'failed') return t('refund.failed', { ...base, days: MANUAL_REFUND_BUSINESS_DAYS });
  return t('refund.requested', { ...base, date: formatDay(r.requested_at, zone, locale) });
}

/** The refund line under a meeting's heading. */
export function RefundStatus({ meeting, zone }: { meeting: Facts; zone: string }) {
  const t = useT('meetings');
  const locale = useLocale();
  const sentence = refundSentence(meeting, zone, locale, t);
  if (!sentence) return null;
  return (
    <p className="mt-2 text-sm text-slate-700" data-testid="refund-status" data-status={meeting.refund?.status}>
      {sentence}
    </p>
  );
}
