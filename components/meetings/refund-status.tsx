import { formatDay } from '@/components/lawyers/format';
import { MANUAL_REFUND_BUSINESS_DAYS, REFUND_ARRIVAL_TEXT } from '@/lib/config/refunds';
import type { MeetingDetailDto } from '@/lib/dto/meeting';
import { formatPeso } from '@/lib/format/money';

type Facts = Pick<MeetingDetailDto, 'refund' | 'role'>;

/** Where the meeting's refund stands, in one sentence from the viewer's side (null when there is none). */
export function refundSentence(m: Facts, zone: string): string | null {
  const r = m.refund;
  if (!r) return null;
  const whose = m.role === 'CUSTOMER' ? 'Your refund' : "The client's refund";
  const amount = formatPeso(r.amount);
  if (r.status === 'succeeded') {
    return `${whose} of ${amount} was sent${r.settled_at ? ` on ${formatDay(r.settled_at, zone)}` : ''}${r.reference ? ` (reference ${r.reference})` : ''}.`;
  }
  if (r.status === 'failed') {
    return `${whose} of ${amount} could not be made automatically; our team will send it by hand within ${MANUAL_REFUND_BUSINESS_DAYS} business days.`;
  }
  return `${whose} of ${amount} was requested on ${formatDay(r.requested_at, zone)} — ${REFUND_ARRIVAL_TEXT}.`;
}

/** The refund line under a meeting's heading. */
export function RefundStatus({ meeting, zone }: { meeting: Facts; zone: string }) {
  const sentence = refundSentence(meeting, zone);
  if (!sentence) return null;
  return (
    <p className="mt-2 text-sm text-slate-700" data-testid="refund-status" data-status={meeting.refund?.status}>
      {sentence}
    </p>
  );
}
