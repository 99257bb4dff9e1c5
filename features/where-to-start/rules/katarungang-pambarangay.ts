/**
 * Katarungang Pambarangay and violence against women and children, clause by clause (issue 56): what
 * the Lupon may not take (RA 7160 §408), which barangay hears what it may (§409), what goes straight
 * to court (§412(b)), and what RA 9262 takes out of it (§33) and gives instead (§14). Pure: the flow's
 * rules (first-steps.ts) ask these, and each clause has its own test (katarungang-pambarangay.test.ts).
 * The law's words: ../shared/reference/first-stops-notaries-signatures-data.md ("Mandatory or free first stops").
 */

/** The facts the clauses read. Unknown facts are left out: a clause that needs one does not fire on a guess. */
export type KpFacts = {
  /** §408(a), (b): the other party is the government or an instrumentality, or a public officer acting officially. */
  otherSide: 'person' | 'company' | 'government';
  /** §408(c), (d): for an offence only — whether it is punishable by more than a year or a fine over ₱5,000, and whether someone private was offended. */
  offence?: { graverThanAYearOrFiveThousand: boolean; privateOffendedParty: boolean };
  /** Whether both parties actually live in the same city or municipality (unknown: undefined). */
  sameTown?: boolean;
  /** §408(f): when they do not, whether their barangays adjoin. */
  adjoiningBarangays?: boolean;
  /**
   * §408(e), §409(c): real property in dispute, and where it lies — all of it in the parties' city or municipality,
   * in another one, or across two or more (partly in theirs, partly elsewhere: issue 72, item 11).
   */
  land?: 'none' | 'same-town' | 'other-town' | 'across-towns';
  /** §409(d): the dispute arose at the workplace where both work or the school where both study. */
  workplaceOrSchool?: boolean;
  /** §409(a): both live in the same barangay. */
  sameBarangay?: boolean;
};

/** §408: the clause under which the Lupon has no authority, or null. (g), classes set by the President, has no case here. */
type Clause408 = '408(a)' | '408(b)' | '408(c)' | '408(d)' | '408(e)' | '408(f)';

/**
 * The first clause of §408 that keeps the dispute from the Lupon, or null when none does.
 * (e) and (f) exclude "unless the parties agree to submit" to a Lupon: `byAgreement` says when the
 * exclusion can be waived by the parties — for (f) only where the barangays adjoin.
 */
export function luponExclusion(f: KpFacts): { clause: Clause408; byAgreement: boolean } | null {
  // (a) the Government or any subdivision or instrumentality; (b) a public officer, official functions.
  // The flow asks one "the government" choice (a government office, the police, a public officer).
  if (f.otherSide === 'government') return { clause: '408(a)', byAgreement: false };
  // (c) offences punishable by imprisonment exceeding one year or a fine exceeding five thousand pesos.
  if (f.offence?.graverThanAYearOrFiveThousand) return { clause: '408(c)', byAgreement: false };
  // (d) offences where there is no private offended party.
  if (f.offence && !f.offence.privateOffendedParty) return { clause: '408(d)', byAgreement: false };
  // (f) parties actually residing in barangays of different cities or municipalities, except where
  // such barangay units adjoin each other and the parties agree to submit to a Lupon.
  if (f.sameTown === false) return { clause: '408(f)', byAgreement: f.adjoiningBarangays === true };
  // (e) real properties located in different cities or municipalities, unless the parties agree: land in
  // another town, and land lying partly in theirs and partly in another (it lies in different ones).
  if (f.land === 'other-town' || f.land === 'across-towns') return { clause: '408(e)', byAgreement: true };
  return null;
}

/** §408(b) on its own: a public officer, for a dispute about their official functions (the flow folds it into "the government"). */
export function publicOfficerExclusion(officer: boolean, relatesToOfficialFunctions: boolean): Clause408 | null {
  return officer && relatesToOfficialFunctions ? '408(b)' : null;
}

/** §409: which barangay's Lupon hears a dispute it may take. */
export type Venue409 = 'same-barangay' | 'respondent-barangay' | 'where-the-land-lies' | 'workplace-or-school';

export function luponVenue(f: KpFacts): { clause: '409(a)' | '409(b)' | '409(c)' | '409(d)'; venue: Venue409 } {
  // (c) disputes involving real property: the barangay where it (or its larger part) lies.
  if (f.land === 'same-town' || f.land === 'other-town' || f.land === 'across-towns')
    return { clause: '409(c)', venue: 'where-the-land-lies' };
  // (d) disputes arising at the workplace or the school of both: the barangay where it is.
  if (f.workplaceOrSchool) return { clause: '409(d)', venue: 'workplace-or-school' };
  // (a) both of the same barangay: its Lupon.
  if (f.sameBarangay) return { clause: '409(a)', venue: 'same-barangay' };
  // (b) different barangays of one city or municipality: where the respondent (the other side) lives.
  return { clause: '409(b)', venue: 'respondent-barangay' };
}

/**
 * §412(b): the cases that may go straight to court without the barangay. What the person needs now,
 * as the flow asks it; a landlord's notice to vacate or an employer's deadline is none of them (an
 * ejectment between people of one city still goes to the barangay first).
 */
export type UrgentNeed =
  | 'accused-detained' // (1) the accused is under detention
  | 'deprived-of-liberty' // (2) a person deprived of liberty: habeas corpus, also for the custody of a minor
  | 'provisional-remedy' // (3) an action coupled with a provisional remedy: injunction, attachment, replevin, support pendente lite
  | 'about-to-prescribe' // (4) an action that may otherwise be barred by the statute of limitations
  | 'landlord-or-employer-deadline'
  | 'none';

export function straightToCourt(need: UrgentNeed): '412(b)(1)' | '412(b)(2)' | '412(b)(3)' | '412(b)(4)' | null {
  switch (need) {
    case 'accused-detained':
      return '412(b)(1)';
    case 'deprived-of-liberty':
      return '412(b)(2)';
    case 'provisional-remedy':
      return '412(b)(3)';
    case 'about-to-prescribe':
      return '412(b)(4)';
    case 'landlord-or-employer-deadline':
    case 'none':
      return null;
  }
}

/**
 * RA 9262 §33: "the court shall not refer the case or any issue thereof to a mediator", and §§410–413
 * of the Local Government Code do not apply to its offences — violence against a woman or her child is
 * never conciliated, at the Lupon or anywhere.
 */
export const vawcConciliation = (violenceAgainstWomanOrChild: boolean): 'never' | null => (violenceAgainstWomanOrChild ? 'never' : null);

/**
 * RA 9262 §14: the Barangay Protection Order. Issued by the Punong Barangay, or a kagawad when the
 * Punong Barangay is unavailable — never the Lupon; ex parte (the abuser is not heard first), on the
 * day of the application; at the applicant's own barangay (*check*: the IRR, RA 9262 Rule V, for the
 * venue when the act happened elsewhere), where its VAW desk takes the report. Never the other party's.
 */
export function barangayProtectionOrder(punongBarangayAvailable: boolean) {
  return {
    issuedBy: punongBarangayAvailable ? ('punong-barangay' as const) : ('kagawad' as const),
    exParte: true,
    issuedOn: 'the-day-of-application' as const,
    where: 'applicant-own-barangay' as const,
    desk: 'vaw-desk' as const,
  };
}
