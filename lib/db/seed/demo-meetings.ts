import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';

/**
 * The demo client's past consultation with the demo lawyer, booked from "Where do I start?" with the
 * answers shared (issue 41): both see them on the meeting page. A fixed id and time (14:00 Manila,
 * when no seeded consultation starts), not drawn from the seed's random numbers, so every id after
 * stays what it was.
 */
export async function seedSharedWhereToStartMeeting(
  db: Db,
  { lawyer, customerId }: { lawyer: { id: string; price30: number }; customerId: string },
) {
  const id = '0d41a7e2-5c1b-4d0e-9a41-7e11a9e0f041';
  const start = new Date('2026-03-16T06:00:00Z');
  const end = new Date(start.getTime() + 30 * 60_000);
  await db.insert(t.meetings).values({
    id,
    lawyerId: lawyer.id,
    customerId,
    startAt: start,
    endAt: end,
    durationMinutes: 30,
    status: 'COMPLETED',
    outcome: 'ATTENDED',
    settledAt: end,
    settlementNotifiedAt: end,
    subject: 'Unpaid wages or underpayment',
    callType: 'VIDEO',
    priceCentavos: lawyer.price30,
    triageAnswers: 'p=10&ab=no&s=company&me=cebu-city&u=none&inc=unsure',
    createdAt: new Date(start.getTime() - 2 * 86_400_000),
  });
  await db.insert(t.callAttendance).values(
    [lawyer.id, customerId].map((userId) => ({
      meetingId: id,
      userId,
      joinedAt: start,
      connectedAt: start,
      lastSeenAt: end,
      leftAt: end,
    })),
  );
}
