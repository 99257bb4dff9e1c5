import 'server-only';
import { tables as t, type Db } from '@/lib/db';
import { LEGAL_AID_DESK_SAMPLE_SHARE, type LegalAidLineMeasure, WRITTEN_ANSWER_MINUTES } from '@/features/legal-aid/rules/legal-aid';
import { attendedMinutes, type CallAttendance } from './measure';

/** What was given, which says how its minutes are measured: never a number of minutes from the lawyer. */
type LegalAidServiceGiven =
  /** A free consultation: the minutes both parties were in its call (its attendance), at most its booked length. */
  | { kind: 'CONSULTATION'; call: CallAttendance }
  /** A free written answer: the desk's fixed figure, WRITTEN_ANSWER_MINUTES. */
  | { kind: 'WRITTEN_ANSWER' };

export type LegalAidServiceInput = LegalAidServiceGiven & {
  lawyerId: string;
  /** The request the service answered. */
  requestId: string;
  /** The day the service was given, in Manila: YYYY-MM-DD. */
  serviceDate: string;
  /** "L.B." (beneficiaryInitials of features/legal-aid/rules/legal-aid.ts): never the full name. */
  beneficiaryInitials: string;
  /** The problem's area (lib/reference/areas.ts slug). */
  area: string;
};

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * Issues 61 and 73: writes one line of the lawyer's hours ledger, inside the caller's transaction (the legal-aid
 * desk calls it when a free consultation settles attended, or a free written answer is sent). Its minutes are
 * measured here from what happened (LegalAidServiceGiven), and it waits for the admin's desk (review PENDING;
 * drawn for the close check with LEGAL_AID_DESK_SAMPLE_SHARE, `sample` overriding the draw in tests). One line per
 * request and kind: a second call adds nothing (a settlement replayed, a retried job). A call nobody shared has
 * no line: returns false and writes nothing. A bad day or missing initials or area is the caller's mistake: it throws.
 */
export async function recordLegalAidService(
  tx: Db,
  input: LegalAidServiceInput,
  sample: () => boolean = () => Math.random() < LEGAL_AID_DESK_SAMPLE_SHARE,
): Promise<boolean> {
  if (!DAY.test(input.serviceDate)) throw new RangeError(`A service date is YYYY-MM-DD, not ${input.serviceDate}`);
  const initials = input.beneficiaryInitials.trim();
  const area = input.area.trim();
  if (!initials || !area) throw new RangeError('A legal-aid service needs the beneficiary initials and the area');
  // What was given says how it is measured: a call by its attendance, else the desk's fixed figure.
  const [minutes, measure]: [number, LegalAidLineMeasure] =
    'call' in input
      ? [await attendedMinutes(tx, input.lawyerId, input.call), 'CALL_ATTENDANCE']
      : [WRITTEN_ANSWER_MINUTES, 'WRITTEN_FIXED'];
  if (minutes < 1) return false;
  const written = await tx
    .insert(t.legalAidServices)
    .values({
      lawyerId: input.lawyerId,
      requestId: input.requestId,
      serviceDate: input.serviceDate,
      kind: input.kind,
      minutes,
      measure,
      beneficiaryInitials: initials,
      area,
      sampled: sample(),
    })
    .onConflictDoNothing({ target: [t.legalAidServices.requestId, t.legalAidServices.kind] })
    .returning({ id: t.legalAidServices.id });
  return written.length > 0;
}
