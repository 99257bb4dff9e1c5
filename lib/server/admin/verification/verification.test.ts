import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { GET as getFile } from '@/app/api/v1/files/[fileId]/route';
import { GET as getQueue } from '@/app/api/v1/admin/verifications/route';
import { PUT as decide } from '@/app/api/v1/admin/verifications/[lawyerId]/route';
import { POST as signUpLawyer } from '@/app/api/v1/auth/lawyer/signup/route';
import { POST as signIn } from '@/app/api/v1/auth/signin/route';
import { POST as verifyIbp } from '@/app/api/v1/auth/verify-ibp/route';
import { PUT as resubmit } from '@/app/api/v1/lawyers/profile/verification/route';
import { POST as postVisibility } from '@/app/api/v1/lawyers/profile/visibility/route';
import { tables as t } from '@/lib/db';
import type { AdminPage, VerificationQueueItem } from '@/lib/dto/admin';
import { listOutbox } from '@/lib/server/messaging/mail/list-outbox';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { setStorageForTests } from '@/lib/server/platform/storage/storage';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { CookieJar, apiRequest, linkIn, routeCtx } from '@/lib/test/fixtures/http';
import { settleAfterResponse } from '@/lib/server/platform/http/after-response';
import { type TestUser, testAdmin, testLawyer } from '@/lib/test/fixtures/users';
import { VERIFICATION_MESSAGES } from '@/lib/validation/verification';
import { sendRenewalReminders } from './send-renewal-reminders';

const db = useTestDb();
const storageDir = mkdtempSync(path.join(os.tmpdir(), 'abogado-verification-'));
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
let admin: TestUser;
let seq = 0;

beforeAll(async () => {
  setTestEnv({ STORAGE_DIR: storageDir, ADMIN_EMAIL: 'ibp-desk@example.com' });
  setStorageForTests(undefined);
  admin = await testAdmin(db().db);
});
afterAll(() => {
  setTestEnv({ STORAGE_DIR: undefined, ADMIN_EMAIL: undefined });
  setStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
});

/** A lawyer signed up through the real multipart call, signed in (their jar). */
async function signUp(): Promise<{ id: string; email: string; jar: CookieJar }> {
  seq += 1;
  const email = `atty.luna${seq}@example.com`;
  const form = new FormData();
  for (const [k, v] of Object.entries({
    first_name: 'Juan',
    last_name: `Luna${seq}`,
    email,
    password: 'Spoliarium1884',
    confirm_password: 'Spoliarium1884',
    accept_terms: 'true',
    roll_number: `5${seq}321`,
    ibp_number: 'IBP-2026-7',
    areas_of_law: 'civil',
    languages: 'English',
  }))
    form.append(k, v);
  form.append('ibp_id', new File([PNG], 'ibp.png', { type: 'image/png' }));
  form.append('government_id', new File([PDF], 'passport.pdf', { type: 'application/pdf' }));
  const res = await signUpLawyer(
    apiRequest('/api/v1/auth/lawyer/signup', { method: 'POST', body: form, ip: `203.0.113.${50 + seq}` }),
    routeCtx(),
  );
  expect(res.status).toBe(202);
  await settleAfterResponse();
  // Their e-mail verified, as a lawyer would before using the portal, then signed in.
  const [user] = await db().db.update(t.users).set({ emailVerified: true }).where(eq(t.users.email, email)).returning({ id: t.users.id });
  const jar = new CookieJar().apply(
    await signIn(
      apiRequest('/api/v1/auth/signin', { method: 'POST', body: { email, password: 'Spoliarium1884' }, ip: `203.0.113.${50 + seq}` }),
      routeCtx(),
    ),
  );
  return { id: user.id, email, jar };
}

const queue = async (status = 'PENDING', jar = admin.jar) =>
  getQueue(apiRequest(`/api/v1/admin/verifications?status=${status}`, { jar }), routeCtx());
const decision = (lawyerId: string, body: unknown, jar = admin.jar) =>
  decide(apiRequest(`/api/v1/admin/verifications/${lawyerId}`, { method: 'PUT', jar, body }), routeCtx({ lawyerId }));
const auditRows = (targetId: string) =>
  db().db.select().from(t.auditLog).where(eq(t.auditLog.targetId, targetId)).orderBy(t.auditLog.createdAt);

describe('the verification queue', () => {
  it('lists a new sign-up with both private IDs; the admin opens them (audited) and approves; old mailed links are spent', async () => {
    const lawyer = await signUp();
    const page = (await (await queue()).json()) as AdminPage<VerificationQueueItem>;
    const item = page.results.find((r) => r._id === lawyer.id)!;
    expect(item).toMatchObject({
      name: expect.stringContaining('Juan Luna'),
      email: lawyer.email,
      verification_status: 'PENDING',
      ibp_verified: false,
      duplicate_roll_number: false,
    });
    for (const url of [item.ibp_id_url!, item.government_id_url!]) {
      const fileId = url.split('/').pop()!;
      expect((await getFile(apiRequest(url, { jar: admin.jar }), routeCtx({ fileId }))).status).toBe(200);
      // Not to another lawyer.
      const other = await testLawyer(db().db);
      expect((await getFile(apiRequest(url, { jar: other.jar }), routeCtx({ fileId }))).status).toBe(403);
    }
    const ibpLink = linkIn((await listOutbox({ to: 'ibp-desk@example.com' }))[0].text, '/verify-ibp/');

    const res = await decision(lawyer.id, { decision: 'approve' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ _id: lawyer.id, verification_status: 'VERIFIED', ibp_verified: true });
    const [profile] = await db().db.select().from(t.lawyerProfiles).where(eq(t.lawyerProfiles.userId, lawyer.id));
    expect(profile).toMatchObject({ ibpVerified: true, verificationStatus: 'VERIFIED', verificationNote: null });
    expect(profile.ibpVerifiedAt).toBeInstanceOf(Date);
    // The lawyer is told by e-mail and notification.
    // The lawyer is told after the commit, by the outbox.
    await untilOutboxDelivered(
      async () => (await listOutbox({ to: lawyer.email })).map((m) => m.subject),
      (subjects) => subjects.includes('You are verified on Abogado'),
    );
    const notes = await db().db.select().from(t.notifications).where(eq(t.notifications.userId, lawyer.id));
    expect(notes.map((n) => n.title)).toContain('You are verified');
    // Who, what, when and why: the two document views and the decision.
    const rows = await db().db.select().from(t.auditLog).where(eq(t.auditLog.actorId, admin.id));
    expect(rows.filter((r) => r.action === 'file.view' && (r.metadata as { owner_id?: string }).owner_id === lawyer.id)).toHaveLength(2);
    expect((await auditRows(lawyer.id)).map((r) => [r.action, r.actorId])).toEqual([['lawyer.verification.approve', admin.id]]);
    // The e-mailed link cannot act on a decided verification any more.
    const token = decodeURIComponent(ibpLink.split('/verify-ibp/')[1]);
    expect(
      (await verifyIbp(apiRequest('/api/v1/auth/verify-ibp', { method: 'POST', body: { token }, ip: '203.0.113.77' }), routeCtx())).status,
    ).toBe(400);
  });

  it('rejects with what to fix: the lawyer is told, cannot go public, uploads again and is approved', async () => {
    // Every profile section filled in (the editor's own tests cover that), waiting for verification.
    const lawyer = await testLawyer(db().db, { ibpVerified: false, isPublic: false, legalProblems: [33] });
    await db().db.update(t.lawyerProfiles).set({ officeAddress: '12 Ayala Ave, Makati' }).where(eq(t.lawyerProfiles.userId, lawyer.id));
    expect((await decision(lawyer.id, { decision: 'reject' })).status).toBe(400);
    expect((await decision(lawyer.id, { decision: 'reject', reason: '   ' })).status).toBe(400);
    const reason = 'The IBP ID is blurred: please upload a sharp photo of the front.';
    expect((await decision(lawyer.id, { decision: 'reject', reason })).status).toBe(200);
    const [rejected] = await db().db.select().from(t.lawyerProfiles).where(eq(t.lawyerProfiles.userId, lawyer.id));
    expect(rejected).toMatchObject({ verificationStatus: 'REJECTED', ibpVerified: false, isPublic: false, verificationNote: reason });
    await untilOutboxDelivered(
      () => listOutbox({ to: lawyer.email }),
      (mails) => mails.some((m) => m.text.includes(reason)),
    );
    expect((await auditRows(lawyer.id)).map((r) => [r.action, r.reason])).toEqual([['lawyer.verification.reject', reason]]);

    const goPublic = () =>
      postVisibility(
        apiRequest('/api/v1/lawyers/profile/visibility', { method: 'POST', jar: lawyer.jar, body: { is_public: true } }),
        routeCtx(),
      );
    const refused = await goPublic();
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ message: VERIFICATION_MESSAGES.rejectedNotPublic, key: 'VERIFICATION_REJECTED' });

    // Nothing to upload is a 400; a new IBP ID starts the review again and mails the admins a fresh link.
    expect(
      (
        await resubmit(
          apiRequest('/api/v1/lawyers/profile/verification', { method: 'PUT', jar: lawyer.jar, body: new FormData() }),
          routeCtx(),
        )
      ).status,
    ).toBe(400);
    const form = new FormData();
    form.append('ibp_id', new File([PNG], 'ibp-sharp.png', { type: 'image/png' }));
    const sent = await resubmit(
      apiRequest('/api/v1/lawyers/profile/verification', { method: 'PUT', jar: lawyer.jar, body: form }),
      routeCtx(),
    );
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ verification_status: 'PENDING' });
    const pending = (await (await queue()).json()) as AdminPage<VerificationQueueItem>;
    const item = pending.results.find((r) => r._id === lawyer.id)!;
    expect(item.verification_note).toBe(reason);
    expect(item.ibp_id_url).toMatch(/^\/api\/v1\/files\//);
    // Both IDs on file again: the admins get a fresh link for the spec's flow.
    const form2 = new FormData();
    form2.append('government_id', new File([PDF], 'passport.pdf', { type: 'application/pdf' }));
    expect(
      (await resubmit(apiRequest('/api/v1/lawyers/profile/verification', { method: 'PUT', jar: lawyer.jar, body: form2 }), routeCtx()))
        .status,
    ).toBe(200);
    await untilOutboxDelivered(
      () => listOutbox({ to: 'ibp-desk@example.com' }),
      (mails) => mails[0]?.text.includes('sent new verification documents'),
    );

    expect((await decision(lawyer.id, { decision: 'approve' })).status).toBe(200);
    const accepted = await goPublic();
    expect(await accepted.json()).toMatchObject({ data: { is_public: true } });
    const [listed] = await db().db.select().from(t.lawyerProfiles).where(eq(t.lawyerProfiles.userId, lawyer.id));
    expect(listed).toMatchObject({ isPublic: true, ibpVerified: true, verificationStatus: 'VERIFIED', verificationNote: null });
  });

  it('is for admins only: visitors 401, clients and lawyers 403, nothing changes', async () => {
    const lawyer = await signUp();
    const other = await testLawyer(db().db);
    expect((await queue('PENDING', new CookieJar())).status).toBe(401);
    expect((await queue('PENDING', lawyer.jar)).status).toBe(403);
    expect((await decision(lawyer.id, { decision: 'approve' }, new CookieJar())).status).toBe(401);
    expect((await decision(lawyer.id, { decision: 'approve' }, other.jar)).status).toBe(403);
    expect((await decision(lawyer.id, { decision: 'approve' }, lawyer.jar)).status).toBe(403);
    const [row] = await db()
      .db.select({ status: t.lawyerProfiles.verificationStatus })
      .from(t.lawyerProfiles)
      .where(eq(t.lawyerProfiles.userId, lawyer.id));
    expect(row.status).toBe('PENDING');
    expect(await auditRows(lawyer.id)).toEqual([]);
    expect((await decision('00000000-0000-4000-8000-000000000000', { decision: 'approve' })).status).toBe(404);
  });

  it('the spec link still verifies, and leaves an audit row without an actor', async () => {
    const lawyer = await signUp();
    const link = linkIn((await listOutbox({ to: 'ibp-desk@example.com' }))[0].text, '/verify-ibp/');
    const token = decodeURIComponent(link.split('/verify-ibp/')[1]);
    expect(
      (await verifyIbp(apiRequest('/api/v1/auth/verify-ibp', { method: 'POST', body: { token }, ip: '203.0.113.78' }), routeCtx())).status,
    ).toBe(200);
    expect((await auditRows(lawyer.id)).map((r) => [r.action, r.actorId, r.metadata])).toEqual([
      ['lawyer.verification.approve', null, { via: 'verify-ibp-link' }],
    ]);
  });

  it('asks for a current IBP ID a year after verification, once per verification', async () => {
    const lawyer = await testLawyer(db().db);
    const now = new Date();
    const verifiedAt = new Date(now.getTime() - 370 * 86_400_000);
    await db().db.update(t.lawyerProfiles).set({ ibpVerifiedAt: verifiedAt }).where(eq(t.lawyerProfiles.userId, lawyer.id));
    const renewals = (await (await queue('RENEWAL_DUE')).json()) as AdminPage<VerificationQueueItem>;
    expect(renewals.results.find((r) => r._id === lawyer.id)?.renewal_due).toBe(true);
    expect(await sendRenewalReminders({ now })).toBeGreaterThanOrEqual(1);
    expect(await sendRenewalReminders({ now })).toBe(0);
    const mails = await listOutbox({ to: lawyer.email });
    expect(mails.filter((m) => m.subject === 'Please upload your current IBP ID')).toHaveLength(1);
    // A new approval starts the next year.
    expect((await decision(lawyer.id, { decision: 'approve' })).status).toBe(200);
    const [row] = await db()
      .db.select({ notified: t.lawyerProfiles.ibpRenewalNotifiedAt })
      .from(t.lawyerProfiles)
      .where(and(eq(t.lawyerProfiles.userId, lawyer.id)));
    expect(row.notified).toBeNull();
    expect(await sendRenewalReminders({ now })).toBe(0);
  });
});
