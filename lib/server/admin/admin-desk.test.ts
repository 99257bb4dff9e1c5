import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { GET as previewRoute } from '@/app/api/v1/admin/files/[fileId]/route';
import { GET as usersRoute } from '@/app/api/v1/admin/users/route';
import { GET as userRoute } from '@/app/api/v1/admin/users/[userId]/route';
import { PUT as suspensionRoute } from '@/app/api/v1/admin/users/[userId]/suspension/route';
import { GET as queueRoute } from '@/app/api/v1/admin/verifications/route';
import { PUT as decideRoute } from '@/app/api/v1/admin/verifications/[lawyerId]/route';
import { POST as signUpLawyer } from '@/app/api/v1/auth/lawyer/signup/route';
import { GET as sessionRoute } from '@/app/api/v1/auth/session/route';
import { PUT as meetingFilesRoute } from '@/app/api/v1/meeting/[id]/files/route';
import { tables as t } from '@/lib/db';
import type { AdminPage, AdminUser, AdminUserDetail, VerificationQueueItem } from '@/lib/dto/admin';
import { settleAfterResponse } from '@/lib/server/platform/http/after-response';
import { findPublicProfile } from '@/lib/server/lawyers/find-public-profile';
import { searchLawyers } from '@/lib/server/search/search-lawyers';
import { setStorageForTests } from '@/lib/server/platform/storage/storage';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { CookieJar, apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { type TestUser, testAdmin, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

// Issue 27 item 6: the verification desk — inline previews, lookup, the person's page, suspension.
const db = useTestDb();
const storageDir = mkdtempSync(path.join(os.tmpdir(), 'abogado-desk-'));
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
let admin: TestUser;
let client: TestUser;
let otherLawyer: TestUser;

beforeAll(async () => {
  setTestEnv({ STORAGE_DIR: storageDir });
  setStorageForTests(undefined);
  admin = await testAdmin(db().db);
  client = await testCustomer(db().db);
  otherLawyer = await testLawyer(db().db);
});
afterAll(() => {
  setTestEnv({ STORAGE_DIR: undefined });
  setStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
});

/** A lawyer signed up through the real multipart call: a PNG IBP ID and a PDF government ID. */
async function signUp(last: string): Promise<{ id: string; email: string }> {
  const email = `atty.${last.toLowerCase()}@example.com`;
  const form = new FormData();
  for (const [k, v] of Object.entries({
    first_name: 'Corazon',
    last_name: last,
    email,
    password: 'Spoliarium1884',
    confirm_password: 'Spoliarium1884',
    accept_terms: 'true',
    roll_number: '70123',
    ibp_number: 'IBP-2026-88',
    areas_of_law: 'labor',
    languages: 'English',
  }))
    form.append(k, v);
  form.append('ibp_id', new File([PNG], 'ibp.png', { type: 'image/png' }));
  form.append('government_id', new File([PDF], 'passport.pdf', { type: 'application/pdf' }));
  const res = await signUpLawyer(apiRequest('/api/v1/auth/lawyer/signup', { method: 'POST', body: form, ip: '203.0.113.61' }), routeCtx());
  expect(res.status).toBe(202);
  await settleAfterResponse();
  const [user] = await db().db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  return { id: user.id, email };
}

const preview = (fileId: string, jar: CookieJar | undefined = admin.jar) =>
  previewRoute(apiRequest(`/api/v1/admin/files/${fileId}`, { jar }), routeCtx({ fileId }));
const lookup = (query: string, jar: CookieJar = admin.jar) => usersRoute(apiRequest(`/api/v1/admin/users${query}`, { jar }), routeCtx());
const detail = (userId: string, jar: CookieJar = admin.jar) =>
  userRoute(apiRequest(`/api/v1/admin/users/${userId}`, { jar }), routeCtx({ userId }));
const suspension = (userId: string, body: unknown, jar: CookieJar = admin.jar) =>
  suspensionRoute(apiRequest(`/api/v1/admin/users/${userId}/suspension`, { method: 'PUT', jar, body }), routeCtx({ userId }));
const fileViews = async (fileId: string) =>
  (await db().db.select().from(t.auditLog).where(eq(t.auditLog.targetId, fileId))).filter((r) => r.action === 'file.view');

describe('inline previews of the documents under review', () => {
  let lawyer: { id: string; email: string };
  let docs: VerificationQueueItem['documents'];

  beforeAll(async () => {
    lawyer = await signUp('Preview');
    const page = (await (
      await queueRoute(apiRequest('/api/v1/admin/verifications', { jar: admin.jar }), routeCtx())
    ).json()) as AdminPage<VerificationQueueItem>;
    docs = page.results.find((r) => r._id === lawyer.id)!.documents;
  });

  it('the queue names each document with its preview URL and whether it is an image', () => {
    expect(docs).toEqual([
      expect.objectContaining({ kind: 'ibp-id', label: 'IBP ID', content_type: 'image/png', is_image: true }),
      expect.objectContaining({ kind: 'government-id', label: 'Government ID', content_type: 'application/pdf', is_image: false }),
    ]);
    for (const d of docs) expect(d.preview_url).toMatch(/^\/api\/v1\/admin\/files\/[0-9a-f-]{36}$/);
  });

  it('serves an image and a PDF inline under a sandboxed CSP, never cached, and audits each view', async () => {
    for (const [doc, bytes] of [
      [docs[0], PNG],
      [docs[1], PDF],
    ] as const) {
      const fileId = doc.preview_url.split('/').pop()!;
      const res = await preview(fileId);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(doc.content_type);
      expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; img-src 'self'; object-src 'none'; frame-ancestors 'none'; sandbox",
      );
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
      const views = await fileViews(fileId);
      expect(views.map((v) => [v.action, v.actorId, (v.metadata as { owner_id: string }).owner_id])).toEqual([
        ['file.view', admin.id, lawyer.id],
      ]);
    }
  });

  it('is for admins only: visitors 401, a client and another lawyer 403, and nothing is audited', async () => {
    const fileId = docs[0].preview_url.split('/').pop()!;
    const before = (await fileViews(fileId)).length;
    expect((await preview(fileId, new CookieJar())).status).toBe(401);
    expect((await preview(fileId, client.jar)).status).toBe(403);
    expect((await preview(fileId, otherLawyer.jar)).status).toBe(403);
    expect((await fileViews(fileId)).length).toBe(before);
  });

  it('never shows another kind of file, an unknown id or a type that is not an image or PDF', async () => {
    // A meeting's file is the parties' business: 404 to the admin, as for an unknown id.
    const meetingId = await insertMeeting(db().db, { lawyerId: otherLawyer.id, customerId: client.id, start: manilaSlot(3, 10) });
    const form = new FormData();
    form.append('files', new File([PDF], 'deed.pdf'));
    const added = await meetingFilesRoute(
      apiRequest(`/api/v1/meeting/${meetingId}/files`, { method: 'PUT', jar: client.jar, body: form }),
      routeCtx({ id: meetingId }),
    );
    const meetingFileId = ((await added.json()).files as { _id: string }[])[0]._id;
    expect((await preview(meetingFileId)).status).toBe(404);
    expect((await preview('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await preview('not-a-uuid')).status).toBe(404);
    // A verification document stored as HTML (no upload makes one; a row written by hand) is refused, unread and unaudited.
    const fileId = docs[1].preview_url.split('/').pop()!;
    await db().db.update(t.storedFiles).set({ contentType: 'text/html' }).where(eq(t.storedFiles.id, fileId));
    const before = (await fileViews(fileId)).length;
    const res = await preview(fileId);
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ key: 'NOT_PREVIEWABLE' });
    expect((await fileViews(fileId)).length).toBe(before);
    await db().db.update(t.storedFiles).set({ contentType: 'application/pdf' }).where(eq(t.storedFiles.id, fileId));
  });
});

describe('looking people up', () => {
  it('finds by any part of the name or e-mail in any case, a page at a time', async () => {
    const lawyer = await signUp('Dimaculangan');
    const byName = (await (await lookup('?q=dimaCULANGAN')).json()) as AdminPage<AdminUser>;
    expect(byName.results.map((u) => u._id)).toEqual([lawyer.id]);
    expect(byName.results[0]).toMatchObject({
      name: 'Corazon Dimaculangan',
      email: lawyer.email,
      type: 'LAWYER',
      suspended_at: null,
      verification_status: 'PENDING',
    });
    expect(((await (await lookup('?q=corazon%20dimac')).json()) as AdminPage<AdminUser>).total).toBe(1);
    expect(((await (await lookup('?q=ATTY.DIMACULANGAN@EXAMPLE')).json()) as AdminPage<AdminUser>).results[0]._id).toBe(lawyer.id);
    // A % in the query is a character, not a wildcard.
    expect(((await (await lookup('?q=%25')).json()) as AdminPage<AdminUser>).total).toBe(0);
    const everyone = (await (await lookup('')).json()) as AdminPage<AdminUser>;
    expect(everyone.total).toBeGreaterThanOrEqual(4);
    expect(everyone.results[0]._id).toBe(lawyer.id);
    const second = (await (await lookup('?page=1')).json()) as AdminPage<AdminUser>;
    expect(second).toMatchObject({ page: 1, results: [] });
  });

  it('refuses bad input with a 400 and everyone but an admin', async () => {
    expect((await lookup(`?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await lookup('?page=-1')).status).toBe(400);
    expect((await lookup('?q=a', new CookieJar())).status).toBe(401);
    expect((await lookup('?q=a', client.jar)).status).toBe(403);
    expect((await lookup('?q=a', otherLawyer.jar)).status).toBe(403);
  });
});

describe("a person's page", () => {
  it("gives a lawyer's numbers, documents, verification history and every audit entry about them", async () => {
    const lawyer = await signUp('Detail');
    const body = (await (await detail(lawyer.id)).json()) as AdminUserDetail;
    expect(body.user).toMatchObject({ _id: lawyer.id, name: 'Corazon Detail', type: 'LAWYER' });
    expect(body.lawyer).toMatchObject({
      roll_number: '70123',
      ibp_number: 'IBP-2026-88',
      listed: false,
      profile_url: `/lawyer/${lawyer.id}`,
    });
    expect(body.lawyer!.documents.map((d) => d.kind)).toEqual(['ibp-id', 'government-id']);
    expect(body.lawyer!.verification_history).toEqual([]);
    // A decision, a document viewed and a suspension all appear in the person's audit entries.
    const reason = 'The IBP ID is cut off: upload the whole card.';
    const decided = await decideRoute(
      apiRequest(`/api/v1/admin/verifications/${lawyer.id}`, { method: 'PUT', jar: admin.jar, body: { decision: 'reject', reason } }),
      routeCtx({ lawyerId: lawyer.id }),
    );
    expect(decided.status).toBe(200);
    await preview(body.lawyer!.documents[0].preview_url.split('/').pop()!);
    expect((await suspension(lawyer.id, { suspended: true, reason: 'Forged IBP ID.' })).status).toBe(200);
    const after = (await (await detail(lawyer.id)).json()) as AdminUserDetail;
    expect(after.audit.map((a) => a.action)).toEqual(['user.suspend', 'file.view', 'lawyer.verification.reject']);
    expect(after.lawyer!.verification_history.map((a) => [a.action, a.reason])).toEqual([['lawyer.verification.reject', reason]]);
    expect(after.audit[0]).toMatchObject({ reason: 'Forged IBP ID.', actor: { _id: admin.id } });
    expect(after.user.suspended_at).not.toBeNull();
  });

  it('a client has no lawyer section; unknown ids 404; admins only', async () => {
    const body = (await (await detail(client.id)).json()) as AdminUserDetail;
    expect(body).toMatchObject({ user: { _id: client.id, type: 'CUSTOMER', verification_status: null }, lawyer: null });
    expect((await detail('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await detail('nope')).status).toBe(404);
    expect((await detail(otherLawyer.id, client.jar)).status).toBe(403);
    expect((await detail(client.id, otherLawyer.jar)).status).toBe(403);
    expect((await detail(client.id, new CookieJar())).status).toBe(401);
  });
});

describe('suspending and restoring an account', () => {
  const inSearch = async (id: string) =>
    (await searchLawyers({ area_of_practice: 'labor', region: 'Metro Manila (NCR)' })).results.some((r) => r._id === id);
  const session = (jar: CookieJar) => sessionRoute(apiRequest('/api/v1/auth/session', { jar }), routeCtx());

  it('ends the sessions at once and takes the profile out of search and its page; restoring brings the profile back', async () => {
    const lawyer = await testLawyer(db().db, { name: 'Suspended Lawyer', areas: ['labor'] });
    expect(await inSearch(lawyer.id)).toBe(true);
    expect((await session(lawyer.jar)).status).toBe(200);

    const res = await suspension(lawyer.id, { suspended: true, reason: '  Impersonates another lawyer.  ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ _id: lawyer.id, suspended_at: expect.any(String), sessions_ended: 1 });
    // The next request with the old cookie is signed out.
    expect((await session(lawyer.jar)).status).toBe(401);
    const sessions = await db().db.select().from(t.sessions).where(eq(t.sessions.userId, lawyer.id));
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
    expect(await inSearch(lawyer.id)).toBe(false);
    expect(await findPublicProfile(lawyer.id)).toBeNull();

    expect((await suspension(lawyer.id, { suspended: false, reason: 'Identity confirmed by phone.' })).status).toBe(200);
    expect(await inSearch(lawyer.id)).toBe(true);
    expect(await findPublicProfile(lawyer.id)).not.toBeNull();
    // The ended sessions stay ended: the person signs in again.
    expect((await session(lawyer.jar)).status).toBe(401);

    const audit = await db().db.select().from(t.auditLog).where(eq(t.auditLog.targetId, lawyer.id)).orderBy(t.auditLog.createdAt);
    expect(audit.map((a) => [a.action, a.actorId, a.reason])).toEqual([
      ['user.suspend', admin.id, 'Impersonates another lawyer.'],
      ['user.restore', admin.id, 'Identity confirmed by phone.'],
    ]);
  });

  it('refuses a missing reason, an unchanged state, oneself, unknown ids and everyone but an admin — changing nothing', async () => {
    const target = await testCustomer(db().db);
    expect((await suspension(target.id, { suspended: true })).status).toBe(400);
    expect((await suspension(target.id, { suspended: true, reason: '   ' })).status).toBe(400);
    expect((await suspension(target.id, { suspended: 'yes', reason: 'x' })).status).toBe(400);
    expect((await suspension(target.id, { suspended: false, reason: 'Not suspended.' })).status).toBe(409);
    expect((await suspension(admin.id, { suspended: true, reason: 'Oops.' })).status).toBe(409);
    expect((await suspension('00000000-0000-4000-8000-000000000000', { suspended: true, reason: 'x' })).status).toBe(404);
    expect((await suspension(target.id, { suspended: true, reason: 'x' }, new CookieJar())).status).toBe(401);
    expect((await suspension(target.id, { suspended: true, reason: 'x' }, client.jar)).status).toBe(403);
    expect((await suspension(target.id, { suspended: true, reason: 'x' }, otherLawyer.jar)).status).toBe(403);
    // A client or lawyer cannot suspend themselves either.
    expect((await suspension(otherLawyer.id, { suspended: true, reason: 'x' }, otherLawyer.jar)).status).toBe(403);
    const [row] = await db().db.select({ disabledAt: t.users.disabledAt }).from(t.users).where(eq(t.users.id, target.id));
    expect(row.disabledAt).toBeNull();
    expect((await session(target.jar)).status).toBe(200);
    expect(await db().db.select().from(t.auditLog).where(eq(t.auditLog.targetId, target.id))).toEqual([]);
  });
});
