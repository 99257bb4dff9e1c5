import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { Locale } from '@/lib/i18n/paths';
import { formatLongInZone } from './date-time';
import { zonedPair } from './zoned-time';
import { formatPesoExact } from './money';

/**
 * Our method code for a card payment whose card was issued outside the Philippines (issue 63 item 3):
 * PayMongo reports `card` and the card's country (methodOfPayment in lib/server/payments/parse-event.ts).
 */
export const CARD_ABROAD = 'card_abroad';

/** The providers' method codes (PayMongo's payment_method_types) as a client knows them. */
export function methodLabel(method: string): string {
  return (
    { gcash: 'GCash', paymaya: 'Maya', card: 'Card', [CARD_ABROAD]: 'Card issued abroad', qrph: 'QR Ph', grab_pay: 'GrabPay' }[method] ??
    method
  );
}

export type ReceiptInput = {
  /** The short payment reference people quote ("ABG-7K3Q-9M2X", lib/format/payment-reference.ts). */
  reference: string;
  /** What was paid for: "30-minute video consultation", "Engagement fee: …". */
  item: string;
  lawyerName: string;
  /** The consultation's start (meetings only). */
  startAt: Date | null;
  /** The client's zone: a client abroad reads the start on their clock with Manila's beside it (issue 63); the payment stays Manila's. */
  zone?: string;
  amountCentavos: number;
  method: string | null;
  paidAt: Date | null;
  /** The fee model as the client reads it (feeModelNote of lib/rules/fees.ts, at the server's rate). */
  feeNote: string;
};

export type ReceiptKey = 'reference' | 'item' | 'lawyer' | 'dateTime' | 'amount' | 'fees' | 'method' | 'charged' | 'paidAt';
/** `key` names the line whatever the language of its label (the PDF and the page set some in bold). */
export type ReceiptLine = { key: ReceiptKey | 'paidBy'; label: string; value: string };

/** The receipt's words in one language (issue 40: the e-mail and PDF in the payer's); English by default. */
export type ReceiptWords = {
  locale: Locale;
  label: Record<ReceiptKey, string>;
  manila: (time: string) => string;
  /** What a card issued abroad was charged: the peso amount, and that the bank converts it (chargedLine). */
  chargedAbroad: (amount: string) => string;
};

const RECEIPT_WORDS_EN: ReceiptWords = {
  locale: 'en',
  label: {
    reference: 'Reference number',
    item: 'Item',
    lawyer: 'Lawyer',
    dateTime: 'Date and time',
    amount: 'Amount',
    fees: 'Fees',
    method: 'Payment method',
    charged: 'Charged',
    paidAt: 'Paid at',
  },
  manila: (time) => `${time} (Manila)`,
  chargedAbroad: (amount) =>
    `${amount} in Philippine pesos to a card issued abroad; your bank converts it to your card's currency at its own rate`,
};

/**
 * Issue 63 item 3: what a card issued abroad was charged. We charge in pesos only, whatever the card;
 * its bank converts the charge (and may add its own fee), so the receipt says so. Null for any other
 * method: the amount line says it all.
 */
function chargedLine(amountCentavos: number, method: string | null, words: ReceiptWords = RECEIPT_WORDS_EN): ReceiptLine | null {
  if (method !== CARD_ABROAD) return null;
  return { key: 'charged', label: words.label.charged, value: words.chargedAbroad(formatPesoExact(amountCentavos)) };
}

/**
 * The itemised receipt, line by line: one builder for the confirmation e-mail, the paid /checkout
 * page and the PDF receipt, so all three always say the same. Times are in Manila time, where the marketplace and the
 * payment live, whatever zone the reader is in.
 */
export function receiptLines(r: ReceiptInput, words: ReceiptWords = RECEIPT_WORDS_EN): ReceiptLine[] {
  const manila = (d: Date) => words.manila(formatLongInZone(d, DEFAULT_TIME_ZONE, words.locale));
  const line = (key: ReceiptKey, value: string): ReceiptLine => ({ key, label: words.label[key], value });
  const lines: ReceiptLine[] = [line('reference', r.reference), line('item', r.item), line('lawyer', `Atty. ${r.lawyerName}`)];
  if (r.startAt) lines.push(line('dateTime', startText(r.startAt, r.zone, words) ?? manila(r.startAt)));
  lines.push(line('amount', formatPesoExact(r.amountCentavos)));
  lines.push(line('fees', r.feeNote));
  if (r.method) lines.push(line('method', methodLabel(r.method)));
  const charged = chargedLine(r.amountCentavos, r.method, words);
  if (charged) lines.push(charged);
  if (r.paidAt) lines.push(line('paidAt', manila(r.paidAt)));
  return lines;
}

/** The start on a client's clock abroad with Manila's beside it ("Saturday, November 28, 2026, 9:00 PM Dubai · Sunday, …, 1:00 AM Manila"); null in Manila's. */
export function startText(startAt: Date, zone: string | undefined, words: Pick<ReceiptWords, 'locale'>): string | null {
  if (!zone) return null;
  const { local, manila } = zonedPair(startAt.toISOString(), zone, words.locale, 'long');
  return manila ? `${local} · ${manila}` : null;
}

/** The same lines as plain text, for e-mails, under the heading in the reader's language. */
export function receiptText(lines: ReceiptLine[], heading = 'Receipt'): string {
  return [heading, ...lines.map((l) => `${l.label}: ${l.value}`)].join('\n');
}

/** "30-minute video consultation": the item of a consultation's receipt, e-mails and pages alike. */
export function consultationItem(duration: number, callType: 'VIDEO' | 'PHONE'): string {
  return `${duration}-minute ${callType === 'PHONE' ? 'phone' : 'video'} consultation`;
}

/**
 * Issue 63: "Paid by Maria Santos" when someone else paid through the client's payment link — its own
 * line, added after receiptLines' on every copy (the client's and the payer's); `label` in the reader's language.
 */
export function paidByLine(payerName: string, label: string): ReceiptLine {
  return { key: 'paidBy', label, value: payerName };
}
