import Link from 'next/link';
import { formatPeso } from '@/lib/format/money';
import type { MeetingDetailDto } from '@/lib/dto/meeting';

type Facts = Pick<MeetingDetailDto, 'outcome' | 'role' | 'lawyer' | 'work_item_id' | 'payment' | 'status'> &
  Partial<Pick<MeetingDetailDto, 'cancelled'>>;

/**
 * What the settlement or a cancellation did, in one sentence from the viewer's side (null while the
 * status badge says it all: not settled yet, or both attended). `policy`: the sentence applies the cancellation policy,
 * so the page links it.
 */
type Note = { text: string; policy: boolean; reason?: string } | null;

export function outcomeNote(m: Facts): Note {
  const client = m.role === 'CUSTOMER';
  if (m.outcome === 'CLIENT_NO_SHOW')
    return { text: `${client ? 'You' : 'The client'} did not join; the fee is not refunded`, policy: true };
  if (m.status === 'CANCELLED' && !m.outcome) return cancellationNote(m);
  if (m.outcome !== 'LAWYER_NO_SHOW' && m.outcome !== 'NOBODY_ATTENDED') return null;
  const who = client ? `Atty. ${m.lawyer.display_name}` : 'You';
  const refund = m.payment && (m.payment.status === 'REFUND_REQUIRED' || m.payment.status === 'REFUNDED') ? m.payment : null;
  if (refund) {
    const amount = `${formatPeso(refund.amount)}${refund.status === 'REFUNDED' ? ' (sent)' : ''}`;
    return { text: `${who} did not join; ${client ? '' : 'the client gets a '}full refund of ${amount}`, policy: true };
  }
  return {
    text: `${who} did not join${m.work_item_id ? '; the meeting goes back to the engagement, to be booked again' : ''}`,
    policy: false,
  };
}

/** A party's cancellation: what became of the money, from the payment's own state, and the reason. */
function cancellationNote(m: Facts): Note {
  const reason = m.cancelled?.reason ?? undefined;
  const p = m.payment;
  if (m.work_item_id) return { text: 'Cancelled; the meeting goes back to the engagement, to be booked again', policy: false, reason };
  if (!p || p.status === 'CANCELLED' || p.status === 'EXPIRED' || p.status === 'PENDING')
    return { text: 'Cancelled before anything was paid', policy: false, reason };
  // Where the refund stands is the refund line's to say (refund-status.tsx).
  if (p.status === 'REFUNDED' || p.status === 'REFUND_REQUIRED')
    return { text: `Cancelled with a full refund of ${formatPeso(p.amount)}`, policy: true, reason };
  return { text: 'Cancelled less than a day before the start; the fee is not refunded', policy: true, reason };
}

/** The settled outcome under a meeting's heading, beside its status badge. */
export function OutcomeNote({ meeting }: { meeting: Facts }) {
  const note = outcomeNote(meeting);
  if (!note) return null;
  return (
    <p className="mt-3 text-sm text-slate-700">
      {note.text}
      {note.policy && (
        <>
          {' ('}
          <Link href="/cancellation-policy" className="text-primary underline-offset-2 hover:underline">
            cancellation policy
          </Link>
          {')'}
        </>
      )}
      .{note.reason ? ` Reason: ${note.reason}` : ''}
    </p>
  );
}
