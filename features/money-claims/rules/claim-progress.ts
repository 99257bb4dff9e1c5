/**
 * Issue 75, item 2: the claim the person owns — where it opens, what each step may record, where it leads, and its
 * timeline as the page shows it. Pure, over the law's steps (claimSteps, money-claims.ts): the server decides with
 * these and sends the timeline; the page never re-derives it.
 */
import type { ClaimStatus } from './claim-transitions';
import { claimSteps, type ClaimStep, type ClaimStepName, type MoneyClaimIntake } from './money-claims';

/** What the person records for a step: done (a demand sent, the court's decision, the money recovered), skipped
 * where the law lets it be, and at the barangay its two ends — a settlement, or the certification to file action. */
export const CLAIM_OUTCOMES = ['DONE', 'SKIPPED', 'SETTLED', 'CERTIFIED'] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];
export type ClaimStepRecord = { step: ClaimStepName; outcome: ClaimOutcome; on: string };

type OpenStatus = Exclude<ClaimStatus, 'RECOVERED' | 'CLOSED'>;
/** Where a claim opens: never at collection (the court is always ahead of it). */
type OpeningStatus = Exclude<OpenStatus, 'COLLECTION'>;
/** Where a recorded step leads: never back to the demand, never closed (closing is the person's own move). */
export type StatusAfterStep = Exclude<ClaimStatus, 'DEMAND' | 'CLOSED'>;
const STEP_OF: Record<OpenStatus, ClaimStepName> = { DEMAND: 'demand', BARANGAY: 'barangay', COURT: 'court', COLLECTION: 'collection' };
const OPENING_OF: Record<Exclude<ClaimStepName, 'collection'>, OpeningStatus> = { demand: 'DEMAND', barangay: 'BARANGAY', court: 'COURT' };

/** The step a claim in `status` is at (none once it ended). */
const currentStep = (status: ClaimStatus): ClaimStepName | null => (status in STEP_OF ? STEP_OF[status as OpenStatus] : null);

/** Which outcomes each step takes (a skip only where its rule says the law allows it). */
const OUTCOMES_OF: Record<ClaimStepName, readonly ClaimOutcome[]> = {
  demand: ['DONE', 'SKIPPED'],
  barangay: ['SETTLED', 'CERTIFIED', 'SKIPPED'],
  court: ['DONE'],
  collection: ['DONE'],
};

/** A step the claim still has to go through: one the law needs, or one it leaves open (the barangay by agreement). */
const ahead = (s: ClaimStep) => s.status === 'to-do' || s.status === 'optional';

/**
 * Where a new claim opens: its first step ahead. Null while a fact is missing (whether both live in one town:
 * the barangay's answer is "ask"), which the intake must give first.
 */
export function openingStatus(intake: MoneyClaimIntake): OpeningStatus | null {
  const steps = claimSteps(intake);
  if (steps.some((s) => s.status === 'ask')) return null;
  const first = steps.find((s): s is ClaimStep & { step: Exclude<ClaimStepName, 'collection'> } => s.step !== 'collection' && ahead(s));
  return first ? OPENING_OF[first.step] : null;
}

/** Why recording `outcome` for `step` is refused, or null: only the current step, only its outcomes, a skip only where allowed. */
export function recordRefusal(
  intake: MoneyClaimIntake,
  status: ClaimStatus,
  step: ClaimStepName,
  outcome: ClaimOutcome,
): 'notCurrent' | 'wrongOutcome' | 'notSkippable' | null {
  if (currentStep(status) !== step) return 'notCurrent';
  if (!OUTCOMES_OF[step].includes(outcome)) return 'wrongOutcome';
  if (outcome === 'SKIPPED' && !claimSteps(intake).find((s) => s.step === step)?.skippable) return 'notSkippable';
  return null;
}

/**
 * Where recording a step leads: after the demand, the barangay if it is ahead, else the court; a barangay settlement
 * to collection (the Lupon enforces it, §417), its certification or a skip to court; the decision to collection;
 * the money recovered ends the claim.
 */
export function statusAfter(intake: MoneyClaimIntake, step: ClaimStepName, outcome: ClaimOutcome): StatusAfterStep {
  if (step === 'demand') return claimSteps(intake).find((s) => s.step === 'barangay' && ahead(s)) ? 'BARANGAY' : 'COURT';
  if (step === 'barangay') return outcome === 'SETTLED' ? 'COLLECTION' : 'COURT';
  if (step === 'court') return 'COLLECTION';
  return 'RECOVERED';
}

/** A step on the claim's timeline, as its page shows it: the rule's step with what the person recorded. */
export type ClaimTimelineStep = ClaimStep & {
  /** done or skipped: recorded (or a demand the intake says was made); current: the step the claim is at;
   * not-needed: the law skips it (`reason` says why); ahead: still to come. */
  state: 'done' | 'skipped' | 'current' | 'not-needed' | 'ahead';
  outcome?: ClaimOutcome;
  on?: string;
  /** The outcomes the person may record now (the current step's). */
  may: ClaimOutcome[];
};

/** The claim's timeline: one rule for the server's answer and the page (it never re-derives it). */
export function claimTimeline(intake: MoneyClaimIntake, status: ClaimStatus, records: ClaimStepRecord[]): ClaimTimelineStep[] {
  const now = currentStep(status);
  return claimSteps(intake).map((s) => {
    const record = records.find((r) => r.step === s.step);
    if (record) return { ...s, state: record.outcome === 'SKIPPED' ? 'skipped' : 'done', outcome: record.outcome, on: record.on, may: [] };
    if (s.step === 'demand' && intake.demand.made) return { ...s, state: 'done', outcome: 'DONE', on: intake.demand.date, may: [] };
    if (s.step === now) {
      const may = OUTCOMES_OF[s.step].filter((o) => o !== 'SKIPPED' || s.skippable);
      return { ...s, state: 'current', may };
    }
    if (s.status === 'skipped') return { ...s, state: 'not-needed', may: [] };
    return { ...s, state: 'ahead', may: [] };
  });
}
