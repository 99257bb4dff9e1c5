import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GET as listReportsRoute } from '@/app/api/v1/admin/reports/route';
import { PUT as dismissRoute } from '@/app/api/v1/admin/reports/[id]/route';
import { GET as listModerationRoute } from '@/app/api/v1/admin/moderation/route';
import { PUT as moderateRoute } from '@/app/api/v1/admin/moderation/[kind]/[id]/route';
import { POST as reportRoute } from '@/app/api/v1/reports/route';
import { tables as t } from '@/lib/db';
import type { AdminPage, ModerationTarget, ReportItem } from '@/lib/dto/admin';
import { listOutbox } from '@/lib/server/messaging/mail/list-outbox';
import { findPublicProfile } from '@/lib/server/lawyers/find-public-profile';
import { listLawyerReviews } from '@/lib/server/lawyers/list-lawyer-reviews';
import { findPublicNotary } from '@/lib/server/notary/find-public-notary';
import { useTestDb } from '@/lib/test/db';
import { CookieJar, apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertReview } from '@/lib/test/fixtures/meetings';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { type TestUser, testAdmin, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { REPORT_MESSAGES } from './create-report';

const db = useTestDb();
let admin: TestUser;
let client: TestUser;
let otherClient: TestUser;

beforeAll(async () => {
  admin = await testAdmin(db().db);
  client = await testCustomer(db().db);
  otherClient = await testCustomer(db().db);
});

const moderate = (kind: string, id: string, body: unknown, jar = admin.jar) =>
  moderateRoute(apiRequest(`/api/v1/admin/moderation/${kind}/${id}`, { method: 'PUT', jar, body }), routeCtx({ kind, id }));
const report = (jar: CookieJar, body: unknown) => reportRoute(apiRequest('/api/v1/reports', { method: 'POST', jar, body }), routeCtx());
const openReports = async () =>
  (
    (await (
      await listReportsRoute(apiRequest('/api/v1/admin/reports?status=OPEN', { jar: admin.jar }), routeCtx())
    ).json()) as AdminPage<ReportItem>
  ).results;
const audit = (targetId: string) =>
  db().db.select().from(t.auditLog).where(eq(t.auditLog.targetId, targetId)).orderBy(t.auditLog.createdAt);

describe('moderating reviews', () => {
  it('a hidden review leaves the profile and the rating; restoring brings both back; the author is told', async () => {
    const lawyer = await testLawyer(db().db, { rating: 0, reviewCount: 0 });
    await insertReview(db().db, {
      lawyerId: lawyer.id,
      customerId: otherClient.id,
      rating: 5,
      comment: 'Clear and kind advice.',
      createdAt: new Date('2025-03-01T00:00:00Z'),
    });
    const bad = await insertReview(db().db, {
      lawyerId: lawyer.id,
      customerId: client.id,
      rating: 1,
      comment: 'Call 0917-000-0000 for a cheaper lawyer!',
      createdAt: new Date('2025-03-02T00:00:00Z'),
    });
    // Ratings as the review service keeps them.
    const { refreshLawyerRating } = await import('@/lib/server/lawyers/refresh-lawyer-rating');
    await refreshLawyerRating(db().db, lawyer.id);
    expect(await findPublicProfile(lawyer.id)).toMatchObject({ rating: 3, review_count: 2 });

    // The lawyer reports it; it reaches the queue.
    const reported = await report(lawyer.jar, { target_type: 'review', target_id: bad, reason: 'Spam: advertises another number.' });
    expect(reported.status).toBe(201);
    expect(await reported.json()).toMatchObject({ message: REPORT_MESSAGES.sent });
    const queued = (await openReports()).find((r) => r.target?._id === bad)!;
    expect(queued).toMatchObject({
      reason: 'Spam: advertises another number.',
      reporter: { _id: lawyer.id, type: 'LAWYER' },
      target: { kind: 'review', hidden: false, detail: 'Call 0917-000-0000 for a cheaper lawyer!' },
    });

    const reason = 'Advertising is not allowed in reviews.';
    const hidden = await moderate('review', bad, { hidden: true, reason });
    expect(hidden.status).toBe(200);
    expect(await hidden.json()).toEqual({ kind: 'review', _id: bad, hidden: true, reports_closed: 1 });
    expect(await findPublicProfile(lawyer.id)).toMatchObject({ rating: 5, review_count: 1 });
    expect((await listLawyerReviews(lawyer.id)).results.map((r) => r._id)).not.toContain(bad);
    expect((await openReports()).find((r) => r.target?._id === bad)).toBeUndefined();
    expect(
      (
        await untilOutboxDelivered(
          () => listOutbox({ to: client.email }),
          (m) => m.length > 0,
        )
      )[0],
    ).toMatchObject({
      subject: 'We hid your review',
      text: expect.stringContaining(reason),
    });
    expect((await moderate('review', bad, { hidden: true, reason })).status).toBe(409);

    expect((await moderate('review', bad, { hidden: false, reason: 'Appeal accepted.' })).status).toBe(200);
    expect(await findPublicProfile(lawyer.id)).toMatchObject({ rating: 3, review_count: 2 });
    expect((await audit(bad)).map((r) => [r.action, r.actorId, r.reason])).toEqual([
      ['review.hide', admin.id, reason],
      ['review.restore', admin.id, 'Appeal accepted.'],
    ]);
  });

  it('reports: only signed in, never on your own content, once while open; an admin may dismiss one with a reason', async () => {
    const lawyer = await testLawyer(db().db);
    const mine = await insertReview(db().db, {
      lawyerId: lawyer.id,
      customerId: client.id,
      rating: 4,
      comment: 'Good.',
      createdAt: new Date(),
    });
    expect((await report(new CookieJar(), { target_type: 'review', target_id: mine, reason: 'x' })).status).toBe(401);
    expect((await report(client.jar, { target_type: 'review', target_id: mine, reason: 'Mine' })).status).toBe(400);
    expect((await report(client.jar, { target_type: 'planet', target_id: mine, reason: 'x' })).status).toBe(400);
    expect((await report(client.jar, { target_type: 'lawyer', target_id: randomUUID(), reason: 'x' })).status).toBe(404);
    expect(
      (await report(otherClient.jar, { target_type: 'lawyer', target_id: lawyer.id, reason: 'Asked me to pay outside the platform.' }))
        .status,
    ).toBe(201);
    const again = await report(otherClient.jar, { target_type: 'lawyer', target_id: lawyer.id, reason: 'Again' });
    expect(again.status).toBe(409);
    const item = (await openReports()).find((r) => r.target?._id === lawyer.id)!;
    expect(item).toMatchObject({ target: { kind: 'lawyer', url: `/lawyer/${lawyer.id}` }, open_on_target: 1 });

    const dismiss = (jar: CookieJar, body: unknown) =>
      dismissRoute(apiRequest(`/api/v1/admin/reports/${item._id}`, { method: 'PUT', jar, body }), routeCtx({ id: item._id }));
    expect((await dismiss(client.jar, { status: 'DISMISSED', reason: 'x' })).status).toBe(403);
    expect((await dismiss(admin.jar, { status: 'DISMISSED' })).status).toBe(400);
    expect((await dismiss(admin.jar, { status: 'DISMISSED', reason: 'Payment was for a notarization, not a consultation.' })).status).toBe(
      200,
    );
    expect((await dismiss(admin.jar, { status: 'DISMISSED', reason: 'again' })).status).toBe(409);
    expect((await audit(item._id)).map((r) => r.action)).toEqual(['report.dismiss']);
  });
});

describe('moderating profiles', () => {
  it('a reported lawyer profile reaches the queue; hidden, it leaves the public profile and booking until restored', async () => {
    const lawyer = await testLawyer(db().db);
    expect(
      (await report(client.jar, { target_type: 'lawyer', target_id: lawyer.id, reason: 'Not the person in the picture.' })).status,
    ).toBe(201);
    expect((await openReports()).map((r) => r.target?._id)).toContain(lawyer.id);
    expect((await moderate('lawyer', lawyer.id, { hidden: true, reason: 'Identity under review.' }, client.jar)).status).toBe(403);
    expect((await moderate('lawyer', lawyer.id, { hidden: true, reason: 'Identity under review.' }, new CookieJar())).status).toBe(401);
    expect(await findPublicProfile(lawyer.id)).not.toBeNull();

    expect((await moderate('lawyer', lawyer.id, { hidden: true, reason: 'Identity under review.' })).status).toBe(200);
    expect(await findPublicProfile(lawyer.id)).toBeNull();
    const [search] = await db().db.select().from(t.lawyerSearch).where(eq(t.lawyerSearch.lawyerId, lawyer.id));
    expect(search).toBeUndefined();
    expect(
      (
        await untilOutboxDelivered(
          () => listOutbox({ to: lawyer.email }),
          (m) => m.length > 0,
        )
      )[0],
    ).toMatchObject({
      subject: 'We hid your lawyer profile',
    });
    const hiddenList = (await (
      await listModerationRoute(apiRequest('/api/v1/admin/moderation?view=hidden', { jar: admin.jar }), routeCtx())
    ).json()) as AdminPage<ModerationTarget>;
    expect(hiddenList.results.find((r) => r._id === lawyer.id)).toMatchObject({
      kind: 'lawyer',
      hidden: true,
      hidden_reason: 'Identity under review.',
    });

    expect((await moderate('lawyer', lawyer.id, { hidden: false, reason: 'Identity confirmed.' })).status).toBe(200);
    expect(await findPublicProfile(lawyer.id)).not.toBeNull();
    expect((await audit(lawyer.id)).map((r) => r.action)).toEqual(['lawyer.hide', 'lawyer.restore']);
  });

  it('a hidden notary profile leaves the notary pages', async () => {
    const userId = randomUUID();
    await db()
      .db.insert(t.users)
      .values({ id: userId, email: `${userId}@example.com`, firstName: 'Nora', lastName: 'N', type: 'LAWYER' });
    const id = randomUUID();
    await db()
      .db.insert(t.notaryProfiles)
      .values({
        id,
        userId,
        displayName: 'Atty. Nora N',
        city: 'Makati',
        citySlug: 'makati',
        region: 'Metro Manila (NCR)',
        isPublic: true,
        isComplete: true,
        commissionNumber: 'NP-1',
        commissionExpiresOn: '2099-12-31',
        services: ['jurat'],
        officeDays: [1, 2, 3, 4, 5],
        opensAt: '08:30',
        closesAt: '16:30',
      });
    expect(await findPublicNotary(id)).toBeDefined();
    expect((await moderate('notary', id, { hidden: true, reason: 'Commission could not be confirmed.' })).status).toBe(200);
    expect(await findPublicNotary(id)).toBeUndefined();
    expect((await moderate('planet', id, { hidden: true, reason: 'x' })).status).toBe(404);
    expect((await moderate('notary', randomUUID(), { hidden: true, reason: 'x' })).status).toBe(404);
  });
});
