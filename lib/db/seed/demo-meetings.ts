import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';

/**
 * The demo client's past consultation with the demo lawyer, booked from "Where do I start?" with the
 * answers shared (issue 41): both see them on the meeting page. A fixed id and time (14:00 Manila,
 * when no seeded consultation starts), not drawn from the seed's random numbers, so every id after
 * stays what it was.
 */
export async function seedSharedWhereToStartMeeting(db: Db, parties: Parties) {
  await insertHeldConsultation(db, parties, {
    id: '0d41a7e2-5c1b-4d0e-9a41-7e11a9e0f041',
    start: new Date('2026-03-16T06:00:00Z'),
    subject: 'Unpaid wages or underpayment',
    triageAnswers: 'p=10&ab=no&s=company&me=cebu-city&u=none&inc=unsure',
  });
}

/**
 * Issue 72, item 10: a second consultation the demo client held with the demo lawyer, and no matter on it, so
 * "Open a matter" can be tried on its page (the first one has its matter: demo-matter.ts). Fixed id and time
 * (14:00 Manila), as above.
 */
export async function seedHeldConsultationWithoutMatter(db: Db, parties: Parties) {
  await insertHeldConsultation(db, parties, {
    id: '0d41a7e2-5c1b-4d0e-9a41-7e11a9e0f042',
    start: new Date('2026-04-20T06:00:00Z'),
    subject: 'Boundary dispute over the family lot',
    description:
      'My neighbour built a concrete fence about two metres inside our lot in Talisay, Cebu. We have the title and a 2019 survey plan.',
  });
}

type Parties = { lawyer: { id: string; price30: number }; customerId: string };

/** A 30-minute video consultation both attended, settled as held. */
async function insertHeldConsultation(
  db: Db,
  { lawyer, customerId }: Parties,
  m: { id: string; start: Date; subject: string; description?: string; triageAnswers?: string },
) {
  const end = new Date(m.start.getTime() + 30 * 60_000);
  await db.insert(t.meetings).values({
    id: m.id,
    lawyerId: lawyer.id,
    customerId,
    startAt: m.start,
    endAt: end,
    durationMinutes: 30,
    status: 'COMPLETED',
    outcome: 'ATTENDED',
    settledAt: end,
    settlementNotifiedAt: end,
    subject: m.subject,
    description: m.description ?? null,
    callType: 'VIDEO',
    priceCentavos: lawyer.price30,
    triageAnswers: m.triageAnswers ?? null,
    createdAt: new Date(m.start.getTime() - 2 * 86_400_000),
  });
  await db.insert(t.callAttendance).values(
    [lawyer.id, customerId].map((userId) => ({
      meetingId: m.id,
      userId,
      joinedAt: m.start,
      connectedAt: m.start,
      lastSeenAt: end,
      leftAt: end,
    })),
  );
}
