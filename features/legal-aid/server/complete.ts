import 'server-only';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { civilDateOf, dateKey } from '@/lib/format/civil-date';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { beneficiaryInitials, OPEN_LEGAL_AID_STATUSES } from '@/features/legal-aid/rules/legal-aid';
import { recordLegalAidService } from './hours/record-service';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { areaOf } from './requests';
import { tryMoveLegalAidRequest } from './transition';

// Issue 61: what a legal-aid consultation's meeting becoming final means for its request, run after the meeting's
// settlement or cancellation committed (the outbox handlers of those meeting events): a settled (COMPLETED)
// meeting completes the request and — when both parties were in the call — writes one ledger line whose
// minutes are the time both were present, from the call's attendance; a cancelled one ends the request.

const SYSTEM = { role: 'SYSTEM', id: null } as const;

/** The minutes a consultation counts (moved to the ledger's measure, issue 73; named here for its tests). */
export { consultationMinutes } from './hours/measure';

/** The day in Manila (YYYY-MM-DD) of an instant. */
const manilaDate = (at: Date): string => dateKey(civilDateOf(at.getTime(), DEFAULT_TIME_ZONE));

/** Brings the open legal-aid request of a meeting in line with the meeting once it is final; nothing for other meetings. */
export async function followLegalAidMeeting(meetingId: string): Promise<void> {
  const db = await getDb();
  await transactionWithEvents(db, async (tx) => {
    const [row] = await tx
      .select({ r: t.legalAidRequests, m: t.meetings, first: t.users.firstName, last: t.users.lastName })
      .from(t.legalAidRequests)
      .innerJoin(t.meetings, eq(t.meetings.id, t.legalAidRequests.meetingId))
      .innerJoin(t.users, eq(t.users.id, t.legalAidRequests.clientId))
      .where(and(eq(t.legalAidRequests.meetingId, meetingId), inArray(t.legalAidRequests.status, [...OPEN_LEGAL_AID_STATUSES])))
      .for('update', { of: t.legalAidRequests });
    if (!row) return;
    const { r, m } = row;
    if (m.status === 'CANCELLED' || m.status === 'EXPIRED' || m.status === 'PAYMENT_FAILED') {
      await tryMoveLegalAidRequest(tx, r, 'meeting-ended', SYSTEM);
      return;
    }
    if (m.status !== 'COMPLETED') return;
    const done = await tryMoveLegalAidRequest(tx, r, 'complete', SYSTEM);
    if (!done || !r.lawyerId) return;
    // The line's minutes are measured from the call's attendance (none when they never shared the call).
    await recordLegalAidService(tx, {
      lawyerId: r.lawyerId,
      requestId: r.id,
      serviceDate: manilaDate(m.startAt),
      kind: 'CONSULTATION',
      call: { meetingId, clientId: r.clientId, bookedMinutes: m.durationMinutes },
      beneficiaryInitials: beneficiaryInitials(row.first, row.last),
      area: areaOf(r.problem),
    });
  });
}
