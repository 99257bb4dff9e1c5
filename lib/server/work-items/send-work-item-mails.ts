import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { APP_NAME } from '@/lib/config/app';
import { formatPeso } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/paths';
import { pageUrl } from '@/lib/server/messaging/mail/mail-text';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';
import { createNotification } from '@/lib/server/messaging/notifications/create-notification';
import { noticeText } from '@/lib/server/messaging/notifications/recipient';
import { loadWorkItemParties, type WorkItemParties } from './load-work-item-parties';

// Messages about work items, each sent after its transaction commits — by the outbox's handler of the
// event that announces it (lib/server/runtime/after-commit/handlers/work-items.ts) — and each with a dedupe key,
// so a replay (a handler run again, a redelivered webhook) sends nothing twice. Each party reads them in their
// own language (issue 40): the client's e-mails and notifications in theirs, the lawyer's in theirs.

const clientUrl = (id: string) => `/customer-portal/work-items/${id}`;
const lawyerUrl = (id: string) => `/lawyer-portal/work-items/${id}`;

async function withParties(workItemId: string, send: (w: WorkItemParties) => Promise<void>): Promise<void> {
  const w = await loadWorkItemParties(workItemId);
  if (w) await send(w);
}

/** A proposal (or a revision of it) reaches the client: an e-mail and a new-work-item notification. */
export function notifyProposalSent(workItemId: string): Promise<void> {
  return withParties(workItemId, async (w) => {
    const locale = w.customer.language;
    const words = noticeText(locale);
    const revised = w.revision > 1 ? 'yes' : 'no';
    const key = `work-item-proposal:${w.id}:${w.revision}`;
    const lawyer = w.lawyer.name;
    const fee = formatPeso(w.price);
    await sendEmail({
      to: w.customer.email,
      subject: words('workItem.proposalSubject', { revised, lawyer, title: w.title }),
      text:
        `${words('workItem.proposal', { lawyer, revised })}\n\n` +
        `${w.title}\n${words('workItem.fee', { fee })}\n` +
        `${w.estimatedTimeline ? `${words('workItem.timeline', { timeline: w.estimatedTimeline })}\n` : ''}\n` +
        `${words('workItem.readTerms', { url: pageUrl(locale, clientUrl(w.id)) })}\n\n` +
        `${words('workItem.nothingCharged')}\n\n— ${APP_NAME}`,
      dedupeKey: key,
    });
    await createNotification({
      userId: w.customer.id,
      title: words('workItem.proposalTitle', { revised }),
      body: words('workItem.proposalBody', { lawyer, title: w.title, fee }),
      url: clientUrl(w.id),
      icon: 'new-work-item',
      dedupeKey: key,
    });
  });
}

/**
 * After the one webhook delivery that settled a payment: the client's receipt by e-mail and the
 * lawyer's notification (in-app and push), once per payment.
 */
export async function notifyWorkItemPaid(paymentId: string): Promise<void> {
  const db = await getDb();
  const [payment] = await db
    .select({
      workItemId: t.payments.workItemId,
      serviceId: t.payments.additionalServiceId,
      amount: t.payments.amountCentavos,
      description: t.payments.description,
    })
    .from(t.payments)
    .where(eq(t.payments.id, paymentId));
  if (!payment?.workItemId) return;
  const [{ kind }] = await db.select({ kind: t.workItems.kind }).from(t.workItems).where(eq(t.workItems.id, payment.workItemId));
  const [service] = payment.serviceId
    ? await db
        .select({ title: t.workItemAdditionalServices.title })
        .from(t.workItemAdditionalServices)
        .where(eq(t.workItemAdditionalServices.id, payment.serviceId))
    : [];
  await withParties(payment.workItemId, async (w) => {
    const amount = formatPeso(payment.amount);
    /** What was paid for, as a reader of `locale` says it. */
    const whatIn = (locale: Locale) =>
      service ? noticeText(locale)('workItem.serviceOf', { service: service.title, title: w.title }) : w.title;
    const toClient = noticeText(w.customer.language);
    await sendEmail({
      to: w.customer.email,
      subject: toClient('workItem.paidSubject', { what: service ? service.title : w.title }),
      text:
        `${toClient('workItem.paid', { amount, what: whatIn(w.customer.language), lawyer: w.lawyer.name })}\n\n` +
        `${toClient(service ? 'workItem.paidService' : 'workItem.paidStart')}\n` +
        `\n${pageUrl(w.customer.language, clientUrl(w.id))}\n\n— ${APP_NAME}`,
      dedupeKey: `work-item-paid:${paymentId}:${w.customer.id}`,
    });
    // A fixed-price order's payment is told to the lawyer by the order itself (take it within 48 hours): one notice, not two.
    if (kind === 'SERVICE') return;
    const toLawyer = noticeText(w.lawyer.language);
    await createNotification({
      userId: w.lawyer.id,
      title: toLawyer('workItem.paidTitle', { service: service ? 'yes' : 'no' }),
      body: toLawyer('workItem.paidBody', { client: w.customer.name, amount, what: whatIn(w.lawyer.language) }),
      url: lawyerUrl(w.id),
      icon: 'new-work-item',
      dedupeKey: `work-item-paid:${paymentId}:${w.lawyer.id}`,
    });
  });
}

/** The client declined: the lawyer hears of it (with the reason, if given: the row keeps it). */
export async function notifyProposalRejected(workItemId: string): Promise<void> {
  const db = await getDb();
  const [row] = await db.select({ reason: t.workItems.rejectionReason }).from(t.workItems).where(eq(t.workItems.id, workItemId));
  const reason = row?.reason;
  return withParties(workItemId, async (w) => {
    const words = noticeText(w.lawyer.language);
    const facts = { client: w.customer.name, title: w.title };
    await createNotification({
      userId: w.lawyer.id,
      title: words('workItem.declinedTitle'),
      body: reason ? words('workItem.declinedBecause', { ...facts, reason: reason.slice(0, 120) }) : words('workItem.declined', facts),
      url: lawyerUrl(w.id),
      icon: 'new-work-item',
      dedupeKey: `work-item-rejected:${w.id}`,
    });
  });
}

/** The lawyer marked the work complete: the client is asked to confirm. */
export function notifyLawyerCompleted(workItemId: string): Promise<void> {
  return withParties(workItemId, async (w) => {
    const locale = w.customer.language;
    const words = noticeText(locale);
    const key = `work-item-lawyer-completed:${w.id}`;
    await sendEmail({
      to: w.customer.email,
      subject: words('workItem.completeSubject', { title: w.title }),
      text:
        `${words('workItem.complete', { lawyer: w.lawyer.name, title: w.title })}\n\n` +
        `${words('workItem.completeCheck')}\n\n` +
        `${pageUrl(locale, clientUrl(w.id))}\n\n— ${APP_NAME}`,
      dedupeKey: key,
    });
    await createNotification({
      userId: w.customer.id,
      title: words('workItem.completeTitle'),
      body: words('workItem.completeBody', { title: w.title }),
      url: clientUrl(w.id),
      icon: 'new-work-item',
      dedupeKey: key,
    });
  });
}

/** The client confirmed: the engagement is COMPLETED. */
export function notifyCompletionConfirmed(workItemId: string): Promise<void> {
  return withParties(workItemId, async (w) => {
    const words = noticeText(w.lawyer.language);
    await createNotification({
      userId: w.lawyer.id,
      title: words('workItem.confirmedTitle'),
      body: words('workItem.confirmedBody', { client: w.customer.name, title: w.title }),
      url: lawyerUrl(w.id),
      icon: 'new-work-item',
      dedupeKey: `work-item-completed:${w.id}`,
    });
  });
}

/** A new additional service is offered to the client. */
export async function notifyServiceOffered(serviceId: string): Promise<void> {
  const db = await getDb();
  const [service] = await db
    .select({
      workItemId: t.workItemAdditionalServices.workItemId,
      title: t.workItemAdditionalServices.title,
      price: t.workItemAdditionalServices.priceCentavos,
    })
    .from(t.workItemAdditionalServices)
    .where(eq(t.workItemAdditionalServices.id, serviceId));
  if (!service) return;
  const { title, price } = service;
  return withParties(service.workItemId, async (w) => {
    const locale = w.customer.language;
    const words = noticeText(locale);
    const key = `work-item-service:${serviceId}`;
    const facts = { service: title, price: formatPeso(price) };
    await sendEmail({
      to: w.customer.email,
      subject: words('workItem.serviceSubject', { service: title }),
      text:
        `${words('workItem.service', { lawyer: w.lawyer.name, title: w.title, ...facts })}\n\n` +
        `${words('workItem.serviceDecide', { url: pageUrl(locale, clientUrl(w.id)) })}\n\n— ${APP_NAME}`,
      dedupeKey: key,
    });
    await createNotification({
      userId: w.customer.id,
      title: words('workItem.serviceTitle'),
      body: words('workItem.serviceBody', facts),
      url: clientUrl(w.id),
      icon: 'new-work-item',
      dedupeKey: key,
    });
  });
}
