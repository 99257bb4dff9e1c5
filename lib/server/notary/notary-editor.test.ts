import { eq, sql } from 'drizzle-orm';
import { GET as getPrivate } from '@/app/api/v1/notary-public/private/route';
import { PUT as putProfile } from '@/app/api/v1/notary-public/route';
import { POST as postPicture } from '@/app/api/v1/notary-public/picture/route';
import { POST as postDoc } from '@/app/api/v1/notary-public/notarial-commission-doc/route';
import { PUT as putToggle } from '@/app/api/v1/notary-public/toggle-visibility/route';
import { GET as getFile } from '@/app/api/v1/files/[fileId]/route';
import { GET as sitemap } from '@/app/server-sitemap.xml/route';
import * as t from '@/lib/db/schema';
import type { NotaryPrivateProfile, NotarySaveResponse } from '@/lib/dto/notary';
import { useTestDb } from '@/lib/test/db';
import { CookieJar, apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import {
  NOTARY_DETAILS,
  type NotaryHandler,
  fileForm,
  nextYear,
  notaryCall as call,
  notaryCommissionPdf as pdf,
  notaryOk as ok,
  notaryPng as png,
  publishNotary,
} from '@/lib/test/fixtures/notary-api';
import { type TestUser, testAdmin, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { manilaToday } from '@/lib/format/civil-date';
import { NOTARY_MESSAGES } from '@/lib/validation/notary';
import { findPublicNotary, listPublicNotaryIds } from './find-public-notary';
import { listNotaryCities } from './list-notary-cities';
import { listPublicNotaries } from './list-public-notaries';
import { affectedNotaryPaths } from './notary-change';
import { sendCommissionNotices } from './send-commission-notices';

const db = useTestDb();

const DETAILS = {
  ...NOTARY_DETAILS,
  email: 'notary.office@example.com',
  services: ['jurat', 'deed-of-sale'],
  fees_note: 'Affidavits from ₱200.',
};

const fileCount = async () =>
  (
    await db()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(t.storedFiles)
  )[0].n;

/** A lawyer who has filled in, uploaded and published a notary profile in Makati. */
const publicNotary = () => publishNotary(db().db, DETAILS);

describe('/api/v1/notary-public (the notary’s own profile)', () => {
  it('a lawyer starts from a draft of their lawyer details; saving, both uploads and the switch make it public and findable by city and service', async () => {
    const lawyer = await testLawyer(db().db, { name: 'Ana Cruz' });
    const draft: NotaryPrivateProfile = await (await call(getPrivate, lawyer, 'GET', '/private')).json();
    expect(draft).toMatchObject({ _id: null, display_name: 'Atty. Ana Cruz', is_public: false, listed: false });
    expect(draft.roll_number).toBeTruthy();
    expect(draft.missing).toEqual(expect.arrayContaining(['commission_number', 'commission_doc', 'office_hours']));

    const saved = await ok(call(putProfile, lawyer, 'PUT', '', DETAILS));
    expect(saved.profile).toMatchObject({
      city: 'Makati',
      region: 'Metro Manila (NCR)',
      office_hours: 'Monday to Friday, 9:00 AM – 5:00 PM',
    });
    // The draft took the lawyer's own photo; the commission document is still to come.
    expect(saved.profile.picture_url).toBe(draft.picture_url);
    expect(saved.profile.missing).toEqual(['commission_doc']);

    const refused = await call(putToggle, lawyer, 'PUT', '/toggle-visibility', { is_public: true });
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toBe('Before your notary profile can be public, add: commission document.');
    expect((await ok(call(getPrivate, lawyer, 'GET', '/private'))).is_public).toBe(false);

    const picture = await ok<{ picture_url: string }>(
      call(postPicture, lawyer, 'POST', '/picture', fileForm('picture', await png(), 'me.png', 'image/png')),
    );
    expect(picture.picture_url).toMatch(/^\/api\/v1\/files\//);
    const doc = await ok(
      call(postDoc, lawyer, 'POST', '/notarial-commission-doc', fileForm('document', pdf(), 'commission.pdf', 'application/pdf')),
    );
    expect(doc.picture_url).toBe(doc.profile.notarial_commission_doc_url);
    expect(doc.profile.missing).toEqual([]);

    const on = await call(putToggle, lawyer, 'PUT', '/toggle-visibility', { is_public: true });
    const body: NotarySaveResponse<{ is_public: boolean }> = await on.json();
    expect(on.status).toBe(200);
    expect(body.profile).toMatchObject({ is_public: true, listed: true });
    const id = body.profile._id!;
    expect((await listPublicNotaries({ citySlug: 'makati' })).map((n) => n._id)).toContain(id);
    expect((await listPublicNotaries({ service: 'jurat' })).map((n) => n._id)).toContain(id);
    expect((await listPublicNotaries({ citySlug: 'makati', service: 'oath' })).map((n) => n._id)).not.toContain(id);
    expect(await findPublicNotary(id)).toMatchObject({
      territory: 'Makati City',
      ptr_number: 'PTR 5123456',
      services: ['jurat', 'deed-of-sale'],
    });
    expect((await findPublicNotary(id))!).not.toHaveProperty('notarial_commission_doc_url');
    // Also a bookable lawyer: the notary page offers the online consultation (with other lawyers around).
    await testLawyer(db().db);
    expect((await findPublicNotary(id))!.lawyer_id).toBe(lawyer.id);
    expect(await (await sitemap()).text()).toContain(`/notary-public/profile/${id}`);

    const off = await ok(call(putToggle, lawyer, 'PUT', '/toggle-visibility', {}));
    expect(off.profile.is_public).toBe(false);
    expect(await findPublicNotary(id)).toBeUndefined();
    expect((await listPublicNotaries({ citySlug: 'makati' })).map((n) => n._id)).not.toContain(id);
    expect(await (await sitemap()).text()).not.toContain(`/notary-public/profile/${id}`);
  });

  it('a lawyer whose IBP membership is not verified yet cannot go public', async () => {
    const lawyer = await testLawyer(db().db, { ibpVerified: false });
    await ok(call(putProfile, lawyer, 'PUT', '', DETAILS));
    const { profile } = await ok(
      call(postDoc, lawyer, 'POST', '/notarial-commission-doc', fileForm('document', pdf(), 'c.pdf', 'application/pdf')),
    );
    expect(profile.missing).toEqual(['ibp_verified']);
    const refused = await call(putToggle, lawyer, 'PUT', '/toggle-visibility', { is_public: true });
    expect([refused.status, (await refused.json()).message]).toEqual([
      422,
      'Before your notary profile can be public, add: IBP verification of your lawyer account.',
    ]);
  });

  it('lists the static pages a change touches: search, sitemap, the profile and both cities', () => {
    const before = { id: 'n1', listed: true, citySlug: 'makati' };
    expect(affectedNotaryPaths(before, { ...before, citySlug: 'taguig' }).sort()).toEqual(
      ['/notary-public', '/notary-public/makati', '/notary-public/profile/n1', '/notary-public/taguig', '/server-sitemap.xml'].sort(),
    );
    expect(affectedNotaryPaths({ ...before, listed: false }, { ...before, listed: false })).toEqual([]);
  });

  it('every validation rule answers 400 with its message, and nothing is stored', async () => {
    const lawyer = await testLawyer(db().db);
    const cases: [Record<string, unknown>, string][] = [
      [{ commission_number: '' }, 'Please provide a value.'],
      [{ commission_expires_on: `${nextYear}-06-30` }, NOTARY_MESSAGES.december31],
      [{ commission_expires_on: `${nextYear + 5}-12-31` }, NOTARY_MESSAGES.tooFar],
      [{ commission_expires_on: 'soon' }, NOTARY_MESSAGES.date],
      [{ roll_number: 'ABC' }, NOTARY_MESSAGES.rollNumber],
      [{ city_slug: 'atlantis' }, NOTARY_MESSAGES.unknownCity],
      // Issue 57 item 3: an office outside the commissioning court's territory.
      [{ commissioning_court: 'Office of the Executive Judge, Regional Trial Court of Tagum' }, NOTARY_MESSAGES.outsideTerritory],
      [{ city_slug: 'taguig' }, NOTARY_MESSAGES.outsideTerritory],
      [{ office_days: [] }, NOTARY_MESSAGES.chooseDay],
      [{ closes_at: '08:00' }, NOTARY_MESSAGES.closesBeforeOpens],
      [{ opens_at: '9am' }, NOTARY_MESSAGES.time],
      [{ phone: '12345' }, NOTARY_MESSAGES.phone],
      [{ email: 'not-an-email' }, 'Please provide valid email.'],
      [{ services: [] }, NOTARY_MESSAGES.chooseService],
      [{ services: ['exorcism'] }, NOTARY_MESSAGES.unknownChoice],
      [{ fees_note: 'x'.repeat(501) }, "Value can't be longer than 500."],
      [{ territory: 'y'.repeat(201) }, "Value can't be longer than 200."],
    ];
    for (const [change, message] of cases) {
      const res = await call(putProfile, lawyer, 'PUT', '', { ...DETAILS, ...change });
      expect([JSON.stringify(change), res.status, (await res.json()).message]).toEqual([JSON.stringify(change), 400, message]);
    }
    expect((await call(putProfile, lawyer, 'PUT', '', { ...DETAILS, is_public: true })).status).toBe(400);
    expect(await db().db.select().from(t.notaryProfiles).where(eq(t.notaryProfiles.userId, lawyer.id))).toEqual([]);
  });

  it('a lapsed commission cannot go public, and a public one that lapsed yesterday is listed nowhere', async () => {
    const { lawyer, profile } = await publicNotary();
    const lastYear = `${new Date().getFullYear() - 1}-12-31`;
    const other = await testLawyer(db().db);
    await ok(call(putProfile, other, 'PUT', '', { ...DETAILS, commission_expires_on: lastYear }));
    await ok(call(postPicture, other, 'POST', '/picture', fileForm('picture', await png(), 'me.png', 'image/png')));
    const withDoc = await ok(
      call(postDoc, other, 'POST', '/notarial-commission-doc', fileForm('document', pdf(), 'c.pdf', 'application/pdf')),
    );
    expect(withDoc.profile).toMatchObject({ lapsed: true, missing: [] });
    const refused = await call(putToggle, other, 'PUT', '/toggle-visibility', { is_public: true });
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toMatch(/^Your commission ended on December 31, \d{4}\. Renew it/);
    expect((await ok(call(getPrivate, other, 'GET', '/private'))).is_public).toBe(false);

    // The listed notary's last day was yesterday in Manila: gone at query time, no job involved.
    const yesterday = new Date(`${manilaToday()}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    await db()
      .db.update(t.notaryProfiles)
      .set({ commissionExpiresOn: yesterday.toISOString().slice(0, 10) })
      .where(eq(t.notaryProfiles.userId, lawyer.id));
    const id = profile._id!;
    expect(await findPublicNotary(id)).toBeUndefined();
    expect((await listPublicNotaries({ citySlug: 'makati' })).map((n) => n._id)).not.toContain(id);
    expect((await listPublicNotaries({ service: 'jurat' })).map((n) => n._id)).not.toContain(id);
    expect((await listPublicNotaryIds()).map((n) => n._id)).not.toContain(id);
    expect((await listNotaryCities()).find((c) => c.slug === 'makati')?.notaries ?? 0).toBe(0);
    expect(await ok(call(getPrivate, lawyer, 'GET', '/private'))).toMatchObject({ is_public: true, lapsed: true, listed: false });
  });

  it('visitors get 401 and customers 403 on every call; the commission document is the owner’s and admins’ only', async () => {
    const { lawyer, profile } = await publicNotary();
    const customer = await testCustomer(db().db);
    const calls: [NotaryHandler, string, string, unknown][] = [
      [getPrivate, 'GET', '/private', undefined],
      [putProfile, 'PUT', '', DETAILS],
      [postPicture, 'POST', '/picture', fileForm('picture', await png(), 'me.png', 'image/png')],
      [postDoc, 'POST', '/notarial-commission-doc', fileForm('document', pdf(), 'c.pdf', 'application/pdf')],
      [putToggle, 'PUT', '/toggle-visibility', { is_public: false }],
    ];
    const files = await fileCount();
    for (const [handler, method, path, body] of calls) {
      expect([path, (await call(handler, null, method, path, body)).status]).toEqual([path, 401]);
      expect([path, (await call(handler, customer, method, path, body)).status]).toEqual([path, 403]);
    }
    expect(await fileCount()).toBe(files);
    // Another lawyer reads and writes only their own (a draft), never this one.
    const other = await testLawyer(db().db);
    const theirs: NotaryPrivateProfile = await (await call(getPrivate, other, 'GET', '/private')).json();
    expect(theirs._id).toBeNull();
    await ok(call(putToggle, other, 'PUT', '/toggle-visibility', { is_public: false }));
    expect((await ok(call(getPrivate, lawyer, 'GET', '/private'))).is_public).toBe(true);

    const docId = profile.notarial_commission_doc_url!.split('/').pop()!;
    const read = (user: TestUser | null) =>
      getFile(apiRequest(`/api/v1/files/${docId}`, { jar: user?.jar ?? new CookieJar() }), routeCtx({ fileId: docId }));
    expect((await read(null)).status).toBe(401);
    expect((await read(customer)).status).toBe(403);
    expect((await read(other)).status).toBe(403);
    const own = await read(lawyer);
    expect([own.status, own.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect((await read(await testAdmin(db().db))).status).toBe(200);
  });

  it('an executable renamed .pdf, an SVG and an oversize file are refused and nothing is stored; a replaced document is deleted', async () => {
    const { lawyer, profile } = await publicNotary();
    const files = await fileCount();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.alloc(4096, 1)]);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, name, status] of [
      [exe, 'commission.pdf', 415],
      [svg, 'commission.png', 415],
      [svg, 'commission.svg', 415],
      [new Uint8Array(11 * 1024 * 1024), 'big.pdf', 413],
    ] as const) {
      const res = await call(postDoc, lawyer, 'POST', '/notarial-commission-doc', fileForm('document', bytes, name, 'application/pdf'));
      expect([name, res.status]).toEqual([name, status]);
    }
    expect((await call(postPicture, lawyer, 'POST', '/picture', fileForm('picture', svg, 'me.jpg', 'image/jpeg'))).status).toBe(415);
    expect(await fileCount()).toBe(files);
    expect((await ok(call(getPrivate, lawyer, 'GET', '/private'))).notarial_commission_doc_url).toBe(profile.notarial_commission_doc_url);

    const oldId = profile.notarial_commission_doc_url!.split('/').pop()!;
    const replaced = await ok(
      call(postDoc, lawyer, 'POST', '/notarial-commission-doc', fileForm('document', await png(), 'scan.png', 'image/png')),
    );
    expect(replaced.profile.notarial_commission_doc_name).toBe('scan.png');
    expect(await db().db.select().from(t.storedFiles).where(eq(t.storedFiles.id, oldId))).toEqual([]);
    expect(await fileCount()).toBe(files);
  });

  it('e-mails the notary 30 days before the commission ends and once it has lapsed, each once', async () => {
    const { lawyer } = await publicNotary();
    const [user] = await db().db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, lawyer.id));
    const outbox = async () =>
      (await db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, user.email))).map((m) => m.subject);
    const ends = `${nextYear}-12-31`;
    const at = (date: string) => new Date(`${date}T04:00:00Z`);
    await sendCommissionNotices({ now: at(`${nextYear}-11-15`) });
    expect(await outbox()).toEqual([]);
    await sendCommissionNotices({ now: at(`${nextYear}-12-01`) });
    await sendCommissionNotices({ now: at(`${nextYear}-12-02`) });
    expect(await outbox()).toEqual(['Your notarial commission ends soon']);
    await sendCommissionNotices({ now: at(ends) });
    expect(await outbox()).toHaveLength(1);
    await sendCommissionNotices({ now: at(`${nextYear + 1}-01-01`) });
    await sendCommissionNotices({ now: at(`${nextYear + 1}-01-02`) });
    expect((await outbox()).sort()).toEqual(['Your notarial commission ends soon', 'Your notarial commission has ended']);
  });
});
