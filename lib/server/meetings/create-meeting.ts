import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { appUrl } from '@/lib/config/app';
import { localePath } from '@/lib/i18n/paths';
import { languageOf } from '@/lib/server/platform/i18n/account-language';
import { type CreateMeetingInput } from '@/lib/validation/meetings';
import { AppError } from '@/lib/server/platform/http/errors';
import { whereToStartQueryOf, type WhereToStartQuery } from '@/features/where-to-start/validation/where-to-start';
import { expireStaleHolds } from './expire-holds';
import { getPaymentProvider } from '@/lib/server/payments/get-payment-provider';
import { insertPayment, tryTransitionPayment } from '@/lib/server/payments/transition';
import { consultationDescription } from '@/lib/server/payments/payment-description';
import type { CheckoutInput, CheckoutSession } from '@/lib/server/payments/types';
import type { CheckedUpload } from '@/lib/server/platform/storage/check-upload';
import { holdMinutes, MAX_ACTIVE_MEETINGS_PER_LAWYER } from './constants';
import { isOfferedSlot } from './is-offered-slot';
import { isSlotTaken } from './is-slot-taken';
import { loadBookableLawyer } from './load-bookable-lawyer';
import { lockLawyerCalendar } from '@/lib/server/calendar/lock-lawyer-calendar';
import { releaseExpiredSignUpHolds } from './sign-up-hold';
import { insertMeeting, tryTransitionMeeting } from './transition';
import { appErrorFromDatabase } from '@/lib/server/platform/http/errors';
import { putBlobs, recordPrivateFiles, removeBlobs } from '@/lib/server/platform/storage/save-stored-file';
import { MEETING_FILE_PURPOSE } from './constants';

export type CreatedMeeting = { _id: string; checkout_url: string };
/** checkout_url: where to pay; null when nothing is paid online (a notary's "pay at the office"). */
export type HeldSlot = { _id: string; checkout_url: string | null };

/** The app itself closes a booking whose checkout the provider would not open. */
const SYSTEM = { role: 'SYSTEM', id: null } as const;

/**
 * Books a consultation: the slot is held (PAYMENT_PENDING until hold_expires_at) in one transaction
 * that first expires this lawyer's stale holds (payment and sign-up holds), so a lapsed hold never
 * blocks a new client, and releases the client's own sign-up hold (sign-up-hold.ts); the
 * time_holds EXCLUDE constraint turns a concurrent overlap into 23P01 → 409. The checkout session is
 * created afterwards, outside the transaction (a network call), and its URL returned — or, for the
 * sandbox, whose checkouts are rows of our own database, inside the transaction.
 */
export async function createMeeting(options: {
  customerId: string;
  input: CreateMeetingInput;
  /** Answers from "Where do I start?" the client chose to show the lawyer (features/where-to-start/validation/where-to-start.ts readSharedWhereToStart). */
  triage?: WhereToStartQuery | null;
  uploads?: CheckedUpload[];
  now?: Date;
}): Promise<CreatedMeeting> {
  const { customerId, input } = options;
  const now = options.now ?? new Date();
  const db = await getDb();
  const lawyer = await loadBookableLawyer(db, input.lawyer_id);
  const duration = input.duration as 30 | 60;
  const price = lawyer?.prices.get(duration);
  if (!lawyer || price === undefined) throw new AppError('BAD_REQUEST', 'meetings.notBookable', { key: 'NOT_BOOKABLE' });
  const start = new Date(input.start_time);
  if (!isOfferedSlot(lawyer, start, duration, now))
    throw new AppError('BAD_REQUEST', 'meetings.slotUnavailable', { key: 'SLOT_UNAVAILABLE' });
  const end = new Date(start.getTime() + duration * 60_000);
  // The client's own sign-up hold on this time is theirs to book.
  if (await isSlotTaken(db, lawyer.id, start, end, now, customerId))
    throw new AppError('CONFLICT', 'meetings.conflict', { key: 'SCHEDULE_CONFLICT' });
  // English, as a payment's description is stored; a notice quoting it says it in the reader's language.
  const description = consultationDescription(duration, input.call_type, lawyer.displayName);
  const uploads = options.uploads ?? [];
  const blobs = await putBlobs(uploads, MEETING_FILE_PURPOSE);
  const held = await holdSlot({
    customerId,
    lawyerId: lawyer.id,
    now,
    meeting: {
      startAt: start,
      endAt: end,
      durationMinutes: duration,
      subject: input.subject,
      description: input.description ?? null,
      triageAnswers: options.triage ? whereToStartQueryOf(options.triage) : null,
      callType: input.call_type,
      priceCentavos: price,
    },
    payment: { description, checkoutDescription: `${description}: ${input.subject}`.slice(0, 255) },
    inTransaction: (tx, meetingId) =>
      recordPrivateFiles(tx, blobs, { ownerId: customerId, purpose: MEETING_FILE_PURPOSE }, (tx, fileId) =>
        tx.insert(t.meetingFiles).values({ meetingId, fileId, uploadedBy: customerId }),
      ),
    onRolledBack: () => removeBlobs(blobs),
  });
  // Always paid online: a checkout to go to.
  return { _id: held._id, checkout_url: held.checkout_url! };
}

type HeldMeeting = Omit<
  typeof t.meetings.$inferInsert,
  'id' | 'status' | 'lawyerId' | 'customerId' | 'holdExpiresAt' | 'workItemId' | 'reminderAt'
> & { startAt: Date; endAt: Date; priceCentavos: number };

/**
 * The booking of a slot, for a consultation and a notarial appointment alike (issue 43): in one
 * transaction that locks the lawyer's calendar, expires their stale payment and sign-up holds and
 * releases the client's own, checks the two-meetings rule (per kind), and inserts the meeting — held
 * (PAYMENT_PENDING) with its payment and the checkout, or, for `confirmedAt` (a notary's "pay at the
 * office"), CONFIRMED at once with its first reminder armed and no payment. The time_holds EXCLUDE
 * constraint turns a concurrent overlap into 23P01 → 409.
 */
export async function holdSlot(options: {
  customerId: string;
  lawyerId: string;
  now: Date;
  meeting: HeldMeeting;
  /** Paid online: the payment's stored description and the checkout's line. */
  payment: { description: string; checkoutDescription: string } | { confirmedWithReminderAt: Date | null };
  inTransaction?: (tx: Db, meetingId: string) => Promise<unknown>;
  /** More rules of this kind of booking, under the calendar lock before the insert (a pay-at-the-office appointment's limits). */
  check?: (tx: Db) => Promise<void>;
  /** When the booking's transaction did not commit (the files stored for it go). */
  onRolledBack?: () => Promise<void>;
}): Promise<HeldSlot> {
  const { customerId, lawyerId, now, meeting: values } = options;
  const kind = values.kind ?? 'CONSULTATION';
  const db = await getDb();
  const provider = getPaymentProvider();
  const online = 'description' in options.payment ? options.payment : null;
  const price = values.priceCentavos;

  // Ids chosen here: the checkout names both, and a provider with its own books in our database
  // opens it inside the booking transaction (one commit instead of three).
  const meetingId = randomUUID();
  const paymentId = randomUUID();
  const holdExpiresAt = new Date(now.getTime() + holdMinutes() * 60_000);
  // Back from the provider to the page in the client's language (issue 40).
  const returnUrl = `${appUrl()}${localePath(await languageOf(customerId), '/checkout')}?meeting=${meetingId}`;
  const checkoutInput: CheckoutInput | null = online && {
    reference: paymentId,
    amountCentavos: price,
    lineItemName: online.description,
    description: online.checkoutDescription,
    successUrl: returnUrl,
    cancelUrl: returnUrl,
    metadata: { meeting_id: meetingId, payment_id: paymentId },
    expiresAt: holdExpiresAt,
  };

  let created: { meetingId: string; paymentId: string; local: CheckoutSession | null };
  try {
    created = await db.transaction(async (tx) => {
      // One booking at a time per lawyer: no EXCLUDE deadlocks, and the two-meeting count cannot be raced.
      await lockLawyerCalendar(tx, lawyerId);
      await expireStaleHolds(tx, { lawyerId, now });
      // Lapsed sign-up holds of this lawyer go, and the client's own gives way to this booking.
      await releaseExpiredSignUpHolds(tx, { lawyerId, now, andHeldBy: customerId });
      const [{ active }] = await tx
        .select({ active: sql<number>`count(*)::int` })
        .from(t.meetings)
        .where(
          and(
            eq(t.meetings.customerId, customerId),
            eq(t.meetings.lawyerId, lawyerId),
            eq(t.meetings.kind, kind),
            // Meetings included in a paid engagement are that engagement's, not this offering's.
            isNull(t.meetings.workItemId),
            or(
              and(eq(t.meetings.status, 'PAYMENT_PENDING'), gt(t.meetings.holdExpiresAt, now)),
              and(eq(t.meetings.status, 'CONFIRMED'), gt(t.meetings.endAt, now)),
            ),
          ),
        );
      if (active >= MAX_ACTIVE_MEETINGS_PER_LAWYER) {
        throw new AppError('TOO_MANY_REQUESTS', 'meetings.maxMeetings', { key: 'MAX_MEETINGS' });
      }
      await options.check?.(tx);
      const client = { role: 'CUSTOMER', id: customerId } as const;
      const row = { ...values, id: meetingId, lawyerId, customerId };
      if (!online || !checkoutInput) {
        const reminderAt = 'confirmedWithReminderAt' in options.payment ? options.payment.confirmedWithReminderAt : null;
        await insertMeeting(tx, { ...row, holdExpiresAt: null, reminderAt }, 'book-at-office', client);
        await options.inTransaction?.(tx, meetingId);
        return { meetingId, paymentId, local: null };
      }
      const meeting = await insertMeeting(tx, { ...row, holdExpiresAt }, 'book', client);
      const local = provider.createCheckoutInTransaction ? await provider.createCheckoutInTransaction(tx, checkoutInput) : null;
      const payment = await insertPayment(
        tx,
        {
          id: paymentId,
          customerId,
          lawyerId,
          meetingId: meeting.id,
          provider: provider.name,
          amountCentavos: price,
          description: online.description,
          providerSessionId: local?.sessionId,
          checkoutUrl: local?.checkoutUrl,
        },
        'open',
        client,
      );
      await options.inTransaction?.(tx, meeting.id);
      return { meetingId: meeting.id, paymentId: payment.id, local };
    });
  } catch (error) {
    await options.onRolledBack?.();
    throw appErrorFromDatabase(error) ?? error;
  }

  if (!checkoutInput) return { _id: created.meetingId, checkout_url: null };
  if (created.local) return { _id: created.meetingId, checkout_url: created.local.checkoutUrl };
  try {
    const session = await provider.createCheckout(checkoutInput);
    await db
      .update(t.payments)
      .set({ providerSessionId: session.sessionId, checkoutUrl: session.checkoutUrl, updatedAt: sql`now()` })
      .where(eq(t.payments.id, created.paymentId));
    return { _id: created.meetingId, checkout_url: session.checkoutUrl };
  } catch (error) {
    // No checkout, no hold: the slot goes back at once instead of after the hold time.
    await db.transaction(async (tx) => {
      await tryTransitionMeeting(tx, { id: created.meetingId, status: 'PAYMENT_PENDING' }, 'checkout-failed', SYSTEM, {
        set: { holdExpiresAt: null },
      });
      await tryTransitionPayment(tx, { id: created.paymentId, status: 'PENDING' }, 'checkout-failed', SYSTEM);
    });
    if (error instanceof AppError) throw error;
    console.error('[checkout]', error);
    throw new AppError('UNPROCESSABLE', 'common.paymentUnavailable', { key: 'PAYMENT_UNAVAILABLE' });
  }
}
