/**
 * Claim what you are owed (issue 75, items 1 and 4): the money claim's rules, each answer with the rule it
 * applies and its section, so the intake's page, the claim's timeline and the tests say the same thing. Pure: no
 * clock (today is passed in, a Manila calendar day) and no database.
 *
 * Sources (the facts and their checks: ../shared/reference/money-claims.md and
 * first-stops-notaries-signatures-data.md):
 * - The barangay: RA 7160 (Local Government Code) §§408–418, asked through the one barangay rule of "Where do I
 *   start?" (first-steps.ts `barangayRule`, katarungang-pambarangay.ts), never a copy of it. §410(b): 15 days of
 *   mediation from the parties' first meeting before the Punong Barangay; §410(e): the Pangkat settles within 15
 *   days of convening, extendible once by at most 15; §410(c): prescription stops from the complaint until the
 *   certification, at most 60 days; §418: a settlement repudiated within 10 days of its date (§416: final after
 *   them); §417: the Lupon enforces it within 6 months of its date, a court after.
 * - The court: small claims up to ₱1,000,000 exclusive of interest and costs (A.M. No. 08-8-7-SC, Rules on
 *   Expedited Procedures in the First Level Courts, Rule I §1(A)(2); SMALL_CLAIMS_MAX_PESOS, legal-services.ts);
 *   no lawyer appears for a party at the hearing (the same rules; *check* the section of the 2022 text: §17 of
 *   the 2008 rule, since renumbered). A money claim goes to a first-level court up to ₱2,000,000 (BP 129 §33(1)
 *   as amended by RA 11576, 2021), above it to the Regional Trial Court (§19(8)); a personal action is filed
 *   where the plaintiff or the defendant lives, at the plaintiff's choice (Rules of Court, Rule 4 §2).
 * - Prescription: an action on a written contract within 10 years (Civil Code Art. 1144), on an oral one
 *   within 6 (Art. 1145), counted from the day it could be brought (Art. 1150: here, the day the money was
 *   owed); a year is twelve calendar months, the first day excluded and the last included (Administrative
 *   Code of 1987, Book I §31; CIR v. Primetown, G.R. No. 162155, 2007). A written extrajudicial demand
 *   interrupts it (Art. 1155) and the period runs again from it — the intake does not ask whether the demand
 *   was written, so that is said as an "if", never as the answer.
 * - Collection: a final judgment is executed on motion (Rules of Court, Rule 39 §1).
 */

import { addDays, dateKey, type CivilDate } from '@/lib/format/civil-date';
import { SMALL_CLAIMS_MAX_PESOS } from '@/features/services/reference/legal-services';
import { findWhereToStartPlace } from '@/features/where-to-start/reference/where-to-start-places';
import {
  barangayRule,
  REASON_SOURCES,
  sameTownOf,
  type LegalSource,
  type Place,
  type ReasonCode,
} from '@/features/where-to-start/rules/first-steps';
import type { Venue409 } from '@/features/where-to-start/rules/katarungang-pambarangay';

export const DEBTOR_KINDS = ['PERSON', 'COMPANY'] as const;
export const CLAIM_PURPOSES = ['LOAN', 'RENT', 'GOODS', 'SERVICES', 'DEPOSIT', 'OTHER'] as const;
export const CLAIM_PROOFS = ['WRITTEN_CONTRACT', 'RECEIPTS', 'MESSAGES', 'WITNESSES', 'NONE'] as const;
export const AGREEMENT_FORMS = ['WRITTEN', 'ORAL'] as const;

/** Where a party lives: a place of "Where do I start?" by its slug (where-to-start-places.ts) and the barangay's name. */
type ClaimParty = { place: string; barangay: string };

/** The intake, as its schema (lib/validation/money-claims.ts) gives it. */
export type MoneyClaimIntake = {
  debtor: (typeof DEBTOR_KINDS)[number];
  amount_centavos: number;
  /** The day the money was owed (it should have been paid): the day an action could first be brought (Art. 1150). */
  since: string;
  purpose: (typeof CLAIM_PURPOSES)[number];
  proof: (typeof CLAIM_PROOFS)[number][];
  agreement: (typeof AGREEMENT_FORMS)[number];
  demand: { made: false } | { made: true; date: string };
  claimant: ClaimParty;
  respondent: ClaimParty;
  /** Asked only where the place list cannot tell (a town it does not name): both live in one city or municipality. */
  same_town?: boolean;
  /** When they do not: their barangays adjoin (RA 7160 §408(f)). */
  adjoining_barangays?: boolean;
  claimant_abroad: boolean;
};

/** An answer with the rule it applies: "RA 7160 §408(f)". `unverified`: the reference marks the section *check*. */
export type Ruled<T> = { value: T; rule: string; unverified?: true };

/** "RA 7160 §§408, 412(a)": a source's law without its gloss in parentheses, and its section. */
const cite = (source: Pick<LegalSource, 'law' | 'section'>): string => `${source.law.split(' (')[0]} ${source.section}`;

const KP = 'RA 7160';
const SMALL_CLAIMS = 'A.M. No. 08-8-7-SC';
const MONEY_CLAIM_RULES = {
  mediation: `${KP} §410(b)`,
  pangkat: `${KP} §410(e)`,
  interruption: `${KP} §410(c)`,
  repudiation: `${KP} §418`,
  enforcement: `${KP} §417`,
  venue: 'Rules of Court, Rule 4 §2',
  firstLevelCourt: 'BP 129 §33(1), as amended by RA 11576',
  regionalTrialCourt: 'BP 129 §19(8), as amended by RA 11576',
  smallClaims: `${SMALL_CLAIMS}, Rule I §1(A)(2)`,
  // *check*: §17 of the 2008 rule ("No attorney shall appear in behalf of or represent a party at the hearing");
  // the 2022 Rules on Expedited Procedures keep it, under a section not yet confirmed.
  noLawyer: `${SMALL_CLAIMS}, as amended`,
  written: 'Civil Code Art. 1144',
  oral: 'Civil Code Art. 1145',
  demandInterrupts: 'Civil Code Art. 1155',
  demand: 'Civil Code Art. 1169',
  execution: 'Rules of Court, Rule 39 §1',
} as const;

// ——— Calendar days ("2026-11-29"), as Manila counts them ———

function parseDay(day: string): CivilDate {
  const [year, month, date] = day.split('-').map(Number);
  return { year, month, day: date };
}

/** The same day `months` later; a day the month lacks becomes its last (Jan 31 + 1 month → Feb 28 or 29). */
function addMonths(day: string, months: number): string {
  const d = parseDay(day);
  const index = d.year * 12 + (d.month - 1) + months;
  const [year, month] = [Math.floor(index / 12), (index % 12) + 1];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return dateKey({ year, month, day: Math.min(d.day, last) });
}

const plusDays = (day: string, days: number): string => dateKey(addDays(parseDay(day), days));
const daysBetween = (from: string, to: string): number => Math.round((Date.UTC(...ymd(to)) - Date.UTC(...ymd(from))) / 86_400_000);
function ymd(day: string): [number, number, number] {
  const d = parseDay(day);
  return [d.year, d.month - 1, d.day];
}

// ——— The barangay ———

export type BarangayAnswer =
  /** The barangay comes first (§412(a)): where both live, or where the respondent lives (§409(a), (b)). */
  | { kind: 'barangay-first'; reason: 'barangay-same-town'; venue: Venue409; venueRule: string; barangay: string }
  /** Not required, but open if both agree: adjoining barangays of two towns (§408(f)), at the respondent's. */
  | { kind: 'by-agreement'; reason: 'barangay-adjoining-by-agreement'; barangay: string }
  /** Straight to court, and why (a company, two towns apart). */
  | { kind: 'straight-to-court'; reason: ReasonCode }
  /** The place list cannot tell whether both live in one town: ask (never guess). */
  | { kind: 'ask-same-town'; reason: 'no-barangay-unknown-town' };

/** A place by its slug; a slug the list lacks is a town it does not name (never the same town as another). */
const placeOf = (slug: string): Place => findWhereToStartPlace(slug) ?? { town: '', metroManila: false, city: false, slug };

/** A barangay's name as people write it: "Brgy. San Roque", "barangay  san roque" and "San Roque" are one. */
export const barangayKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^\s*(?:barangay|brgy\.?|bgy\.?)\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Both live in one city or municipality: two listed towns say it themselves; otherwise the person's answer. */
function sameTownOfClaim(intake: MoneyClaimIntake): boolean | undefined {
  const [me, them] = [placeOf(intake.claimant.place), placeOf(intake.respondent.place)];
  if (me.town && them.town) return me.town === them.town;
  return intake.same_town ?? sameTownOf({ myPlace: me, theirPlace: them });
}

const VENUE_CLAUSE: Record<Venue409, string> = {
  'same-barangay': `${KP} §409(a)`,
  'respondent-barangay': `${KP} §409(b)`,
  'where-the-land-lies': `${KP} §409(c)`,
  'workplace-or-school': `${KP} §409(d)`,
};

/** Whether the barangay comes first (RA 7160 §§408, 409, 412), by the one barangay rule, with its section. */
export function barangayFirst(intake: MoneyClaimIntake): Ruled<BarangayAnswer> {
  const sameTown = sameTownOfClaim(intake);
  const sameBarangay = sameTown === true && barangayKey(intake.claimant.barangay) === barangayKey(intake.respondent.barangay);
  const answer = barangayRule({
    matter: 'money-or-property',
    otherSide: intake.debtor === 'COMPANY' ? 'company' : 'person',
    myPlace: placeOf(intake.claimant.place),
    theirPlace: placeOf(intake.respondent.place),
    sameTown,
    adjoiningBarangays: intake.adjoining_barangays,
    sameBarangay,
    // A money claim: no land in dispute, no urgency the intake asks (§412(b) is for "Where do I start?" to ask).
    land: 'none',
    urgency: 'none',
  });
  if ('stop' in answer) {
    const venue = answer.stop.venue ?? 'respondent-barangay';
    return {
      value: {
        kind: 'barangay-first',
        reason: 'barangay-same-town',
        venue,
        venueRule: VENUE_CLAUSE[venue],
        barangay: intake.respondent.barangay,
      },
      rule: cite(REASON_SOURCES['barangay-same-town']),
    };
  }
  const reason = answer.note;
  const rule = cite(REASON_SOURCES[reason]);
  if (reason === 'barangay-adjoining-by-agreement')
    return { value: { kind: 'by-agreement', reason, barangay: intake.respondent.barangay }, rule };
  if (reason === 'no-barangay-unknown-town') return { value: { kind: 'ask-same-town', reason }, rule };
  return { value: { kind: 'straight-to-court', reason }, rule };
}

// ——— The court ———

/** Whether the amount fits small claims: at most ₱1,000,000, interest and costs not counted (the caller leaves them out). */
export function fitsSmallClaims(amountCentavos: number): Ruled<boolean> {
  return { value: amountCentavos <= SMALL_CLAIMS_MAX_PESOS * 100, rule: MONEY_CLAIM_RULES.smallClaims };
}

/** The first-level courts' reach over a money claim (BP 129 §33(1) as amended by RA 11576): ₱2,000,000, in centavos. */
export const FIRST_LEVEL_COURT_MAX_CENTAVOS = 2_000_000 * 100;

export type VenueAnswer = {
  /** MeTC, MTCC, MTC or MCTC; or the Regional Trial Court above the first-level courts' reach. */
  court: 'first-level' | 'regional-trial';
  jurisdictionRule: string;
  /** Where the claim may be filed, by place slug: the claimant's or the respondent's (one when it is one town). */
  places: string[];
  /** At a small-claims hearing no lawyer appears for a party; null when the claim is not a small claim. */
  noLawyer: Ruled<true> | null;
};

/**
 * Which court and where. A personal action: where either party lives, the claimant choosing (Rule 4 §2). A
 * claimant abroad is offered the respondent's town only: their own counts only if they still live there, which
 * the intake does not ask.
 */
export function venue(intake: MoneyClaimIntake): Ruled<VenueAnswer> {
  const firstLevel = intake.amount_centavos <= FIRST_LEVEL_COURT_MAX_CENTAVOS;
  const small = fitsSmallClaims(intake.amount_centavos).value;
  const places = intake.claimant_abroad
    ? [intake.respondent.place]
    : sameTownOfClaim(intake) === true
      ? [intake.respondent.place]
      : [intake.claimant.place, intake.respondent.place];
  return {
    value: {
      court: firstLevel ? 'first-level' : 'regional-trial',
      jurisdictionRule: firstLevel ? MONEY_CLAIM_RULES.firstLevelCourt : MONEY_CLAIM_RULES.regionalTrialCourt,
      places,
      noLawyer: small ? { value: true, rule: MONEY_CLAIM_RULES.noLawyer, unverified: true } : null,
    },
    rule: MONEY_CLAIM_RULES.venue,
  };
}

// ——— Prescription ———

const PRESCRIPTION_YEARS = { WRITTEN: 10, ORAL: 6 } as const;

/** running: more than a year left; near: a year or less (the last day included); past: the last day has gone. */
type PrescriptionStatus = 'running' | 'near' | 'past';

export type PrescriptionAnswer = {
  years: number;
  /** The last day to file, counted from `since`. */
  lastDay: string;
  status: PrescriptionStatus;
  /**
   * Only when a demand was made before that last day: if it was written, Art. 1155 interrupted the period and it
   * ran again from the demand — the later last day then, and its status. Said as an "if": the intake does not ask.
   */
  ifWrittenDemand?: { lastDay: string; status: PrescriptionStatus; rule: string };
};

function statusOn(lastDay: string, today: string): PrescriptionStatus {
  if (today > lastDay) return 'past';
  return today >= addMonths(lastDay, -12) ? 'near' : 'running';
}

/** The prescription of the claim on `today` (a Manila day): 10 years on a written agreement, 6 on an oral one. */
export function prescription(intake: MoneyClaimIntake, today: string): Ruled<PrescriptionAnswer> {
  const years = PRESCRIPTION_YEARS[intake.agreement];
  const lastDay = addMonths(intake.since, years * 12);
  const value: PrescriptionAnswer = { years, lastDay, status: statusOn(lastDay, today) };
  const { demand } = intake;
  if (demand.made && demand.date > intake.since && demand.date <= lastDay) {
    const renewed = addMonths(demand.date, years * 12);
    value.ifWrittenDemand = { lastDay: renewed, status: statusOn(renewed, today), rule: MONEY_CLAIM_RULES.demandInterrupts };
  }
  return { value, rule: intake.agreement === 'WRITTEN' ? MONEY_CLAIM_RULES.written : MONEY_CLAIM_RULES.oral };
}

/** Days from `today` to the last day (negative once past): what a reminder counts down. */
export const daysLeft = (answer: PrescriptionAnswer, today: string): number => daysBetween(today, answer.lastDay);

// ——— The barangay's windows (RA 7160 §§410, 416–418), as Manila calendar days ———

const KP_WINDOWS = {
  mediationDays: 15,
  pangkatDays: 15,
  pangkatExtensionDays: 15,
  interruptionCapDays: 60,
  repudiationDays: 10,
  enforcementMonths: 6,
} as const;

/** §410(b): the Punong Barangay's mediation ends 15 days after the parties' first meeting; then the Pangkat. */
export const mediationEnds = (firstMeeting: string): Ruled<string> => ({
  value: plusDays(firstMeeting, KP_WINDOWS.mediationDays),
  rule: MONEY_CLAIM_RULES.mediation,
});

/** §410(e): the Pangkat settles within 15 days of convening, extended once by at most 15 more. */
export const pangkatEnds = (convened: string, extended = false): Ruled<string> => ({
  value: plusDays(convened, KP_WINDOWS.pangkatDays + (extended ? KP_WINDOWS.pangkatExtensionDays : 0)),
  rule: MONEY_CLAIM_RULES.pangkat,
});

/**
 * §410(c): prescription stops when the complaint is filed with the Punong Barangay and runs again on the
 * certification's receipt — or 60 days after the filing, whichever comes first. The day it runs again.
 */
export function prescriptionResumes(complaintFiled: string, certificationReceived?: string): Ruled<string> {
  const cap = plusDays(complaintFiled, KP_WINDOWS.interruptionCapDays);
  return {
    value: certificationReceived && certificationReceived < cap ? certificationReceived : cap,
    rule: MONEY_CLAIM_RULES.interruption,
  };
}

/** The last day to file once the barangay's interruption is counted (§410(c)): the days stopped, at most 60, added. */
export function lastDayAfterBarangay(lastDay: string, complaintFiled: string, certificationReceived?: string): Ruled<string> {
  if (complaintFiled > lastDay) return { value: lastDay, rule: MONEY_CLAIM_RULES.interruption };
  const resumes = prescriptionResumes(complaintFiled, certificationReceived).value;
  return { value: plusDays(lastDay, daysBetween(complaintFiled, resumes)), rule: MONEY_CLAIM_RULES.interruption };
}

/** §418: a settlement may be repudiated, by sworn statement, within 10 days of its date (§416: final after them). */
export const repudiationEnds = (settled: string): Ruled<string> => ({
  value: plusDays(settled, KP_WINDOWS.repudiationDays),
  rule: MONEY_CLAIM_RULES.repudiation,
});

/** §417: the Lupon enforces a settlement within 6 months of its date; after that, only a court (a small claim). */
export const luponEnforcementEnds = (settled: string): Ruled<string> => ({
  value: addMonths(settled, KP_WINDOWS.enforcementMonths),
  rule: MONEY_CLAIM_RULES.enforcement,
});

// ——— The claim's steps ———

export const CLAIM_STEP_NAMES = ['demand', 'barangay', 'court', 'collection'] as const;
export type ClaimStepName = (typeof CLAIM_STEP_NAMES)[number];

/**
 * done: already made (a demand); to-do: the law or the claim needs it; optional: open, not required; skipped: the law
 * lets it be skipped, and `reason` says why; ask: a fact is missing before it can be told.
 */
type ClaimStepStatus = 'done' | 'to-do' | 'optional' | 'skipped' | 'ask';

type ClaimStepReason =
  | 'demand-made'
  | 'demand-recommended'
  | BarangayAnswer['reason']
  | 'small-claims'
  | 'over-small-claims'
  | 'regional-trial-court'
  | 'execution';

export type ClaimStep = {
  step: ClaimStepName;
  status: ClaimStepStatus;
  skippable: boolean;
  reason: ClaimStepReason;
  rule: string;
  /** The barangay step's barangay, where one hears it or may (§409): the respondent's. */
  barangay?: string;
};

/**
 * The claim's steps in order: demand → barangay → court → collection. A demand is not required to sue (the case
 * is itself a demand) but puts the debtor in delay (Art. 1169); the barangay is skipped only where its rule says
 * the law lets it be; court and collection are needed while the money is unpaid.
 */
export function claimSteps(intake: MoneyClaimIntake): ClaimStep[] {
  const barangay = barangayFirst(intake);
  const b = barangay.value;
  const small = fitsSmallClaims(intake.amount_centavos);
  const court = venue(intake).value;
  const barangayStep: ClaimStep =
    b.kind === 'barangay-first'
      ? { step: 'barangay', status: 'to-do', skippable: false, reason: b.reason, rule: barangay.rule, barangay: b.barangay }
      : b.kind === 'by-agreement'
        ? { step: 'barangay', status: 'optional', skippable: true, reason: b.reason, rule: barangay.rule, barangay: b.barangay }
        : b.kind === 'ask-same-town'
          ? { step: 'barangay', status: 'ask', skippable: false, reason: b.reason, rule: barangay.rule }
          : { step: 'barangay', status: 'skipped', skippable: true, reason: b.reason, rule: barangay.rule };
  return [
    intake.demand.made
      ? { step: 'demand', status: 'done', skippable: true, reason: 'demand-made', rule: MONEY_CLAIM_RULES.demand }
      : { step: 'demand', status: 'to-do', skippable: true, reason: 'demand-recommended', rule: MONEY_CLAIM_RULES.demand },
    barangayStep,
    small.value
      ? { step: 'court', status: 'to-do', skippable: false, reason: 'small-claims', rule: small.rule }
      : court.court === 'first-level'
        ? { step: 'court', status: 'to-do', skippable: false, reason: 'over-small-claims', rule: court.jurisdictionRule }
        : { step: 'court', status: 'to-do', skippable: false, reason: 'regional-trial-court', rule: court.jurisdictionRule },
    { step: 'collection', status: 'to-do', skippable: false, reason: 'execution', rule: MONEY_CLAIM_RULES.execution },
  ];
}

/** The legal problems a money claim answers (legal-problems.ts: "Collection of unpaid debt", "Small claims case"): "Where do I start?" offers the claim. */
export const MONEY_CLAIM_PROBLEMS: readonly number[] = [53, 54];
