'use client';

import Link from 'next/link';
import { formatPeso } from '@/lib/format/money';
import { useHref, useT } from '@/lib/i18n/client';
import type { MeetingDetailDto } from '@/lib/dto/meeting';
import type { MeetingsT } from './format';
import { rulesOfWire } from '@/lib/rules/meeting-kinds';

type Facts = Pick<MeetingDetailDto, 'outcome' | 'role' | 'lawyer' | 'work_item_id' | 'payment' | 'status'> &
  Partial<Pick<MeetingDetailDto, 'cancelled' | 'in_person'>>;

/**
 * What the settlement or a cancellation did, in one sentence from the viewer's side (null while the
 * status badge says it all: not settled yet, or both attended). `policy`: the sentence applies the cancellation policy,
 * so the page links it.
 */
type Note = { text: string; policy: boolean; reason?: string } | null;

export function outcomeNote(m: Facts, t: MeetingsT): Note {
  const client = m.role === 'CUSTOMER';
  if (m.outcome === 'CLIENT_NO_SHOW') {
    const side = client ? 'Client' : 'Lawyer';
    if (rulesOfWire(m).venue === 'call') return { text: t(`outcome.clientNoShow${side}`), policy: true };
    // An office visit is come to, not joined; a fee to be paid at the office was never paid, so nothing is kept.
    return m.payment?.status === 'PAID'
      ? { text: t(`outcome.clientNoShowInPerson${side}`), policy: true }
      : { text: t(`outcome.clientNoShowAtOffice${side}`), policy: false };
  }
  if (m.status === 'CANCELLED' && !m.outcome) return cancellationNote(m, t);
  if (m.outcome !== 'LAWYER_NO_SHOW' && m.outcome !== 'NOBODY_ATTENDED') return null;
  const lawyer = `Atty. ${m.lawyer.display_name}`;
  const refund = m.payment && (m.payment.status === 'REFUND_REQUIRED' || m.payment.status === 'REFUNDED') ? m.payment : null;
  if (refund) {
    const peso = formatPeso(refund.amount);
    const amount = refund.status === 'REFUNDED' ? t('outcome.sent', { amount: peso }) : peso;
    return { text: t(client ? 'outcome.refundClient' : 'outcome.refundLawyer', { lawyer, amount }), policy: true };
  }
  const key = `outcome.${client ? 'noShowClient' : 'noShowLawyer'}${m.work_item_id ? 'Engagement' : ''}`;
  return { text: t(key, { lawyer }), policy: false };
}

/** A party's cancellation: what became of the money, from the payment's own state, and the reason. */
function cancellationNote(m: Facts, t: MeetingsT): Note {
  const reason = m.cancelled?.reason ?? undefined;
  const p = m.payment;
  if (m.work_item_id) return { text: t('outcome.cancelledEngagement'), policy: false, reason };
  if (!p || p.status === 'CANCELLED' || p.status === 'EXPIRED' || p.status === 'PENDING')
    return { text: t('outcome.cancelledUnpaid'), policy: false, reason };
  // Where the refund stands is the refund line's to say (refund-status.tsx).
  if (p.status === 'REFUNDED' || p.status === 'REFUND_REQUIRED')
    return { text: t('outcome.cancelledRefund', { amount: formatPeso(p.amount) }), policy: true, reason };
  return { text: t('outcome.cancelledLate'), policy: true, reason };
}

/** The settled outcome under a meeting's heading, beside its status badge. */
export function OutcomeNote({ meeting }: { meeting: Facts }) {
  const t = useT('meetings');
  const href = useHref();
  const note = outcomeNote(meeting, t);
  if (!note) return null;
  return (
    <p className="mt-3 text-sm text-slate-700">
      {note.text}
      {note.policy && (
        <>
          {' ('}
          <Link href={href('/cancellation-policy')} className="text-primary underline-offset-2 hover:underline">
            {t('outcome.policy')}
          </Link>
          {')'}
        </>
      )}
      .{note.reason ? t('outcome.reason', { reason: note.reason }) : ''}
    </p>
  );
}
