import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { formatPeso } from '@/lib/format/money';
import { sendEmail } from '../mail/send-email';
import { createNotification } from '../notifications/create-notification';
import { loadWorkItemParties, type WorkItemParties } from './load-work-item-parties';

// Messages about work items, each sent after its transaction commits and each with a dedupe key, so a
// replay (a redelivered webhook, a retried request) sends nothing twice.

const clientUrl = (id: string) => `/customer-portal/work-items/${id}`;
const lawyerUrl = (id: string) => `/lawyer-portal/work-items/${id}`;

async function withParties(workItemId: string, send: (w: WorkItemParties) => Promise<void>): Promise<void> {
  const w = await loadWorkItemParties(workItemId);
  if (w) await send(w);
}

/** A proposal (or a revision of it) reaches the client: an e-mail and a new-work-item notification. */
export function notifyProposalSent(workItemId: string): Promise<void> {
  return withParties(workItemId, async (w) => {
    const revised = w.revision > 1;
    const key = `work-item-proposal:${w.id}:${w.revision}`;
    await sendEmail({
      to: w.customer.email,
      subject: `${revised ? 'Revised proposal' : 'New engagement proposal'} from Atty. ${w.lawyer.name}: ${w.title}`,
      text:
        `Atty. ${w.lawyer.name} ${revised ? 'has revised the terms of' : 'has sent you'} an engagement proposal.\n\n` +
        `${w.title}\nFee: ${formatPeso(w.price)}\n${w.estimatedTimeline ? `Estimated timeline: ${w.estimatedTimeline}\n` : ''}\n` +
        `Read the full terms, ask questions and accept or decline here: ${appUrl()}${clientUrl(w.id)}\n\n` +
        `Nothing is charged until you accept and pay.\n\n— ${APP_NAME}`,
      dedupeKey: key,
    });
    await createNotification({
      userId: w.customer.id,
      title: revised ? 'Revised engagement proposal' : 'New engagement proposal',
      body: `Atty. ${w.lawyer.name}: ${w.title} – ${formatPeso(w.price)}`,
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
  const [service] = payment.serviceId
    ? await db
        .select({ title: t.workItemAdditionalServices.title })
        .from(t.workItemAdditionalServices)
        .where(eq(t.workItemAdditionalServices.id, payment.serviceId))
    : [];
  await withParties(payment.workItemId, async (w) => {
    const what = service ? `the additional service "${service.title}" of ${w.title}` : w.title;
    await sendEmail({
      to: w.customer.email,
      subject: `Payment received: ${service ? service.title : w.title}`,
      text:
        `We received your payment of ${formatPeso(payment.amount)} for ${what} with Atty. ${w.lawyer.name}.\n\n` +
        (service
          ? 'Your lawyer has been told and will go ahead with it.\n'
          : 'Your lawyer has been told and starts work now. You can book the meetings included in your engagement, share files and ask questions on its page.\n') +
        `\n${appUrl()}${clientUrl(w.id)}\n\n— ${APP_NAME}`,
      dedupeKey: `work-item-paid:${paymentId}:${w.customer.id}`,
    });
    await createNotification({
      userId: w.lawyer.id,
      title: service ? 'Additional service paid' : 'Engagement paid',
      body: `${w.customer.name} paid ${formatPeso(payment.amount)} for ${what}.`,
      url: lawyerUrl(w.id),
      icon: 'new-work-item',
      dedupeKey: `work-item-paid:${paymentId}:${w.lawyer.id}`,
    });
  });
}

/** The client declined: the lawyer hears of it (with the reason, if given). */
export function notifyProposalRejected(workItemId: string, reason: string | undefined): Promise<void> {
  return withParties(workItemId, async (w) => {
    await createNotification({
      userId: w.lawyer.id,
      title: 'Proposal declined',
      body: `${w.customer.name} declined "${w.title}"${reason ? `: ${reason.slice(0, 120)}` : '.'}`,
      url: lawyerUrl(w.id),
      icon: 'new-work-item',
      dedupeKey: `work-item-rejected:${w.id}`,
    });
  });
}

/** The lawyer marked the work complete: the client is asked to confirm. */
export function notifyLawyerCompleted(workItemId: string): Promise<void> {
  return withParties(workItemId, async (w) => {
    const key = `work-item-lawyer-completed:${w.id}`;
    await sendEmail({
      to: w.customer.email,
      subject: `Please confirm: ${w.title} is complete`,
      text:
        `Atty. ${w.lawyer.name} has marked "${w.title}" as complete.\n\n` +
        `Please check the delivered work and confirm on the engagement page. If something is missing, write a comment there instead.\n\n` +
        `${appUrl()}${clientUrl(w.id)}\n\n— ${APP_NAME}`,
      dedupeKey: key,
    });
    await createNotification({
      userId: w.customer.id,
      title: 'Work marked complete',
      body: `Please confirm "${w.title}".`,
      url: clientUrl(w.id),
      icon: 'new-work-item',
      dedupeKey: key,
    });
  });
}

/** The client confirmed: the engagement is COMPLETED. */
export function notifyCompletionConfirmed(workItemId: string): Promise<void> {
  return withParties(workItemId, async (w) => {
    await createNotification({
      userId: w.lawyer.id,
      title: 'Engagement completed',
      body: `${w.customer.name} confirmed "${w.title}" is complete.`,
      url: lawyerUrl(w.id),
      icon: 'new-work-item',
      dedupeKey: `work-item-completed:${w.id}`,
    });
  });
}

/** A new additional service is offered to the client. */
export function notifyServiceOffered(workItemId: string, serviceId: string, title: string, price: number): Promise<void> {
  return withParties(workItemId, async (w) => {
    const key = `work-item-service:${serviceId}`;
    await sendEmail({
      to: w.customer.email,
      subject: `Additional service offered: ${title}`,
      text:
        `Atty. ${w.lawyer.name} offers an additional service for "${w.title}": ${title}, ${formatPeso(price)}.\n\n` +
        `It is optional. Read it and decide on the engagement page: ${appUrl()}${clientUrl(w.id)}\n\n— ${APP_NAME}`,
      dedupeKey: key,
    });
    await createNotification({
      userId: w.customer.id,
      title: 'Additional service offered',
      body: `${title} – ${formatPeso(price)}`,
      url: clientUrl(w.id),
      icon: 'new-work-item',
      dedupeKey: key,
    });
  });
}
