/**
 * Pure rules of the legal-aid desk (issue 61): what a lawyer may offer, how many free matters one person
 * may hold, how the hours of a service are counted for the lawyer's ULAS report. Server and browser read
 * them; the server decides. Sources: ../shared/reference/written-questions-and-legal-aid.md — the Rules on
 * Unified Legal Aid Service (A.M. No. 22-11-01-SC) and its Manual of 8 April 2025. Whether hours given
 * through a platform are credited is unknown (*check*): the product says "for your ULAS report", never
 * that they will be credited.
 */

/** What a lawyer's legal-aid offer may hold: free 30-minute consultation times a week, free written answers a month. */
export const LEGAL_AID_OFFER_LIMITS = { weeklySlotsMax: 10, slotMinutes: 30, writtenPerMonthMax: 20 } as const;

/** One person's legal-aid matters: at most this many open at once, and this many started per calendar quarter (Manila). */
export const LEGAL_AID_PERSON_LIMITS = { open: 2, perQuarter: 4 } as const;

/**
 * How long a legal-aid declaration (sensitive personal information, RA 10173 §3(l)) is kept once no request of
 * the person is open: 12 months after the last one ended — long enough for a follow-up matter and an audit of
 * the pro-bono lines it backs, and no longer (RA 10173 §11(e): kept only as long as needed for its purpose).
 * Then the declaration and every copy kept with an assessment are erased (desk-clock.ts); a new request asks again.
 */
export const LEGAL_AID_DECLARATION_KEPT_MONTHS = 12;

/** The beneficiary declaration's text fields (characters) and the household's bounds. */
export const DECLARATION_LIMITS = { incomeSource: 200, property: 500, reason: 1_000, householdMax: 30, declineReason: 500 } as const;

/** ULAS: at least 60 hours of free legal aid in each 36-month compliance period (A.M. No. 22-11-01-SC). */
export const ULAS_REQUIRED_MINUTES = 60 * 60;
const ULAS_PERIOD_MONTHS = 36;
/**
 * The first compliance period's start. Sources differ on the Rules' effective date (1 January or 3 February
 * 2025, *check*); periods here start on 1 January 2025 and run 36 months, which the report states.
 */
const ULAS_FIRST_PERIOD_START = '2025-01-01';

/**
 * Issue 73 item 2: the minutes one free written answer counts in the ledger — a fixed figure, never a number the
 * lawyer types (typed minutes let "Short answer." count two hours). 30: what one free consultation time counts
 * at most (LEGAL_AID_OFFER_LIMITS.slotMinutes), so answering in writing never earns more than the call it stands
 * in for; a long, careful answer and a short one count the same, as a consultation's booked length does.
 */
export const WRITTEN_ANSWER_MINUTES = LEGAL_AID_OFFER_LIMITS.slotMinutes;

/**
 * How a ledger line's minutes were measured, which the report prints beside each line: CALL_ATTENDANCE (the
 * minutes both parties were in the call, from its attendance, at most the booked length), WRITTEN_FIXED
 * (WRITTEN_ANSWER_MINUTES), STATED (minutes the lawyer stated: lines written before issue 73, and drafting).
 */
const LEGAL_AID_LINE_MEASURES = ['CALL_ATTENDANCE', 'WRITTEN_FIXED', 'STATED'] as const;
export type LegalAidLineMeasure = (typeof LEGAL_AID_LINE_MEASURES)[number];

/** One line as a report stated it (legal_aid_reports.statement): what its verify page lists. */
export type LegalAidStatedLine = { service_date: string; kind: LegalAidServiceKind; measure: LegalAidLineMeasure; minutes: number };

/**
 * The desk's review of a ledger line (issue 73 item 2). The lawyer who earns the hours is also the one who
 * assessed the person's declaration (the ULAS Manual has the lawyer assess), so no line counts on that lawyer's
 * word alone: each starts PENDING and counts in the lawyer's totals and report only once an admin of the desk —
 * never the line's lawyer or its client — APPROVED it; a REJECTED line never counts. A decision is final (a report
 * that counted a line stays true to its code).
 */
const LEGAL_AID_LINE_REVIEWS = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type LegalAidLineReview = (typeof LEGAL_AID_LINE_REVIEWS)[number];

/**
 * The share of new ledger lines drawn at random for the desk's close check (the declaration read against the
 * request, the client's account, the call or the answer), listed first on the desk. The rest wait for the same
 * approval on a lighter look; a sock-puppet scheme needs many lines, so one in five checked closely finds it.
 */
export const LEGAL_AID_DESK_SAMPLE_SHARE = 0.2;

export const LEGAL_AID_SERVICE_KINDS = ['CONSULTATION', 'WRITTEN_ANSWER', 'DRAFTING'] as const;
export type LegalAidServiceKind = (typeof LEGAL_AID_SERVICE_KINDS)[number];

export const LEGAL_AID_REQUEST_KINDS = ['CONSULTATION', 'WRITTEN'] as const;
export type LegalAidRequestKind = (typeof LEGAL_AID_REQUEST_KINDS)[number];

/**
 * A request's life: AWAITING_ASSESSMENT until its lawyer reads the declaration; QUALIFIED (the service may
 * go ahead) or DECLINED (the slot is freed, the person told where else to go); COMPLETED once the service
 * was given (the ledger has its line); CANCELLED by either party before it; REFERRED when no lawyer took it
 * (sent to PAO / IBP). Open: the first two.
 */
export const LEGAL_AID_REQUEST_STATUSES = ['AWAITING_ASSESSMENT', 'QUALIFIED', 'DECLINED', 'COMPLETED', 'CANCELLED', 'REFERRED'] as const;
export type LegalAidRequestStatus = (typeof LEGAL_AID_REQUEST_STATUSES)[number];
export const OPEN_LEGAL_AID_STATUSES: readonly LegalAidRequestStatus[] = ['AWAITING_ASSESSMENT', 'QUALIFIED'];

export const DECLINE_ASSESSMENT_REASONS = ['income-above', 'property-above', 'not-legal-aid-matter', 'conflict', 'other'] as const;
export type DeclineAssessmentReason = (typeof DECLINE_ASSESSMENT_REASONS)[number];

/** A ULAS compliance period: the 36 months holding `date` (YYYY-MM-DD, Manila), counted from ULAS_FIRST_PERIOD_START. */
export function ulasPeriodOf(date: string): { start: string; end: string } {
  const [fy, fm] = ULAS_FIRST_PERIOD_START.split('-').map(Number);
  const [y, m] = date.split('-').map(Number);
  const months = Math.max(0, (y - fy) * 12 + (m - fm));
  const index = Math.floor(months / ULAS_PERIOD_MONTHS);
  const startMonth = fm - 1 + index * ULAS_PERIOD_MONTHS;
  const endMonth = startMonth + ULAS_PERIOD_MONTHS; // exclusive
  const iso = (monthIndex: number) => `${fy + Math.floor(monthIndex / 12)}-${String((monthIndex % 12) + 1).padStart(2, '0')}-01`;
  const endExclusive = iso(endMonth);
  const last = new Date(`${endExclusive}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  return { start: iso(startMonth), end: last.toISOString().slice(0, 10) };
}

/** The beneficiary's initials as the ledger keeps them ("Lorna Bautista" → "L.B."): never the full name. */
export function beneficiaryInitials(firstName: string, lastName: string): string {
  const initial = (s: string) => (s.trim()[0] ?? '').toUpperCase();
  return [initial(firstName), initial(lastName)]
    .filter(Boolean)
    .map((c) => `${c}.`)
    .join('');
}
