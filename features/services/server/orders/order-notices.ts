import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { formatPeso } from '@/lib/format/money';
import { formatDayTime } from '@/lib/format/zoned-time';
import type { Locale } from '@/lib/i18n/paths';
import { translator } from '@/lib/i18n/translator';
import { disputeUntil } from '@/features/services/rules/service-orders';
import { findRecipient, type Recipient } from '@/lib/server/messaging/notifications/recipient';
import { tellUser } from '@/lib/server/messaging/notifications/tell-user';
import { REVISION_ASKED } from './order-actions';
import { serviceWords } from './order-words';

// Issue 62: what an order's moves tell its parties, after the commit (the outbox's handler of each event with
// `after` in SERVICE_ORDER_RULES), each in the reader's own language, once per event (the dedupe key).

/** Which notice: its words are serviceOrders.json `mail.<kind>` and `notice.<kind>`. */
export type OrderNotice =
  | 'order'
  | 'paid'
  | 'take'
  | 'decline'
  | 'expireClient'
  | 'expireLawyer'
  | 'deliver'
  | 'revise'
  | 'accept'
  | 'cancelLateLawyer'
  | 'cancelLateClient';

const ZONE = 'Asia/Manila';
const when = (d: Date | null, locale: Locale) => (d ? formatDayTime(d.toISOString(), ZONE, locale) : '—');

/** The portal page of the order's work item, as the reader sees it. */
const pathFor = (role: 'CUSTOMER' | 'LAWYER', orderId: string) =>
  role === 'CUSTOMER' ? `/customer-portal/work-items/${orderId}` : `/lawyer-portal/work-items/${orderId}`;

/** Tells one party of the order (`to`) what the event `eventId` did, in their language. */
export async function tellOrderParty(eventId: string, orderId: string, to: 'CUSTOMER' | 'LAWYER', kind: OrderNotice): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({
      order: t.serviceOrders,
      lawyer: t.lawyerProfiles.displayName,
      clientFirst: t.users.firstName,
      clientLast: t.users.lastName,
    })
    .from(t.serviceOrders)
    .innerJoin(t.lawyerProfiles, eq(t.lawyerProfiles.userId, t.serviceOrders.lawyerId))
    .innerJoin(t.users, eq(t.users.id, t.serviceOrders.customerId))
    .where(eq(t.serviceOrders.id, orderId));
  if (!row) return;
  const { order } = row;
  const who: Recipient | undefined = await findRecipient(to === 'CUSTOMER' ? order.customerId : order.lawyerId);
  if (!who) return;
  const locale = who.language;
  const w = translator(locale, 'serviceOrders');
  const [lastDelivery] =
    kind === 'deliver'
      ? await db
          .select({ number: t.serviceDeliveries.number })
          .from(t.serviceDeliveries)
          .where(eq(t.serviceDeliveries.orderId, orderId))
          .orderBy(desc(t.serviceDeliveries.number))
          .limit(1)
      : [];
  const [revision] =
    kind === 'revise'
      ? await db
          .select({ note: t.workItemEvents.note })
          .from(t.workItemEvents)
          .where(and(eq(t.workItemEvents.workItemId, orderId), eq(t.workItemEvents.kind, REVISION_ASKED)))
          .orderBy(desc(t.workItemEvents.createdAt))
          .limit(1)
      : [];
  const params = {
    service: serviceWords(order.serviceType, locale).name,
    client: `${row.clientFirst} ${row.clientLast}`.trim(),
    lawyer: row.lawyer.replace(/^\s*atty\.?\s+/i, ''),
    price: formatPeso(order.priceCentavos),
    otherParty: order.otherPartyName ?? '—',
    takeBy: when(order.takeBy, locale),
    dueAt: when(order.dueAt, locale),
    reason: order.declineReason ?? '',
    number: lastDelivery?.number ?? 1,
    disputeUntil: when(order.lastDeliveredAt ? disputeUntil(order.lastDeliveredAt) : null, locale),
    note: revision?.note ?? '',
  };
  await tellUser({
    user: who,
    locale,
    subject: w(`mail.${kind}.subject`, params),
    paragraphs: [w(`mail.${kind}.text`, params)],
    path: pathFor(to, orderId),
    notification: { title: w(`notice.${kind}.title`, params), body: w(`notice.${kind}.body`, params), icon: 'new-work-item' },
    dedupeKey: `service-order-${kind}:${eventId}:${who.id}`,
    // A client's orders to one lawyer in a row (order, withdraw, order again): the first mail at once, the rest one
    // digest (issue 73 item 6).
    burst:
      kind === 'order'
        ? {
            thread: `service-orders:${order.customerId}`,
            digest: { subject: w('mail.digest.subject', params), paragraphs: [w('mail.digest.text', params)] },
          }
        : undefined,
  });
}
