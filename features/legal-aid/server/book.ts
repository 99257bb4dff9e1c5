import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';
import { LEGAL_AID_OFFER_LIMITS } from '@/features/legal-aid/rules/legal-aid';
import type { LegalAidBookingInput } from '@/features/legal-aid/validation/legal-aid';
import { listedLawyerSql } from '@/lib/server/lawyers/listed-lawyer';
import { holdSlot } from '@/lib/server/meetings/create-meeting';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';
import { isFreeLegalAidTime } from './free-slots';
import { assertLegalAidRoom } from './room';
import { insertLegalAidRequest } from './transition';

// Issue 61: a free legal-aid consultation, booked through the consultations' one path (holdSlot: the calendar
// lock, stale holds expired, the two-meetings rule, the time_holds EXCLUDE) as a notary's pay-at-the-office
// appointment is: ₱0, CONFIRMED at once with its reminder armed, no payment, no checkout — hence no platform fee
// and no payout line. The request row (AWAITING_ASSESSMENT) is written in the same transaction.

/** Books one of the lawyer's free legal-aid times for the person: the request and its meeting. */
export async function bookLegalAidConsultation(options: {
  clientId: string;
  input: LegalAidBookingInput;
  now?: Date;
}): Promise<{ _id: string; meeting_id: string }> {
  const { clientId, input } = options;
  const now = options.now ?? new Date();
  const db = await getDb();
  const notBookable = () => new AppError('BAD_REQUEST', 'legalAid.lawyerNotOffering', { key: 'NOT_BOOKABLE' });
  if (!isUuid(input.lawyer_id) || input.lawyer_id === clientId) throw notBookable();
  const [lawyer] = await queryRows<{ id: string }>(
    db,
    sql`SELECT p.user_id AS id FROM lawyer_profiles p JOIN legal_aid_offers o ON o.lawyer_id = p.user_id AND o.enabled
         WHERE p.user_id = ${input.lawyer_id}::uuid AND ${listedLawyerSql('p')}`,
  );
  if (!lawyer) throw notBookable();
  // Said before the slot is looked at: the person learns first that they need a declaration or have no room.
  await assertLegalAidRoom(db, clientId, now, 'consultation');
  const start = new Date(input.start_time);
  const minutes = LEGAL_AID_OFFER_LIMITS.slotMinutes;
  const end = new Date(start.getTime() + minutes * 60_000);
  let requestId = '';
  const held = await holdSlot({
    customerId: clientId,
    lawyerId: lawyer.id,
    now,
    meeting: {
      kind: 'CONSULTATION',
      startAt: start,
      endAt: end,
      durationMinutes: minutes,
      subject: input.subject,
      description: input.description ?? null,
      callType: input.call_type,
      priceCentavos: 0,
    },
    payment: { confirmedWithReminderAt: new Date(start.getTime() - REMINDER_LEAD_MINUTES * 60_000) },
    check: async (tx) => {
      await assertLegalAidRoom(tx, clientId, now, 'consultation');
      if (!(await isFreeLegalAidTime(tx, lawyer.id, start, now, clientId)))
        throw new AppError('CONFLICT', 'legalAid.timeNotFree', { key: 'SLOT_UNAVAILABLE' });
    },
    inTransaction: async (tx, meetingId) => {
      const row = await insertLegalAidRequest(
        tx,
        { clientId, lawyerId: lawyer.id, kind: 'CONSULTATION', problem: input.problem, meetingId },
        { role: 'CLIENT', id: clientId },
      );
      requestId = row.id;
    },
  });
  return { _id: requestId, meeting_id: held._id };
}
