import 'server-only';
import { consultationItem, receiptLines, type ReceiptLine } from '@/lib/format/receipt';
import { AppError } from '@/lib/server/http/errors';
import { findPartyMeetingOrThrow } from '@/lib/server/meetings/find-party-meeting';
import { loadMeetingParties, type MeetingParties } from '@/lib/server/meetings/load-meeting-parties';
import { clientFeeNote } from '../payments/platform-fee';
import { receiptPdf } from '../payments/receipt-pdf';

/** A consultation's receipt lines (null while it is unpaid or when an engagement paid for it). */
export function meetingReceiptLines(m: MeetingParties): ReceiptLine[] | null {
  if (!m.payment) return null;
  return receiptLines({
    reference: m.payment.reference,
    item: consultationItem(m.duration, m.callType),
    lawyerName: m.lawyer.name,
    startAt: m.start,
    amountCentavos: m.payment.amountCentavos,
    method: m.payment.method,
    paidAt: m.payment.paidAt,
    feeNote: clientFeeNote(),
  });
}

export type ReceiptFile = { filename: string; contentType: 'application/pdf'; content: Buffer };

/** The PDF receipt of a paid consultation, for the confirmation e-mail and the meeting page. */
export async function meetingReceiptFile(m: MeetingParties): Promise<ReceiptFile | null> {
  const lines = meetingReceiptLines(m);
  if (!lines || !m.payment) return null;
  const content = await receiptPdf(lines, { name: m.customer.name, email: m.customer.email });
  return { filename: `receipt-${m.payment.reference}.pdf`, contentType: 'application/pdf', content };
}

/**
 * GET /api/v1/meeting/{id}/receipt: the payer's PDF receipt. Only the client paid, so only the client
 * has one: for the lawyer, and for anyone who is not a party, it does not exist (404).
 */
export async function getMeetingReceipt(userId: string, meetingId: string): Promise<ReceiptFile> {
  const party = await findPartyMeetingOrThrow(userId, meetingId);
  const m = party.role === 'CUSTOMER' ? await loadMeetingParties(party.id) : null;
  const file = m ? await meetingReceiptFile(m) : null;
  if (!file) throw new AppError('NOT_FOUND', 'This meeting has no receipt: it was not paid here.', { key: 'RECEIPT_NOT_FOUND' });
  return file;
}
