import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '@/lib/server/platform/security/password';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { buildLawyer, type SeedLawyer } from './build-lawyer';
import { AREA_REVIEWS } from './area-content';
import { FIRST_NAMES_F, FIRST_NAMES_M, LUKEWARM_REVIEW_TEXTS, REVIEW_TEXTS, SURNAMES } from './names';
import { SeededRandom } from './random';
import { slugify } from '@/lib/format/slug';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { demoCommissionPdf } from './demo-documents';
import { seedHeldConsultationWithoutMatter, seedSharedWhereToStartMeeting } from './demo-meetings';
import { seedDemoMatter } from './demo-matter';
import { seedMoneyClaims } from './demo-money-claims';
import { seedPaidBySomeoneElse } from './demo-paid-by-someone';
import { seedSignedLetter } from './demo-letter';
import { seedServiceOrders } from './demo-service-orders';
import { seedWrittenQuestions } from './demo-questions';
import { seedLegalAidHours } from './demo-legal-aid-hours';
import { seedLegalAid, seedLegalAidDesk, seedLegalAidQuestion } from './demo-legal-aid';
import { abroadHours, seedAbroadClient, takesCallsFromAbroad } from './demo-abroad';
import { NOTARY_SERVICE_DEFAULTS } from '@/lib/reference/notary-checklist';
import { listReferenceCities } from '@/lib/reference/notary-cities';
import type { NotaryServiceSlug } from '@/lib/reference/notary-services';
import { isListed } from '@/lib/rules/listing';

const DEMO_ACCOUNTS = {
  customer: { email: 'customer@example.com', password: 'Customer123!' },
  lawyer: { email: 'lawyer@example.com', password: 'Lawyer123!' },
  admin: { email: 'admin@example.com', password: 'Admin123!' },
  notary: { email: 'notary@example.com', password: 'Notary123!' },
  // A client whose account reads Filipino (issue 40): the site, e-mails and texts in Filipino.
  filipino: { email: 'kliyente@example.com', password: 'Kliyente123!' },
} as const;

/** The demo notary holds office in Makati (the booking journey's notary, issue 43). */
const DEMO_NOTARY_OFFICE = {
  officeAddress: '4/F Legaspi Towers, 300 Paseo de Roxas, Legaspi Village',
  city: 'Makati',
  citySlug: 'makati',
  region: 'Metro Manila (NCR)',
};
/** Demo fees in pesos; a service not named costs ₱300. */
const DEMO_NOTARY_FEES: Partial<Record<NotaryServiceSlug, number>> = {
  jurat: 200,
  'affidavit-of-loss': 350,
  'special-power-of-attorney': 500,
  'deed-of-sale': 1500,
};
const notaryServices = (l: { email: string }, i: number): NotaryServiceSlug[] => [
  'acknowledgment',
  'jurat',
  'special-power-of-attorney',
  'deed-of-sale',
  'copy-certification',
  i % 2 || l.email === DEMO_ACCOUNTS.notary.email ? 'affidavit-of-loss' : 'travel-consent',
];
const takesBookings = (l: { email: string }, i: number) => l.email === DEMO_ACCOUNTS.notary.email || i % 3 === 0;

const DEMO_PICTURES = { lawyer: '/images/demo/lawyer.webp', notary: '/images/demo/notary.webp' } as const;

/** kliyente@example.com's fixed id, outside the seeded sequence. */
const FILIPINO_CUSTOMER_ID = '6f1c2d3e-4a5b-4c6d-8e7f-000000000f11';

export type SeedOptions = {
  lawyers?: number;
  seed?: number;
  reviewsUpToLawyer?: number;
  log?: (line: string) => void;
  /**
   * The release whose demo data to load, by its last migration (the engagement core's migration test loads the data of
   * the release before 0071): the capabilities whose tables came later are left out. Absent: everything.
   */
  release?: number;
};

// PostgreSQL caps a statement at 65,535 parameters; ~30,000 per insert keeps wide tables legal and
// narrow ones (2-5 columns) in few statements: far fewer round trips than a fixed 500 rows.
const PARAMS_PER_INSERT = 30_000;
async function insertChunked<T extends object>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, fixedChunk?: number): Promise<void> {
  if (rows.length === 0) return;
  const chunk = fixedChunk ?? Math.max(100, Math.floor(PARAMS_PER_INSERT / Object.keys(rows[0]).length));
  for (let i = 0; i < rows.length; i += chunk) await insert(rows.slice(i, i + chunk));
}

/** Turns the lawyer_search triggers (migrations 0003, 0005) off or on for the tables the seed fills. */
async function setSearchSync(db: Db, on: boolean): Promise<void> {
  const verb = sql.raw(on ? 'ENABLE' : 'DISABLE');
  for (const table of ['lawyer_profiles', 'lawyer_services', 'lawyer_availability']) {
    await db.execute(sql`ALTER TABLE ${sql.identifier(table)} ${verb} TRIGGER USER`);
  }
}

/** The bench-seed rating of a lawyer without review rows: derived from the id, so it is deterministic. */
function syntheticRating(id: string): { ratingAvg: number; reviewCount: number } {
  const hex = createHash('md5').update(id).digest('hex');
  return { ratingAvg: (300 + (parseInt(hex.slice(0, 6), 16) % 200)) / 100, reviewCount: parseInt(hex.slice(6, 8), 16) % 40 };
}

/** Why a seeded lawyer is kept out of search: every few are hidden, unverified or incomplete on purpose. */
function listingFlags(index: number) {
  return { ibpVerified: index % 25 !== 24, isPublic: index % 31 !== 30, isComplete: index % 37 !== 36 };
}

/**
 * Loads deterministic demo data: demo accounts, lawyers over every region/area/language/price band,
 * weekly availability, past consultations with reviews, and notaries public. Expects an empty database.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<{ lawyers: number; reviews: number; notaries: number }> {
  const lawyerCount = options.lawyers ?? 340;
  const reviewsUpTo = options.reviewsUpToLawyer ?? 2000;
  const log = options.log ?? (() => {});
  const rng = new SeededRandom(options.seed ?? 20261121);
  const [customerHash, lawyerHash, adminHash, notaryHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.customer.password),
    hashPassword(DEMO_ACCOUNTS.lawyer.password),
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.notary.password),
  ]);
  const verifiedAt = new Date('2026-01-05T00:00:00Z');

  // Demo customers: the sign-in account plus reviewers (reviewers have no password).
  const customers = [
    { id: rng.uuid(), email: DEMO_ACCOUNTS.customer.email, passwordHash: customerHash, firstName: 'Juan', lastName: 'dela Cruz' },
    ...Array.from({ length: 80 }, (_, i) => {
      const first = rng.pick(rng.chance(0.5) ? FIRST_NAMES_F : FIRST_NAMES_M);
      return { id: rng.uuid(), email: `client${i + 1}@example.com`, passwordHash: null, firstName: first, lastName: rng.pick(SURNAMES) };
    }),
  ];
  await insertChunked(customers, (chunk) =>
    db.insert(t.users).values(chunk.map((c) => ({ ...c, type: 'CUSTOMER' as const, emailVerified: true, emailVerifiedAt: verifiedAt }))),
  );
  // Its own fixed id, outside the seeded sequence: adding it moved no other demo row.
  await db.insert(t.users).values({
    id: FILIPINO_CUSTOMER_ID,
    email: DEMO_ACCOUNTS.filipino.email,
    passwordHash: await hashPassword(DEMO_ACCOUNTS.filipino.password),
    firstName: 'Maria',
    lastName: 'Santos',
    type: 'CUSTOMER',
    language: 'fil',
    emailVerified: true,
    emailVerifiedAt: verifiedAt,
  });
  const adminId = rng.uuid();
  await db.insert(t.users).values({
    id: adminId,
    email: DEMO_ACCOUNTS.admin.email,
    passwordHash: adminHash,
    type: 'CUSTOMER',
    roles: ['ADMIN'],
    firstName: 'Ada',
    lastName: 'Admin',
    emailVerified: true,
    emailVerifiedAt: verifiedAt,
  });

  // Lawyers: index 0 is the demo lawyer, index `lawyerCount` the demo notary (also a complete lawyer).
  const lawyers: (SeedLawyer & { id: string; email: string; passwordHash: string | null; flags: ReturnType<typeof listingFlags> })[] = [];
  const lawyerNames = new Set<string>();
  for (let i = 0; i <= lawyerCount; i++) {
    const built = buildLawyer(rng, i, lawyerNames);
    const demo = i === 0 ? 'lawyer' : i === lawyerCount ? 'notary' : null;
    // Issue 63: some take calls at hours a client abroad can make (lib/db/seed/demo-abroad.ts).
    if (takesCallsFromAbroad(i, lawyerCount)) built.availability = [...built.availability, ...abroadHours(built.availability)];
    lawyers.push({
      ...built,
      // The two lawyers one can sign in as have a picture on file, so their profiles are complete by
      // the product's own rule (a save keeps them listed); it is their monogram, rendered once.
      pictureUrl: demo ? DEMO_PICTURES[demo] : built.pictureUrl,
      id: rng.uuid(),
      email: demo ? DEMO_ACCOUNTS[demo].email : `atty.${slugify(built.lastName)}.${i}@example.com`,
      passwordHash: demo === 'lawyer' ? lawyerHash : demo === 'notary' ? notaryHash : null,
      flags: demo ? { ibpVerified: true, isPublic: true, isComplete: true } : listingFlags(i),
    });
  }
  // Every row is drawn first, in the same order as ever (so the same seed gives the same ids and
  // values), and inserted afterwards: ratings can then go in with the profile instead of an UPDATE
  // of every profile, which doubled the table on bench-sized seeds.
  // An "incomplete" lawyer is one with no education yet (spec §4 completeness).
  const education = lawyers
    .filter((l) => l.flags.isComplete)
    .flatMap((l) => l.education.map((e) => ({ id: rng.uuid(), lawyerId: l.id, ...e })));
  const work = lawyers.flatMap((l) => l.work.map((w) => ({ id: rng.uuid(), lawyerId: l.id, ...w })));
  const awards = lawyers.flatMap((l) => l.awards.map((a) => ({ id: rng.uuid(), lawyerId: l.id, ...a })));

  // Past consultations with reviews, on distinct days per lawyer so they never overlap. Each was held:
  // both parties joined the call and the settlement found it so (a review needs the client's
  // attendance, and the rating counts only consultations the lawyer held).
  const meetings: (typeof t.meetings.$inferInsert)[] = [];
  const attendance: (typeof t.callAttendance.$inferInsert)[] = [];
  const reviews: (typeof t.reviews.$inferInsert)[] = [];
  const firstDay = Date.UTC(2025, 5, 2, 2, 0); // 2025-06-02 10:00 Manila
  const dayNumbers = Array.from({ length: 480 }, (_, d) => d);
  lawyers.slice(0, reviewsUpTo).forEach((l) => {
    const count = rng.int(0, 7);
    const days = rng.sample(dayNumbers, count);
    // Each client reviews a lawyer once, and no two of a lawyer's reviews say the same thing.
    const reviewers = rng.sample(customers, count);
    const written = new Set<string>();
    days.forEach((day, n) => {
      const customer = reviewers[n];
      const start = new Date(firstDay + day * 86_400_000);
      const duration = rng.chance(0.6) ? 30 : 60;
      const id = rng.uuid();
      const end = new Date(start.getTime() + duration * 60_000);
      meetings.push({
        id,
        lawyerId: l.id,
        customerId: customer.id,
        startAt: start,
        endAt: end,
        durationMinutes: duration,
        status: 'COMPLETED',
        outcome: 'ATTENDED',
        settledAt: end,
        settlementNotifiedAt: end,
        subject: 'Consultation',
        callType: rng.chance(0.8) ? 'VIDEO' : 'PHONE',
        priceCentavos: duration === 30 ? l.price30 : l.price60,
        createdAt: new Date(start.getTime() - 3 * 86_400_000),
      });
      // No ids drawn from rng here: the same seed must keep giving the same ids to everything after.
      for (const userId of [l.id, customer.id])
        attendance.push({ meetingId: id, userId, joinedAt: start, connectedAt: start, lastSeenAt: end, leftAt: end });
      const rating = rng.chance(0.7) ? 5 : rng.chance(0.7) ? 4 : rng.int(2, 3);
      // A good review may name a problem of the lawyer's own areas; a lukewarm one says what fell short.
      const texts = rating >= 4 ? [...REVIEW_TEXTS, ...l.areas.flatMap((area) => AREA_REVIEWS[area])] : LUKEWARM_REVIEW_TEXTS;
      const fresh = texts.filter((text) => !written.has(text));
      const comment = rng.pick(fresh.length ? fresh : texts);
      written.add(comment);
      reviews.push({
        id: rng.uuid(),
        meetingId: id,
        customerId: customer.id,
        lawyerId: l.id,
        rating,
        comment,
        createdAt: new Date(start.getTime() + 86_400_000),
      });
    });
  });
  // Rating = the reviews' average rounded half-up to 2 decimals (as PostgreSQL's round(numeric) does).
  const sums = new Map<string, { sum: number; n: number }>();
  for (const r of reviews) {
    const acc = sums.get(r.lawyerId) ?? { sum: 0, n: 0 };
    acc.sum += r.rating;
    acc.n += 1;
    sums.set(r.lawyerId, acc);
  }
  const ratingOf = (id: string) => {
    const acc = sums.get(id);
    if (acc) return { ratingAvg: Math.floor((200 * acc.sum + acc.n) / (2 * acc.n)) / 100, reviewCount: acc.n };
    // Bench-sized seeds skip review rows past `reviewsUpTo`; those lawyers get a plausible rating directly.
    return lawyers.length > reviewsUpTo ? syntheticRating(id) : { ratingAvg: 0, reviewCount: 0 };
  };

  await insertChunked(lawyers, (chunk) =>
    db.insert(t.users).values(
      chunk.map((l) => ({
        id: l.id,
        email: l.email,
        passwordHash: l.passwordHash,
        type: 'LAWYER' as const,
        firstName: l.firstName,
        lastName: l.lastName,
        pictureUrl: l.pictureUrl,
        emailVerified: true,
        emailVerifiedAt: verifiedAt,
      })),
    ),
  );
  // lawyer_search is kept by statement triggers; during the bulk load one refresh at the end is
  // far cheaper than one per insert statement (each lawyer would be rebuilt three times).
  await setSearchSync(db, false);
  try {
    await insertChunked(lawyers, (chunk) =>
      db.insert(t.lawyerProfiles).values(
        chunk.map((l) => ({
          userId: l.id,
          displayName: l.displayName,
          pictureUrl: l.pictureUrl,
          phone: l.phone,
          lawFirm: l.lawFirm,
          officeAddress: l.officeAddress,
          city: l.city,
          region: l.region,
          barYear: l.barYear,
          rollNumber: l.rollNumber,
          ibpNumber: l.ibpNumber,
          ibpChapter: l.ibpChapter,
          verificationStatus: l.flags.ibpVerified ? ('VERIFIED' as const) : ('PENDING' as const),
          ibpVerified: l.flags.ibpVerified,
          ibpVerifiedAt: l.flags.ibpVerified ? verifiedAt : null,
          bankingInfo: l.bankingInfo,
          about: l.about,
          quote: l.quote,
          languages: l.languages,
          areas: l.areas,
          legalProblems: l.legalProblems,
          specializations: l.specializations,
          isPublic: l.flags.isPublic,
          isComplete: l.flags.isComplete,
          noticeTimeMinutes: l.noticeTimeMinutes,
          ...ratingOf(l.id),
        })),
      ),
    );
    await insertChunked(
      lawyers.flatMap((l) => [
        { lawyerId: l.id, durationMinutes: 30, priceCentavos: l.price30 },
        { lawyerId: l.id, durationMinutes: 60, priceCentavos: l.price60 },
      ]),
      (chunk) => db.insert(t.lawyerServices).values(chunk),
    );
    await insertChunked(
      lawyers.flatMap((l) => l.availability.map((a) => ({ lawyerId: l.id, ...a }))),
      (chunk) => db.insert(t.lawyerAvailability).values(chunk),
    );
    await insertChunked(education, (chunk) => db.insert(t.lawyerEducation).values(chunk));
    await insertChunked(work, (chunk) => db.insert(t.lawyerWorkExperience).values(chunk));
    await insertChunked(awards, (chunk) => db.insert(t.lawyerAwards).values(chunk));
  } finally {
    await setSearchSync(db, true);
  }
  await db.execute(sql`SELECT lawyer_search_refresh(ARRAY(SELECT user_id FROM lawyer_profiles))`);
  log(`seeded ${lawyers.length} lawyers`);
  await insertChunked(meetings, (chunk) => db.insert(t.meetings).values(chunk));
  await insertChunked(attendance, (chunk) => db.insert(t.callAttendance).values(chunk));
  await insertChunked(reviews, (chunk) => db.insert(t.reviews).values(chunk));
  log(`seeded ${reviews.length} reviews`);
  await seedSharedWhereToStartMeeting(db, { lawyer: lawyers[0], customerId: customers[0].id });
  // Issue 64: the matter opened from that consultation — two updates, a private note, a hearing next week.
  await seedDemoMatter(db, { lawyerId: lawyers[0].id, customerId: customers[0].id });
  // Issue 72: a second consultation they held, with no matter yet: "Open a matter" to try.
  await seedHeldConsultationWithoutMatter(db, { lawyer: lawyers[0], customerId: customers[0].id });
  // Issue 75: the demo client's money claims, one at each step and one recovered; the Filipino client's at the barangay.
  if ((options.release ?? Infinity) >= 72) await seedMoneyClaims(db, { customerId: customers[0].id, filipinoId: FILIPINO_CUSTOMER_ID });
  await seedSignedLetter(db, {
    lawyer: lawyers[0],
    customer: { id: customers[0].id, name: `${customers[0].firstName} ${customers[0].lastName}` },
  });
  await seedServiceOrders(db, {
    lawyer: lawyers[0],
    customer: { id: customers[0].id, name: `${customers[0].firstName} ${customers[0].lastName}` },
  });
  await seedWrittenQuestions(db, {
    lawyers,
    customerId: customers[0].id,
    filipinoId: FILIPINO_CUSTOMER_ID,
    otherCustomerId: customers[1].id,
  });
  await seedLegalAidHours(db, { lawyerId: lawyers[0].id, adminId });
  await seedLegalAid(db, { lawyerId: lawyers[0].id, filipinoId: FILIPINO_CUSTOMER_ID });
  await seedLegalAidQuestion(db, { customerId: customers[0].id, areas: lawyers[0].areas });
  // Issue 72: legal-aid lawyers in Metro Manila, Cebu and Davao beside the demo lawyer (lib/db/seed/demo-legal-aid.ts).
  await seedLegalAidDesk(
    db,
    lawyers.map((l) => ({
      id: l.id,
      city: l.city,
      areas: l.areas,
      listed: isListed({
        isPublic: l.flags.isPublic,
        complete: l.flags.isComplete,
        ibpVerified: l.flags.ibpVerified,
        hiddenByAdmin: false,
        disabled: false,
      }),
    })),
    new Set([lawyers[0].id, lawyers[1].id, lawyers[lawyerCount].id]),
  );
  const abroad = lawyers.find(
    (l, i) =>
      takesCallsFromAbroad(i, lawyerCount) &&
      isListed({
        isPublic: l.flags.isPublic,
        complete: l.flags.isComplete,
        ibpVerified: l.flags.ibpVerified,
        hiddenByAdmin: false,
        disabled: false,
      }),
  );
  if (abroad) await seedAbroadClient(db, { lawyer: abroad });
  // Issue 63 item 4: the demo client's upcoming consultation paid by their sister abroad, through a payment link.
  await seedPaidBySomeoneElse(db, { lawyer: lawyers[1], customerId: customers[0].id });

  // Notaries public: the first verified lawyer of every city of the notary directory (each
  // /notary-public/{city} page has someone to show), every 15th lawyer besides (the big cities have
  // several) and the demo notary, public in their own city, with a commission good until 31 December
  // of next year and a (demo) commission document on file.
  const directory = new Set(listReferenceCities().map((c) => c.slug));
  const firstInCity = new Map<string, number>();
  lawyers.forEach((l, i) => {
    const slug = slugify(l.city);
    if (directory.has(slug) && l.flags.ibpVerified && !firstInCity.has(slug)) firstInCity.set(slug, i);
  });
  const cityNotaries = new Set(firstInCity.values());
  const notaries = lawyers.filter((l, i) => (i % 15 === 7 || i === lawyerCount || cityNotaries.has(i)) && l.flags.ibpVerified);
  const commissionEnds = `${new Date().getFullYear() + 1}-12-31`;
  const notaryRows = notaries.map((l, i) => ({ lawyer: l, i, id: rng.uuid(), docId: rng.uuid() }));
  const storage = getStorage();
  for (const { lawyer, docId } of notaryRows) {
    // The same seed makes the same ids: a blob left by an earlier seed is this very file.
    await storage
      .put(`notary-commission/${docId}.pdf`, demoCommissionPdf(`Atty. ${lawyer.displayName}`, commissionEnds), 'application/pdf')
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
  }
  await insertChunked(notaryRows, (chunk) =>
    db.insert(t.storedFiles).values(
      chunk.map(({ lawyer, docId }) => ({
        id: docId,
        ownerId: lawyer.id,
        storageKey: `notary-commission/${docId}.pdf`,
        originalName: 'notarial-commission.pdf',
        contentType: 'application/pdf',
        sizeBytes: demoCommissionPdf(`Atty. ${lawyer.displayName}`, commissionEnds).byteLength,
        sha256: createHash('sha256')
          .update(demoCommissionPdf(`Atty. ${lawyer.displayName}`, commissionEnds))
          .digest('hex'),
        visibility: 'PRIVATE' as const,
        purpose: 'notary-commission',
      })),
    ),
  );
  await insertChunked(
    notaryRows,
    (chunk) =>
      db.insert(t.notaryProfiles).values(
        chunk.map(({ lawyer: l, i, id, docId }) => {
          // The commission names the court of the city the office is in (issue 57 item 3: the demo Makati
          // notary was "commissioned by the Regional Trial Court of Tagum", her lawyer profile's city).
          const office = l.email === DEMO_ACCOUNTS.notary.email ? DEMO_NOTARY_OFFICE : null;
          const city = office?.city ?? l.city;
          return {
            id,
            userId: l.id,
            displayName: `Atty. ${l.displayName}`,
            pictureUrl: l.pictureUrl,
            commissionDocFileId: docId,
            commissionNumber: `NP-${city?.slice(0, 3).toUpperCase()}-${commissionEnds.slice(0, 4)}-${String(100 + (i % 500)).padStart(4, '0')}`,
            commissionExpiresOn: commissionEnds,
            commissioningCourt: `Office of the Executive Judge, Regional Trial Court of ${city}`,
            // A Metro Manila city's court has the city alone; a provincial station, the towns around it too.
            territory: (office?.region ?? l.region) === 'Metro Manila (NCR)' ? `City of ${city}` : `${city} and its municipalities`,
            rollNumber: l.rollNumber,
            ibpNumber: l.ibpNumber,
            ptrNumber: `PTR ${String(5_000_000 + i * 137).slice(0, 7)}`,
            mcleNumber: `VIII-${String(10_000 + i * 71).slice(0, 5)}`,
            officeAddress: l.officeAddress,
            city: l.city,
            citySlug: slugify(l.city),
            region: l.region,
            phone: l.phone,
            email: l.email,
            officeDays: [1, 2, 3, 4, 5],
            opensAt: '09:00',
            closesAt: '17:00',
            services: notaryServices(l, i),
            // A notary with listed fees does not also tell people to ask for a quote (issue 57 item 3).
            feesNote: takesBookings(l, i)
              ? 'The fee of each service is listed below. Personal appearance and a valid ID are required.'
              : 'Fees depend on the document; ask the office for a quote. Personal appearance and a valid ID are required.',
            // Issue 43: the demo notary and every third notary take in-person appointments.
            takesBookings: takesBookings(l, i),
            payAtOffice: l.email === DEMO_ACCOUNTS.notary.email,
            isPublic: true,
            isComplete: true,
            ...(office ?? {}),
          };
        }),
      ),
    500,
  );
  const offers = notaryRows
    .filter(({ lawyer: l, i }) => takesBookings(l, i))
    .flatMap(({ lawyer: l, i, id }) =>
      notaryServices(l, i).map((service) => ({
        notaryId: id,
        service,
        feeCentavos: (DEMO_NOTARY_FEES[service] ?? 300) * 100,
        durationMinutes: NOTARY_SERVICE_DEFAULTS[service].durationMinutes,
        checklist: NOTARY_SERVICE_DEFAULTS[service].checklist,
      })),
    );
  await insertChunked(offers, (chunk) => db.insert(t.notaryServiceOffers).values(chunk), 500);
  log(`seeded ${notaries.length} notaries`);
  // Fresh statistics and visibility information: PGlite runs no autovacuum, search plans depend on
  // the statistics, and the first reads of a bulk load would otherwise all stop to set hint bits.
  await db.execute(sql`VACUUM ANALYZE`);
  return { lawyers: lawyers.length, reviews: reviews.length, notaries: notaries.length };
}
