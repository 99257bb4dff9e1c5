import type { MeetingStatus } from './meeting-transitions';
import type { QuestionStatus } from '@/features/questions/rules/question-transitions';
import { meetingKindsWhere } from './meeting-kinds';
import { DISPUTE_WINDOW_DAYS, type ServiceOrderStatus } from '@/features/services/rules/service-orders';
import type { WorkItemStatus } from './work-item-transitions';

/**
 * Engagement kinds as one table (issue 74 item 1): every way a client and a lawyer work together is an
 * engagement — a row of `engagements` (id, kind, client, lawyer, created; migration 0071) whose id is its own
 * row's id in the kind's table. Payments, reviews, comments and matters point at the engagement with a foreign
 * key, and its files are one view (`engagement_files`). What differs by kind is this table: its home table,
 * when its money becomes payable to the lawyer, whether and from which states it opens a matter, which files
 * it holds, and whether it is reviewed.
 *
 * Code asks this table (`engagementKind(kind).…`, `engagementKindSql(…)` in SQL), never `kind === 'QUESTION'`;
 * `lib/lint/engagement-kind-branches.test.ts` bounds the branches left outside it. A new kind is a row here,
 * its own folder, and a migration that lets the database take it (the kinds check, its table's trigger) —
 * docs/how-to.md, "Add an engagement kind".
 *
 * A free legal-aid request is not a kind of its own: what a lawyer gives under it is a MEETING (the free
 * consultation) or a QUESTION (the free written answer), each an engagement like any other.
 *
 * Pure data: browser code reads it too.
 */

export const ENGAGEMENT_KIND_NAMES = ['MEETING', 'WORK_ITEM', 'SERVICE_ORDER', 'QUESTION'] as const;
export type EngagementKind = (typeof ENGAGEMENT_KIND_NAMES)[number];

/** The statuses each kind's table (or, for a service order, `service_orders`) holds. */
type StatusOf = {
  MEETING: MeetingStatus;
  WORK_ITEM: WorkItemStatus;
  SERVICE_ORDER: ServiceOrderStatus;
  QUESTION: QuestionStatus;
};

export interface EngagementKindRules<K extends EngagementKind = EngagementKind> {
  /** The table whose row is the engagement (same id); the database's trigger writes the engagement with it. */
  table: 'meetings' | 'work_items' | 'written_questions';
  /**
   * The row whose status decides this kind's rules, as a table and its SQL alias, keyed by the engagement's id:
   * the row's own, or (a service order riding on its work item's id) the order's.
   */
  state: { table: string; alias: string };
  /** How the client pays: the booking's checkout before the time is theirs, the work item's after the proposal is accepted, the order's checkout, the question's before it is offered. */
  paid: 'booking-checkout' | 'accepted-proposal' | 'order-checkout' | 'question-checkout';
  /**
   * When a kept (PAID) payment becomes payable to its lawyer, as SQL over the state alias (the payout rule,
   * lib/server/payments/payouts/statement-sql.ts): once the cancellation policy, the dispute window or the answer can no
   * longer give it back.
   */
  payable: string;
  /** The states from which the lawyer may open a matter on it (issue 72 item 10); empty: never. */
  opensMatterFrom: readonly StatusOf[K][];
  /** The tables holding its files (the `engagement_files` view unites them, keyed by the engagement). */
  fileTables: readonly string[];
  /**
   * When both parties read its files (SQL over the state alias; GET files/{id} lets either read them then): a
   * matter's page lists them (issue 64) — never a draft the client has not been sent, nor a question not yet taken.
   */
  filesShared: string;
  /** Whether the client reviews it (reviews.engagement_id). */
  reviewed: boolean;
  /** Where either party opens it in their portal: `${portal}/${page}/${id}` (a service order is its work item's page). */
  page: 'meeting' | 'work-items' | 'questions';
  /** What its checkout and receipt say it is (the wire's CheckoutKind; an additional service bought on it says so itself). */
  checkout: 'meeting' | 'work-item' | 'question';
}

/** The window after a service order's last delivery in which the client may still dispute it (issue 62) has closed. */
const SERVICE_DISPUTE_CLOSED_SQL = `so.last_delivered_at + interval '${DISPUTE_WINDOW_DAYS} days' < now()`;

export const ENGAGEMENT_KINDS: { readonly [K in EngagementKind]: EngagementKindRules<K> } = {
  MEETING: {
    table: 'meetings',
    state: { table: 'meetings', alias: 'm' },
    paid: 'booking-checkout',
    // Over: settled (attended, or the client's no-show), or cancelled without a refund (the client's late cancellation).
    payable: "m.status IN ('COMPLETED', 'CANCELLED')",
    opensMatterFrom: ['COMPLETED'],
    fileTables: ['meeting_files'],
    // A consultation's (a notarial appointment's papers are the notary's business, and open no matter).
    filesShared: `m.kind IN (${meetingKindsWhere((k) => k.opensMatter)
      .map((k) => `'${k}'`)
      .join(', ')})`,
    reviewed: true,
    page: 'meeting',
    checkout: 'meeting',
  },
  WORK_ITEM: {
    table: 'work_items',
    state: { table: 'work_items', alias: 'wi' },
    paid: 'accepted-proposal',
    // The cancellation policy refunds meetings only: money kept for work (or an additional service) is owed.
    payable: 'true',
    opensMatterFrom: ['PAID', 'COMPLETED'],
    fileTables: ['work_item_files'],
    filesShared: "wi.status <> 'DRAFT'",
    reviewed: false,
    page: 'work-items',
    checkout: 'work-item',
  },
  SERVICE_ORDER: {
    table: 'work_items',
    state: { table: 'service_orders', alias: 'so' },
    paid: 'order-checkout',
    // Once its dispute can no longer change it: decided by an admin, or accepted / delivered with the window closed.
    payable: `so.status = 'RESOLVED' OR (so.status IN ('ACCEPTED', 'DELIVERED') AND ${SERVICE_DISPUTE_CLOSED_SQL})`,
    opensMatterFrom: ['IN_PROGRESS', 'DELIVERED', 'ACCEPTED', 'DISPUTED', 'RESOLVED'],
    fileTables: ['service_delivery_files', 'service_sending_proof_files', 'service_dispute_files'],
    filesShared: 'true',
    reviewed: false,
    page: 'work-items',
    checkout: 'work-item',
  },
  QUESTION: {
    table: 'written_questions',
    state: { table: 'written_questions', alias: 'wq' },
    paid: 'question-checkout',
    // Answered and closed; a question refunded, or not yet answered, is held (its payment follows it to whoever took it).
    payable: "wq.status = 'CLOSED'",
    opensMatterFrom: ['TAKEN', 'ANSWERED', 'FOLLOW_UP', 'CLOSED'],
    fileTables: ['written_question_files'],
    filesShared: "wq.status IN ('TAKEN', 'ANSWERED', 'FOLLOW_UP', 'CLOSED')",
    reviewed: true,
    page: 'questions',
    checkout: 'question',
  },
};

export const engagementKind = <K extends EngagementKind>(kind: K): EngagementKindRules<K> =>
  ENGAGEMENT_KINDS[kind] as EngagementKindRules<K>;

/** Whether an engagement of this kind, in this status (a service order: the order's own), may have a matter opened on it. */
export function opensMatter(kind: EngagementKind, status: string): boolean {
  return (ENGAGEMENT_KINDS[kind].opensMatterFrom as readonly string[]).includes(status);
}

/**
 * One SQL expression over the engagement `e` that takes each kind's value from the table:
 * `CASE e.kind WHEN 'MEETING' THEN (…) … END` — the only place SQL branches on an engagement's kind.
 */
export function engagementKindCase(pick: (rules: EngagementKindRules) => string, alias = 'e'): string {
  const arms = ENGAGEMENT_KIND_NAMES.map((kind) => `WHEN '${kind}' THEN (${pick(ENGAGEMENT_KINDS[kind])})`);
  return `CASE ${alias}.kind ${arms.join(' ')} END`;
}

/** Every kind's state join on the engagement `e`, once per alias (SQL; the statement's LEFT JOINs). */
export function engagementStateJoins(): string {
  const seen = new Set<string>();
  return ENGAGEMENT_KIND_NAMES.map((kind) => ENGAGEMENT_KINDS[kind].state)
    .filter((s) => (seen.has(s.alias) ? false : (seen.add(s.alias), true)))
    .map((s) => `LEFT JOIN ${s.table} ${s.alias} ON ${s.alias}.id = e.id`)
    .join('\n    ');
}

/**
 * Whether each engagement `e`'s state row meets the kind's condition (SQL over the state alias), without joining
 * every kind's table: `CASE e.kind WHEN 'MEETING' THEN EXISTS (SELECT 1 FROM meetings m WHERE m.id = e.id AND …) …`.
 * A condition read once per row plans as small subqueries where the joins made the planner order a dozen tables
 * (the matter page's files: scripts/bench/engagement-reads.ts).
 */
export function engagementStateHolds(pick: (rules: EngagementKindRules) => string, alias = 'e'): string {
  return engagementKindCase((rules) => {
    const { table, alias: state } = rules.state;
    return `EXISTS (SELECT 1 FROM ${table} ${state} WHERE ${state}.id = ${alias}.id AND (${pick(rules)}))`;
  }, alias);
}

/** Whether a word is an engagement kind (a matter entry's reference may also be a payment). */
export const isEngagementKind = (kind: string): kind is EngagementKind => (ENGAGEMENT_KIND_NAMES as readonly string[]).includes(kind);
