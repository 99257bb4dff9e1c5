import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';
import { LEGAL_PROBLEMS } from '@/lib/reference/legal-problems';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Fixed ids outside the seeded sequence: adding the legal-aid demo moved no other demo row. */
const IDS = {
  declaration: '61a1d000-0000-4000-8000-0000000000d1',
  meeting: '61a1d000-0000-4000-8000-0000000000e1',
  request: '61a1d000-0000-4000-8000-0000000000f1',
  customerDeclaration: '61a1d000-0000-4000-8000-0000000000d2',
  writtenRequest: '61a1d000-0000-4000-8000-0000000000f2',
} as const;

/**
 * Issue 61's demo of the free written answers: customer@example.com declared and sent a free written question in
 * the demo lawyer's first area; nobody claimed it yet, so lawyer@example.com sees it in their legal-aid queue.
 * Sent five hours before the seed (the desk's clock offers it again at 48 h).
 */
export async function seedLegalAidQuestion(
  db: Db,
  { customerId, areas, now = new Date() }: { customerId: string; areas: readonly string[]; now?: Date },
) {
  const problem = LEGAL_PROBLEMS.find((p) => p.value[0] === areas[0]) ?? LEGAL_PROBLEMS[0];
  await db.insert(t.legalAidDeclarations).values({
    id: IDS.customerDeclaration,
    userId: customerId,
    householdSize: 3,
    monthlyIncomePesos: 9_500,
    incomeSource: 'Part-time cashier at a grocery',
    property: 'None',
    reason: 'My pay covers rent and food for my two children; I cannot pay a lawyer.',
    agreedAt: new Date(now.getTime() - DAY),
  });
  const sent = new Date(now.getTime() - 5 * 3_600_000);
  await db.insert(t.legalAidRequests).values({
    id: IDS.writtenRequest,
    clientId: customerId,
    lawyerId: null,
    kind: 'WRITTEN',
    status: 'AWAITING_ASSESSMENT',
    problem: problem._id,
    facts: 'The other side sent me a demand letter and says I must answer in 15 days. I do not understand what it asks of me.',
    wants: 'What should I do first, and do I have to answer within the 15 days?',
    otherParties: ['Ramon Villanueva'],
    language: 'en',
    queuedAt: sent,
    createdAt: sent,
  });
}

/**
 * A lawyer's legal-aid offer: two free 30-minute times a week, an hour after their office opens on their first two
 * working days, and `writtenPerMonth` free written answers. The free times, as stored.
 */
async function offerLegalAid(db: Db, lawyerId: string, writtenPerMonth: number) {
  const hours = await db
    .select()
    .from(t.lawyerAvailability)
    .where(and(eq(t.lawyerAvailability.lawyerId, lawyerId), eq(t.lawyerAvailability.available, true)))
    .orderBy(asc(t.lawyerAvailability.weekday), asc(t.lawyerAvailability.startMinute));
  const slots = hours.slice(0, 2).map((h) => ({ lawyerId, weekday: h.weekday, startMinute: Math.ceil(h.startMinute / 30) * 30 + 60 }));
  await db.insert(t.legalAidOffers).values({ lawyerId, enabled: true, writtenPerMonth });
  if (slots.length) await db.insert(t.legalAidSlots).values(slots);
  return slots;
}

/**
 * Issue 72: the desk as a launch would open it — legal-aid lawyers where most people who cannot pay live, not one
 * lawyer for the whole country. In each of these cities the first listed lawyers (by seed order) of the areas
 * legal aid is most asked for, labour and land (a lockout, a landlord) first, offer it too; other regions have
 * none yet, and the desk shows their PAO and IBP offices instead (Baguio, for one).
 */
const LEGAL_AID_DESK_CITIES: readonly { city: string; areas: readonly string[] }[] = [
  { city: 'Quezon City', areas: ['labor', 'civil'] },
  { city: 'Manila', areas: ['land-issues', 'criminal'] },
  { city: 'Cebu City', areas: ['labor', 'land-issues'] },
  { city: 'Davao City', areas: ['civil', 'labor'] },
];

type DeskCandidate = { id: string; city: string | null; areas: readonly string[]; listed: boolean };

export async function seedLegalAidDesk(db: Db, lawyers: readonly DeskCandidate[], taken: ReadonlySet<string>) {
  const chosen = new Set<string>();
  for (const { city, areas } of LEGAL_AID_DESK_CITIES) {
    for (const area of areas) {
      const lawyer = lawyers.find((l) => l.listed && l.city === city && l.areas.includes(area) && !taken.has(l.id) && !chosen.has(l.id));
      if (lawyer) chosen.add(lawyer.id);
    }
  }
  for (const id of chosen) await offerLegalAid(db, id, 2);
  return [...chosen];
}

/** An instant from a Manila civil date (UTC ms of its midnight) and minutes after midnight. */
const manila = (dayUtcMs: number, minute: number) => new Date(dayUtcMs - 8 * 3_600_000 + minute * MINUTE);

/**
 * Issue 61's demo: the demo lawyer offers legal aid — two free 30-minute times a week, an hour after their
 * office opens on their first two working days, and 3 free written answers a month — and kliyente@example.com
 * has a declaration and a free consultation with them (₱0, CONFIRMED, assessed: QUALIFIED) at the first of those
 * times at least three days ahead that nothing else holds. Times relative to the seed, as the other demos'.
 */
export async function seedLegalAid(
  db: Db,
  { lawyerId, filipinoId, now = new Date() }: { lawyerId: string; filipinoId: string; now?: Date },
) {
  const slots = await offerLegalAid(db, lawyerId, 3);
  await db.insert(t.legalAidDeclarations).values({
    id: IDS.declaration,
    userId: filipinoId,
    householdSize: 5,
    monthlyIncomePesos: 12_000,
    incomeSource: 'Paglalabada at pagtitinda sa palengke',
    property: 'Walang lupa; isang lumang motorsiklo',
    reason: 'Sapat lang ang kita para sa pagkain at upa; hindi kaya ang bayad sa abogado.',
    agreedAt: new Date(now.getTime() - 2 * DAY),
  });
  if (!slots.length) return;
  // The first of the free times at least three days ahead that no seeded meeting overlaps.
  const local = new Date(now.getTime() + 8 * 3_600_000);
  const manilaToday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  for (let d = 3; d < 30; d++) {
    const day = manilaToday + d * DAY;
    const slot = slots.find((s) => new Date(day).getUTCDay() === s.weekday);
    if (!slot) continue;
    const start = manila(day, slot.startMinute);
    const end = new Date(start.getTime() + 30 * MINUTE);
    const [{ taken }] = await queryRows<{ taken: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM time_holds WHERE lawyer_id = ${lawyerId}::uuid
            AND tstzrange(start_at, end_at, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')) AS taken`,
    );
    if (taken) continue;
    await db.insert(t.meetings).values({
      id: IDS.meeting,
      lawyerId,
      customerId: filipinoId,
      startAt: start,
      endAt: end,
      durationMinutes: 30,
      status: 'CONFIRMED',
      subject: 'Hindi ibinigay na sahod',
      description: 'Tatlong buwan nang hindi ibinibigay ang buong sahod ko sa kainan.',
      callType: 'VIDEO',
      priceCentavos: 0,
      reminderAt: new Date(start.getTime() - REMINDER_LEAD_MINUTES * MINUTE),
      createdAt: new Date(now.getTime() - DAY),
    });
    await db.insert(t.legalAidRequests).values({
      id: IDS.request,
      clientId: filipinoId,
      lawyerId,
      kind: 'CONSULTATION',
      status: 'QUALIFIED',
      // Unpaid wages (lib/reference/legal-problems.ts), a labour matter.
      problem: 10,
      meetingId: IDS.meeting,
      assessedAt: new Date(now.getTime() - DAY / 2),
      assessedBy: lawyerId,
      createdAt: new Date(now.getTime() - DAY),
    });
    return;
  }
}
