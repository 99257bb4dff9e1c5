import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { notaryDetailKindsSql } from './meeting-kind-sql';
import { payerNameSql } from '@/lib/server/payments/payer';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { NAMELESS, nameInMessage } from '@/lib/format/name-in-message';
import type { MeetingOutcome } from '@/lib/dto/meeting';
import type { Locale } from '@/lib/i18n/paths';
import type { MeetingKind } from '@/lib/rules/meeting-kinds';

export type MeetingParties = {
  id: string;
  start: Date;
  end: Date;
  duration: number;
  callType: 'VIDEO' | 'PHONE';
  /** Its row in the meeting-kinds table (lib/rules/meeting-kinds.ts): what its messages say and who sends them. */
  kind: MeetingKind;
  subject: string;
  status: string;
  /** The settlement's finding (null before it). */
  outcome: MeetingOutcome | null;
  /** Set for a meeting included in an engagement (nothing paid for it alone). */
  workItemId: string | null;
  priceCentavos: number;
  /** Bumped by a trigger on every change a calendar shows (migration 0013): the .ics SEQUENCE. */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  /** Each party's own language (users.language): what they are written to in (issue 40). */
  lawyer: { id: string; email: string; name: string; zone: string; language: Locale };
  customer: { id: string; email: string; name: string; zone: string; language: Locale };
  /** The payment that confirmed the meeting (none for one included in an engagement): the receipt's facts. */
  payment: {
    id: string;
    reference: string;
    amountCentavos: number;
    method: string | null;
    paidAt: Date | null;
    payerName?: string | null;
  } | null;
  /** A notarial appointment (kind NOTARY, issue 43): held at the office, never a call — what the client was told when booking. */
  inPerson: InPerson | null;
  /** A free legal-aid consultation (issue 61): ₱0, nothing paid — its messages say so instead of a price. */
  legalAid: boolean;
};

export type InPerson = { service: string; address: string; city: string | null; checklist: string[]; payAtOffice: boolean };

type Row = {
  id: string;
  start_at: string | Date;
  end_at: string | Date;
  duration_minutes: number;
  call_type: 'VIDEO' | 'PHONE';
  kind: MeetingKind;
  subject: string;
  status: string;
  outcome: MeetingOutcome | null;
  work_item_id: string | null;
  price_centavos: number;
  revision: number;
  created_at: string | Date;
  updated_at: string | Date;
  lawyer_id: string;
  lawyer_email: string;
  lawyer_name: string;
  lawyer_zone: string;
  lawyer_language: Locale | null;
  customer_id: string;
  customer_email: string;
  customer_name: string;
  customer_zone: string;
  customer_language: Locale | null;
  payment_id: string | null;
  payment_reference: string | null;
  payment_amount: number | null;
  payment_method: string | null;
  payment_paid_at: string | Date | null;
  payment_payer_name: string | null;
  na_service: string | null;
  na_address: string | null;
  na_city: string | null;
  na_checklist: string[] | null;
  na_pay_at_office: boolean | null;
  legal_aid: boolean;
};

/** What the confirmation, reschedule and settlement e-mails need about a meeting and its two parties. */
export async function loadMeetingParties(meetingId: string): Promise<MeetingParties | null> {
  const db = await getDb();
  const [row] = await queryRows<Row>(
    db,
    sql`SELECT m.id, m.start_at, m.end_at, m.duration_minutes, m.call_type, m.kind, m.subject, m.status, m.outcome, m.work_item_id, m.price_centavos,
               m.revision, m.created_at, m.updated_at,
               m.lawyer_id, lu.email AS lawyer_email, lp.display_name AS lawyer_name, lp.timezone AS lawyer_zone, lu.language AS lawyer_language,
               m.customer_id, cu.email AS customer_email, cu.first_name || ' ' || cu.last_name AS customer_name, cu.timezone AS customer_zone, cu.language AS customer_language,
               p.id AS payment_id, p.reference AS payment_reference, p.amount_centavos AS payment_amount, p.method AS payment_method, p.paid_at AS payment_paid_at, p.payer_name AS payment_payer_name,
               na.service AS na_service, na.office_address AS na_address, na.city AS na_city, na.checklist AS na_checklist, na.pay_at_office AS na_pay_at_office,
               EXISTS (SELECT 1 FROM legal_aid_requests la WHERE la.meeting_id = m.id) AS legal_aid
        FROM meetings m JOIN users lu ON lu.id = m.lawyer_id JOIN lawyer_profiles lp ON lp.user_id = m.lawyer_id JOIN users cu ON cu.id = m.customer_id
        LEFT JOIN notary_appointments na ON na.meeting_id = m.id AND m.kind IN ${notaryDetailKindsSql()}
        LEFT JOIN LATERAL (
          SELECT id, reference, amount_centavos, method, paid_at, ${payerNameSql(sql`payments.id`)} AS payer_name FROM payments
          WHERE meeting_id = m.id AND paid_at IS NOT NULL ORDER BY paid_at DESC LIMIT 1
        ) p ON true
        WHERE m.id = ${meetingId}::uuid`,
  );
  if (!row) return null;
  return {
    id: row.id,
    start: new Date(row.start_at),
    end: new Date(row.end_at),
    duration: row.duration_minutes,
    callType: row.call_type,
    kind: row.kind,
    subject: row.subject,
    status: row.status,
    outcome: row.outcome ?? null,
    workItemId: row.work_item_id ?? null,
    priceCentavos: row.price_centavos,
    revision: Number(row.revision),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    // Names as the messages to the other party carry them: without links or domains (issue 38).
    lawyer: {
      id: row.lawyer_id,
      email: row.lawyer_email,
      name: nameInMessage(row.lawyer_name, NAMELESS.lawyer),
      zone: row.lawyer_zone || DEFAULT_TIME_ZONE,
      language: row.lawyer_language ?? 'en',
    },
    customer: {
      id: row.customer_id,
      email: row.customer_email,
      name: nameInMessage(row.customer_name, NAMELESS.client),
      zone: row.customer_zone || DEFAULT_TIME_ZONE,
      language: row.customer_language ?? 'en',
    },
    payment: row.payment_id
      ? {
          id: row.payment_id,
          reference: row.payment_reference!,
          amountCentavos: Number(row.payment_amount),
          method: row.payment_method,
          paidAt: row.payment_paid_at ? new Date(row.payment_paid_at) : null,
          payerName: row.payment_payer_name,
        }
      : null,
    inPerson: row.na_service
      ? {
          service: row.na_service,
          address: row.na_address!,
          city: row.na_city,
          checklist: row.na_checklist ?? [],
          payAtOffice: Boolean(row.na_pay_at_office),
        }
      : null,
    legalAid: Boolean(row.legal_aid),
  };
}
