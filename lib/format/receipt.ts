import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { formatLongInZone } from './date-time';
import { formatPesoExact } from './money';

/** The providers' method codes (PayMongo's payment_method_types) as a client knows them. */
export function methodLabel(method: string): string {
  return { gcash: 'GCash', paymaya: 'Maya', card: 'Card', qrph: 'QR Ph', grab_pay: 'GrabPay' }[method] ?? method;
}

export type ReceiptInput = {
  /** The short payment reference people quote ("ABG-7K3Q-9M2X", lib/format/payment-reference.ts). */
  reference: string;
  /** What was paid for: "30-minute video consultation", "Engagement fee: …". */
  item: string;
  lawyerName: string;
  /** The consultation's start (meetings only). */
  startAt: Date | null;
  amountCentavos: number;
  method: string | null;
  paidAt: Date | null;
  /** The fee model as the client reads it (feeModelNote of lib/rules/fees.ts, at the server's rate). */
  feeNote: string;
};

export type ReceiptLine = { label: string; value: string };

const manila = (d: Date) => `${formatLongInZone(d, DEFAULT_TIME_ZONE)} (Manila)`;

/**
 * The itemised receipt, line by line: one builder for the confirmation e-mail, the paid /checkout
 * page and the PDF receipt, so all three always say the same. Times are in Manila time, where the marketplace and the
 * payment live, whatever zone the reader is in.
 */
export function receiptLines(r: ReceiptInput): ReceiptLine[] {
  const lines: ReceiptLine[] = [
    { label: 'Reference number', value: r.reference },
    { label: 'Item', value: r.item },
    { label: 'Lawyer', value: `Atty. ${r.lawyerName}` },
  ];
  if (r.startAt) lines.push({ label: 'Date and time', value: manila(r.startAt) });
  lines.push({ label: 'Amount', value: formatPesoExact(r.amountCentavos) });
  lines.push({ label: 'Fees', value: r.feeNote });
  if (r.method) lines.push({ label: 'Payment method', value: methodLabel(r.method) });
  if (r.paidAt) lines.push({ label: 'Paid at', value: manila(r.paidAt) });
  return lines;
}

/** The same lines as plain text, for e-mails. */
export function receiptText(lines: ReceiptLine[]): string {
  return ['Receipt', ...lines.map((l) => `${l.label}: ${l.value}`)].join('\n');
}

/** "30-minute video consultation": the item of a consultation's receipt, e-mails and pages alike. */
export function consultationItem(duration: number, callType: 'VIDEO' | 'PHONE'): string {
  return `${duration}-minute ${callType === 'PHONE' ? 'phone' : 'video'} consultation`;
}
