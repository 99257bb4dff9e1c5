import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';

type Rows = Record<string, unknown>[];

/**
 * A lawyer reads a written question's facts, question and answer only once they took it, while it is
 * theirs (features/questions/rules/written-questions lawyerMaySeeFacts; `q` the question, `o` their offer).
 */
const LAWYER_READS = sql.raw(
  `(q.lawyer_id = o.lawyer_id AND o.outcome = 'taken' AND q.status IN ('TAKEN', 'ANSWERED', 'FOLLOW_UP', 'CLOSED'))`,
);

/**
 * Everything tied to one person, as that person may see it — the JSON half of "Download my data"
 * (RA 10173 Sec. 16(c) access, Sec. 18 portability: structured, machine-readable). Each section is
 * scoped by the person's id in its WHERE; where a record is shared (a meeting, a work item, a payment)
 * the other party appears only by name, never by e-mail or phone, and the files listed (and zipped)
 * are only those the person uploaded — not the other party's, private or not. Secrets are left out
 * (password hash, token hashes, the calendar feed token, the session ids).
 */
export async function collectPersonalData(db: Db, userId: string): Promise<Record<string, Rows | Record<string, unknown> | null>> {
  const rows = (query: SQL) => queryRows<Record<string, unknown>>(db, query);
  const [account] = await rows(sql`
    SELECT id, email, phone_e164, phone_verified_at, type, first_name, last_name, picture_url, email_verified, email_verified_at, timezone,
           terms_accepted_at, created_at, updated_at
      FROM users WHERE id = ${userId}`);
  const [lawyerProfile] = await rows(sql`
    SELECT user_id, display_name, picture_url, phone, law_firm, office_address, city, region, bar_year, roll_number,
           ibp_number, ibp_chapter, verification_status, ibp_verified, ibp_verified_at, banking_info, about, quote,
           languages, areas, legal_problems, specializations, is_public, timezone, notice_time_minutes, ical_import_url,
           created_at, updated_at
      FROM lawyer_profiles WHERE user_id = ${userId}`);
  const [notaryProfile] = await rows(sql`SELECT * FROM notary_profiles WHERE user_id = ${userId}`);
  return {
    account: account ?? null,
    lawyer_profile: lawyerProfile ?? null,
    notary_profile: notaryProfile ?? null,
    lawyer_services: await rows(sql`SELECT * FROM lawyer_services WHERE lawyer_id = ${userId}`),
    lawyer_education: await rows(sql`SELECT * FROM lawyer_education WHERE lawyer_id = ${userId}`),
    lawyer_work_experience: await rows(sql`SELECT * FROM lawyer_work_experience WHERE lawyer_id = ${userId}`),
    lawyer_awards: await rows(sql`SELECT * FROM lawyer_awards WHERE lawyer_id = ${userId}`),
    meetings: await rows(sql`
      SELECT m.id, CASE WHEN m.customer_id = ${userId} THEN 'client' ELSE 'lawyer' END AS my_role,
             CASE WHEN m.customer_id = ${userId} THEN lp.display_name ELSE trim(cu.first_name || ' ' || cu.last_name) END AS other_party,
             m.start_at, m.end_at, m.duration_minutes, m.status, m.subject, m.description, m.call_type, m.price_centavos,
             m.outcome, m.cancelled_at, m.cancel_reason, m.created_at
        FROM meetings m
        JOIN lawyer_profiles lp ON lp.user_id = m.lawyer_id
        JOIN users cu ON cu.id = m.customer_id
       WHERE m.customer_id = ${userId} OR m.lawyer_id = ${userId}
       ORDER BY m.start_at`),
    comments_written: await rows(sql`
      SELECT id, meeting_id, work_item_id, body, created_at, updated_at FROM comments WHERE author_id = ${userId} ORDER BY created_at`),
    reviews_written: await rows(sql`
      SELECT id, meeting_id, question_id, lawyer_id, rating, comment, hidden_at, created_at, updated_at FROM reviews WHERE customer_id = ${userId}`),
    work_items: await rows(sql`
      SELECT w.id, CASE WHEN w.customer_id = ${userId} THEN 'client' ELSE 'lawyer' END AS my_role,
             CASE WHEN w.customer_id = ${userId} THEN lp.display_name ELSE trim(cu.first_name || ' ' || cu.last_name) END AS other_party,
             w.title, w.description, w.deliverables, w.fee_breakdown, w.payment_terms, w.estimated_timeline, w.status,
             w.price_centavos, w.created_at, w.updated_at
        FROM work_items w
        JOIN lawyer_profiles lp ON lp.user_id = w.lawyer_id
        JOIN users cu ON cu.id = w.customer_id
       WHERE (w.customer_id = ${userId} OR w.lawyer_id = ${userId}) AND (w.status <> 'DRAFT' OR w.lawyer_id = ${userId})
       ORDER BY w.created_at`),
    // Issue 42: the engagement letters of their work items, every version, and the signatures on them
    // (the address and device of their own signatures only).
    engagement_letters: await rows(sql`
      SELECT l.id, l.work_item_id, l.version, l.work_item_revision, l.status, l.void_reason, l.locale, l.parties, l.matter, l.money,
             l.terms, l.pdf_sha256, l.signed_pdf_sha256, l.verification_code, l.created_at, l.voided_at, l.completed_at
        FROM engagement_letters l JOIN work_items w ON w.id = l.work_item_id
       WHERE w.customer_id = ${userId} OR w.lawyer_id = ${userId}
       ORDER BY l.created_at`),
    engagement_signatures: await rows(sql`
      SELECT s.letter_id, s.signer_role, s.signer_id = ${userId} AS mine, s.typed_name, s.consent_text, s.signed_at, s.pdf_sha256,
             s.code_channel, CASE WHEN s.signer_id = ${userId} THEN s.code_sent_to END AS code_sent_to,
             CASE WHEN s.signer_id = ${userId} THEN s.ip END AS ip, CASE WHEN s.signer_id = ${userId} THEN s.user_agent END AS user_agent
        FROM engagement_signatures s JOIN engagement_letters l ON l.id = s.letter_id JOIN work_items w ON w.id = l.work_item_id
       WHERE w.customer_id = ${userId} OR w.lawyer_id = ${userId}
       ORDER BY s.signed_at`),
    // Issue 60: a client's written questions in full; a lawyer's offers — only the problem, the other
    // parties and the price (the conflict check) unless they took it and may still read it, as the
    // question's page decides (lawyerMaySeeFacts): facts never reach a lawyer who did not take it.
    written_questions: [
      ...(await rows(sql`
        SELECT q.id, 'client' AS my_role, lp.display_name AS other_party, q.problem, q.facts, q.wants, q.other_parties, q.language,
               q.status, q.price_centavos, q.offered_at, q.taken_at, q.answered_at, q.closed_at, q.verification_code, q.created_at
          FROM written_questions q JOIN lawyer_profiles lp ON lp.user_id = q.lawyer_id
         WHERE q.customer_id = ${userId}
         ORDER BY q.created_at`)),
      ...(await rows(sql`
        SELECT q.id, 'lawyer' AS my_role, CASE WHEN ${LAWYER_READS} THEN cu.first_name END AS other_party, q.problem,
               CASE WHEN ${LAWYER_READS} THEN q.facts END AS facts, CASE WHEN ${LAWYER_READS} THEN q.wants END AS wants,
               q.other_parties, q.language, CASE WHEN ${LAWYER_READS} THEN q.status::text END AS status, q.price_centavos,
               o.offered_at, o.outcome AS offer_outcome, o.reason AS decline_reason, o.decided_at,
               CASE WHEN ${LAWYER_READS} THEN q.answered_at END AS answered_at, CASE WHEN ${LAWYER_READS} THEN q.closed_at END AS closed_at,
               CASE WHEN ${LAWYER_READS} THEN q.verification_code END AS verification_code
          FROM written_question_offers o JOIN written_questions q ON q.id = o.question_id JOIN users cu ON cu.id = q.customer_id
         WHERE o.lawyer_id = ${userId}
         ORDER BY o.offered_at`)),
    ],
    written_question_messages: await rows(sql`
      SELECT m.question_id, m.kind, m.author_id = ${userId} AS mine, m.body, m.created_at
        FROM written_question_messages m JOIN written_questions q ON q.id = m.question_id
        LEFT JOIN written_question_offers o ON o.question_id = q.id AND o.lawyer_id = q.lawyer_id
       WHERE q.customer_id = ${userId} OR (o.lawyer_id = ${userId} AND ${LAWYER_READS})
       ORDER BY m.created_at`),
    // Issue 61, the legal-aid desk: the person's beneficiary declaration (sensitive personal information) and
    // their legal-aid requests (a free written question's text while it waits for a lawyer, their own only); a
    // lawyer's requests to give, with the person by first name only.
    legal_aid_declaration:
      (
        await rows(sql`
      SELECT household_size, monthly_income_pesos, income_source, property, reason, agreed_at, created_at, updated_at
        FROM legal_aid_declarations WHERE user_id = ${userId}`)
      )[0] ?? null,
    legal_aid_requests: await rows(sql`
      SELECT r.id, CASE WHEN r.client_id = ${userId} THEN 'client' ELSE 'lawyer' END AS my_role,
             CASE WHEN r.client_id = ${userId} THEN lp.display_name ELSE cu.first_name END AS other_party,
             r.kind, r.status, r.problem, r.meeting_id, r.question_id, r.decline_reason, r.decline_note, r.assessed_at, r.created_at,
             CASE WHEN r.client_id = ${userId} THEN r.facts END AS facts,
             CASE WHEN r.client_id = ${userId} THEN r.wants END AS wants,
             r.other_parties, r.language
        FROM legal_aid_requests r JOIN users cu ON cu.id = r.client_id LEFT JOIN lawyer_profiles lp ON lp.user_id = r.lawyer_id
       WHERE r.client_id = ${userId} OR r.lawyer_id = ${userId}
       ORDER BY r.created_at`),
    legal_aid_offer: await rows(sql`SELECT enabled, written_per_month, updated_at FROM legal_aid_offers WHERE lawyer_id = ${userId}`),
    // Issue 62, fixed-price service orders: the person's orders as client or lawyer (the intake and the other
    // party's name are both parties' record of the order), their deliveries and any dispute; who sends the letter and
    // the proof of sending it (issue 72).
    service_orders: await rows(sql`
      SELECT o.id, CASE WHEN o.customer_id = ${userId} THEN 'client' ELSE 'lawyer' END AS my_role,
             CASE WHEN o.customer_id = ${userId} THEN lp.display_name ELSE trim(cu.first_name || ' ' || cu.last_name) END AS other_party,
             o.service_type, o.status, o.price_centavos, o.turnaround_days, o.revisions_included, o.revisions_used, o.other_party_name,
             o.intake, o.limited_service_accepted_at, o.paid_at, o.take_by, o.countersigned_at, o.due_at, o.last_delivered_at,
             o.accepted_at, o.cancel_reason, o.decline_reason, o.closed_at, o.created_at, o.sent_by_lawyer, o.send_price_centavos,
             coalesce((SELECT json_agg(f.original_name ORDER BY pf.attached_at, f.original_name) FROM service_sending_proof_files pf
                         JOIN stored_files f ON f.id = pf.file_id WHERE pf.order_id = o.id), '[]'::json) AS sending_proof
        FROM service_orders o JOIN lawyer_profiles lp ON lp.user_id = o.lawyer_id JOIN users cu ON cu.id = o.customer_id
       WHERE o.customer_id = ${userId} OR o.lawyer_id = ${userId}
       ORDER BY o.created_at`),
    service_deliveries: await rows(sql`
      SELECT d.order_id, d.number, d.note, d.due_at, d.delivered_at, d.late,
             coalesce((SELECT json_agg(f.original_name ORDER BY f.original_name) FROM service_delivery_files df
                         JOIN stored_files f ON f.id = df.file_id WHERE df.delivery_id = d.id), '[]'::json) AS files
        FROM service_deliveries d JOIN service_orders o ON o.id = d.order_id
       WHERE o.customer_id = ${userId} OR o.lawyer_id = ${userId}
       ORDER BY d.delivered_at`),
    service_disputes: await rows(sql`
      SELECT s.order_id, s.reason, s.opened_at, s.answer_by, s.answer, s.answered_at, s.outcome, s.refund_centavos,
             s.decision_reason, s.decided_at
        FROM service_disputes s JOIN service_orders o ON o.id = s.order_id
       WHERE o.customer_id = ${userId} OR o.lawyer_id = ${userId}
       ORDER BY s.opened_at`),
    // Issue 64: the person's matters with the entries and hearings they can read — a client never the lawyer's
    // private notes (shared = false), in the SQL as everywhere; the other party by name only.
    matters: await rows(sql`
      SELECT m.id, CASE WHEN m.customer_id = ${userId} THEN 'client' ELSE 'lawyer' END AS my_role,
             CASE WHEN m.customer_id = ${userId} THEN lp.display_name ELSE trim(cu.first_name || ' ' || cu.last_name) END AS other_party,
             m.title, m.problem, m.court, m.case_number, m.branch, m.source_kind, m.source_id, m.last_shared_at,
             m.closed_at, m.close_reason, m.created_at
        FROM matters m
        JOIN lawyer_profiles lp ON lp.user_id = m.lawyer_id
        JOIN users cu ON cu.id = m.customer_id
       WHERE m.customer_id = ${userId} OR m.lawyer_id = ${userId}
       ORDER BY m.created_at`),
    matter_entries: await rows(sql`
      SELECT e.matter_id, e.id, e.kind, e.shared,
             CASE WHEN e.author_id IS NULL THEN NULL WHEN e.author_id = ${userId} THEN 'me' ELSE 'other_party' END AS written_by,
             e.body, f.original_name AS file_name, e.due_at, e.created_at
        FROM matter_entries e
        JOIN matters m ON m.id = e.matter_id
        LEFT JOIN stored_files f ON f.id = e.file_id
       WHERE m.lawyer_id = ${userId} OR (m.customer_id = ${userId} AND e.shared)
       ORDER BY e.matter_id, e.created_at, e.id`),
    matter_hearings: await rows(sql`
      SELECT h.matter_id, h.id, h.starts_at, h.court, h.branch, h.mode, h.revision, h.cancelled_at, h.created_at
        FROM matter_hearings h
        JOIN matter_entries e ON e.id = h.entry_id
        JOIN matters m ON m.id = h.matter_id
       WHERE m.lawyer_id = ${userId} OR (m.customer_id = ${userId} AND e.shared)
       ORDER BY h.matter_id, h.starts_at`),
    payments: await rows(sql`
      SELECT p.id, p.reference, CASE WHEN p.customer_id = ${userId} THEN 'payer' ELSE 'payee' END AS my_role,
             p.meeting_id, p.work_item_id, p.provider, p.status, p.amount_centavos, p.currency, p.description, p.method,
             p.paid_at, p.refunded_at, p.created_at
        FROM payments p WHERE p.customer_id = ${userId} OR p.lawyer_id = ${userId} ORDER BY p.created_at`),
    // Issue 63, someone else pays: the links the person sent for their own payments, and who paid with them
    // (the payer's name and e-mail are the client's record of that payment, as the receipts name them).
    payment_links: await rows(sql`
      SELECT l.id, l.payment_id, l.sent_to, l.payer_name, l.payer_email, l.payer_started_at, l.expires_at, l.revoked_at, l.created_at
        FROM payment_links l WHERE l.customer_id = ${userId} ORDER BY l.created_at`),
    refunds: await rows(sql`
      SELECT r.id, r.payment_id, r.amount_centavos, r.status, r.reason, r.created_at, r.updated_at
        FROM refunds r JOIN payments p ON p.id = r.payment_id
       WHERE p.customer_id = ${userId} OR p.lawyer_id = ${userId}`),
    payouts: await rows(sql`SELECT * FROM payouts WHERE lawyer_id = ${userId}`),
    notifications: await rows(
      sql`SELECT id, title, body, url, seen, created_at FROM notifications WHERE user_id = ${userId} ORDER BY created_at`,
    ),
    consents: await rows(sql`SELECT kind, version, granted, at, source FROM consents WHERE user_id = ${userId} ORDER BY at`),
    notification_preferences: await rows(
      sql`SELECT kind, channel, enabled, updated_at FROM notification_preferences WHERE user_id = ${userId} ORDER BY kind, channel`,
    ),
    text_messages: await rows(sql`
      SELECT id, to_number, kind, body, segments, status, created_at, sent_at FROM sms_messages
       WHERE user_id = ${userId} AND kind <> 'phone_code' ORDER BY created_at`),
    sessions: await rows(sql`
      SELECT created_at AS signed_in_at, last_seen_at, expires_at, revoked_at, user_agent, ip
        FROM sessions WHERE user_id = ${userId} ORDER BY created_at`),
    files: await rows(sql`
      SELECT id, original_name, content_type, size_bytes, visibility, purpose, created_at
        FROM stored_files WHERE owner_id = ${userId} ORDER BY created_at`),
  };
}
