import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { APP_NAME } from '@/lib/config/app';
import { paidByLine, receiptLines, receiptText, type ReceiptLine } from '@/lib/format/receipt';
import { translator } from '@/lib/i18n/translator';
import type { Locale } from '@/lib/i18n/paths';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';
import { emailText, feeNoteIn, receiptWords } from '@/lib/server/messaging/mail/mail-text';
import { loadMeetingParties } from '@/lib/server/meetings/load-meeting-parties';
import { meetingReceiptLines } from '@/lib/server/meetings/meeting-receipt';
import { findPayer } from '@/lib/server/payments/payer';
import { paymentDescriptionIn } from '@/lib/server/payments/payment-description';

/**
 * After a payment made through a payment link (issue 63 item 4): the payer's copy of the receipt, mailed
 * to the payer in the language they paid in, naming them ("Paid by …") as the client's copy does. Only
 * the receipt's lines: the item, lawyer, time, amount — never the case. Once per payment (dedupe key).
 */
export async function sendPayerReceipt(paymentId: string): Promise<void> {
  const payer = await findPayer(paymentId);
  if (!payer) return;
  const db = await getDb();
  const [row] = await db
    .select({ payment: t.payments, lawyerName: t.lawyerProfiles.displayName, clientName: t.users.firstName })
    .from(t.payments)
    .innerJoin(t.lawyerProfiles, eq(t.lawyerProfiles.userId, t.payments.lawyerId))
    .innerJoin(t.users, eq(t.users.id, t.payments.customerId))
    .where(eq(t.payments.id, paymentId));
  if (!row?.payment.paidAt) return;
  const lines = await linesFor(row, payer.name, payer.language);
  if (!lines) return;
  const words = translator(payer.language, 'payLink');
  const service = paymentDescriptionIn(row.payment.description, payer.language);
  await sendEmail({
    to: payer.email,
    subject: words('mail.receiptSubject', { service }),
    text: `${words('mail.receiptIntro', { client: row.clientName })}\n\n${receiptText(lines, emailText(payer.language)('receipt.heading'))}\n\n— ${APP_NAME}`,
    dedupeKey: `payer-receipt:${paymentId}`,
  });
}

async function linesFor(
  row: { payment: typeof t.payments.$inferSelect; lawyerName: string },
  payerName: string,
  locale: Locale,
): Promise<ReceiptLine[] | null> {
  const p = row.payment;
  if (p.meetingId) {
    // The meeting's own receipt (the client's copy's lines), in the payer's language: it names the payer already.
    const m = await loadMeetingParties(p.meetingId);
    return m ? meetingReceiptLines(m, locale) : null;
  }
  const lines = receiptLines(
    {
      reference: p.reference,
      item: paymentDescriptionIn(p.description, locale),
      lawyerName: row.lawyerName,
      startAt: null,
      amountCentavos: p.amountCentavos,
      method: p.method,
      paidAt: p.paidAt,
      feeNote: feeNoteIn(locale),
    },
    receiptWords(locale),
  );
  lines.push(paidByLine(payerName, emailText(locale)('receipt.paidBy')));
  return lines;
}
