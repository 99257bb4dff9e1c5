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

/** A written answer counts the lawyer's stated minutes, at most this many (the lawyer cannot inflate a short answer). */
const WRITTEN_ANSWER_MINUTES_CAP = 120;

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

/** Minutes a written answer counts: the stated minutes, whole, between 1 and the cap. */
export const writtenAnswerMinutes = (stated: number) => Math.min(WRITTEN_ANSWER_MINUTES_CAP, Math.max(1, Math.round(stated)));

/** The beneficiary's initials as the ledger keeps them ("Lorna Bautista" → "L.B."): never the full name. */
export function beneficiaryInitials(firstName: string, lastName: string): string {
  const initial = (s: string) => (s.trim()[0] ?? '').toUpperCase();
  return [initial(firstName), initial(lastName)]
    .filter(Boolean)
    .map((c) => `${c}.`)
    .join('');
}
