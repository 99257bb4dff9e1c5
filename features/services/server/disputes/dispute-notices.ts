import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { formatPeso } from '@/lib/format/money';
import { formatLongInZone } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/paths';
import { translator } from '@/lib/i18n/translator';
import type { ServiceType } from '@/features/services/reference/legal-services';
import type { DisputeOutcome } from '@/features/services/rules/service-orders';
import type { Recipient } from '@/lib/server/messaging/notifications/recipient';
import { tellUser } from '@/lib/server/messaging/notifications/tell-user';

// Issue 62: what a dispute's events tell the people, after the commit (the outbox's handlers of 'service-order:dispute',
// 'service-order:answer-dispute' and 'service-order:decide'), each in their own language, once per event and person:
// opened → the lawyer (answer within 3 days) and the admins; answered → the client and the admins; decided → both,
// with the reason and any refund.

type Facts = {
  order_id: string;
  service_type: ServiceType;
  reason: string;
  answer: string | null;
  answer_by: Date | string;
  outcome: DisputeOutcome | null;
  refund_centavos: number | null;
  decision_reason: string | null;
  paid_centavos: number;
  client_name: string;
  lawyer_name: string;
  client: Recipient & { timezone: string };
  lawyer: Recipient & { timezone: string };
};

const person = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'email', ${alias}.email, 'firstName', ${alias}.first_name, 'language', ${alias}.language, 'timezone', ${alias}.timezone)`,
  );

async function disputeFacts(orderId: string): Promise<Facts | undefined> {
  const [row] = await queryRows<Facts>(
    await getDb(),
    sql`SELECT so.id AS order_id, so.service_type, d.reason, d.answer, d.answer_by, d.outcome, d.refund_centavos, d.decision_reason,
               coalesce((SELECT p.amount_centavos FROM payments p WHERE p.work_item_id = so.id AND p.additional_service_id IS NULL AND p.paid_at IS NOT NULL
                         ORDER BY p.paid_at LIMIT 1), so.price_centavos) AS paid_centavos,
               trim(c.first_name || ' ' || c.last_name) AS client_name, coalesce(lp.display_name, trim(l.first_name || ' ' || l.last_name)) AS lawyer_name,
               ${person('c')} AS client, ${person('l')} AS lawyer
        FROM service_disputes d JOIN service_orders so ON so.id = d.order_id
        JOIN users c ON c.id = so.customer_id JOIN users l ON l.id = so.lawyer_id
        LEFT JOIN lawyer_profiles lp ON lp.user_id = so.lawyer_id
        WHERE d.order_id = ${orderId}::uuid`,
  );
  return row;
}

/** The accounts with the ADMIN role (the console's people), in their languages. */
async function admins(): Promise<(Recipient & { timezone: string })[]> {
  return queryRows(
    await getDb(),
    sql`SELECT id, email, first_name AS "firstName", language, timezone FROM users
        WHERE 'ADMIN' = ANY(roles) ORDER BY created_at LIMIT 20`,
  );
}

type AdminNotice = { subject: string; paragraph: string; title: string; body: string };

/** Every admin told on the console's disputes page, each in their language (the dedupe key per admin). */
async function tellAdmins(
  dedupe: string,
  compose: (a: Recipient & { timezone: string }, w: ReturnType<typeof words>, service: string) => AdminNotice,
  serviceType: Parameters<typeof serviceName>[1],
): Promise<void> {
  for (const a of await admins()) {
    const n = compose(a, words(a.language), serviceName(a.language, serviceType));
    await tellUser({
      user: a,
      locale: a.language,
      subject: n.subject,
      paragraphs: [n.paragraph],
      path: '/admin/disputes',
      notification: { title: n.title, body: n.body, icon: 'new-work-item' },
      dedupeKey: `${dedupe}:${a.id}`,
    });
  }
}

const words = (locale: Locale) => translator(locale, 'disputes');
const serviceName = (locale: Locale, type: ServiceType) =>
  translator(locale, 'services')(`catalogue.${type}.name` as 'catalogue.DEMAND_LETTER.name');
const when = (at: Date | string, who: { timezone: string; language: Locale }) => formatLongInZone(new Date(at), who.timezone, who.language);
/** A person's own quoted text, kept short in a notification. */
const clip = (text: string, max = 600) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** 'service-order:dispute': the lawyer is asked to answer within 3 days; the admins are told a dispute waits. */
export async function tellDisputeOpened(eventId: string, orderId: string): Promise<void> {
  const f = await disputeFacts(orderId);
  if (!f) return;
  const l = f.lawyer;
  const w = words(l.language);
  const service = serviceName(l.language, f.service_type);
  await tellUser({
    user: l,
    locale: l.language,
    subject: w('notices.openedLawyerSubject', { service }),
    paragraphs: [
      w('notices.openedLawyer', { client: f.client_name, service, reason: clip(f.reason) }),
      w('notices.openedLawyerAnswer', { answerBy: when(f.answer_by, l) }),
    ],
    path: `/lawyer-portal/work-items/${orderId}`,
    notification: {
      title: w('notices.openedLawyerTitle'),
      body: w('notices.openedLawyerBody', { answerBy: when(f.answer_by, l) }),
      icon: 'new-work-item',
    },
    dedupeKey: `dispute-opened:${eventId}:${l.id}`,
  });
  await tellAdmins(
    `dispute-opened:${eventId}`,
    (a, wa, s) => ({
      subject: wa('notices.openedAdminSubject', { service: s, lawyer: f.lawyer_name }),
      paragraph: wa('notices.openedAdmin', {
        client: f.client_name,
        lawyer: f.lawyer_name,
        service: s,
        paid: formatPeso(Number(f.paid_centavos)),
        reason: clip(f.reason),
        answerBy: when(f.answer_by, a),
      }),
      title: wa('notices.openedAdminTitle'),
      body: wa('notices.openedAdminBody', { service: s, lawyer: f.lawyer_name }),
    }),
    f.service_type,
  );
}

/** 'service-order:answer-dispute': the client reads the lawyer's side; the admins know it is ready to decide. */
export async function tellDisputeAnswered(eventId: string, orderId: string): Promise<void> {
  const f = await disputeFacts(orderId);
  if (!f || f.answer === null) return;
  const c = f.client;
  const w = words(c.language);
  const service = serviceName(c.language, f.service_type);
  await tellUser({
    user: c,
    locale: c.language,
    subject: w('notices.answeredSubject'),
    paragraphs: [w('notices.answered', { lawyer: f.lawyer_name, service, answer: clip(f.answer) }), w('notices.answeredNext')],
    path: `/customer-portal/work-items/${orderId}`,
    notification: { title: w('notices.answeredTitle'), body: w('notices.answeredBody', { lawyer: f.lawyer_name }), icon: 'new-work-item' },
    dedupeKey: `dispute-answered:${eventId}:${c.id}`,
  });
  const answer = f.answer;
  await tellAdmins(
    `dispute-answered:${eventId}`,
    (_a, wa, s) => ({
      subject: wa('notices.answeredAdminSubject', { service: s, lawyer: f.lawyer_name }),
      paragraph: wa('notices.answeredAdmin', { lawyer: f.lawyer_name, client: f.client_name, answer: clip(answer) }),
      title: wa('notices.answeredTitle'),
      body: wa('notices.answeredBody', { lawyer: f.lawyer_name }),
    }),
    f.service_type,
  );
}

/** 'service-order:decide': both parties read the decision, its reason and any refund. */
export async function tellDisputeDecided(eventId: string, orderId: string): Promise<void> {
  const f = await disputeFacts(orderId);
  if (!f?.outcome) return;
  const outcome = f.outcome;
  const amount = formatPeso(Number(f.refund_centavos ?? 0));
  for (const [who, role] of [
    [f.client, 'client'],
    [f.lawyer, 'lawyer'],
  ] as const) {
    const w = words(who.language);
    const service = serviceName(who.language, f.service_type);
    const said = w(`notices.outcomes.${outcome}`, { amount });
    const money =
      outcome === 'NO_REFUND'
        ? role === 'lawyer'
          ? [w('notices.decidedNoRefund')]
          : []
        : [w(role === 'client' ? 'notices.decidedRefundClient' : 'notices.decidedRefundLawyer', { amount })];
    await tellUser({
      user: who,
      locale: who.language,
      subject: w('notices.decidedSubject', { service }),
      paragraphs: [
        w('notices.decided', { service, outcome: said }),
        w('notices.decidedReason', { reason: clip(f.decision_reason ?? '') }),
        ...money,
      ],
      path: `/${role === 'client' ? 'customer' : 'lawyer'}-portal/work-items/${orderId}`,
      notification: { title: w('notices.decidedTitle'), body: w('notices.decided', { service, outcome: said }), icon: 'new-work-item' },
      dedupeKey: `dispute-decided:${eventId}:${who.id}`,
    });
  }
}
