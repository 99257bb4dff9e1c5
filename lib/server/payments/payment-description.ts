import 'server-only';
import type { Locale } from '@/lib/i18n/paths';
import { noticeText } from '@/lib/server/messaging/notifications/recipient';

// A payment's description (payments.description) is written once, in English, when its checkout opens:
// the provider's line item, the admin console and the statements read it as it is. A notice that
// quotes it to the payer (the refund mail) says a known kind again in the payer's language, from the
// parts the description was made of (messages/*/notices.json, `payment`); the lawyer's name and the
// engagement's or service's title are the lawyer's words and stay as written. Anything else (an older
// or unknown description) is quoted as it was stored.

type CallType = 'VIDEO' | 'PHONE';

/** "30-min video consultation – Atty. Ana Reyes": a booked consultation (create-meeting.ts). */
export function consultationDescription(duration: number, callType: CallType, lawyer: string): string {
  return noticeText('en')('payment.consultation', { duration, callType, lawyer });
}

/** "Engagement: Demand letter – Atty. Ana Reyes": the payment of an accepted proposal (work-items/accept-proposal.ts). */
export function engagementDescription(title: string, lawyer: string): string {
  return noticeText('en')('payment.engagement', { title, lawyer }).trim();
}

/** "Additional service: Court appearance – Atty. Ana Reyes": an additional service's payment (work-items/additional-services.ts). */
export function additionalServiceDescription(title: string, lawyer: string): string {
  return noticeText('en')('payment.additionalService', { title, lawyer }).trim();
}

/** "Written question – Atty. Ana Reyes": a written question's payment (questions/question-checkout.ts, issue 60). */
export function questionDescription(lawyer: string): string {
  return noticeText('en')('payment.question', { lawyer }).trim();
}

/**
 * The known kinds by their English shape: a consultation (above); an engagement and an additional
 * service of one (work-items/accept-proposal.ts, additional-services.ts: "Engagement: {title} –
 * Atty. {lawyer}", trimmed, so a missing name leaves "Atty." at the end); a written question. The last
 * " – Atty. " splits the title from the name.
 */
const KNOWN: { shape: RegExp; say: (parts: string[], t: ReturnType<typeof noticeText>) => string }[] = [
  {
    shape: /^(\d{1,3})-min (video|phone) consultation – Atty\.(?: (.*))?$/s,
    say: ([duration, call, lawyer], t) =>
      t('payment.consultation', { duration: Number(duration), callType: call === 'phone' ? 'PHONE' : 'VIDEO', lawyer: lawyer ?? '' }),
  },
  {
    shape: /^Engagement: (.*) – Atty\.(?: (.*))?$/s,
    say: ([title, lawyer], t) => t('payment.engagement', { title, lawyer: lawyer ?? '' }),
  },
  {
    shape: /^Additional service: (.*) – Atty\.(?: (.*))?$/s,
    say: ([title, lawyer], t) => t('payment.additionalService', { title, lawyer: lawyer ?? '' }),
  },
  {
    // Issue 72 item 7: the Filipino checkout of a written question said it in English.
    shape: /^Written question – Atty\.(?: (.*))?$/s,
    say: ([lawyer], t) => t('payment.question', { lawyer: lawyer ?? '' }),
  },
];

/** A stored description as the reader says it: English exactly as stored; a known kind in Filipino; anything else as stored. */
export function paymentDescriptionIn(stored: string, locale: Locale): string {
  if (locale === 'en') return stored;
  for (const { shape, say } of KNOWN) {
    const match = shape.exec(stored);
    if (match) return say(match.slice(1), noticeText(locale)).trim();
  }
  return stored;
}
