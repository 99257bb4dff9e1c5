import 'server-only';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { APP_NAME, appUrl } from '@/lib/config/app';
import type { PayerKind, PayerState, PayerView, PaymentLink } from '@/lib/dto/payment-link';
import { formatPeso } from '@/lib/format/money';
import { formatLongInZone } from '@/lib/format/date-time';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { translator } from '@/lib/i18n/translator';
import { meetingKindRules, type MeetingKind } from '@/lib/rules/meeting-kinds';
import { AppError } from '@/lib/server/platform/http/errors';
import { plainName } from '@/lib/server/messaging/mail/plain-name';
import { recordEmail } from '@/lib/server/messaging/mail/record-email';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { PAYMENT_EVENTS } from '@/lib/server/payments/events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { completeSandboxFor } from '@/lib/server/payments/complete-sandbox-checkout';
import { checkoutState, getCheckout, paymentTargetStatus, selectPaymentWithTarget } from '@/lib/server/payments/get-checkout';
import { getPaymentProvider } from '@/lib/server/payments/get-payment-provider';
import { UNHELD_CHECKOUT_HOURS } from '@/lib/server/payments/open-checkout';
import { paymentDescriptionIn } from '@/lib/server/payments/payment-description';
import { generateToken, hashToken } from '@/lib/server/platform/security/hash-token';
import { countTypedAddressMail } from '@/lib/server/platform/security/typed-address-limits';
import { PAYER_RETURN_COOKIE, PAYER_RETURN_SECONDS, PAYMENT_LINK_TOKEN } from '@/lib/rules/payer-return';
import { serializeCookie } from '@/lib/server/auth/session-cookie';
import type { CreatePaymentLinkInput, PayerDetailsInput } from '@/lib/validation/payment-links';
import type { SandboxMethod } from '@/lib/validation/payments';

/**
 * Issue 63 item 4, someone else pays. The client makes a link for one of their pending payments —
 * whatever it pays for: a consultation, a notarial appointment, an engagement or its additional
 * service, a service order, a written question (issue 72 item 2: one mechanism, from the payment) —
 * and the token is 256 random bits of which only the SHA-256 is stored, so the link is the only key.
 * Whoever holds it sees the payer's view (lawyer, service, time, amount — never the case) and pays
 * through the same checkout the client would (the same payment row and provider session), so the
 * webhook settles what it pays for exactly as the client's own payment does; the client stays the
 * payment's customer. The link lives while its payment can be paid: a booking's hold, an unheld
 * checkout's lifetime ({@link UNHELD_CHECKOUT_HOURS}); the client can withdraw it while the payment is open.
 */

const notFound = () => new AppError('NOT_FOUND', 'paymentLinks.notFound', { key: 'PAYMENT_LINK_NOT_FOUND' });
const closed = () => new AppError('CONFLICT', 'paymentLinks.closed', { key: 'PAYMENT_LINK_CLOSED' });
const startedByAnother = () => new AppError('CONFLICT', 'paymentLinks.startedByAnother', { key: 'PAYMENT_LINK_STARTED' });

type Target = {
  payment: typeof t.payments.$inferSelect;
  kind: PayerKind;
  /** The status of what it pays for, by the checkout's rule (paymentTargetStatus). */
  targetStatus: string;
  holdExpiresAt: Date | null;
  startAt: Date | null;
  duration: number | null;
  lawyerName: string;
  lawyerZone: string;
};

/** What a payment pays for, as the payer is told it: a booking by its kind's venue, a written question, else a lawyer's service. */
function payerKind(row: { meeting: { kind: MeetingKind } | null; question: { id: string } | null }): PayerKind {
  if (row.meeting) return meetingKindRules(row.meeting.kind).venue === 'office' ? 'appointment' : 'consultation';
  return row.question ? 'question' : 'service';
}

/** The payment with what it pays for (the checkout's own join); only the facts a payer may see are kept. */
async function loadTarget(db: Db, paymentId: string): Promise<Target | undefined> {
  const [row] = await selectPaymentWithTarget(db).where(eq(t.payments.id, paymentId)).limit(1);
  if (!row) return undefined;
  return {
    payment: row.payment,
    kind: payerKind(row),
    targetStatus: paymentTargetStatus(row),
    holdExpiresAt: row.meeting?.holdExpiresAt ?? null,
    startAt: row.meeting?.startAt ?? null,
    duration: row.meeting?.durationMinutes ?? null,
    lawyerName: row.lawyer.name,
    lawyerZone: row.lawyer.zone,
  };
}

/** When a payment stops being payable: its booking's hold, or an unheld checkout's lifetime. */
function payableUntil(target: Pick<Target, 'payment' | 'holdExpiresAt'>): Date {
  if (target.payment.meetingId) return target.holdExpiresAt ?? target.payment.createdAt;
  return new Date(target.payment.createdAt.getTime() + UNHELD_CHECKOUT_HOURS * 3_600_000);
}

/** What the payer sees of the payment's state: the checkout's own rule (checkoutState), in four words. */
function payerState(target: Target, now: Date): PayerState {
  const state = checkoutState(target.payment.status, target.targetStatus, target.holdExpiresAt, now);
  if (state === 'paid' || state === 'refund') return state;
  if (state === 'pending' && payableUntil(target) > now && target.payment.checkoutUrl) return 'pending';
  return 'closed';
}

const linkUrl = (locale: Locale, token: string) => `${appUrl()}${localePath(locale, `/pay/${token}`)}`;

function linkDto(row: typeof t.paymentLinks.$inferSelect, url: string | null): PaymentLink {
  return {
    _id: row.id,
    payment_id: row.paymentId,
    url,
    sent_to: row.sentTo,
    expires_at: row.expiresAt.toISOString(),
    revoked: row.revokedAt !== null,
    payer_name: row.payerName,
  };
}

/**
 * POST payment-links: a new link for one of the client's own pending payments, whatever it pays for
 * (anyone else's: 404); an earlier live link of the same payment is withdrawn, so one link at a time can
 * pay it. With an e-mail, the mail is counted first against the budgets of mails to typed addresses
 * (issue 73: a 429 past them, and no link is made), recorded with the link, and sent after the commit
 * by the outbox's kick (issue 72 item 4: at once, not at the mail pass's retry). Its subject holds none
 * of the client's words; the body names the client as plain text, never a link.
 */
export async function createPaymentLink(
  customer: { id: string; firstName: string },
  input: CreatePaymentLinkInput & { payment_id: string },
  locale: Locale,
  now = new Date(),
): Promise<PaymentLink> {
  const db = await getDb();
  const target = await loadTarget(db, input.payment_id);
  if (!target || target.payment.customerId !== customer.id) throw notFound();
  if (payerState(target, now) !== 'pending') {
    throw new AppError('CONFLICT', 'paymentLinks.notPayable', { key: 'PAYMENT_NOT_PAYABLE' });
  }
  const token = generateToken();
  const email = input.email?.trim().toLowerCase() ?? null;
  const language = input.language ?? locale;
  if (email) await countTypedAddressMail(customer.id, email);
  const row = await transactionWithEvents(db, async (tx) => {
    await tx
      .update(t.paymentLinks)
      .set({ revokedAt: now })
      .where(and(eq(t.paymentLinks.paymentId, target.payment.id), isNull(t.paymentLinks.revokedAt)));
    const [inserted] = await tx
      .insert(t.paymentLinks)
      .values({
        paymentId: target.payment.id,
        customerId: customer.id,
        tokenHash: hashToken(token),
        sentTo: email,
        expiresAt: payableUntil(target),
      })
      .returning();
    if (email) {
      const words = translator(language, 'payLink');
      const service = paymentDescriptionIn(target.payment.description, language);
      const amount = formatPeso(target.payment.amountCentavos);
      const until = formatLongInZone(inserted.expiresAt, target.lawyerZone, language);
      const client = plainName(customer.firstName);
      const emailId = await recordEmail(tx, {
        to: email,
        subject: words('mail.askSubject', { kind: target.kind, app: APP_NAME }),
        text: `${words('mail.ask', { client: client.name, named: client.named, service, amount, app: APP_NAME })}\n\n${words('mail.askLink', { time: until })}\n${linkUrl(language, token)}\n\n— ${APP_NAME}`,
        dedupeKey: `payment-link:${inserted.id}`,
      });
      await recordEvents(tx, PAYMENT_EVENTS, {
        aggregateId: target.payment.id,
        event: 'link-mailed',
        status: target.payment.status,
        actor: { role: 'CUSTOMER', id: customer.id },
        payload: { emailId },
      });
    }
    return inserted;
  });
  return linkDto(row, linkUrl(language, token));
}

/** GET payment-links?payment_id=: the client's links of one of their payments (no URLs: only digests are kept). */
export async function listPaymentLinks(customerId: string, paymentId: string): Promise<{ links: PaymentLink[] }> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(t.paymentLinks)
    .where(and(eq(t.paymentLinks.customerId, customerId), eq(t.paymentLinks.paymentId, paymentId)))
    .orderBy(desc(t.paymentLinks.createdAt));
  return { links: rows.map((r) => linkDto(r, null)) };
}

/** DELETE payment-links/{id}: the client withdraws a link while its payment is still open (a paid one names its payer). */
export async function revokePaymentLink(customerId: string, linkId: string, now = new Date()): Promise<PaymentLink> {
  const db = await getDb();
  const [link] = await db
    .select()
    .from(t.paymentLinks)
    .where(and(eq(t.paymentLinks.id, linkId), eq(t.paymentLinks.customerId, customerId)));
  if (!link) throw notFound();
  const target = await loadTarget(db, link.paymentId);
  if (!target || payerState(target, now) === 'paid' || payerState(target, now) === 'refund') {
    throw new AppError('CONFLICT', 'paymentLinks.paid', { key: 'PAYMENT_LINK_USED' });
  }
  const [row] = await db
    .update(t.paymentLinks)
    .set({ revokedAt: link.revokedAt ?? now })
    .where(eq(t.paymentLinks.id, link.id))
    .returning();
  return linkDto(row, null);
}

/** The link a token opens: none for a malformed, unknown or withdrawn token (404 alike: nothing to learn from it). */
async function openLink(token: string) {
  if (!PAYMENT_LINK_TOKEN.test(token)) throw notFound();
  const db = await getDb();
  const [link] = await db
    .select()
    .from(t.paymentLinks)
    .where(and(eq(t.paymentLinks.tokenHash, hashToken(token)), isNull(t.paymentLinks.revokedAt)));
  if (!link) throw notFound();
  const target = await loadTarget(db, link.paymentId);
  if (!target) throw notFound();
  return { db, link, target };
}

/**
 * GET pay/{token}: the payer's view. Built field by field from the payment, its lawyer and its time —
 * the meeting's subject, description, files and the client are never read into it.
 */
export async function getPayerView(token: string, now = new Date()): Promise<PayerView> {
  const { link, target } = await openLink(token);
  const state = payerState(target, now);
  return {
    state,
    kind: target.kind,
    lawyer_name: target.lawyerName,
    service: target.payment.description,
    start_time: target.startAt?.toISOString() ?? null,
    duration: target.duration,
    lawyer_timezone: target.lawyerZone,
    amount: target.payment.amountCentavos,
    reference: target.payment.reference,
    expires_at: link.expiresAt.toISOString(),
    payer_name: state === 'paid' || state === 'refund' ? link.payerName : null,
    method: state === 'paid' ? target.payment.method : null,
    paid_at: target.payment.paidAt?.toISOString() ?? null,
  };
}

/**
 * POST pay/{token}: the payer's name and e-mail (their receipt's), then the checkout to go to: the
 * sandbox's page for this link, or the provider's hosted checkout of the payment (with the cookie that
 * brings the payer back to this link). A link whose payment is paid, expired or closed answers 409 and
 * changes nothing. The payer's details are fixed when their payment starts (issue 73 item 6: a second
 * browser holding the link overwrote them mid-payment, and the receipt went to its address): one
 * conditional update, so the first to start wins; the same details again go on to the checkout (the
 * payer back on the page), anyone else's are refused (409) and never reach the checkout's address.
 */
export async function startPayerCheckout(token: string, payer: PayerDetailsInput, locale: Locale, now = new Date()) {
  const { db, link, target } = await openLink(token);
  const state = payerState(target, now);
  if (state === 'paid' || state === 'refund') throw new AppError('CONFLICT', 'paymentLinks.paid', { key: 'PAYMENT_LINK_USED' });
  if (state !== 'pending' || link.expiresAt <= now) throw closed();
  const name = payer.name.trim();
  const email = payer.email.trim().toLowerCase();
  const [started] = await db
    .update(t.paymentLinks)
    .set({
      payerName: name,
      payerEmail: email,
      payerLanguage: sql`CASE WHEN ${t.paymentLinks.payerStartedAt} IS NULL THEN ${locale} ELSE ${t.paymentLinks.payerLanguage} END`,
      payerStartedAt: sql`coalesce(${t.paymentLinks.payerStartedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(t.paymentLinks.id, link.id),
        or(isNull(t.paymentLinks.payerStartedAt), and(eq(t.paymentLinks.payerName, name), eq(t.paymentLinks.payerEmail, email))),
      ),
    )
    .returning({ id: t.paymentLinks.id });
  if (!started) throw startedByAnother();
  if (getPaymentProvider().name === 'SANDBOX')
    return { checkout_url: `${appUrl()}${localePath(locale, `/pay/${token}/sandbox`)}`, cookie: null };
  // The provider's hosted checkout returns to the client's page: the cookie brings the payer back to the link's (lib/rules/payer-return.ts).
  const cookie = serializeCookie(PAYER_RETURN_COOKIE, token, { maxAgeSeconds: PAYER_RETURN_SECONDS });
  return { checkout_url: target.payment.checkoutUrl!, cookie };
}

/**
 * POST pay/{token}/sandbox: the sandbox checkout's buttons for the payer — the client's own checkout
 * (completeSandboxFor), allowed by the link instead of the client's session, and back to the link's page.
 */
export async function completePayerSandbox(
  token: string,
  options: { action: 'pay' | 'fail' | 'cancel'; method: SandboxMethod; origin: string },
  now = new Date(),
): Promise<{ redirect_url: string }> {
  const { link, target } = await openLink(token);
  if (!link.payerStartedAt) throw closed();
  if (payerState(target, now) !== 'pending' || link.expiresAt <= now) throw closed();
  const checkout = await getCheckout(target.payment.customerId, { paymentId: target.payment.id }, now);
  return completeSandboxFor(checkout, { ...options, back: `/pay/${token}` });
}
