import type { LegalSource, Matter, OtherSide } from './first-steps';

/**
 * "Where do I start?" from abroad (issue 63, item 6): the stops a Filipino overseas can take from where
 * they are, before (or beside) the stops at home that features/where-to-start/rules/first-steps.ts gives. Pure: the flow asks
 * `asksAbroad` whether the question matters, the answer page and the tests ask `abroadStops`.
 * At home (or not asked) there are none, and the answer is the one first-steps.ts gives, unchanged.
 *
 * Sources (facts: ../shared/reference/abroad-ofw.md):
 * - A claim against a recruiter or an employer abroad: the Migrant Workers Act, RA 8042 §10 as amended by
 *   RA 10022 (2010): money claims of OFWs (against the agency and the foreign employer, jointly and
 *   severally liable) go to the NLRC's labor arbiters; RA 11641 (2021) created the Department of Migrant
 *   Workers (DMW) and turned the POLOs abroad into Migrant Workers Offices (MWO), which give OFWs legal
 *   assistance from the AKSYON Fund (RA 11641 §§19, 20 *check*: the section numbers).
 * - An SPA signed abroad: a notary in the Philippines may not notarize for a signatory who is not
 *   personally before them (2004 Rules on Notarial Practice, A.M. No. 02-8-13-SC, Rule IV §2(b)); a
 *   Philippine consul notarizes abroad (Vienna Convention on Consular Relations, Art. 5(f)); a document
 *   notarized by a foreign notary is apostilled in that country, the Philippines being a party to the
 *   Apostille Convention since 14 May 2019 (DFA, https://dfa.gov.ph, "Apostille" advisories).
 * - A lawyer at home: a lawyer in the Philippines can act for them there (and a lawyer is always offered,
 *   as in first-steps.ts).
 */

/** The legal problem "Special power of attorney and apostille" (lib/reference/legal-problems.ts). */
export const SPA_PROBLEM = 67;

export type AbroadStopKind = 'dmw-mwo' | 'consulate-spa' | 'lawyer-at-home';

export const ABROAD_SOURCES: Record<AbroadStopKind, LegalSource> = {
  'dmw-mwo': { law: 'RA 8042 as amended by RA 10022; RA 11641', section: '§10; §§19–20', checked: '2026-11-27', unverified: true },
  'consulate-spa': {
    law: '2004 Rules on Notarial Practice; Apostille Convention (Philippines, 14 May 2019)',
    section: 'Rule IV §2(b)',
    checked: '2026-11-27',
  },
  'lawyer-at-home': { law: 'Code of Professional Responsibility and Accountability (2023)', section: 'Canon II', checked: '2026-11-27' },
};

/** A claim against a recruiter or an employer: a work claim, or illegal recruitment (issue 72), which the MWO helps with abroad too. */
const recruiterOrEmployer = (matter: Matter) => matter === 'employment' || matter === 'illegal-recruitment';

/** Whether being abroad changes the answer: a claim against a recruiter or employer, or an SPA. */
export function asksAbroad(matter: Matter, problem: number): boolean {
  return recruiterOrEmployer(matter) || problem === SPA_PROBLEM;
}

/** The stops from abroad, in order; none at home. A claim against the government is not the DMW's. */
export function abroadStops(a: { abroad?: boolean; matter: Matter; problem: number; otherSide?: OtherSide }): AbroadStopKind[] {
  if (!a.abroad || !asksAbroad(a.matter, a.problem)) return [];
  const stops: AbroadStopKind[] = [];
  if (recruiterOrEmployer(a.matter) && a.otherSide !== 'government') stops.push('dmw-mwo');
  if (a.problem === SPA_PROBLEM) stops.push('consulate-spa');
  stops.push('lawyer-at-home');
  return stops;
}
