import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { AREA_VALUES, type AreaValue } from '@/lib/reference/areas';
import { REGION_CITIES, SEARCH_REGIONS } from '@/lib/reference/regions';
import { slugify } from '@/lib/format/slug';
import { listedLawyerSql } from '@/lib/server/lawyers/listed-lawyer';
import { isPublicNotary } from '@/lib/server/notary/public-notary-query';
import { AREA_CONTENT, AREA_REVIEWS, GENERAL_AWARDS } from './area-content';
import { LUKEWARM_REVIEW_TEXTS, REVIEW_TEXTS } from './names';
import { listReferenceCities } from '@/lib/reference/notary-cities';
import { buildCalendar } from '@/lib/server/calendar/availability/build-calendar';
import { findAbroadDemo } from './demo-abroad';
import { LANGUAGES } from '@/lib/reference/languages';
import { createTestDb } from '@/lib/test/db';
import { queryRows, type DbHandle } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { seedDatabase } from '.';
import { isProposalExpired } from '@/lib/rules/proposal-expiry';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { answerTimeMedian } from '@/features/services/rules/service-orders';
import { ulasPeriodOf } from '@/features/legal-aid/rules/legal-aid';
import { getLegalAidQueue } from '@/features/legal-aid/server/written';
import { searchLawyers } from '@/lib/server/search/search-lawyers';
import { listLegalAidLawyers } from '@/features/legal-aid/server/lawyers';
import { setDbHandleForTests } from '@/lib/db';
import { verificationCodeCandidates, verificationKindOf } from '@/lib/rules/verification-codes';
import { civilDateOf, dateKey } from '@/lib/format/civil-date';
import { openingStatus, recordRefusal, statusAfter } from '@/features/money-claims/rules/claim-progress';

let handle: DbHandle;
let summary: Awaited<ReturnType<typeof seedDatabase>>;

beforeAll(async () => {
  handle = await createTestDb();
  summary = await seedDatabase(handle.db);
}, 180_000);
afterAll(() => handle.close());

const listed = () =>
  and(eq(t.lawyerProfiles.isPublic, true), eq(t.lawyerProfiles.isComplete, true), eq(t.lawyerProfiles.ibpVerified, true));

describe('demo seed', () => {
  it('yields at least 300 listed lawyers', async () => {
    const rows = await handle.db.select({ id: t.lawyerProfiles.userId }).from(t.lawyerProfiles).where(listed());
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(summary.lawyers).toBeGreaterThanOrEqual(300);
  });

  it('covers all 18 search regions, 9 areas and 24 languages among listed lawyers', async () => {
    const rows = await handle.db
      .select({ region: t.lawyerProfiles.region, areas: t.lawyerProfiles.areas, languages: t.lawyerProfiles.languages })
      .from(t.lawyerProfiles)
      .where(listed());
    expect(new Set(rows.map((r) => r.region))).toEqual(new Set(SEARCH_REGIONS));
    expect(new Set(rows.flatMap((r) => r.areas))).toEqual(new Set(AREA_VALUES));
    expect(new Set(rows.flatMap((r) => r.languages))).toEqual(new Set(LANGUAGES));
  });

  it('spreads prices over bands and keeps every listed lawyer bookable', async () => {
    const prices = await handle.db
      .select({ price: t.lawyerServices.priceCentavos })
      .from(t.lawyerServices)
      .where(eq(t.lawyerServices.durationMinutes, 30));
    const values = prices.map((p) => p.price ?? 0);
    expect(Math.min(...values)).toBeLessThanOrEqual(100_000);
    expect(Math.max(...values)).toBeGreaterThanOrEqual(300_000);
    const withoutHours = await queryRows(
      handle.db,
      sql`
      SELECT p.user_id FROM lawyer_profiles p
      WHERE p.is_public AND p.is_complete AND p.ibp_verified
        AND NOT EXISTS (SELECT 1 FROM lawyer_availability a WHERE a.lawyer_id = p.user_id AND a.available)`,
    );
    expect(withoutHours).toHaveLength(0);
  });

  it('keeps review counts and ratings in step with the review rows', async () => {
    const mismatched = await queryRows(
      handle.db,
      sql`
      SELECT p.user_id FROM lawyer_profiles p
      LEFT JOIN (SELECT lawyer_id, count(*)::int AS n FROM reviews GROUP BY lawyer_id) r ON r.lawyer_id = p.user_id
      WHERE p.review_count <> coalesce(r.n, 0)`,
    );
    expect(mismatched).toHaveLength(0);
    expect(summary.reviews).toBeGreaterThan(500);
  });

  it('gives every seeded review of a consultation one both parties attended, settled as such', async () => {
    const unheld = await queryRows(
      handle.db,
      sql`
      SELECT r.id FROM reviews r JOIN meetings m ON m.id = r.meeting_id
      WHERE m.status <> 'COMPLETED' OR m.outcome IS DISTINCT FROM 'ATTENDED' OR m.settlement_notified_at IS NULL
         OR NOT EXISTS (SELECT 1 FROM call_attendance a WHERE a.meeting_id = m.id AND a.user_id = r.customer_id AND a.connected_at IS NOT NULL)
         OR NOT EXISTS (SELECT 1 FROM call_attendance a WHERE a.meeting_id = m.id AND a.user_id = m.lawyer_id AND a.connected_at IS NOT NULL)`,
    );
    expect(unheld).toHaveLength(0);
  });

  it('creates the demo accounts and public notaries in several cities', async () => {
    const demo = await handle.db
      .select({ email: t.users.email, type: t.users.type, roles: t.users.roles })
      .from(t.users)
      .where(sql`${t.users.email} LIKE '%@example.com' AND ${t.users.passwordHash} IS NOT NULL`);
    expect(demo.map((d) => d.email).sort()).toEqual([
      'admin@example.com',
      'customer@example.com',
      'kliyente@example.com',
      'lawyer@example.com',
      'notary@example.com',
      'ofw@example.com',
    ]);
    expect(demo.find((d) => d.email === 'admin@example.com')?.roles).toContain('ADMIN');
    const notaries = await handle.db
      .select({ city: t.notaryProfiles.citySlug })
      .from(t.notaryProfiles)
      .where(eq(t.notaryProfiles.isPublic, true));
    expect(new Set(notaries.map((n) => n.city)).size).toBeGreaterThanOrEqual(5);
  });

  it('gives the demo client abroad a confirmed consultation at a Dubai evening hour, and some lawyers Dubai evenings (issue 63)', async () => {
    const abroad = await findAbroadDemo(handle.db);
    expect(abroad).toMatchObject({ zone: 'Asia/Dubai', status: 'CONFIRMED', guest: 'Teresita Villanueva', guestStatus: 'INVITED' });
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dubai', hour: 'numeric', hourCycle: 'h23' }).format(abroad.start),
    );
    expect(hour).toBeGreaterThanOrEqual(18);
    expect(hour).toBeLessThan(23);
    const [{ evening }] = await queryRows<{ evening: number }>(
      handle.db,
      sql`SELECT count(DISTINCT lawyer_id)::int AS evening FROM lawyer_availability WHERE available AND start_minute = 1200`,
    );
    expect(evening).toBeGreaterThan(0);
  });

  it('fills the search projection with exactly the listed lawyers and leaves its triggers on', async () => {
    const [{ listed, projected }] = await queryRows<{ listed: number; projected: number }>(
      handle.db,
      sql`
      SELECT (SELECT count(*)::int FROM lawyer_profiles WHERE is_public AND is_complete AND ibp_verified) AS listed,
             (SELECT count(*)::int FROM lawyer_search s JOIN lawyer_profiles p ON p.user_id = s.lawyer_id
               WHERE p.is_public AND p.is_complete AND p.ibp_verified AND array_length(s.weekly_hours, 1) % 3 = 0 AND s.price_30 IS NOT NULL) AS projected`,
    );
    expect(projected).toBe(listed);
    const [one] = await handle.db.select({ id: t.lawyerSearch.lawyerId }).from(t.lawyerSearch).limit(1);
    await handle.db.update(t.lawyerProfiles).set({ isPublic: false }).where(eq(t.lawyerProfiles.userId, one.id));
    expect(await handle.db.select().from(t.lawyerSearch).where(eq(t.lawyerSearch.lawyerId, one.id))).toHaveLength(0);
    await handle.db.update(t.lawyerProfiles).set({ isPublic: true }).where(eq(t.lawyerProfiles.userId, one.id));
  });

  it('gives every lawyer a name of their own', async () => {
    const [{ names, lawyers }] = await queryRows<{ names: number; lawyers: number }>(
      handle.db,
      sql`SELECT count(DISTINCT display_name)::int AS names, count(*)::int AS lawyers FROM lawyer_profiles`,
    );
    expect(names).toBe(lawyers);
  });

  it('has a listed lawyer in every area in each of the big regions', async () => {
    const big = ['Metro Manila (NCR)', 'Central Luzon (III)', 'Calabarzon (IV-A)', 'Central Visayas (VII)', 'Davao Region (XI)'];
    const rows = await queryRows<{ region: string; area: string }>(
      handle.db,
      sql`SELECT DISTINCT p.region, a AS area FROM lawyer_profiles p, unnest(p.areas) a WHERE ${listedLawyerSql('p')}`,
    );
    const covered = new Set(rows.map((r) => `${r.region}|${r.area}`));
    const missing = big.flatMap((region) =>
      AREA_VALUES.filter((area) => !covered.has(`${region}|${area}`)).map((area) => `${area} in ${region}`),
    );
    expect(missing).toEqual([]);
  });

  it("gives the demo client the demo lawyer's proposal still open to accept, its letter signed after it was sent (issue 57 item 11)", async () => {
    const [item] = await handle.db.select().from(t.workItems).where(eq(t.workItems.title, 'Demand letter and small claims case'));
    expect(item.status).toBe('PROPOSAL');
    expect(isProposalExpired(item.proposedAt!, new Date())).toBe(false);
    const [letter] = await handle.db.select().from(t.engagementLetters).where(eq(t.engagementLetters.workItemId, item.id));
    expect(letter.status).toBe('SIGNED');
    expect(letter.completedAt!.getTime()).toBeGreaterThan(item.proposedAt!.getTime());
    expect(letter.completedAt!.getTime()).toBeLessThan(Date.now());
  });

  it('has the demo lawyer offer a demand letter and a contract review, and the demo client three orders: delivered, in progress, in dispute (issue 62)', async () => {
    const [demoLawyer] = await handle.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'lawyer@example.com'));
    const [demoClient] = await handle.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'customer@example.com'));
    const offers = await handle.db.select().from(t.lawyerServiceOffers).where(eq(t.lawyerServiceOffers.lawyerId, demoLawyer.id));
    expect(offers.map((o) => o.serviceType).sort()).toEqual(['CONTRACT_REVIEW', 'DEMAND_LETTER']);
    const orders = await handle.db.select().from(t.serviceOrders).where(eq(t.serviceOrders.customerId, demoClient.id));
    expect(orders.map((o) => o.status).sort()).toEqual(['DELIVERED', 'DISPUTED', 'IN_PROGRESS']);
    const now = new Date();
    for (const order of orders) {
      expect(order.lawyerId).toBe(demoLawyer.id);
      const [item] = await handle.db.select().from(t.workItems).where(eq(t.workItems.id, order.id));
      expect([item.kind, item.status]).toEqual(['SERVICE', 'PAID']);
      const [letter] = await handle.db.select().from(t.engagementLetters).where(eq(t.engagementLetters.workItemId, order.id));
      expect(letter.status).toBe('SIGNED');
      expect(letter.matter.title).toBe(item.title);
      const signatures = await handle.db.select().from(t.engagementSignatures).where(eq(t.engagementSignatures.letterId, letter.id));
      expect(signatures.map((s) => s.signerRole).sort()).toEqual(['CUSTOMER', 'LAWYER']);
      const [payment] = await handle.db.select().from(t.payments).where(eq(t.payments.workItemId, order.id));
      expect([payment.status, payment.amountCentavos]).toEqual(['PAID', order.priceCentavos]);
      const deliveries = await handle.db.select().from(t.serviceDeliveries).where(eq(t.serviceDeliveries.orderId, order.id));
      expect(deliveries).toHaveLength(order.status === 'IN_PROGRESS' ? 0 : 1);
      if (order.status === 'IN_PROGRESS') expect(order.dueAt!.getTime()).toBeGreaterThan(now.getTime());
      for (const delivery of deliveries) {
        const files = await handle.db.select().from(t.serviceDeliveryFiles).where(eq(t.serviceDeliveryFiles.deliveryId, delivery.id));
        expect(files).toHaveLength(1);
        expect(delivery.late).toBe(false);
      }
    }
    // Issue 72: the demand letter is also sent for ₱500; the delivered one the lawyer sent, its registry receipt attached.
    expect(offers.find((o) => o.serviceType === 'DEMAND_LETTER')?.sendPricePesos).toBe(500);
    const sent = orders.find((o) => o.status === 'DELIVERED')!;
    expect([sent.sentByLawyer, sent.sendPriceCentavos, sent.priceCentavos]).toEqual([true, 50_000, 500_000]);
    const proof = await handle.db.select().from(t.serviceSendingProofFiles).where(eq(t.serviceSendingProofFiles.orderId, sent.id));
    expect(proof).toHaveLength(1);
    expect(orders.filter((o) => o.sentByLawyer)).toHaveLength(1);
    const disputed = orders.find((o) => o.status === 'DISPUTED')!;
    const [dispute] = await handle.db.select().from(t.serviceDisputes).where(eq(t.serviceDisputes.orderId, disputed.id));
    expect(dispute.reason.length).toBeGreaterThan(20);
    expect(dispute.outcome).toBeNull();
    expect(dispute.answerBy.getTime()).toBeGreaterThan(now.getTime());
    // The delivered one waits for the client: its dispute window is still open.
    const delivered = orders.find((o) => o.status === 'DELIVERED')!;
    expect(delivered.lastDeliveredAt!.getTime() + 7 * 86_400_000).toBeGreaterThan(now.getTime());
  });

  it('gives the demo client a money claim at each step and one recovered, each where its rules would have moved it (issue 75)', async () => {
    const [demoClient] = await handle.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'customer@example.com'));
    const claims = await handle.db.select().from(t.moneyClaims).where(eq(t.moneyClaims.clientId, demoClient.id));
    expect(claims.map((c) => c.status).sort()).toEqual(['BARANGAY', 'COLLECTION', 'COURT', 'DEMAND', 'RECOVERED']);
    for (const claim of claims) {
      const steps = await handle.db.select().from(t.moneyClaimSteps).where(eq(t.moneyClaimSteps.claimId, claim.id));
      let status: string | null = openingStatus(claim.intake);
      for (const s of steps.sort((a, b) => a.onDay.localeCompare(b.onDay))) {
        expect(recordRefusal(claim.intake, status as never, s.step, s.outcome)).toBeNull();
        status = statusAfter(claim.intake, s.step, s.outcome);
      }
      expect([claim.id, status]).toEqual([claim.id, claim.status]);
    }
  });

  it('has the demo lawyer follow a matter with the demo client: two shared updates, a private note, a confirmed hearing next week (issue 64)', async () => {
    const [demoLawyer] = await handle.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'lawyer@example.com'));
    const [demoClient] = await handle.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'customer@example.com'));
    const [matter] = await handle.db.select().from(t.matters).where(eq(t.matters.lawyerId, demoLawyer.id));
    expect([matter.customerId, matter.closedAt]).toEqual([demoClient.id, null]);
    const [source] = await handle.db.select().from(t.meetings).where(eq(t.meetings.id, matter.sourceId));
    expect([matter.sourceKind, source.status, source.lawyerId, source.customerId]).toEqual([
      'MEETING',
      'COMPLETED',
      demoLawyer.id,
      demoClient.id,
    ]);
    const entries = await handle.db.select().from(t.matterEntries).where(eq(t.matterEntries.matterId, matter.id));
    expect(entries.filter((e) => e.kind === 'UPDATE' && e.shared)).toHaveLength(2);
    expect(entries.filter((e) => !e.shared)).toHaveLength(1);
    const [hearing] = await handle.db.select().from(t.matterHearings).where(eq(t.matterHearings.matterId, matter.id));
    const days = (hearing.startsAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(5);
    expect(days).toBeLessThan(9);
    expect(hearing.cancelledAt).toBeNull();
    expect(entries.find((e) => e.id === hearing.entryId)?.kind).toBe('HEARING');
    // "Last update N days ago" counts from the last shared entry the lawyer wrote.
    const lastShared = Math.max(...entries.filter((e) => e.shared && e.authorId === demoLawyer.id).map((e) => e.createdAt.getTime()));
    expect(matter.lastSharedAt.getTime()).toBeLessThanOrEqual(lastShared);
    // Issue 72, item 10: another consultation they held, with no matter on it — "Open a matter" to try.
    const held = await queryRows<{ id: string }>(
      handle.db,
      sql`SELECT m.id FROM meetings m
           WHERE m.lawyer_id = ${demoLawyer.id} AND m.customer_id = ${demoClient.id} AND m.status = 'COMPLETED'
             AND NOT EXISTS (SELECT 1 FROM matters x WHERE x.source_kind = 'MEETING' AND x.source_id = m.id)`,
    );
    expect(held).toHaveLength(1);
  });

  it('has the demo lawyer answer written questions, the demo client one answered and one waiting, kliyente one in Filipino (issue 60)', async () => {
    const [demo] = await handle.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'lawyer@example.com'));
    const [profile] = await handle.db.select().from(t.lawyerProfiles).where(eq(t.lawyerProfiles.userId, demo.id));
    expect(profile.questionPriceCentavos).toBe(50_000);
    const mine = (email: string) =>
      queryRows<{
        status: string;
        language: string;
        lawyer_id: string;
        paid: number;
        answers: number;
        take_due_at: string | null;
        follow_up_due_at: string | null;
        verification_code: string | null;
      }>(
        handle.db,
        sql`SELECT q.status, q.language, q.lawyer_id, q.take_due_at, q.follow_up_due_at, q.verification_code,
                   (SELECT count(*)::int FROM payments p WHERE p.question_id = q.id AND p.status = 'PAID') AS paid,
                   (SELECT count(*)::int FROM written_question_messages m WHERE m.question_id = q.id AND m.kind = 'answer') AS answers
              FROM written_questions q JOIN users u ON u.id = q.customer_id WHERE u.email = ${email} ORDER BY q.status`,
      );
    const client = await mine('customer@example.com');
    // In the enum's order: WAITING before ANSWERED.
    expect(client.map((q) => [q.status, q.answers, q.paid, q.lawyer_id])).toEqual([
      ['WAITING', 0, 1, demo.id],
      ['ANSWERED', 1, 1, demo.id],
    ]);
    // Their clocks still run: the waiting one can be taken, the answered one followed up.
    const now = Date.now();
    expect(Date.parse(client.find((q) => q.status === 'WAITING')!.take_due_at!)).toBeGreaterThan(now);
    expect(Date.parse(client.find((q) => q.status === 'ANSWERED')!.follow_up_due_at!)).toBeGreaterThan(now);
    expect((await mine('kliyente@example.com')).map((q) => [q.status, q.language, q.answers])).toEqual([['ANSWERED', 'fil', 1]]);
    // The answered ones carry the verification code their PDF prints (docs/product.md links them); the waiting one none yet.
    expect(client.map((q) => q.verification_code)).toEqual([null, 'WQ-DEMQ-ANSW-2K26']);
    expect((await mine('kliyente@example.com')).map((q) => q.verification_code)).toEqual(['WQ-DEMQ-SAGT-2K26']);
    // The demo client reviewed their answer (counted in the rating: the review-count test above holds it).
    const reviewed = await queryRows<{ status: string; rating: number; email: string }>(
      handle.db,
      sql`SELECT q.status, r.rating, u.email FROM reviews r JOIN written_questions q ON q.id = r.question_id
            JOIN users u ON u.id = r.customer_id WHERE r.lawyer_id = ${demo.id}::uuid AND r.meeting_id IS NULL`,
    );
    expect(reviewed).toEqual([{ status: 'ANSWERED', rating: 5, email: 'customer@example.com' }]);
    // Three answers (one closed ten days ago, answered in 12 hours): the profile shows the median, 26 hours.
    const [answers] = await queryRows<{ n: number; closed: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'CLOSED')::int AS closed
            FROM written_questions WHERE lawyer_id = ${demo.id}::uuid AND answered_at IS NOT NULL`,
    );
    expect(answers).toEqual({ n: 3, closed: 1 });
    // Enough answers for the profile's answer time (answerTimeMedian shows none below its fewest samples).
    expect(answerTimeMedian(Array.from({ length: answers.n }, () => 60))).not.toBeNull();
    // Each is about a problem of the demo lawyer's own field (taking it and passing it on behave as they would).
    const problems = await handle.db.select({ problem: t.writtenQuestions.problem }).from(t.writtenQuestions);
    for (const { problem } of problems) expect(profile.areas).toContain(findLegalProblem(problem)!.value[0]);
    // A declined demo question has somewhere to go: another listed lawyer of the demo lawyer's field answers in writing.
    const [pool] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM lawyer_profiles WHERE ${listedLawyerSql()} AND question_price_centavos IS NOT NULL
            AND user_id <> ${demo.id}::uuid AND areas @> ARRAY[${profile.areas[0]}]::text[]`,
    );
    expect(pool.n).toBeGreaterThan(0);
  });

  it('has most listed lawyers answer in writing, and the first two results of every area (issue 72)', async () => {
    const [counts] = await queryRows<{ listed: number; writing: number; cheapest: number }>(
      handle.db,
      sql`SELECT count(*)::int AS listed, count(question_price_centavos)::int AS writing, min(question_price_centavos)::int AS cheapest
            FROM lawyer_profiles WHERE ${listedLawyerSql()}`,
    );
    expect(counts.writing / counts.listed).toBeGreaterThan(0.7);
    // Some book calls only: "Answers in writing" is a filter that leaves someone out.
    expect(counts.writing).toBeLessThan(counts.listed);
    expect(counts.cheapest).toBe(30_000);
    // The first lawyers a first-time user opens, whatever the area they search, offer "Ask in writing".
    setDbHandleForTests(handle);
    try {
      for (const area of AREA_VALUES) {
        const { results } = await searchLawyers({ area_of_practice: area, limit: 2 });
        expect(results.map((r) => [area, r.question_price !== null])).toEqual(results.map(() => [area, true]));
      }
    } finally {
      setDbHandleForTests(undefined);
    }
  });

  it("keeps the demo lawyer's legal-aid hours in today's ULAS period and a report whose code can be typed (issues 61, 73)", async () => {
    const [demo] = await handle.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'lawyer@example.com'));
    const period = ulasPeriodOf(dateKey(civilDateOf(Date.now(), 'Asia/Manila')));
    const lines = await handle.db
      .select()
      .from(t.legalAidServices)
      .where(eq(t.legalAidServices.lawyerId, demo.id))
      .orderBy(t.legalAidServices.serviceDate);
    // Issue 73: each measure, four lines the desk approved, one it rejected (saying why), three waiting (one sampled).
    expect(lines.map((l) => [l.kind, l.minutes, l.measure, l.review])).toEqual([
      ['CONSULTATION', 30, 'CALL_ATTENDANCE', 'APPROVED'],
      ['WRITTEN_ANSWER', 30, 'WRITTEN_FIXED', 'APPROVED'],
      ['DRAFTING', 60, 'STATED', 'APPROVED'],
      ['CONSULTATION', 25, 'CALL_ATTENDANCE', 'APPROVED'],
      ['WRITTEN_ANSWER', 30, 'WRITTEN_FIXED', 'REJECTED'],
      ['CONSULTATION', 42, 'CALL_ATTENDANCE', 'PENDING'],
      ['WRITTEN_ANSWER', 30, 'WRITTEN_FIXED', 'PENDING'],
      ['CONSULTATION', 18, 'CALL_ATTENDANCE', 'PENDING'],
    ]);
    expect(lines.find((l) => l.review === 'REJECTED')?.reviewNote).toBeTruthy();
    expect(lines.some((l) => l.review === 'PENDING' && l.sampled)).toBe(true);
    for (const l of lines) {
      expect(l.serviceDate >= period.start && l.serviceDate <= period.end).toBe(true);
      expect(l.beneficiaryInitials).toMatch(/^([A-Z]\.){2}$/);
      expect(AREA_VALUES).toContain(l.area);
    }
    const reports = await handle.db.select().from(t.legalAidReports).where(eq(t.legalAidReports.lawyerId, demo.id));
    expect(reports.map((r) => [r.verificationCode, r.periodStart, r.periodEnd, r.lines, r.totalMinutes, r.deskChecked])).toEqual([
      ['LA-DEMQ-ULAS-2K26', period.start, period.end, 4, 145, true],
    ]);
    // The report states the approved lines only, each with how it was measured.
    expect(reports[0].statement.map((l) => l.measure)).toEqual(['CALL_ATTENDANCE', 'WRITTEN_FIXED', 'STATED', 'CALL_ATTENDANCE']);
    // The code docs/product.md links to is one the verify page reads as a report's.
    expect(verificationCodeCandidates('la demq ulas 2k26')).toEqual(['LA-DEMQ-ULAS-2K26']);
    expect(verificationKindOf('LA-DEMQ-ULAS-2K26')).toBe('legalAid');
  });

  it('has the demo lawyer offer legal aid and kliyente a qualified free consultation with them, ahead, at ₱0 (issue 61)', async () => {
    const [demo] = await handle.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'lawyer@example.com'));
    const [kliyente] = await handle.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'kliyente@example.com'));
    const [offer] = await handle.db.select().from(t.legalAidOffers).where(eq(t.legalAidOffers.lawyerId, demo.id));
    expect(offer).toMatchObject({ enabled: true, writtenPerMonth: 3 });
    const slots = await handle.db.select().from(t.legalAidSlots).where(eq(t.legalAidSlots.lawyerId, demo.id));
    expect(slots).toHaveLength(2);
    const hours = await handle.db.select().from(t.lawyerAvailability).where(eq(t.lawyerAvailability.lawyerId, demo.id));
    for (const s of slots)
      expect(
        hours.some((h) => h.available && h.weekday === s.weekday && h.startMinute <= s.startMinute && s.startMinute + 30 <= h.endMinute),
      ).toBe(true);
    expect(await handle.db.select().from(t.legalAidDeclarations).where(eq(t.legalAidDeclarations.userId, kliyente.id))).toHaveLength(1);
    const [request] = await handle.db.select().from(t.legalAidRequests).where(eq(t.legalAidRequests.clientId, kliyente.id));
    expect(request).toMatchObject({ lawyerId: demo.id, status: 'QUALIFIED', kind: 'CONSULTATION', assessedBy: demo.id });
    const [meeting] = await handle.db.select().from(t.meetings).where(eq(t.meetings.id, request.meetingId!));
    expect(meeting).toMatchObject({ status: 'CONFIRMED', priceCentavos: 0, customerId: kliyente.id, lawyerId: demo.id });
    expect(meeting.startAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('has the demo client an upcoming consultation paid by someone else through a used payment link (issue 63)', async () => {
    const [client] = await handle.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'customer@example.com'));
    const [row] = await handle.db
      .select({ meeting: t.meetings, payment: t.payments, link: t.paymentLinks })
      .from(t.paymentLinks)
      .innerJoin(t.payments, eq(t.payments.id, t.paymentLinks.paymentId))
      .innerJoin(t.meetings, eq(t.meetings.id, t.payments.meetingId))
      .where(eq(t.paymentLinks.customerId, client.id));
    expect(row.meeting).toMatchObject({ status: 'CONFIRMED', customerId: client.id });
    expect(row.meeting.startAt.getTime()).toBeGreaterThan(Date.now());
    expect(row.payment).toMatchObject({ status: 'PAID', customerId: client.id, amountCentavos: row.meeting.priceCentavos });
    expect(row.link).toMatchObject({ payerName: 'Rosa Dela Cruz', revokedAt: null, tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(row.link.payerStartedAt).not.toBeNull();
  });

  it('has one legal-aid written answer waiting: customer@example.com’s free question in the demo lawyer’s queue (issue 61)', async () => {
    const [demo] = await handle.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'lawyer@example.com'));
    const [customer] = await handle.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'customer@example.com'));
    expect(await handle.db.select().from(t.legalAidDeclarations).where(eq(t.legalAidDeclarations.userId, customer.id))).toHaveLength(1);
    const [request] = await handle.db.select().from(t.legalAidRequests).where(eq(t.legalAidRequests.clientId, customer.id));
    expect(request).toMatchObject({ kind: 'WRITTEN', status: 'AWAITING_ASSESSMENT', lawyerId: null, questionId: null });
    expect(request.facts).toBeTruthy();
    // The demo lawyer's queue (the server's own read, on this database) lists it.
    setDbHandleForTests(handle);
    try {
      const queue = await getLegalAidQueue(demo.id);
      expect(queue.questions.map((q) => q._id)).toContain(request.id);
      expect(queue.written_left).toBeGreaterThan(0);
    } finally {
      setDbHandleForTests(undefined);
    }
  });

  it('opens the legal-aid desk as a launch would: lawyers with free times in Metro Manila, Cebu and Davao, none in Baguio (issue 72)', async () => {
    setDbHandleForTests(handle);
    try {
      const { lawyers } = await listLegalAidLawyers({});
      const bookable = lawyers.filter((l) => l.free_consultations && l.next_free_at !== null);
      const regions = new Set(bookable.map((l) => l.region));
      for (const region of ['Metro Manila (NCR)', 'Central Visayas (VII)', 'Davao Region (XI)']) expect(regions).toContain(region);
      expect(bookable.filter((l) => l.region === 'Metro Manila (NCR)').length).toBeGreaterThanOrEqual(2);
      for (const city of ['Cebu City', 'Davao City']) expect(bookable.some((l) => l.city === city)).toBe(true);
      // The areas legal aid is most asked for have someone; Baguio's region has nobody yet (the empty state's demo).
      for (const area of ['labor', 'land-issues', 'civil']) expect(bookable.some((l) => l.areas.includes(area))).toBe(true);
      expect(lawyers.some((l) => l.region === 'Cordillera Administrative Region (CAR)')).toBe(false);
    } finally {
      setDbHandleForTests(undefined);
    }
  });

  it('makes the demo notary a Makati notary taking appointments for an affidavit of loss, paid online or at the office (issue 43)', async () => {
    const [demo] = await handle.db
      .select({
        id: t.notaryProfiles.id,
        city: t.notaryProfiles.citySlug,
        takes: t.notaryProfiles.takesBookings,
        office: t.notaryProfiles.payAtOffice,
        court: t.notaryProfiles.commissioningCourt,
        territory: t.notaryProfiles.territory,
        fees: t.notaryProfiles.feesNote,
      })
      .from(t.notaryProfiles)
      .innerJoin(t.users, eq(t.users.id, t.notaryProfiles.userId))
      .where(and(eq(t.users.email, 'notary@example.com'), isPublicNotary()));
    expect(demo).toMatchObject({ city: 'makati', takes: true, office: true });
    // Commissioned where her office is, and her listed fees not contradicted by "ask for a quote" (issue 57 item 3).
    expect(demo.court).toBe('Office of the Executive Judge, Regional Trial Court of Makati');
    expect(demo.territory).toBe('City of Makati');
    expect(demo.fees).not.toMatch(/quote/);
    const offers = await handle.db.select().from(t.notaryServiceOffers).where(eq(t.notaryServiceOffers.notaryId, demo.id));
    expect(offers.find((o) => o.service === 'affidavit-of-loss')).toMatchObject({ feeCentavos: 35_000, durationMinutes: 15 });
    expect(offers.every((o) => o.checklist.includes('government-id'))).toBe(true);
  });

  it('has a public notary in every city of Metro Manila', async () => {
    const rows = await handle.db.selectDistinct({ city: t.notaryProfiles.citySlug }).from(t.notaryProfiles).where(isPublicNotary());
    const cities = new Set(rows.map((r) => r.city));
    const without = REGION_CITIES['Metro Manila (NCR)'].filter((city) => !cities.has(slugify(city)));
    expect(without).toEqual([]);
    expect(REGION_CITIES['Metro Manila (NCR)']).toHaveLength(16);
  });

  it('has a public notary in every city of the notary directory (Cebu City and Mandaue too)', async () => {
    const rows = await handle.db.selectDistinct({ city: t.notaryProfiles.citySlug }).from(t.notaryProfiles).where(isPublicNotary());
    const cities = new Set(rows.map((r) => r.city));
    expect(
      listReferenceCities()
        .filter((city) => !cities.has(city.slug))
        .map((city) => city.name),
    ).toEqual([]);
    expect(cities.has('cebu-city') && cities.has('mandaue')).toBe(true);
  });

  it('has each client review a lawyer’s consultations once at most, in words that fit the lawyer’s areas and the stars given', async () => {
    const rows = await queryRows<{ lawyer: string; customer: string; rating: number; comment: string; areas: AreaValue[] }>(
      handle.db,
      sql`SELECT r.lawyer_id AS lawyer, r.customer_id AS customer, r.rating, r.comment, p.areas
          FROM reviews r JOIN lawyer_profiles p ON p.user_id = r.lawyer_id WHERE r.meeting_id IS NOT NULL`,
    );
    expect(rows.length).toBeGreaterThan(500);
    const pairs = rows.map((r) => `${r.lawyer}|${r.customer}`);
    expect(pairs.filter((pair, i) => pairs.indexOf(pair) !== i)).toEqual([]);
    const texts = rows.map((r) => `${r.lawyer}|${r.comment}`);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
    const misfits = rows.filter((r) => {
      if (r.rating <= 3) return !LUKEWARM_REVIEW_TEXTS.includes(r.comment);
      const topic = (Object.keys(AREA_REVIEWS) as AreaValue[]).find((area) => AREA_REVIEWS[area].includes(r.comment));
      return topic ? !r.areas.includes(topic) : !REVIEW_TEXTS.includes(r.comment);
    });
    expect(misfits).toEqual([]);
    // Reviews do name the practice: a good share are about a problem of the lawyer's own areas.
    const topical = rows.filter((r) => Object.values(AREA_REVIEWS).some((list) => list.includes(r.comment)));
    expect(topical.length).toBeGreaterThan(rows.length / 4);
  });

  it('offers consultations on the half hour: some offices open at 08:30, and the demo lawyer’s week has :30 starts', async () => {
    const [{ n }] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(DISTINCT lawyer_id)::int AS n FROM lawyer_availability WHERE available AND start_minute % 60 = 30`,
    );
    expect(n).toBeGreaterThan(20);
    // The demo lawyer's week, as search and booking offer it.
    const weekly = await queryRows<{ weekday: number; available: boolean; startMinute: number; endMinute: number }>(
      handle.db,
      sql`SELECT a.weekday, a.available, a.start_minute AS "startMinute", a.end_minute AS "endMinute"
          FROM lawyer_availability a JOIN users u ON u.id = a.lawyer_id WHERE u.email = 'lawyer@example.com'`,
    );
    const calendar = buildCalendar({
      weekly,
      lawyerTimeZone: 'Asia/Manila',
      noticeMinutes: 0,
      busy: [],
      now: new Date(),
      viewerTimeZone: 'Asia/Manila',
      durationMinutes: 30,
    });
    const starts = Object.values(calendar).flat();
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.some((s) => s.start_time.slice(14, 16) === '30')).toBe(true);
    expect(starts.every((s) => ['00', '30'].includes(s.start_time.slice(14, 16)))).toBe(true);
  });

  it('shows seeded lawyers by their monogram: no cartoon pictures, only the demo accounts have one (a file that exists)', async () => {
    const rows = await queryRows<{ email: string; profile: string | null; account: string | null }>(
      handle.db,
      sql`SELECT u.email, p.picture_url AS profile, u.picture_url AS account FROM lawyer_profiles p JOIN users u ON u.id = p.user_id`,
    );
    const pictured = rows.filter((r) => r.profile || r.account);
    expect(pictured.map((r) => r.email).sort()).toEqual(['lawyer@example.com', 'notary@example.com']);
    for (const r of pictured) {
      expect(r.profile).toBe(r.account);
      expect(r.profile).not.toMatch(/avatars/);
      expect(fs.existsSync(path.join('public', r.profile!))).toBe(true);
    }
    const notaryPictures = await handle.db.select({ url: t.notaryProfiles.pictureUrl }).from(t.notaryProfiles);
    expect(notaryPictures.filter((n) => n.url && !n.url.startsWith('/images/demo/'))).toEqual([]);
  });

  it('keeps each profile coherent with its areas: specializations, jobs, courses and awards of those areas', async () => {
    const profiles = await handle.db
      .select({
        id: t.lawyerProfiles.userId,
        areas: t.lawyerProfiles.areas,
        specializations: t.lawyerProfiles.specializations,
        firm: t.lawyerProfiles.lawFirm,
        barYear: t.lawyerProfiles.barYear,
      })
      .from(t.lawyerProfiles);
    const work = await handle.db.select().from(t.lawyerWorkExperience);
    const education = await handle.db.select().from(t.lawyerEducation);
    const awards = await handle.db.select().from(t.lawyerAwards);
    const by = <T extends { lawyerId: string }>(rows: T[]) => Map.groupBy(rows, (r) => r.lawyerId);
    const [jobsOf, schoolsOf, awardsOf] = [by(work), by(education), by(awards)];
    const problems: string[] = [];
    for (const p of profiles) {
      const areas = p.areas as AreaValue[];
      const of = <K extends 'specializations' | 'duties' | 'courses'>(key: K) => new Set(areas.flatMap((a) => AREA_CONTENT[a][key]));
      const posts = new Set(areas.flatMap((a) => AREA_CONTENT[a].posts.map(([title, org, what]) => `${title}|${org}|${what}`)));
      const specializations = of('specializations');
      for (const s of p.specializations)
        if (!specializations.has(s)) problems.push(`${p.id}: specialization ${s} outside ${areas.join(', ')}`);
      if (p.specializations.length === 0) problems.push(`${p.id}: no specialization`);
      const jobs = jobsOf.get(p.id) ?? [];
      if (new Set(jobs.map((j) => j.description)).size !== jobs.length) problems.push(`${p.id}: two jobs with the same description`);
      for (const j of jobs) {
        const inPractice = j.organization === p.firm && of('duties').has(j.description ?? '');
        if (!inPractice && !posts.has(`${j.title}|${j.organization}|${j.description}`))
          problems.push(`${p.id}: job ${j.title} at ${j.organization} outside ${areas.join(', ')}`);
      }
      const college = (schoolsOf.get(p.id) ?? []).find((e) => !/Juris Doctor|Bachelor of Laws/.test(e.degree));
      if (college && !AREA_CONTENT[areas[0]].courses.includes(college.degree))
        problems.push(`${p.id}: course ${college.degree} for ${areas[0]}`);
      const allowed = new Set([...areas.flatMap((a) => AREA_CONTENT[a].awards), ...GENERAL_AWARDS].map(([title]) => title));
      for (const a of awardsOf.get(p.id) ?? []) {
        if (!allowed.has(a.title)) problems.push(`${p.id}: award ${a.title} outside ${areas.join(', ')}`);
        if (a.title.startsWith('Bar Examinations') && a.year !== p.barYear)
          problems.push(`${p.id}: bar award in ${a.year}, bar in ${p.barYear}`);
      }
    }
    expect(problems).toEqual([]);
    // Jobs of one area differ between lawyers too: the area's sentences, not one sentence for all.
    expect(new Set(work.map((w) => w.description)).size).toBeGreaterThan(50);
  });

  it('is deterministic: the same seed gives the same data and ids', async () => {
    const again = await createTestDb();
    try {
      await seedDatabase(again.db);
      // Everything but the time of insertion.
      const dump = (h: DbHandle) =>
        queryRows(
          h.db,
          sql`SELECT (SELECT json_agg(p ORDER BY p.user_id) FROM (SELECT user_id, display_name, region, city, areas, legal_problems, specializations, languages, picture_url, law_firm, about, is_public, is_complete, ibp_verified, rating_avg, review_count FROM lawyer_profiles) p) AS profiles,
                     (SELECT json_agg(to_jsonb(w) - 'created_at' - 'updated_at' ORDER BY w.id) FROM lawyer_work_experience w) AS work,
                     (SELECT json_agg(to_jsonb(e) - 'created_at' - 'updated_at' ORDER BY e.id) FROM lawyer_education e) AS education,
                     (SELECT json_agg(to_jsonb(a) - 'created_at' - 'updated_at' ORDER BY a.id) FROM lawyer_awards a) AS awards,
                     (SELECT json_agg(n ORDER BY n.id) FROM (SELECT id, user_id, city_slug, commission_number FROM notary_profiles) n) AS notaries,
                     (SELECT json_agg(r ORDER BY r.id) FROM (SELECT id, meeting_id, question_id, rating FROM reviews) r) AS reviews,
                     (SELECT json_agg(to_jsonb(l) ORDER BY l.id) FROM legal_aid_services l) AS legal_aid_services,
                     (SELECT json_agg(s ORDER BY s.lawyer_id, s.weekday, s.start_minute) FROM (SELECT lawyer_id, weekday, start_minute FROM legal_aid_slots) s) AS legal_aid_slots,
                     (SELECT json_agg(to_jsonb(r) ORDER BY r.id) FROM legal_aid_reports r) AS legal_aid_reports,
                     (SELECT json_agg(to_jsonb(r) - 'created_at' - 'updated_at' - 'queued_at' - 'assessed_at' ORDER BY r.id) FROM legal_aid_requests r) AS legal_aid_requests,
                     (SELECT json_agg(o ORDER BY o.id) FROM (SELECT id, service_type, status, price_centavos, other_party_name, intake FROM service_orders) o) AS service_orders`,
        );
      expect(await dump(again)).toEqual(await dump(handle));
    } finally {
      await again.close();
    }
  }, 180_000);
});
