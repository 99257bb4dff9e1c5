import 'server-only';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { firstNotaryReminderAt } from '@/lib/rules/notary-reminders';
import { type BookNotaryAppointmentInput } from '@/lib/validation/notary-appointment';
import { notaryServiceLabel } from '@/lib/reference/notary-services';
import { attorneyName } from '@/lib/format/attorney-name';
import { holdSlot, type HeldSlot } from '@/lib/server/meetings/create-meeting';
import { assertOfferedNotaryTime, bookableOffer } from './notary-slots';
import { assertPayAtOfficeRoom } from './pay-at-office-limits';

const n = t.notaryProfiles;
const o = t.notaryServiceOffers;

/**
 * Books an in-person notarial appointment (issue 43): a meeting of kind NOTARY on the notary's own
 * calendar, booked through the consultations' one path (holdSlot: the calendar lock, stale holds
 * expired, the two-meetings rule, the time_holds EXCLUDE) — so it never lands on a consultation, a
 * blocker, a sign-up hold or another appointment. The time must be one findNotarySlots offers (office
 * hours, quarter hours, an hour's notice). Paid online through the same checkout, or — when the
 * notary allows it and the client chose it — confirmed at once, the fee paid at the office: then
 * within the client's open and the notary's daily numbers (pay-at-office-limits.ts, issue 58; the
 * client's e-mail is verified, as for every booking: requireCustomer). The
 * address and the checklist the client was shown are kept with it.
 */
export async function bookNotaryAppointment(options: {
  customerId: string;
  input: BookNotaryAppointmentInput;
  now?: Date;
}): Promise<HeldSlot> {
  const { customerId, input } = options;
  const now = options.now ?? new Date();
  const db = await getDb();
  const bookable = bookableOffer(input.notary_id, input.service);
  const [offer] = await db
    .select({
      lawyerId: n.userId,
      displayName: n.displayName,
      officeAddress: n.officeAddress,
      city: n.city,
      payAtOffice: n.payAtOffice,
      fee: o.feeCentavos,
      duration: o.durationMinutes,
      checklist: o.checklist,
    })
    .from(n)
    .innerJoin(o, bookable.on)
    .where(bookable.where)
    .limit(1);
  if (!offer || !offer.officeAddress) throw new AppError('BAD_REQUEST', 'notaryAppointment.notBookable', { key: 'NOT_BOOKABLE' });
  if (offer.lawyerId === customerId) throw new AppError('BAD_REQUEST', 'notaryAppointment.notBookable', { key: 'NOT_BOOKABLE' });
  if (input.pay_at_office && !offer.payAtOffice)
    throw new AppError('BAD_REQUEST', 'notaryAppointment.noPayAtOffice', { key: 'NO_PAY_AT_OFFICE' });

  const start = new Date(input.start_time);
  const end = new Date(start.getTime() + offer.duration * 60_000);
  // Offered: inside the office hours, on the quarter hour, with the notice. Free of other bookings
  // (the client's own sign-up hold aside) — checked again under the calendar lock by the EXCLUDE.
  await assertOfferedNotaryTime(db, {
    notaryId: input.notary_id,
    service: input.service,
    lawyerId: offer.lawyerId,
    start,
    end,
    now,
    holderId: customerId,
  });

  // English, as stored descriptions are; the pages and messages say the service in the reader's language.
  const service = notaryServiceLabel(input.service);
  const description = `Notarial appointment (in person): ${service}`;
  return holdSlot({
    customerId,
    lawyerId: offer.lawyerId,
    now,
    meeting: {
      kind: 'NOTARY',
      startAt: start,
      endAt: end,
      durationMinutes: offer.duration,
      subject: service,
      description: null,
      priceCentavos: offer.fee,
    },
    payment: input.pay_at_office
      ? { confirmedWithReminderAt: firstNotaryReminderAt(start, now) }
      : { description, checkoutDescription: `${description} with ${attorneyName(offer.displayName)}`.slice(0, 255) },
    check: input.pay_at_office ? (tx) => assertPayAtOfficeRoom(tx, { customerId, notaryId: input.notary_id, start, now }) : undefined,
    inTransaction: (tx, meetingId) =>
      tx.insert(t.notaryAppointments).values({
        meetingId,
        notaryId: input.notary_id,
        service: input.service,
        officeAddress: offer.officeAddress!,
        city: offer.city,
        checklist: offer.checklist,
        payAtOffice: input.pay_at_office,
        draft: input.draft ?? null,
      }),
  });
}
