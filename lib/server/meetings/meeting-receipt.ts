import 'server-only';
import { paidByLine, receiptLines, type ReceiptLine } from '@/lib/format/receipt';
import { AppError } from '@/lib/server/platform/http/errors';
import { findPartyMeetingOrThrow } from './find-party-meeting';
import { loadMeetingParties, type MeetingParties } from './load-meeting-parties';
import type { Locale } from '@/lib/i18n/paths';
import { emailText, feeNoteIn, meetingItemIn, receiptWords } from '@/lib/server/messaging/mail/mail-text';
import { receiptPdf } from '@/lib/server/payments/receipt-pdf';

/**
 * A meeting's receipt lines (a notarial appointment's item in its own words) (null while it is unpaid or when an engagement paid for it), in the
 * payer's language unless told (issue 40); its English is consultationItem's and clientFeeNote's.
 */
export function meetingReceiptLines(m: MeetingParties, locale: Locale = m.customer.language): ReceiptLine[] | null {
  if (!m.payment) return null;
  const lines = receiptLines(
    {
      reference: m.payment.reference,
      item: meetingItemIn(emailText(locale), m),
      lawyerName: m.lawyer.name,
      startAt: m.start,
      zone: m.customer.zone,
      amountCentavos: m.payment.amountCentavos,
      method: m.payment.method,
      paidAt: m.payment.paidAt,
      feeNote: feeNoteIn(locale),
    },
    receiptWords(locale),
  );
  // Someone else paid through the client's payment link (issue 63): the receipt names them.
  if (m.payment.payerName) lines.push(paidByLine(m.payment.payerName, emailText(locale)('receipt.paidBy')));
  return lines;
}

export type ReceiptFile = { filename: string; contentType: 'application/pdf'; content: Buffer };

/** The PDF receipt of a paid consultation, for the confirmation e-mail and the meeting page, in the payer's language. */
export async function meetingReceiptFile(m: MeetingParties): Promise<ReceiptFile | null> {
  const lines = meetingReceiptLines(m);
  if (!lines || !m.payment) return null;
  const content = await receiptPdf(lines, { name: m.customer.name, email: m.customer.email }, m.customer.language);
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
  if (!file) throw new AppError('NOT_FOUND', 'meetings.meetingNoReceiptNot', { key: 'RECEIPT_NOT_FOUND' });
  return file;
}
