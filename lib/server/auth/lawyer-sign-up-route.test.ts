import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { auditLog, lawyerProfiles, storedFiles, users } from '@/lib/db/schema';
import { hashPassword } from '@/lib/server/platform/security/password';
import { resetSessionSecretForTests } from '@/lib/server/platform/security/session-secret';
import { listOutbox } from '@/lib/server/messaging/mail/list-outbox';
import { setStorageForTests } from '@/lib/server/platform/storage/storage';
import { useTestDb } from '@/lib/test/db';
import { GET as getFile } from '@/app/api/v1/files/[fileId]/route';
import { PUT as accountSettings } from '@/app/api/v1/auth/account/settings/route';
import { POST as signIn } from '@/app/api/v1/auth/signin/route';
import { POST as verifyIbp } from '@/app/api/v1/auth/verify-ibp/route';
import { POST as signUpLawyer } from '@/app/api/v1/auth/lawyer/signup/route';
import { setTestEnv } from '@/lib/test/env';
import { CookieJar, apiRequest, linkIn, routeCtx } from '@/lib/test/fixtures/http';
import { tinyPartsRequest } from '@/lib/test/fixtures/multipart';
import { settleAfterResponse } from '@/lib/server/platform/http/after-response';

setTestEnv({ SESSION_SECRET: 'jest-session-secret-0123456789abcdefghijklmnop' });
setTestEnv({ ADMIN_EMAIL: 'ibp-desk@example.com' });
const storageDir = mkdtempSync(path.join(os.tmpdir(), 'abogado-uploads-'));
setTestEnv({ STORAGE_DIR: storageDir });
const ctx = routeCtx();

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90), Buffer.from('PE\0\0')]);

function lawyerForm(overrides: { email?: string; ibp?: File | null; gov?: File | null } = {}) {
  const form = new FormData();
  const fields: [string, string][] = [
    ['first_name', 'Jose'],
    ['last_name', 'Rizal'],
    ['email', overrides.email ?? 'jose.rizal@example.com'],
    ['password', 'Noli2026me'],
    ['confirm_password', 'Noli2026me'],
    ['accept_terms', 'true'],
    ['roll_number', '12345'],
    ['ibp_number', 'IBP-2026-0042'],
    ['areas_of_law', 'civil'],
    ['areas_of_law', 'labor'],
    ['languages', 'English'],
    ['languages', 'Tagalog'],
  ];
  for (const [k, v] of fields) form.append(k, v);
  const ibp = overrides.ibp === undefined ? new File([PNG], 'ibp-card.png', { type: 'image/png' }) : overrides.ibp;
  const gov = overrides.gov === undefined ? new File([PDF], 'passport.pdf', { type: 'application/pdf' }) : overrides.gov;
  if (ibp) form.append('ibp_id', ibp);
  if (gov) form.append('government_id', gov);
  return form;
}

async function post(form: FormData, ip = '203.0.113.30') {
  const res = await signUpLawyer(apiRequest('/api/v1/auth/lawyer/signup', { method: 'POST', body: form, ip }), ctx);
  await settleAfterResponse(); // the mails go out after the answer
  return res;
}

const CHECK_EMAIL = { message: 'Check your email: we have sent you a link to finish signing up.' };

function storedBlobs(): string[] {
  try {
    return readdirSync(storageDir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => d.name);
  } catch {
    return [];
  }
}

describe('POST /api/v1/auth/lawyer/signup', () => {
  const db = useTestDb();
  beforeAll(() => {
    resetSessionSecretForTests();
    setStorageForTests(undefined);
  });
  afterAll(() => rmSync(storageDir, { recursive: true, force: true }));

  async function counts() {
    const [[u], [f]] = await Promise.all([db().db.select({ n: count() }).from(users), db().db.select({ n: count() }).from(storedFiles)]);
    return { users: u.n, files: f.n, blobs: storedBlobs().length };
  }

  it.each([
    [
      'a .pdf whose bytes are an executable',
      { gov: new File([EXE], 'government-id.pdf', { type: 'application/pdf' }) },
      415,
      'Unsupported file type.',
    ],
    [
      'an allowed type renamed to a forbidden extension',
      { ibp: new File([PNG], 'card.svg', { type: 'image/svg+xml' }) },
      415,
      'Unsupported file type.',
    ],
    [
      'a file over 5 MB',
      { ibp: new File([Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])], 'big.png', { type: 'image/png' }) },
      413,
      'Maximum size is 5 mb.',
    ],
    ['a missing government ID', { gov: null }, 400, 'Please provide a value.'],
    ['an empty IBP ID', { ibp: new File([], 'empty.png', { type: 'image/png' }) }, 400, 'The file "empty.png" is empty.'],
  ])('refuses %s with the message and stores nothing', async (_label, files, status, message) => {
    const before = await counts();
    const res = await post(lawyerForm({ email: 'rejected@example.com', ...files }));
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ message });
    expect(await counts()).toEqual(before);
    expect(await listOutbox({ to: 'rejected@example.com' })).toHaveLength(0);
  });

  it('refuses a body over the total limit while it streams', async () => {
    const huge = lawyerForm({ email: 'huge@example.com', ibp: new File([Buffer.alloc(12 * 1024 * 1024)], 'x.png') });
    const res = await post(huge);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Maximum size is 11 mb.');
  });

  it('refuses a body of 180,000 empty fields at the first field too many (413), reading no further (issue 58)', async () => {
    const probe = tinyPartsRequest('/api/v1/auth/lawyer/signup', { ip: '203.0.113.158' });
    const res = await signUpLawyer(probe.request, ctx);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ key: 'TOO_MANY_FIELDS', message: 'The form has more fields than this request takes.' });
    expect(probe.pulled()).toBeLessThanOrEqual(2); // of 181 chunks
  });

  it("counts the address's sign-ups before reading the body: the 21st bad form from one address is a 429 (issue 58)", async () => {
    const before = await counts();
    const bad = () => {
      const form = new FormData();
      form.append('first_name', 'Jose');
      return form;
    };
    for (let i = 0; i < 20; i++) expect((await post(bad(), '203.0.113.159')).status).toBe(400);
    const limited = await post(bad(), '203.0.113.159');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // A good form from that address is refused as well; another address is not held back.
    expect((await post(lawyerForm({ email: 'limited.lawyer@example.com' }), '203.0.113.159')).status).toBe(429);
    expect(await counts()).toEqual(before);
    expect((await post(bad(), '203.0.113.160')).status).toBe(400);
  });

  it('refuses a sign-up without consent to the Terms and the Privacy Policy: 400 JSON, nothing stored', async () => {
    const before = await counts();
    for (const value of [null, 'false', 'on']) {
      const form = lawyerForm({ email: 'no.consent.lawyer@example.com' });
      form.delete('accept_terms');
      if (value) form.append('accept_terms', value);
      const res = await post(form);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('Please accept the Terms of Service and the Privacy Policy.');
    }
    expect(await counts()).toEqual(before);
  });

  it('creates the LAWYER, the profile (roll and IBP numbers apart, not verified) and both private files', async () => {
    const res = await post(lawyerForm());
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual(CHECK_EMAIL);
    expect(res.headers.getSetCookie()).toEqual([]); // signed in by the mailed link, not by sign-up
    const [user] = await db()
      .db.select({ _id: users.id, type: users.type, verified: users.emailVerified, at: users.termsAcceptedAt })
      .from(users)
      .where(eq(users.email, 'jose.rizal@example.com'));
    expect(user).toMatchObject({ type: 'LAWYER', verified: false });
    expect(user.at).toBeInstanceOf(Date);
    const [profile] = await db().db.select().from(lawyerProfiles).where(eq(lawyerProfiles.userId, user._id));
    expect(profile).toMatchObject({
      rollNumber: '12345',
      ibpNumber: 'IBP-2026-0042',
      ibpVerified: false,
      areas: ['civil', 'labor'],
      languages: ['English', 'Tagalog'],
    });
    const files = await db().db.select().from(storedFiles).where(eq(storedFiles.ownerId, user._id));
    expect(files.map((f) => [f.purpose, f.visibility, f.contentType]).sort()).toEqual([
      ['government-id', 'PRIVATE', 'application/pdf'],
      ['ibp-id', 'PRIVATE', 'image/png'],
    ]);
    expect(files.map((f) => f.id).sort()).toEqual([profile.ibpIdFileId, profile.governmentIdFileId].sort());
    for (const f of files) expect(f.storageKey).toMatch(/^(ibp-id|government-id)\/[0-9a-f-]{36}\.(png|pdf)$/);
    expect(storedBlobs()).toHaveLength(2);
    expect(await listOutbox({ to: 'jose.rizal@example.com' })).toHaveLength(1);
  });

  it('serves the private IDs only to the owner and admins, as attachments', async () => {
    const [profile] = await db().db.select().from(lawyerProfiles);
    const fileId = profile.governmentIdFileId!;
    const fileReq = (jar?: CookieJar) => getFile(apiRequest(`/api/v1/files/${fileId}`, { jar }), routeCtx({ fileId }));

    expect((await fileReq()).status).toBe(401);

    await db()
      .db.insert(users)
      .values([
        {
          email: 'admin.desk@example.com',
          firstName: 'A',
          lastName: 'D',
          roles: ['ADMIN'],
          emailVerified: true,
          passwordHash: await hashPassword('Admin2026x'),
        },
        { email: 'nosy@example.com', firstName: 'N', lastName: 'C', emailVerified: true, passwordHash: await hashPassword('Nosy2026xx') },
      ]);
    const login = async (email: string, password: string) =>
      new CookieJar().apply(await signIn(apiRequest('/api/v1/auth/signin', { method: 'POST', body: { email, password } }), ctx));

    expect((await fileReq(await login('nosy@example.com', 'Nosy2026xx'))).status).toBe(403);
    for (const jar of [await login('admin.desk@example.com', 'Admin2026x'), await login('jose.rizal@example.com', 'Noli2026me')]) {
      const res = await fileReq(jar);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="passport.pdf"/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    }
    // The admin's view is in the audit log; the owner's own is not.
    const [admin] = await db().db.select({ id: users.id }).from(users).where(eq(users.email, 'admin.desk@example.com'));
    const trail = await db().db.select().from(auditLog);
    expect(trail).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'file.view',
        targetType: 'stored_file',
        targetId: fileId,
        metadata: expect.objectContaining({ purpose: 'government-id' }),
      }),
    ]);
  });

  it('mails the admin a single-use verify-ibp link that marks the lawyer verified', async () => {
    const [mail] = await listOutbox({ to: 'ibp-desk@example.com' });
    expect(mail.text).toContain('IBP number: IBP-2026-0042');
    const token = linkIn(mail.text, '/verify-ibp/').split('/').pop()!;
    const res = await verifyIbp(apiRequest('/api/v1/auth/verify-ibp', { method: 'POST', body: { token } }), ctx);
    expect(res.status).toBe(200);
    const [profile] = await db().db.select().from(lawyerProfiles);
    expect(profile.ibpVerified).toBe(true);
    expect(profile.verificationStatus).toBe('VERIFIED');
    expect((await verifyIbp(apiRequest('/api/v1/auth/verify-ibp', { method: 'POST', body: { token } }), ctx)).status).toBe(400);
  });

  it('answers a duplicate e-mail exactly like a new sign-up, stores no file and mails the owner', async () => {
    const before = await counts();
    const res = await post(lawyerForm({ email: 'JOSE.RIZAL@example.com' }));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual(CHECK_EMAIL);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await counts()).toEqual(before);
    const [told] = await listOutbox({ to: 'jose.rizal@example.com' });
    expect(told.subject).toBe('You already have an Abogado account');
  });

  it('stores a new account picture, re-encoded, as a public image shown inline', async () => {
    const jar = new CookieJar().apply(
      await signIn(
        apiRequest('/api/v1/auth/signin', { method: 'POST', body: { email: 'jose.rizal@example.com', password: 'Noli2026me' } }),
        ctx,
      ),
    );
    const form = new FormData();
    form.append('picture', new File([PNG], 'me.png', { type: 'image/png' }));
    const res = await accountSettings(apiRequest('/api/v1/auth/account/settings', { method: 'PUT', jar, body: form }), ctx);
    expect(res.status).toBe(200);
    const { picture_url } = await res.json();
    expect(picture_url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const fileId = picture_url.split('/').pop();
    const image = await getFile(apiRequest(picture_url), routeCtx({ fileId }));
    expect(image.status).toBe(200);
    // Re-encoded at upload (checkPicture): WebP, with no metadata.
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('content-disposition')).toMatch(/^inline/);

    const bad = new FormData();
    bad.append('picture', new File([PDF], 'me.pdf', { type: 'application/pdf' }));
    expect((await accountSettings(apiRequest('/api/v1/auth/account/settings', { method: 'PUT', jar, body: bad }), ctx)).status).toBe(415);
  });
});
