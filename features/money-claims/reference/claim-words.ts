import { formatPeso } from '@/lib/format/money';
import { SMALL_CLAIMS_MAX_PESOS } from '@/features/services/reference/legal-services';
import {
  FIRST_LEVEL_COURT_MAX_CENTAVOS,
  type BarangayAnswer,
  type ClaimStep,
  type PrescriptionAnswer,
  type Ruled,
  type VenueAnswer,
} from '@/features/money-claims/rules/money-claims';

/**
 * Issue 75: which words of the `claims` catalogue say each money-claim rule's answer, and with what values — the
 * rule and its section always among them. Keys and values only (no translator): a page, a PDF or a text passes
 * them to its own `t`. Days are passed as the rules give them ("2026-12-29"); the caller words them per language.
 */
export type ClaimWords = { key: string; values: Record<string, string> };

/** What the barangay answer says, and (when it comes first) where: two sentences at most. */
export function barangayWords(answer: Ruled<BarangayAnswer>): ClaimWords[] {
  const { value, rule } = answer;
  const first: ClaimWords = {
    key: `barangay.${value.reason}`,
    values: { rule, ...(value.kind === 'by-agreement' ? { barangay: value.barangay } : {}) },
  };
  if (value.kind !== 'barangay-first') return [first];
  return [first, { key: `barangay.venue.${value.venue}`, values: { barangay: value.barangay, rule: value.venueRule } }];
}

/** The court and where, and that no lawyer appears at a small claim. */
export function venueWords(answer: Ruled<VenueAnswer>): ClaimWords[] {
  const { value, rule } = answer;
  if (value.court === 'regional-trial')
    return [{ key: 'court.regionalTrial', values: { limit: formatPeso(FIRST_LEVEL_COURT_MAX_CENTAVOS), rule: value.jurisdictionRule } }];
  const words: ClaimWords[] = [{ key: value.places.length > 1 ? 'court.choose' : 'court.oneTown', values: { rule } }];
  if (value.noLawyer) words.push({ key: 'court.noLawyer', values: { rule: value.noLawyer.rule } });
  return words;
}

export function smallClaimsWords(amountCentavos: number, answer: Ruled<boolean>): ClaimWords {
  return {
    key: answer.value ? 'smallClaims.fits' : 'smallClaims.over',
    values: { amount: formatPeso(amountCentavos), ceiling: formatPeso(SMALL_CLAIMS_MAX_PESOS * 100), rule: answer.rule },
  };
}

/** The period, its last day (a warning when near or past), and the "if written" demand's count where there is one. */
export function prescriptionWords(answer: Ruled<PrescriptionAnswer>, agreement: 'WRITTEN' | 'ORAL', demandDate?: string): ClaimWords[] {
  const { value, rule } = answer;
  const words: ClaimWords[] = [
    { key: `prescription.period.${agreement}`, values: { rule } },
    { key: `prescription.${value.status}`, values: { lastDay: value.lastDay, rule } },
  ];
  if (value.ifWrittenDemand && demandDate)
    words.push({
      key: 'prescription.ifWrittenDemand',
      values: { demandDate, lastDay: value.ifWrittenDemand.lastDay, rule: value.ifWrittenDemand.rule },
    });
  return words;
}

/** A step's reason; the barangay's are the barangay answer's own words. */
export function stepWords(step: ClaimStep): ClaimWords {
  // The barangay's own answer words its step; only the adjoining towns' words name the barangay.
  if (step.step === 'barangay')
    return {
      key: `barangay.${step.reason}`,
      values: { rule: step.rule, ...(step.status === 'optional' && step.barangay ? { barangay: step.barangay } : {}) },
    };
  const values: Record<string, string> = { rule: step.rule };
  if (step.reason === 'regional-trial-court') values.limit = formatPeso(FIRST_LEVEL_COURT_MAX_CENTAVOS);
  return { key: `steps.reasons.${step.reason}`, values };
}

/** The windows' words by rule function (`date` is the window's last day). */
export const WINDOW_KEYS = {
  mediation: 'windows.mediation',
  pangkat: 'windows.pangkat',
  pangkatExtended: 'windows.pangkatExtended',
  interruption: 'windows.interruption',
  repudiation: 'windows.repudiation',
  enforcement: 'windows.enforcement',
} as const;
