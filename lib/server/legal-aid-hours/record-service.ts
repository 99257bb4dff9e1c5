import 'server-only';
import { tables as t, type Db } from '@/lib/db';
import { type LegalAidServiceKind, writtenAnswerMinutes } from '@/lib/rules/legal-aid';

export type LegalAidServiceInput = {
  lawyerId: string;
  /** The request the service answered; null only for lines without one (the demo seed). */
  requestId: string | null;
  /** The day the service was given, in Manila: YYYY-MM-DD. */
  serviceDate: string;
  kind: LegalAidServiceKind;
  /** A call's minutes both parties were present, or a written answer's stated minutes (capped). */
  minutes: number;
  /** "L.B." (beneficiaryInitials of lib/rules/legal-aid.ts): never the full name. */
  beneficiaryInitials: string;
  /** The problem's area (lib/reference/areas.ts slug). */
  area: string;
};

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * Issue 61: writes one line of the lawyer's hours ledger, inside the caller's transaction (the legal-aid
 * desk calls it when a free consultation settles attended, or a free written answer is sent). A written
 * answer counts its stated minutes between 1 and WRITTEN_ANSWER_MINUTES_CAP; any other service its whole
 * minutes. One line per request and kind: a second call for the same request and kind adds nothing (a
 * settlement replayed, a retried job). Minutes that are not above zero are the caller's mistake (a call
 * nobody attended has no line): it throws rather than write a line of no time.
 */
export async function recordLegalAidService(tx: Db, input: LegalAidServiceInput): Promise<void> {
  if (!Number.isFinite(input.minutes) || input.minutes <= 0)
    throw new RangeError(`A legal-aid service needs minutes above 0, not ${input.minutes}`);
  const minutes = input.kind === 'WRITTEN_ANSWER' ? writtenAnswerMinutes(input.minutes) : Math.round(input.minutes);
  if (minutes < 1) throw new RangeError(`A legal-aid service needs at least a whole minute, not ${input.minutes}`);
  if (!DAY.test(input.serviceDate)) throw new RangeError(`A service date is YYYY-MM-DD, not ${input.serviceDate}`);
  const initials = input.beneficiaryInitials.trim();
  const area = input.area.trim();
  if (!initials || !area) throw new RangeError('A legal-aid service needs the beneficiary initials and the area');
  await tx
    .insert(t.legalAidServices)
    .values({
      lawyerId: input.lawyerId,
      requestId: input.requestId,
      serviceDate: input.serviceDate,
      kind: input.kind,
      minutes,
      beneficiaryInitials: initials,
      area,
    })
    .onConflictDoNothing({ target: [t.legalAidServices.requestId, t.legalAidServices.kind] });
}
