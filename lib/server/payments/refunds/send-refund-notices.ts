import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { MANUAL_REFUND_BUSINESS_DAYS } from '@/lib/config/refunds';
import { formatPeso } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/paths';
import { tellUser, type Message } from '@/lib/server/messaging/notifications/tell-user';
import { noticeText } from '@/lib/server/messaging/notifications/recipient';
import { paymentDescriptionIn } from '@/lib/server/payments/payment-description';
import { findPayer } from '@/lib/server/payments/payer';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';
import { translator } from '@/lib/i18n/translator';
import { APP_NAME } from '@/lib/config/app';

const BATCH = 50;

type Due = {
  id: string;
  payment_id: string;
  status: 'succeeded' | 'failed';
  amount_centavos: number;
  provider_refund_id: string | null;
  reference: string | null;
  description: string;
  payment_reference: string;
  meeting_id: string | null;
  work_item_id: string | null;
  client_id: string;
  client_email: string;
  client_first_name: string;
  client_language: Locale;
};

/**
 * Tells the client how a refund ended, once: refunds with `settled_at` but no `notified_at` are
 * picked up (these ids right after they settled; every one still due from the scheduler pass, so a
 * process killed between the commit and the message leaves it to the next pass), told by e-mail and
 * in-app notification under a dedupe key, in the client's language, then marked. Never throws.
 */
export async function sendRefundNotices(options: { refundIds?: string[] } = {}): Promise<number> {
  if (options.refundIds?.length === 0) return 0;
  let told = 0;
  try {
    const db = await getDb();
    const only = options.refundIds
      ? sql`AND r.id IN (${sql.join(
          options.refundIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
    const due = await queryRows<Due>(
      db,
      sql`SELECT r.id, r.payment_id, r.status, r.amount_centavos, r.provider_refund_id, r.reference, p.description, p.reference AS payment_reference, p.meeting_id, p.work_item_id,
                 u.id AS client_id, u.email AS client_email, u.first_name AS client_first_name, u.language AS client_language
          FROM refunds r JOIN payments p ON p.id = r.payment_id JOIN users u ON u.id = p.customer_id
          WHERE r.settled_at IS NOT NULL AND r.notified_at IS NULL AND r.status IN ('succeeded', 'failed') ${only}
          ORDER BY r.settled_at LIMIT ${BATCH}`,
    );
    for (const r of due) {
      await tellUser(message(r));
      await tellPayer(r);
      await db
        .update(t.refunds)
        .set({ notifiedAt: sql`now()` })
        .where(and(eq(t.refunds.id, r.id), isNull(t.refunds.notifiedAt)));
      told++;
    }
  } catch (error) {
    console.error('[refunds] notices', error);
  }
  return told;
}

/**
 * Issue 63: a payment someone else made through the client's payment link went back to them (the
 * provider refunds the payment, so the money goes to the account it came from): they hear of it too,
 * in the language they paid in.
 */
async function tellPayer(r: Due): Promise<void> {
  if (r.status !== 'succeeded') return;
  const payer = await findPayer(r.payment_id);
  if (!payer) return;
  const words = translator(payer.language, 'payLink');
  const amount = formatPeso(Number(r.amount_centavos));
  await sendEmail({
    to: payer.email,
    subject: words('mail.refundSubject', { amount }),
    text: `${words('mail.refund', { amount, service: paymentDescriptionIn(r.description, payer.language), payment: r.payment_reference })}\n\n— ${APP_NAME}`,
    dedupeKey: `payer-refund:${r.id}`,
  });
}

/** The notice in the client's words; the English of `refund.arrival` is REFUND_ARRIVAL_TEXT (lib/config/refunds.ts). */
function message(r: Due): Message {
  const locale = r.client_language;
  const words = noticeText(locale);
  const amount = formatPeso(Number(r.amount_centavos));
  // What was paid for, as the client says it ("30-minutong konsultasyon sa video call – Atty. …").
  const description = paymentDescriptionIn(r.description, locale);
  const path = r.work_item_id
    ? `/customer-portal/work-items/${r.work_item_id}`
    : r.meeting_id
      ? `/customer-portal/meeting/${r.meeting_id}`
      : '/customer-portal';
  const icon = r.work_item_id ? 'new-work-item' : 'new-meeting';
  const user = { id: r.client_id, email: r.client_email, firstName: r.client_first_name };
  if (r.status === 'succeeded') {
    const reference = r.reference ?? r.provider_refund_id ?? r.id;
    return {
      user,
      locale,
      subject: words('refund.sentSubject', { amount }),
      paragraphs: [words('refund.sent', { amount, description, payment: r.payment_reference, reference }), words('refund.arrival')],
      path,
      notification: { title: words('refund.sentTitle'), body: words('refund.sentBody', { amount, reference }), icon },
      dedupeKey: `refund:${r.id}:succeeded`,
    };
  }
  const days = MANUAL_REFUND_BUSINESS_DAYS;
  return {
    user,
    locale,
    subject: words('refund.delayedSubject', { amount }),
    paragraphs: [words('refund.delayed', { amount, description, payment: r.payment_reference }), words('refund.byHand', { days })],
    path,
    notification: { title: words('refund.delayedTitle'), body: words('refund.delayedBody', { amount, days }), icon },
    dedupeKey: `refund:${r.id}:failed`,
  };
}
