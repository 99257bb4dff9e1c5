import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { GET as deletionState, POST as requestDeletion } from '@/app/api/v1/auth/account/deletion/route';
import { POST as confirmDeletion } from '@/app/api/v1/auth/account/deletion/confirm/route';
import { GET as listRequests } from '@/app/api/v1/admin/privacy-requests/route';
import { POST as eraseRoute } from '@/app/api/v1/admin/users/[userId]/erasure/route';
import { tables as t, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { hashPassword } from '@/lib/server/platform/security/password';
import { signIn } from '@/lib/server/auth/sign-in';
import { signUpCustomer } from '@/lib/server/auth/sign-up-customer';
import { listLawyerReviews } from '@/lib/server/lawyers/list-lawyer-reviews';
import { listListedLawyerIds } from '@/lib/server/lawyers/list-listed-lawyer-ids';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting, insertReview, manilaSlot } from '@/lib/test/fixtures/meetings';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { type TestUser, testAdmin, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

const db = useTestDb();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-erasure-'));
const PASSWORD = 'Erase-me-1';
const meta = { ip: '203.0.113.40', userAgent: 'jest' };
const DAY = 86_400_000;

beforeAll(() => setTestEnv({ STORAGE_DIR: storageDir }));
afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));

/** A signed-in person with a password, a distinctive name and e-mail (what the scan looks for). */
async function person(kind: 'customer' | 'lawyer', name: [string, string]): Promise<TestUser & { name: string }> {
  const user =
    kind === 'customer' ? await testCustomer(db().db) : await testLawyer(db().db, { name: name.join(' '), phone: '+63 917 555 0199' });
  const email = `${name[0].toLowerCase()}.${randomUUID().slice(0, 8)}@example.org`;
  await db()
    .db.update(t.users)
    .set({ email, firstName: name[0], lastName: name[1], passwordHash: await hashPassword(PASSWORD) })
    .where(eq(t.users.id, user.id));
  return { ...user, email, name: name.join(' ') };
}

/** A file the person uploaded to a meeting: a blob in storage and its rows. */
async function uploadTo(meetingId: string, ownerId: string): Promise<string> {
  const key = `meeting-files/${randomUUID()}.pdf`;
  await getStorage().put(key, new TextEncoder().encode('%PDF-1.4 private'), 'application/pdf');
  const [file] = await db()
    .db.insert(t.storedFiles)
    .values({
      ownerId,
      storageKey: key,
      originalName: 'deed.pdf',
      contentType: 'application/pdf',
      sizeBytes: 16,
      sha256: 'x',
      purpose: 'meeting-file',
    })
    .returning({ id: t.storedFiles.id });
  await db().db.insert(t.meetingFiles).values({ meetingId, fileId: file.id, uploadedBy: ownerId });
  return key;
}

async function paidPayment(meetingId: string, customerId: string, lawyerId: string, description: string): Promise<string> {
  const [row] = await db()
    .db.insert(t.payments)
    .values({
      customerId,
      lawyerId,
      meetingId,
      provider: 'SANDBOX',
      providerSessionId: `cs_${meetingId}`,
      amountCentavos: 100_000,
      description,
      status: 'PAID',
    })
    .returning({ id: t.payments.id });
  return row.id;
}

const ask = (user: TestUser, body: unknown) =>
  requestDeletion(apiRequest('/api/v1/auth/account/deletion', { method: 'POST', jar: user.jar, body }), routeCtx() as never);

async function pendingDeletion(userId: string) {
  const [row] = await db()
    .db.select()
    .from(t.accountDeletions)
    .where(eq(t.accountDeletions.userId, userId))
    .orderBy(sql`requested_at DESC`)
    .limit(1);
  return row;
}

/** Every single-column foreign key of the schema, checked for rows pointing at nothing. */
async function danglingForeignKeys(database: Db): Promise<string[]> {
  const keys = await queryRows<{ child: string; col: string; parent: string; pcol: string }>(
    database,
    sql`SELECT c.conrelid::regclass::text AS child, a.attname AS col, c.confrelid::regclass::text AS parent, pa.attname AS pcol
          FROM pg_constraint c
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
          JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
         WHERE c.contype = 'f' AND array_length(c.conkey, 1) = 1`,
  );
  const broken: string[] = [];
  for (const k of keys) {
    const [{ n }] = await queryRows<{ n: number }>(
      database,
      sql`SELECT count(*)::int AS n FROM ${sql.raw(k.child)} ch
           WHERE ch.${sql.identifier(k.col)} IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM ${sql.raw(k.parent)} p WHERE p.${sql.identifier(k.pcol)} = ch.${sql.identifier(k.col)})`,
    );
    if (n > 0) broken.push(`${k.child}.${k.col} → ${k.parent}: ${n}`);
  }
  return broken;
}

/** Every text, json and text[] column of every table, searched for each term (case-insensitive). */
async function findEverywhere(database: Db, terms: string[]): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    database,
    sql`SELECT c.table_name, c.column_name FROM information_schema.columns c
          JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
         WHERE c.table_schema = 'public' AND (c.data_type IN ('text', 'character varying', 'jsonb', 'json') OR c.udt_name = '_text')`,
  );
  const found: string[] = [];
  for (const c of columns) {
    for (const term of terms) {
      const [{ n }] = await queryRows<{ n: number }>(
        database,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(c.table_name)} WHERE position(lower(${term}) in lower(${sql.identifier(c.column_name)}::text)) > 0`,
      );
      if (n > 0) found.push(`${c.table_name}.${c.column_name} holds "${term}" (${n})`);
    }
  }
  return found;
}

describe('deleting my account', () => {
  it('is refused with an upcoming paid meeting, cancelled by signing in, and carried out after the grace period', async () => {
    const client = await person('customer', ['Zephyrine', 'Quillfeather']);
    const lawyer = await person('lawyer', ['Barnaby', 'Thistlewood']);
    const otherClient = await testCustomer(db().db);

    // A past consultation with a review, a file and a payment; and a paid one still to come.
    const reviewId = await insertReview(db().db, {
      lawyerId: lawyer.id,
      customerId: client.id,
      rating: 5,
      comment: 'Clear advice.',
      createdAt: new Date(),
    });
    const [{ meetingId }] = await db().db.select({ meetingId: t.reviews.meetingId }).from(t.reviews).where(eq(t.reviews.id, reviewId));
    const pastMeeting = meetingId!;
    await db()
      .db.update(t.meetings)
      .set({ description: 'My neighbour Zephyrine Quillfeather moved the fence' })
      .where(eq(t.meetings.id, pastMeeting));
    const clientFile = await uploadTo(pastMeeting, client.id);
    const lawyerFile = await uploadTo(pastMeeting, lawyer.id);
    await db().db.insert(t.comments).values({ authorId: client.id, meetingId: pastMeeting, body: 'Thank you!' });
    // As the booking writes it: the lawyer's name, then the client's subject.
    const payment = await paidPayment(pastMeeting, client.id, lawyer.id, `30-min video consultation – Atty. ${lawyer.name}: Fence`);
    await db()
      .db.insert(t.outboundEmails)
      .values({ toAddress: lawyer.email, subject: 'New booking', textBody: `Zephyrine Quillfeather (${client.email}) booked you.` });
    const upcoming = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: manilaSlot(3, 10) });

    // 1. Refused while a paid meeting is to come, saying what to do; nothing changes.
    const refused = await ask(client, { password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      key: 'DELETION_BLOCKED',
      message: expect.stringContaining('Attend it or cancel it first'),
    });
    const state = await deletionState(apiRequest('/api/v1/auth/account/deletion', { jar: client.jar }), routeCtx() as never);
    expect((await state.json()).blockers).toEqual([
      expect.objectContaining({ kind: 'UPCOMING_MEETING', path: `/customer-portal/meeting/${upcoming}` }),
    ]);
    expect(await pendingDeletion(client.id)).toBeUndefined();

    await db().db.update(t.meetings).set({ status: 'CANCELLED', cancelledAt: new Date() }).where(eq(t.meetings.id, upcoming));

    // Bad input and a wrong password change nothing.
    expect((await ask(client, { password: 42 })).status).toBe(400);
    expect((await ask(client, {})).status).toBe(400);
    expect((await ask(client, { password: 'Wrong-pass-1' })).status).toBe(403);
    expect(await pendingDeletion(client.id)).toBeUndefined();

    // 2. Scheduled: the sessions end at once; signing in within the grace period cancels it.
    const accepted = await ask(client, { password: PASSWORD });
    expect(accepted.status).toBe(202);
    const scheduled = await pendingDeletion(client.id);
    expect(scheduled.dueAt.getTime() - scheduled.requestedAt.getTime()).toBe(7 * DAY);
    expect((await deletionState(apiRequest('/api/v1/auth/account/deletion', { jar: client.jar }), routeCtx() as never)).status).toBe(401);
    expect((await ask(client, { password: PASSWORD })).status).toBe(401);

    const cancelling = await signIn({ email: client.email, password: PASSWORD }, { meta });
    expect((await pendingDeletion(client.id)).cancelledAt).not.toBeNull();
    // The first page after this sign-in says so (a cookie it reads once: components/privacy/sign-in-notice.tsx).
    expect(cancelling.cookies).toContainEqual(expect.stringMatching(/^abogado_notice=deletion-cancelled;.*Max-Age=600/));
    expect(cancelling.cookies.find((c) => c.startsWith('abogado_notice='))).not.toContain('HttpOnly');
    // Both mails follow their commits from the outbox (issue 59).
    const subjects = await untilOutboxDelivered(
      async () => (await db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, client.email))).map((m) => m.subject),
      (all) => all.some((s) => s.includes('will be deleted')) && all.some((s) => s.includes('will not be deleted')),
    );
    expect(subjects).toEqual(
      expect.arrayContaining([expect.stringContaining('will be deleted'), expect.stringContaining('will not be deleted')]),
    );
    // The scheduler leaves a cancelled request alone, even long after its date.
    await runSchedulerTick({ now: new Date(Date.now() + 8 * DAY) });
    expect((await db().db.select().from(t.users).where(eq(t.users.id, client.id)))[0].erasedAt).toBeNull();

    // The client's verified mobile number, a text sent to it and a channel choice (issue 29): erased too.
    const clientPhone = '+639175550123';
    await db().db.update(t.users).set({ phoneE164: clientPhone, phoneVerifiedAt: new Date() }).where(eq(t.users.id, client.id));
    await db().db.insert(t.smsMessages).values({
      userId: client.id,
      toNumber: clientPhone,
      kind: 'booking_confirmed',
      body: 'Abogado: Booked!',
      encoding: 'GSM-7',
      segments: 1,
    });
    await db().db.insert(t.notificationPreferences).values({ userId: client.id, kind: 'meeting_reminder', channel: 'sms', enabled: false });

    // 3. Asked again (both people), not cancelled: erased after the grace period.
    const again = await signIn({ email: client.email, password: PASSWORD }, { meta });
    expect(again.user._id).toBe(client.id);
    // Nothing was cancelled by this one: no message.
    expect(again.cookies.filter((c) => c.startsWith('abogado_notice='))).toEqual([]);
    const jar = client.jar;
    jar.apply(new Response(null, { headers: again.cookies.map((c): [string, string] => ['set-cookie', c]) }));
    expect((await ask(client, { password: PASSWORD })).status).toBe(202);
    expect(await listListedLawyerIds()).toContainEqual(expect.objectContaining({ _id: lawyer.id }));
    expect((await ask(lawyer, { password: PASSWORD })).status).toBe(202);
    // The lawyer leaves search and the sitemap at once, not after the grace period.
    expect(await listListedLawyerIds()).not.toContainEqual(expect.objectContaining({ _id: lawyer.id }));
    expect(await db().db.select().from(t.lawyerSearch).where(eq(t.lawyerSearch.lawyerId, lawyer.id))).toEqual([]);

    expect((await runSchedulerTick({ now: new Date(Date.now() + 6 * DAY) })).erasures).toBe(0);
    expect((await runSchedulerTick({ now: new Date(Date.now() + 7 * DAY + 60_000) })).erasures).toBe(2);
    expect((await pendingDeletion(client.id)).completedAt).not.toBeNull();

    // Cannot sign in; the files are gone from storage.
    await expect(signIn({ email: client.email, password: PASSWORD }, { meta })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await getStorage().get(clientFile)).toBeNull();
    expect(await getStorage().get(lawyerFile)).toBeNull();

    // The payment stays (tax records), pointing at the de-identified accounts, without the lawyer's name; the review stays, by "Former client".
    const [kept] = await db().db.select().from(t.payments).where(eq(t.payments.id, payment));
    expect(kept).toMatchObject({
      customerId: client.id,
      lawyerId: lawyer.id,
      amountCentavos: 100_000,
      description: '30-min video consultation – Former lawyer: Fence',
    });
    const reviews = await listLawyerReviews(lawyer.id);
    expect(reviews.results).toEqual([expect.objectContaining({ reviewer: 'Former client', comment: 'Clear advice.' })]);
    const [meeting] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, pastMeeting));
    expect(meeting.description).toBeNull();
    const [profile] = await db().db.select().from(t.lawyerProfiles).where(eq(t.lawyerProfiles.userId, lawyer.id));
    expect(profile).toMatchObject({ displayName: 'Former lawyer', phone: null, isPublic: false });
    expect(await listListedLawyerIds()).not.toContainEqual(expect.objectContaining({ _id: lawyer.id }));

    // Every foreign key holds; the e-mail, name and phone are nowhere (the other client is untouched).
    expect(await danglingForeignKeys(db().db)).toEqual([]);
    expect(await findEverywhere(db().db, [client.email, client.name, lawyer.email, lawyer.name, '+63 917 555 0199', clientPhone])).toEqual(
      [],
    );
    expect((await db().db.select().from(t.users).where(eq(t.users.id, otherClient.id)))[0].firstName).toBe('Maria');

    // The e-mail is free: signing up again makes a new account.
    await signUpCustomer({
      email: client.email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      first_name: 'Zephyrine',
      last_name: 'Quillfeather',
      accept_terms: true,
    } as never);
    const reborn = await db().db.select().from(t.users).where(eq(t.users.email, client.email));
    expect(reborn).toHaveLength(1);
    expect(reborn[0].id).not.toBe(client.id);
    expect(await db().db.select().from(t.notificationPreferences).where(eq(t.notificationPreferences.userId, client.id))).toEqual([]);
  });

  it('mails a fresh confirmation link to an account without a password; the link schedules the deletion', async () => {
    const user = await testCustomer(db().db);
    const res = await ask(user, {});
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ status: 'confirmation_sent', due_at: null });
    expect(await pendingDeletion(user.id)).toBeUndefined();
    const [mail] = await untilOutboxDelivered(
      () => db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, user.email)),
      (rows) => rows.length === 1,
    );
    const token = /token=([^\s]+)/.exec(mail.textBody)![1];
    const confirm = (body: unknown) =>
      confirmDeletion(apiRequest('/api/v1/auth/account/deletion/confirm', { method: 'POST', body }), routeCtx() as never);
    expect((await confirm({ token: 'not-the-token' })).status).toBe(400);
    expect((await confirm({ token: decodeURIComponent(token) })).status).toBe(202);
    expect(await pendingDeletion(user.id)).toMatchObject({ source: 'SELF', cancelledAt: null });
    // Single use.
    expect((await confirm({ token: decodeURIComponent(token) })).status).toBe(400);
  });
});

describe("the operator's side", () => {
  it('lists deletion and export requests to admins only, and an admin erases a person at once, audited', async () => {
    const admin = await testAdmin(db().db);
    const person = await testCustomer(db().db);
    const other = await testCustomer(db().db);
    const list = (user: TestUser) => listRequests(apiRequest('/api/v1/admin/privacy-requests', { jar: user.jar }), routeCtx() as never);
    const erase = (user: TestUser, userId: string, body: unknown) =>
      eraseRoute(
        apiRequest(`/api/v1/admin/users/${userId}/erasure`, { method: 'POST', jar: user.jar, body }),
        routeCtx({ userId }) as never,
      );

    // Not an admin: 403 on both, and nothing changes.
    expect((await list(other)).status).toBe(403);
    expect((await erase(other, person.id, { reason: 'Letter' })).status).toBe(403);
    expect((await erase(admin, person.id, { reason: '' })).status).toBe(400);
    expect((await erase(admin, admin.id, { reason: 'Myself' })).status).toBe(409);
    expect((await db().db.select().from(t.users).where(eq(t.users.id, person.id)))[0].erasedAt).toBeNull();

    const res = await erase(admin, person.id, { reason: 'Letter to the DPO of 3 November' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ erased: true });
    const [erased] = await db().db.select().from(t.users).where(eq(t.users.id, person.id));
    expect(erased).toMatchObject({ email: `erased-${person.id}@erased.invalid`, firstName: 'Former client', passwordHash: null });
    const audit = await db().db.select().from(t.auditLog).where(eq(t.auditLog.targetId, person.id));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: admin.id, action: 'user.erase', reason: 'Letter to the DPO of 3 November' }),
    ]);
    // Erasing again: already erased, nothing pending to run.
    expect((await erase(admin, person.id, { reason: 'Again' })).status).toBe(200);

    const body = (await (await list(admin)).json()) as {
      results: { user_id: string; kind: string; state: string; source: string; user_label: string }[];
    };
    expect(body.results).toContainEqual(
      expect.objectContaining({ user_id: person.id, kind: 'DELETION', state: 'COMPLETED', source: 'ADMIN', user_label: 'Erased account' }),
    );
  });
});
