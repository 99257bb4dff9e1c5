/**
 * Issue 62: THE catalogue of fixed-price legal services — the one list every screen, form, handler, letter
 * and search filter reads. Numbers live here; the words (name, scope, what the client provides, the
 * deliverable) live in messages/{en,fil}/services.json under `catalogue.<TYPE>`. Prices are the lawyer's, within
 * the type's bounds (orientation: a simple demand letter costs about ₱3,000–20,000 in the Philippines, a secondary
 * source: ../shared/reference/written-questions-and-legal-aid.md). Every service is a Limited Legal Service
 * (CPRA, A.M. No. 22-09-01-SC, Canon III §35): the order, the letter and the page say so. Pure: both sides read it.
 */

export const SERVICE_TYPES = [
  'DEMAND_LETTER',
  'DEMAND_REPLY',
  'CONTRACT_REVIEW',
  'LEASE_REVIEW',
  'AFFIDAVIT',
  'SPA',
  'SMALL_CLAIMS_KIT',
  'BARANGAY_COMPLAINT',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The kinds of affidavit the AFFIDAVIT service drafts (its intake asks which). */
export const AFFIDAVIT_KINDS = ['LOSS', 'ONE_AND_THE_SAME_PERSON', 'NO_INCOME', 'DESISTANCE', 'OTHER'] as const;

export type ServiceSpec = {
  type: ServiceType;
  /** The price a lawyer may set, in whole pesos. */
  minPesos: number;
  maxPesos: number;
  /** Turnaround in calendar days from the lawyer's countersignature: the default offered, and its bounds. */
  defaultDays: number;
  maxDays: number;
  /** Revisions included in the price (the client asks for one after a delivery). */
  revisions: number;
  /** The deliverable is signed before a notary (SPA, affidavit): the delivered order links to booking one. */
  notarized: boolean;
  /** The price includes one coaching call (the small-claims kit). */
  coachingCall: boolean;
  /** CONTRACT_REVIEW: the most pages the fixed price covers (the intake refuses more). */
  maxPages?: number;
  /**
   * Issue 72, item 8: the lawyer's office may also send the letter to the other party (by e-mail and by registered
   * mail, the proof of sending attached to the order), as an option the client picks, at the lawyer's price within
   * these bounds (whole pesos: the office's time and the postage). Without it, the client sends the letter.
   */
  sending?: { minPesos: number; maxPesos: number };
};

/**
 * Small claims: up to ₱1,000,000, exclusive of interest and costs, in every first-level court, Metro Manila or
 * not (Rules on Expedited Procedures in the First Level Courts, A.M. No. 08-8-7-SC, Rule I §1(A)(2); in force
 * from 11 April 2022, Rule V, OCA Circular No. 69-2022). The ₱400,000 of the 2019 amendments is out of date
 * (../shared/reference/money-claims.md §3). The kit's words (messages/{en,fil}/services.json) name this figure:
 * lib/reference/small-claims.test.ts holds them to it.
 */
export const SMALL_CLAIMS_MAX_PESOS = 1_000_000;

export const SERVICE_CATALOGUE: Readonly<Record<ServiceType, ServiceSpec>> = {
  DEMAND_LETTER: {
    type: 'DEMAND_LETTER',
    minPesos: 1_500,
    maxPesos: 30_000,
    defaultDays: 3,
    maxDays: 14,
    revisions: 1,
    notarized: false,
    coachingCall: false,
    sending: { minPesos: 200, maxPesos: 3_000 },
  },
  DEMAND_REPLY: {
    type: 'DEMAND_REPLY',
    minPesos: 1_500,
    maxPesos: 30_000,
    defaultDays: 3,
    maxDays: 14,
    revisions: 1,
    notarized: false,
    coachingCall: false,
  },
  CONTRACT_REVIEW: {
    type: 'CONTRACT_REVIEW',
    minPesos: 1_500,
    maxPesos: 30_000,
    defaultDays: 5,
    maxDays: 21,
    revisions: 1,
    notarized: false,
    coachingCall: false,
    maxPages: 15,
  },
  LEASE_REVIEW: {
    type: 'LEASE_REVIEW',
    minPesos: 1_000,
    maxPesos: 15_000,
    defaultDays: 3,
    maxDays: 14,
    revisions: 1,
    notarized: false,
    coachingCall: false,
  },
  AFFIDAVIT: {
    type: 'AFFIDAVIT',
    minPesos: 500,
    maxPesos: 10_000,
    defaultDays: 2,
    maxDays: 10,
    revisions: 1,
    notarized: true,
    coachingCall: false,
  },
  SPA: { type: 'SPA', minPesos: 500, maxPesos: 10_000, defaultDays: 2, maxDays: 10, revisions: 1, notarized: true, coachingCall: false },
  SMALL_CLAIMS_KIT: {
    type: 'SMALL_CLAIMS_KIT',
    minPesos: 2_000,
    maxPesos: 30_000,
    defaultDays: 7,
    maxDays: 21,
    revisions: 1,
    notarized: false,
    coachingCall: true,
  },
  BARANGAY_COMPLAINT: {
    type: 'BARANGAY_COMPLAINT',
    minPesos: 500,
    maxPesos: 10_000,
    defaultDays: 3,
    maxDays: 14,
    revisions: 1,
    notarized: false,
    coachingCall: false,
  },
};

export const isServiceType = (value: unknown): value is ServiceType =>
  typeof value === 'string' && (SERVICE_TYPES as readonly string[]).includes(value);

/** The smallest turnaround a lawyer may promise (calendar days). */
export const MIN_TURNAROUND_DAYS = 1;
