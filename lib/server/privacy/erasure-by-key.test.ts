import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { GET as listRequests } from '@/app/api/v1/admin/privacy-requests/route';
import { POST as eraseRoute } from '@/app/api/v1/admin/users/[userId]/erasure/route';
import { tables as t, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { seedDatabase } from '@/lib/db/seed';
import { ERASURE_ATTEMPTS } from '@/lib/config/privacy';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertReview } from '@/lib/test/fixtures/meetings';
import { insertCustomer, testAdmin, testLawyer, type TestUser } from '@/lib/test/fixtures/users';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { completeDueDeletions } from './complete-deletion';

const db = useTestDb();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-erasure-by-key-'));
let admin: TestUser;

beforeAll(async () => {
  setTestEnv({ STORAGE_DIR: storageDir });
  // A small copy of the demo world: listed lawyers (some notaries), their education ("… College of
  // Law"), work, awards, past consultations and reviews.
  await seedDatabase(db().db, { lawyers: 24 });
  admin = await testAdmin(db().db);
}, 180_000);
afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));

type Erased = { id: string; email: string };

/**
 * Every row of every table, as text, except the rows keyed to the erased people: those that name
 * one of them (any column holding their id) and the mails to their address. A derived counter that
 * is nobody's row (lawyer_search_version: moves when a lawyer leaves search) is left out.
 */
async function everyoneElsesRows(database: Db, erased: Erased[]): Promise<Map<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    database,
    sql`SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'lawyer_search_version'
         ORDER BY 1`,
  );
  const ids = erased.map((e) => e.id);
  const addresses = new Set(erased.map((e) => e.email));
  const result = new Map<string, string[]>();
  for (const { name } of tables) {
    const rows = await queryRows<{ r: string }>(database, sql`SELECT row_to_json(x)::text AS r FROM ${sql.identifier(name)} x`);
    result.set(
      name,
      rows
        .map((row) => row.r)
        .filter((text) => !ids.some((id) => text.includes(id)))
        .filter((text) => !(name === 'outbound_emails' && addresses.has((JSON.parse(text) as { to_address: string }).to_address)))
        .sort(),
    );
  }
  return result;
}

/** What changed between two fingerprints, per table: rows gone or altered, rows new. Empty when byte for byte the same. */
function differences(before: Map<string, string[]>, after: Map<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [table, rows] of before) {
    const now = new Set(after.get(table) ?? []);
    const was = new Set(rows);
    const gone = rows.filter((row) => !now.has(row));
    const added = [...now].filter((row) => !was.has(row));
    if (gone.length || added.length)
      out[table] = `${gone.length} gone or changed (e.g. ${gone[0] ?? '-'}), ${added.length} new (e.g. ${added[0] ?? '-'})`;
  }
  return out;
}

const eraseByAdmin = (userId: string) =>
  eraseRoute(
    apiRequest(`/api/v1/admin/users/${userId}/erasure`, { method: 'POST', jar: admin.jar, body: { reason: 'Letter to the DPO' } }),
    routeCtx({ userId }) as never,
  );

/** A client with an address that does not contain their id (so others' rows quoting it are not taken for theirs). */
async function customer(firstName: string, lastName: string, phone?: { e164: string; verified: boolean }): Promise<Erased> {
  const id = await insertCustomer(db().db, { firstName, lastName });
  const email = `person.${randomUUID().slice(0, 8)}@example.org`;
  await db()
    .db.update(t.users)
    .set({ email, phoneE164: phone?.e164 ?? null, phoneVerifiedAt: phone?.verified ? new Date() : null })
    .where(eq(t.users.id, id));
  return { id, email };
}

async function texts(userId: string, to: string, count: number, kind = 'meeting_reminder'): Promise<void> {
  await db()
    .db.insert(t.smsMessages)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        toNumber: to,
        kind,
        body: `Abogado: your consultation starts in 10 minutes (${i}).`,
        encoding: 'GSM-7',
        segments: 1,
        status: 'SENT',
      })),
    );
}

async function isErased(userId: string): Promise<boolean> {
  const [row] = await db().db.select({ erasedAt: t.users.erasedAt }).from(t.users).where(eq(t.users.id, userId));
  return row.erasedAt !== null;
}

describe('erasing one account', () => {
  it('leaves every row of every other person byte for byte as it was, and erases names that look like JSON', async () => {
    // A listed lawyer who is also a notary public, and the other people whose rows the old text search rewrote.
    const [lawyer] = await queryRows<{ id: string; first: string; last: string; display: string }>(
      db().db,
      sql`SELECT u.id, u.first_name AS first, u.last_name AS last, p.display_name AS display
            FROM lawyer_search s JOIN users u ON u.id = s.lawyer_id JOIN lawyer_profiles p ON p.user_id = u.id
            JOIN notary_profiles n ON n.user_id = u.id
           ORDER BY u.id LIMIT 1`,
    );
    expect(lawyer).toBeDefined();
    const [{ n: educationWithCollegeOfLaw }] = await queryRows<{ n: number }>(
      db().db,
      sql`SELECT count(*)::int AS n FROM lawyer_education WHERE school LIKE '%College of Law%'`,
    );
    expect(educationWithCollegeOfLaw).toBeGreaterThan(0);
    const number = '+639175550142';
    const otherNumber = '+639175550177';

    // The erasers.
    // 1. A client who signed up with the lawyer's name and had a consultation with them.
    const namesake = await customer(lawyer.first, lawyer.last);
    await insertReview(db().db, {
      lawyerId: lawyer.id,
      customerId: namesake.id,
      rating: 5,
      comment: `Atty. ${lawyer.display} was kind.`,
      createdAt: new Date(),
    });
    // 2. A client called "College" "of Law".
    const college = await customer('College', 'of Law');
    // 3. A client who typed in someone else's mobile number (never verified) and asked for a code.
    const victim = await customer('Rosario', 'Bautista', { e164: number, verified: true });
    const typedIn = await customer('Nestor', 'Villanueva', { e164: number, verified: false });
    await texts(victim.id, number, 28);
    await texts(typedIn.id, number, 1, 'phone_code');
    await db()
      .db.insert(t.smsOptOuts)
      .values({ phoneE164: number, optedOut: true, optedOutAt: new Date(), source: 'inbound', keyword: 'STOP' });
    // 4. A client who verified a number that another account typed in (unverified) and was sent a code on.
    const verifier = await customer('Imelda', 'Castillo', { e164: otherNumber, verified: true });
    const otherTyper = await customer('Ramon', 'Aquino', { e164: otherNumber, verified: false });
    await texts(verifier.id, otherNumber, 3);
    await texts(otherTyper.id, otherNumber, 2, 'phone_code');
    await db()
      .db.insert(t.smsOptOuts)
      .values({ phoneE164: otherNumber, optedOut: true, optedOutAt: new Date(), source: 'inbound', keyword: 'STOP' });
    // 5. A lawyer named like the listed one.
    const lawyerNamesake = await testLawyer(db().db, { name: lawyer.display });
    // 6. Names that are JSON fragments: every provider event holds "type": and "event".
    const typeName = await customer('"type":', '');
    const eventName = await customer('"event"', '');

    // What others wrote or were sent about the erasers stays theirs.
    const [{ meetingId }] = await db()
      .db.select({ meetingId: t.reviews.meetingId })
      .from(t.reviews)
      .where(eq(t.reviews.customerId, namesake.id));
    await db()
      .db.insert(t.comments)
      .values({ authorId: lawyer.id, meetingId, body: `Noted, ${lawyer.display}. Call me at ${number} or write to ${namesake.email}.` });
    const [lawyerUser] = await db().db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, lawyer.id));
    await db()
      .db.insert(t.outboundEmails)
      .values([
        {
          toAddress: lawyerUser.email,
          subject: 'New booking',
          textBody: `${lawyer.display} (${number}, ${namesake.email}) booked you. College of Law alumni welcome.`,
        },
        { toAddress: 'someone@example.org', subject: '"type": "event"', textBody: 'College of Law' },
      ]);
    await db()
      .db.insert(t.notifications)
      .values({
        userId: lawyer.id,
        title: 'New booking',
        body: `${lawyer.display} booked you`,
        url: '/lawyer-portal',
        icon: 'new-meeting',
      });
    await db()
      .db.insert(t.webhookEvents)
      .values({
        provider: 'SANDBOX',
        providerEventId: `evt_${randomUUID()}`,
        type: 'checkout_session.payment.paid',
        payload: { data: { type: 'event', attributes: { type: 'checkout_session.payment.paid', event: 'College of Law' } } },
      });

    const erasers = [namesake, college, typedIn, verifier, { id: lawyerNamesake.id, email: lawyerNamesake.email }, typeName, eventName];
    // The admin acts (their session may be touched, the audit log names them), so their rows are left out too.
    const fingerprint = () => everyoneElsesRows(db().db, [...erasers, { id: admin.id, email: admin.email }]);
    const before = await fingerprint();

    // An admin's erasure ("type": was refused with 400 "Invalid identifier.")…
    for (const person of [namesake, college, typedIn, { id: lawyerNamesake.id, email: lawyerNamesake.email }, typeName]) {
      const res = await eraseByAdmin(person.id);
      expect({ person: person.id, status: res.status, body: await res.json() }).toMatchObject({ status: 200, body: { erased: true } });
    }
    // …and the scheduler's, after a person's own request.
    for (const person of [verifier, eventName]) {
      await db().db.insert(t.accountDeletions).values({ userId: person.id, source: 'SELF', requestedBy: person.id, dueAt: new Date() });
    }
    expect(await completeDueDeletions()).toBe(2);
    for (const person of erasers) expect(await isErased(person.id)).toBe(true);

    expect(differences(before, await fingerprint())).toEqual({});

    // The lawyer is still listed under their own name, in search and as a notary public.
    const [listed] = await queryRows<{ search: string; notary: string }>(
      db().db,
      sql`SELECT s.display_name AS search, n.display_name AS notary FROM lawyer_search s JOIN notary_profiles n ON n.user_id = s.lawyer_id
           WHERE s.lawyer_id = ${lawyer.id}`,
    );
    expect(listed).toEqual({ search: lawyer.display, notary: `Atty. ${lawyer.display}` });
    // The number's owner keeps their 28 texts and their STOP; the erasers' own texts are gone.
    const textsTo = (to: string) =>
      db().db.select({ userId: t.smsMessages.userId }).from(t.smsMessages).where(eq(t.smsMessages.toNumber, to));
    expect((await textsTo(number)).map((r) => r.userId)).toEqual(Array(28).fill(victim.id));
    expect((await textsTo(otherNumber)).map((r) => r.userId)).toEqual(Array(2).fill(otherTyper.id));
    expect(await db().db.select({ n: t.smsOptOuts.phoneE164 }).from(t.smsOptOuts)).toHaveLength(2);
    // What the namesake wrote is theirs: cleared of their name (which is also the lawyer's).
    const [review] = await db().db.select({ comment: t.reviews.comment }).from(t.reviews).where(eq(t.reviews.customerId, namesake.id));
    expect(review.comment).toBe('Atty. Former client was kind.');
  });
});

describe('an erasure that fails', () => {
  it(`is tried ${ERASURE_ATTEMPTS} times, then shown to the admin as failed with its reason; erasing again after the fix works`, async () => {
    const person = await customer('Teodoro', 'Mendoza');
    // A failure the erasure cannot get past: the database refuses to change this person's row.
    await db().db.execute(
      sql.raw(`CREATE FUNCTION refuse_erasure() RETURNS trigger LANGUAGE plpgsql AS $$
                 BEGIN RAISE EXCEPTION 'users row is locked by the test'; END $$`),
    );
    await db().db.execute(
      sql.raw(`CREATE TRIGGER refuse_erasure BEFORE UPDATE ON users FOR EACH ROW
                 WHEN (OLD.id = '${person.id}' AND NEW.erased_at IS NOT NULL) EXECUTE FUNCTION refuse_erasure()`),
    );
    const [deletion] = await db()
      .db.insert(t.accountDeletions)
      .values({ userId: person.id, source: 'SELF', requestedBy: person.id, dueAt: new Date() })
      .returning({ id: t.accountDeletions.id });
    const row = async () => (await db().db.select().from(t.accountDeletions).where(eq(t.accountDeletions.id, deletion.id)))[0];
    const listed = async () => {
      const body = (await (
        await listRequests(apiRequest('/api/v1/admin/privacy-requests', { jar: admin.jar }), routeCtx() as never)
      ).json()) as {
        results: { _id: string; state: string; attempts: number; failure: string | null }[];
      };
      return body.results.find((r) => r._id === deletion.id);
    };

    // Each scheduler pass tries once and records why it failed; the request stays pending meanwhile.
    expect(await completeDueDeletions()).toBe(0);
    expect(await row()).toMatchObject({
      attempts: 1,
      failedAt: null,
      lastError: expect.stringContaining('users row is locked by the test'),
    });
    expect(await listed()).toMatchObject({ state: 'PENDING', attempts: 1, failure: expect.stringContaining('locked by the test') });
    for (let i = 2; i <= ERASURE_ATTEMPTS; i++) await completeDueDeletions();
    const failed = await row();
    expect(failed).toMatchObject({
      attempts: ERASURE_ATTEMPTS,
      completedAt: null,
      lastError: expect.stringContaining('locked by the test'),
    });
    expect(failed.failedAt).not.toBeNull();
    // Then it stops: a further pass does not touch it.
    await completeDueDeletions();
    expect((await row()).attempts).toBe(ERASURE_ATTEMPTS);
    expect(await listed()).toMatchObject({
      state: 'FAILED',
      attempts: ERASURE_ATTEMPTS,
      failure: expect.stringContaining('locked by the test'),
    });
    expect(await isErased(person.id)).toBe(false);

    // Fixed; the admin erases the person again: the same request runs, audited, and completes.
    await db().db.execute(sql.raw('DROP TRIGGER refuse_erasure ON users'));
    const res = await eraseByAdmin(person.id);
    expect(await res.json()).toMatchObject({ deletion_id: deletion.id, erased: true });
    expect(await isErased(person.id)).toBe(true);
    expect(await row()).toMatchObject({ attempts: 0, failedAt: null, lastError: null, completedAt: expect.any(Date) });
    expect(await listed()).toMatchObject({ state: 'COMPLETED', failure: null });
    const audit = await db()
      .db.select({ metadata: t.auditLog.metadata })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.targetId, person.id), eq(t.auditLog.action, 'user.erase')));
    expect(audit).toEqual([{ metadata: { deletion_id: deletion.id, retry: true } }]);
  });
});

describe("the erased person's own rows", () => {
  it('are found by their keys: texts they wrote lose their name and verified number, their export and provider events go', async () => {
    const [lawyer] = await db().db.select({ id: t.lawyerProfiles.userId }).from(t.lawyerProfiles).limit(1);
    const number = '+639175550188';
    const person = await customer('Perpetua', 'Salonga', { e164: number, verified: true });
    const [meeting] = await db()
      .db.insert(t.meetings)
      .values({
        lawyerId: lawyer.id,
        customerId: person.id,
        startAt: new Date('2025-03-03T02:00:00Z'),
        endAt: new Date('2025-03-03T02:30:00Z'),
        durationMinutes: 30,
        status: 'COMPLETED',
        subject: 'Perpetua Salonga: land title',
        description: 'My brother took the title.',
        priceCentavos: 100_000,
      })
      .returning({ id: t.meetings.id });
    await db()
      .db.insert(t.comments)
      .values({ authorId: person.id, meetingId: meeting.id, body: `Text me at ${number} or ${person.email}. — perpetua salonga` });
    await db()
      .db.insert(t.meetingReschedules)
      .values({
        meetingId: meeting.id,
        byUserId: person.id,
        previousStartAt: new Date('2025-03-02T02:00:00Z'),
        newStartAt: new Date('2025-03-03T02:00:00Z'),
        reason: 'Other',
        details: `Perpetua Salonga has a hearing; call ${number}`,
      });
    const [payment] = await db()
      .db.insert(t.payments)
      .values({
        customerId: person.id,
        lawyerId: lawyer.id,
        meetingId: meeting.id,
        provider: 'PAYMONGO',
        amountCentavos: 100_000,
        description: '30-min video consultation – Atty. Someone: land title',
        status: 'PAID',
      })
      .returning({ id: t.payments.id });
    const billing = { name: 'Perpetua Salonga', email: person.email, phone: number };
    const [event] = await db()
      .db.insert(t.webhookEvents)
      .values({
        provider: 'PAYMONGO',
        providerEventId: `evt_${randomUUID()}`,
        type: 'checkout_session.payment.paid',
        payload: { data: { attributes: { data: { attributes: { reference_number: payment.id, billing } } } } },
      })
      .returning({ id: t.webhookEvents.id });
    const exportKey = `data-exports/${randomUUID()}.zip`;
    await getStorage().put(exportKey, new TextEncoder().encode('zip'), 'application/zip');
    await db().db.insert(t.dataExports).values({ userId: person.id, status: 'READY', storageKey: exportKey, sizeBytes: 3 });
    await db().db.insert(t.outboundEmails).values({ toAddress: person.email, subject: 'Your data is ready', textBody: 'Hi Perpetua' });

    const res = await eraseByAdmin(person.id);
    expect(await res.json()).toMatchObject({ erased: true });

    const [kept] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, meeting.id));
    expect(kept).toMatchObject({ subject: 'Former client: land title', description: null });
    const [comment] = await db().db.select({ body: t.comments.body }).from(t.comments).where(eq(t.comments.meetingId, meeting.id));
    expect(comment.body).toBe('Text me at Former client or Former client. — Former client');
    const [reschedule] = await db()
      .db.select({ details: t.meetingReschedules.details })
      .from(t.meetingReschedules)
      .where(eq(t.meetingReschedules.meetingId, meeting.id));
    expect(reschedule.details).toBe('Former client has a hearing; call Former client');
    const [redacted] = await db()
      .db.select({ payload: t.webhookEvents.payload })
      .from(t.webhookEvents)
      .where(eq(t.webhookEvents.id, event.id));
    expect(redacted.payload).toEqual({ erased: true });
    expect((await db().db.select().from(t.payments).where(eq(t.payments.id, payment.id)))[0]).toMatchObject({
      customerId: person.id,
      status: 'PAID',
    });
    expect(await db().db.select().from(t.dataExports).where(eq(t.dataExports.userId, person.id))).toEqual([]);
    expect(await getStorage().get(exportKey)).toBeNull();
    // The completion mail was recorded to the address in the erasure's transaction; once the outbox has
    // sent it (issue 59), its row keeps only the placeholder.
    expect(
      await untilOutboxDelivered(
        () => db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, person.email)),
        (rows) => rows.length === 0,
      ),
    ).toEqual([]);
  });

  it("keeps a lawyer's paid bank transfers without the holder's name and account number, and an unpaid one whole", async () => {
    const lawyer = await testLawyer(db().db, { name: 'Leonora Bautista-Cruz' });
    const batch = async (paid: boolean) =>
      (
        await db()
          .db.insert(t.payoutBatches)
          .values({
            status: paid ? 'PAID' : 'OPEN',
            totalCentavos: 90_000,
            paidAt: paid ? new Date() : null,
            bankReference: paid ? 'BDO-1' : null,
          })
          .returning({ id: t.payoutBatches.id })
      )[0].id;
    const account = {
      bankName: 'BDO Unibank',
      providerBankId: 'BNORPHMM',
      accountName: 'Leonora Bautista-Cruz',
      accountNumber: '001234567890',
    };
    const [paid, open] = [await batch(true), await batch(false)];
    await db()
      .db.insert(t.payouts)
      .values([
        { batchId: paid, lawyerId: lawyer.id, amountCentavos: 90_000, ...account },
        { batchId: open, lawyerId: lawyer.id, amountCentavos: 90_000, ...account },
      ]);
    expect(await (await eraseByAdmin(lawyer.id)).json()).toMatchObject({ erased: true });
    const rows = await db().db.select().from(t.payouts).where(eq(t.payouts.lawyerId, lawyer.id));
    expect(rows.find((r) => r.batchId === paid)).toMatchObject({
      accountName: 'Former lawyer',
      accountNumber: '****7890',
      amountCentavos: 90_000,
    });
    expect(rows.find((r) => r.batchId === open)).toMatchObject(account);
  });

  it('covers every key that names a person: each one not deleted with the person is handled on purpose', async () => {
    // Keys with ON DELETE CASCADE to users or lawyer_profiles are the person's own rows, deleted by
    // eraseAccount from the catalog (but for KEPT_TABLES). The others stay; each is listed here with
    // what the erasure does about it, so a new one is a decision, not an oversight.
    const handled: Record<string, string> = {
      'account_deletions.requested_by': 'the admin who asked; no personal data',
      'audit_log.actor_id': 'ids only',
      'engagement_letters.created_by': 'the lawyer: a letter in force stays (the contract); the others lose their names and PDFs',
      'engagements.client_id': 'ids only (issue 74): an engagement follows its meeting, work item or question, kept or deleted with it',
      'engagements.lawyer_id': 'ids only (issue 74): an engagement follows its meeting, work item or question, kept or deleted with it',
      'engagement_signatures.signer_id': 'kept on a letter in force (the evidence of the signature); de-identified on the others',
      'legal_aid_requests.assessed_by': 'the lawyer who assessed; ids only',
      'legal_aid_requests.lawyer_id': 'kept for the client; the lawyer profile is de-identified',
      'legal_aid_services.reviewed_by': 'the admin of the desk who checked the line; no personal data',
      'matter_entries.author_id':
        'private notes and entries holding their files deleted; the rest kept for the other party, the body cleared of their name and verified contacts',
      'matters.customer_id':
        'deleted with no payment between the parties; else kept for the lawyer, the problem cleared, the title without their name',
      'matters.lawyer_id': 'kept for the client; the lawyer profile is de-identified',
      'meeting_events.user_id': 'deleted',
      'meeting_files.uploaded_by': 'their files deleted (cascade from stored_files)',
      'meeting_reschedules.by_user_id': 'reason and details cleared of their name and verified contacts',
      'meetings.customer_id': 'kept for the lawyer: subject cleared, description removed',
      'meetings.lawyer_id': 'kept for the client; the lawyer profile is de-identified',
      'payments.customer_id': 'kept for the tax rules; the provider events of their payments redacted',
      'payments.lawyer_id': "kept for the tax rules; the lawyer's name out of the description",
      'payments.refunded_by': 'an admin; no personal data',
      'payout_batches.created_by': 'an admin; no personal data',
      'payout_batches.paid_by': 'an admin; no personal data',
      'payouts.lawyer_id': "kept for the tax rules; once paid, without the holder's name and all but 4 digits of the account",
      'refunds.requested_by': 'kept with the payment',
      'reports.resolved_by': 'an admin; no personal data',
      'service_disputes.decided_by': "the admin's decision record (an admin's account)",
      'service_disputes.opened_by': 'kept for the decision and the refund; the reason cleared of their name and verified contacts',
      'service_orders.customer_id': "the contract record, frozen; the intake and the other party's name cleared",
      'service_orders.lawyer_id': 'the contract record, frozen; the decline reason cleared of their name and verified contacts',
      'sms_messages.user_id': 'deleted',
      'stored_files.owner_id': 'deleted, blobs removed after commit',
      'work_item_events.actor_id': 'note cleared of their name and verified contacts',
      'work_item_files.uploaded_by': 'their files deleted (cascade from stored_files)',
      'work_items.customer_id': 'the contract record, frozen',
      'work_items.lawyer_id': 'the contract record, frozen',
      'written_question_files.uploaded_by': 'their files deleted (cascade from stored_files)',
      'written_question_messages.author_id': "the client's follow-up deleted; the lawyer's answers kept for the client",
      'written_question_offers.lawyer_id': 'ids only',
      'written_questions.customer_id': 'drafts deleted; a sent question kept without its facts, question and other parties',
      'written_questions.lawyer_id': 'kept for the client; the lawyer profile is de-identified',
    };
    const keys = await queryRows<{ key: string }>(
      db().db,
      sql`SELECT cl.relname || '.' || a.attname AS key
            FROM pg_constraint c
            JOIN pg_class cl ON cl.oid = c.conrelid
            JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
           WHERE c.contype = 'f' AND c.confdeltype <> 'c' AND c.confrelid IN ('users'::regclass, 'lawyer_profiles'::regclass)
           ORDER BY 1`,
    );
    expect(keys.map((k) => k.key)).toEqual(Object.keys(handled).sort());
  });
});
