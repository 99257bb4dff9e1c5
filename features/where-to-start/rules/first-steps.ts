/**
 * "Where do I start?" (issue 41): from a few plain answers, the free or mandatory first stops the law
 * sends a person to, each with the reason and its legal source. Pure, written once as data and
 * rules: the answer page, its e-mail and text, and the tests all ask it. Lawyers are always offered
 * beside the stops (`lawyersToo`), and every answer is general information, not legal advice (the
 * Code of Professional Responsibility and Accountability, 2023, Canon II).
 *
 * Sources (the facts and their checks: ../shared/reference/first-stops-notaries-signatures-data.md):
 * - Katarungang Pambarangay: RA 7160 (Local Government Code) §§399–422 — §408 lists what the lupon
 *   may not settle, §409 where, §412 the certificate to file action and the cases that may go to
 *   court directly; only individuals are parties (Katarungang Pambarangay Implementing Rules, 1992,
 *   Rule VI §1); labour disputes are outside it (Supreme Court Administrative Circular 14-93, 1993).
 * - Violence against women and their children: RA 9262 §33 forbids mediation or conciliation of
 *   these cases, barangay included; §14 gives the Barangay Protection Order.
 * - DOLE Single Entry Approach: RA 10396 (2013) and DOLE Department Order 151-16: 30 days of free
 *   conciliation-mediation before almost any labour case.
 * - Illegal recruitment (issue 72): recruiting for work abroad without a DMW licence is a crime, not a labour
 *   claim — the Migrant Workers Act, RA 8042 §6 as amended by RA 10022 §5 (the definition), §7 as amended by
 *   RA 10022 §6 (12 years and a day to 20 years, the maximum for a non-licensee); the recruiter is no employer,
 *   so no SEnA; the DMW (RA 11641) takes the complaint, the prosecutor brings the case (RA 8042 §9: where the
 *   offence was committed or the victim lives); graver than §408(c) allows, so never the barangay.
 * - Public Attorney's Office: RA 9406; the indigency test of the 2021 Revised PAO Operations Manual
 *   (Chapter II, Article 3): the applicant's own net monthly income at most ₱24,000 in Metro Manila,
 *   ₱22,000 in other cities, ₱20,000 elsewhere (confirmed in PAO's announcement, Manila Bulletin,
 *   2022-01-06, "PAO expands free legal service…"); a person detained and a victim under RA 9262 are
 *   served whatever their income (PAO's presumed-eligible groups).
 */

import { luponExclusion, luponVenue, straightToCourt, vawcConciliation, type UrgentNeed, type Venue409 } from './katarungang-pambarangay';

/** What happened, in the flow's few kinds (the legal problem picked maps to one). */
export type Matter =
  | 'money-or-property' // a debt, damage, a sale, rent, land between private parties
  | 'employment' // unpaid wages, dismissal, benefits: a worker and an employer
  | 'violence-at-home' // violence against a woman or her child (RA 9262)
  | 'crime-against-me' // the person was the victim of a crime (other than RA 9262)
  | 'accused-of-crime' // the person is accused, arrested or detained
  | 'marriage' // annulment, nullity, legal separation: a person's civil status
  | 'family-support' // support for a child or a spouse
  | 'illegal-recruitment'; // a recruiter without a licence promised work abroad for a fee: a crime (RA 8042 §6)

export type OtherSide = 'person' | 'company' | 'government';

/**
 * Where one side lives: `town` names the city or municipality uniquely (its PSGC code, or "Town,
 * Province": two provinces can each have a San Jose), and whether it is in Metro Manila or a city.
 * An empty `town` is one we do not list ("another municipality in …"): never the same town as another.
 */
export type Place = { town: string; metroManila: boolean; city: boolean; slug?: string };

/**
 * How urgent, as the flow asks it (issue 56): a court's hearing or deadline is told apart from a
 * landlord's or an employer's — only the cases of RA 7160 §412(b) skip the barangay, and a notice to
 * vacate is not one of them.
 */
export type Urgency =
  | 'detained' // §412(b)(1)
  | 'in-danger'
  | 'child-custody' // a child kept from the parent: habeas corpus, §412(b)(2)
  | 'court' // a court hearing or a court's deadline: a case is already in court
  | 'court-order' // a court order is needed now — an injunction, attachment, replevin: §412(b)(3), provisional remedies
  | 'prescription' // the last day to file is near: §412(b)(4)
  | 'landlord-or-employer' // a notice to vacate, a move-out date, an employer's deadline: not §412(b)
  | 'none';

/** How grave a crime against the person was, as the flow asks it (§408(c): a year, ₱5,000). */
export type Gravity = 'minor' | 'serious' | 'unsure';

export type WhereToStartAnswers = {
  matter: Matter;
  otherSide: OtherSide;
  myPlace: Place;
  /** Unknown when the person does not know where the other side lives. */
  theirPlace?: Place;
  urgency: Urgency;
  /** Crimes against the person only. */
  gravity?: Gravity;
  /**
   * Whether both live in the same city or municipality, when the person said so (the place list cannot
   * tell for a town it does not name); otherwise read from the two places.
   */
  sameTown?: boolean;
  /** When they do not: whether their barangays adjoin (RA 7160 §408(f)). */
  adjoiningBarangays?: boolean;
  /**
   * Land or a house in dispute, and where it lies: all in the parties' town, in another, or across towns (§408(e),
   * §409(c)); or a dispute at a shared workplace or school (§409(d)).
   */
  land?: 'none' | 'same-town' | 'other-town' | 'across-towns';
  workplaceOrSchool?: boolean;
  /**
   * Both live in the same barangay (§409(a)): known only where the barangays are named (a money claim's intake,
   * issue 75); the flow does not ask it, and the respondent's barangay (§409(b)) is then also theirs.
   */
  sameBarangay?: boolean;
  /** The person's own net monthly income in pesos, only when asked (the PAO test); never stored. */
  monthlyIncome?: number;
  /**
   * Or only whether it is within the PAO's ceiling for where they live, as the flow asks it (a yes
   * or no, so no income figure exists anywhere: not in the address, the logs or the database).
   */
  incomeWithinCeiling?: boolean;
};

export type StopKind =
  | 'police-women-and-children-desk'
  | 'barangay-protection-order'
  | 'pao'
  | 'barangay'
  | 'dole-sena'
  | 'dmw-illegal-recruitment'
  | 'prosecutor';

/** Why a stop applies or does not: each code has one legal source (REASON_SOURCES). */
export type ReasonCode =
  | 'barangay-same-town'
  | 'no-barangay-different-towns'
  | 'no-barangay-unknown-town'
  | 'barangay-adjoining-by-agreement'
  | 'no-barangay-land-elsewhere'
  | 'no-barangay-land-across-towns'
  | 'no-barangay-court-order'
  | 'no-barangay-habeas-corpus'
  | 'no-barangay-in-court'
  | 'notice-is-not-a-court-deadline'
  | 'no-barangay-company'
  | 'no-barangay-government'
  | 'no-barangay-employment'
  | 'no-barangay-violence-at-home'
  | 'no-barangay-serious-crime'
  | 'no-barangay-detained'
  | 'no-barangay-deadline'
  | 'no-barangay-civil-status'
  | 'no-barangay-support-pending'
  | 'sena-first'
  | 'illegal-recruitment-dmw'
  | 'no-sena-illegal-recruitment'
  | 'vawc-police-desk'
  | 'vawc-protection-order'
  | 'crime-complaint-prosecutor'
  | 'pao-detained'
  | 'pao-presumed-vawc'
  | 'pao-income-within'
  | 'pao-income-over'
  | 'pao-income-unknown';

/** `unverified`: a fact the reference marks *check* (the answer says it is to be confirmed). */
export type LegalSource = { law: string; section: string; checked: string; unverified?: true };

const KP = 'RA 7160 (Local Government Code)';
export const REASON_SOURCES: Record<ReasonCode, LegalSource> = {
  'barangay-same-town': { law: KP, section: '§§408, 412(a)', checked: '2026-11-25' },
  'no-barangay-different-towns': { law: KP, section: '§408(f)', checked: '2026-11-25' },
  'no-barangay-unknown-town': { law: KP, section: '§408(f)', checked: '2026-11-26' },
  'barangay-adjoining-by-agreement': { law: KP, section: '§§408(f), 409(b)', checked: '2026-11-26' },
  'no-barangay-land-elsewhere': { law: KP, section: '§408(e)', checked: '2026-11-26' },
  'no-barangay-land-across-towns': { law: KP, section: '§§408(e), 409(c)', checked: '2026-11-28' },
  'no-barangay-court-order': { law: KP, section: '§412(b)(3)', checked: '2026-11-28' },
  'no-barangay-habeas-corpus': { law: KP, section: '§412(b)(2)', checked: '2026-11-26' },
  'no-barangay-in-court': { law: KP, section: '§412(a)', checked: '2026-11-26' },
  'notice-is-not-a-court-deadline': { law: KP, section: '§412(b)', checked: '2026-11-26' },
  'no-barangay-company': { law: 'Katarungang Pambarangay Implementing Rules (1992)', section: 'Rule VI §1', checked: '2026-11-25' },
  'no-barangay-government': { law: KP, section: '§408(a), (b)', checked: '2026-11-25' },
  'no-barangay-employment': { law: 'Supreme Court Administrative Circular 14-93', section: 'labour disputes', checked: '2026-11-25' },
  'no-barangay-violence-at-home': { law: 'RA 9262', section: '§33', checked: '2026-11-25' },
  'no-barangay-serious-crime': { law: KP, section: '§408(c)', checked: '2026-11-25' },
  'no-barangay-detained': { law: KP, section: '§412(b)(1)', checked: '2026-11-25' },
  'no-barangay-deadline': { law: KP, section: '§412(b)(4)', checked: '2026-11-25' },
  'no-barangay-civil-status': { law: 'Civil Code', section: 'Art. 2035', checked: '2026-11-25' },
  'no-barangay-support-pending': { law: KP, section: '§412(b)(3)', checked: '2026-11-25' },
  'sena-first': { law: 'RA 10396; DOLE Department Order 151-16', section: 'Single Entry Approach', checked: '2026-11-25' },
  'illegal-recruitment-dmw': { law: 'RA 8042 as amended by RA 10022; RA 11641', section: '§§6, 7, 9', checked: '2026-11-28' },
  'no-sena-illegal-recruitment': { law: 'RA 8042 as amended by RA 10022', section: '§6', checked: '2026-11-28' },
  'vawc-police-desk': { law: 'RA 9262', section: '§30', checked: '2026-11-25' },
  'vawc-protection-order': { law: 'RA 9262', section: '§14', checked: '2026-11-25' },
  'crime-complaint-prosecutor': { law: 'Rules of Criminal Procedure', section: 'Rule 112 §1', checked: '2026-11-25' },
  'pao-detained': { law: 'RA 9406; 2021 Revised PAO Operations Manual', section: 'Ch. II', checked: '2026-11-25' },
  // *check*: the reference lists VAWC victims among PAO's presumed-eligible groups "in PAO's circulars"
  // without naming the circular; the answer shows this source as still to be confirmed.
  'pao-presumed-vawc': { law: 'RA 9406; 2021 Revised PAO Operations Manual', section: 'Ch. II', checked: '2026-11-25', unverified: true },
  'pao-income-within': { law: '2021 Revised PAO Operations Manual', section: 'Ch. II Art. 3', checked: '2026-11-25' },
  'pao-income-over': { law: '2021 Revised PAO Operations Manual', section: 'Ch. II Art. 3', checked: '2026-11-25' },
  'pao-income-unknown': { law: '2021 Revised PAO Operations Manual', section: 'Ch. II Art. 3', checked: '2026-11-25' },
};

/** The PAO's ceiling on the applicant's own net monthly income (pesos), by where they live. */
export function paoIncomeCeiling(place: Place): number {
  if (place.metroManila) return 24_000;
  return place.city ? 22_000 : 20_000;
}

/** A stop; the barangay's carries which barangay hears it (RA 7160 §409). */
type Stop = { kind: StopKind; reason: ReasonCode; venue?: Venue409 };

export type WhereToStartResult = {
  /** First stops, the one to take first first. Empty: nowhere the law sends them before a lawyer. */
  stops: Stop[];
  /** Why barangay conciliation does not apply, when it does not (and the PAO's answer when not a stop). */
  notes: ReasonCode[];
  urgent: boolean;
  pao: 'eligible' | 'presumed' | 'over-ceiling' | 'ask-income';
  /** Lawyers for the problem and region are always offered, never hidden behind a first stop. */
  lawyersToo: true;
};

/** What an answer is counted as in the admin's weekly table: its first stop, or 'lawyer' when none comes first. */
export type WhereToStartOutcome = StopKind | 'lawyer';

export const outcomeOf = (result: WhereToStartResult): WhereToStartOutcome => result.stops[0]?.kind ?? 'lawyer';

/** Whether both live in the same city or municipality: as answered, or from two listed towns; undefined when unknown. */
export function sameTownOf(a: Pick<WhereToStartAnswers, 'sameTown' | 'myPlace' | 'theirPlace'>): boolean | undefined {
  if (a.sameTown !== undefined) return a.sameTown;
  const [me, them] = [a.myPlace, a.theirPlace];
  if (!them) return undefined;
  if (me.town && them.town) return me.town === them.town;
  // A town the list does not name ("another municipality in Bicol") can be the same as the same pick
  // only — then only the person knows (issue 56: ask). A listed town and an unlisted one, or "another
  // city" and "another municipality", or two regions, are two towns.
  return !me.town && !them.town && me.slug !== undefined && me.slug === them.slug ? undefined : false;
}

/**
 * What the urgency answer is under §412(b): a court order needed now is a provisional remedy (an injunction,
 * attachment, replevin), and so is support needed now (support pendente lite).
 */
function urgentNeed(a: WhereToStartAnswers): UrgentNeed {
  if (a.urgency === 'detained' || a.matter === 'accused-of-crime') return 'accused-detained';
  if (a.urgency === 'child-custody') return 'deprived-of-liberty';
  if (a.urgency === 'court-order') return 'provisional-remedy';
  if (a.matter === 'family-support' && a.urgency !== 'none' && a.urgency !== 'landlord-or-employer') return 'provisional-remedy';
  if (a.urgency === 'prescription') return 'about-to-prescribe';
  if (a.urgency === 'landlord-or-employer') return 'landlord-or-employer-deadline';
  return 'none';
}

const STRAIGHT_TO_COURT_REASON = {
  '412(b)(1)': 'no-barangay-detained',
  '412(b)(2)': 'no-barangay-habeas-corpus',
  '412(b)(3)': 'no-barangay-support-pending',
  '412(b)(4)': 'no-barangay-deadline',
} as const satisfies Record<string, ReasonCode>;

/**
 * Whether the barangay comes first: its stop (with the barangay that hears it, §409), or why not.
 * RA 9262 §33 first (never conciliated), then who the parties are, then §412(b), then §408.
 * Exported for the money claim's intake (lib/rules/money-claims.ts, issue 75): one barangay rule, asked twice.
 */
export function barangayRule(a: WhereToStartAnswers): { stop: Stop; alsoNote?: ReasonCode } | { note: ReasonCode } {
  if (vawcConciliation(a.matter === 'violence-at-home')) return { note: 'no-barangay-violence-at-home' };
  if (a.matter === 'employment') return { note: 'no-barangay-employment' };
  // Illegal recruitment: 12 years and a day or more (RA 8042 §7), whoever the recruiter is and wherever they live.
  if (a.matter === 'illegal-recruitment') return { note: 'no-barangay-serious-crime' };
  const court = straightToCourt(urgentNeed(a));
  if (court === '412(b)(1)') return { note: STRAIGHT_TO_COURT_REASON[court] };
  if (a.otherSide === 'government') return { note: 'no-barangay-government' };
  if (a.otherSide === 'company') return { note: 'no-barangay-company' };
  if (a.matter === 'marriage') return { note: 'no-barangay-civil-status' };
  // §412(b)(3) names support pendente lite beside the other provisional remedies: support says so in its words.
  if (court === '412(b)(3)' && a.matter !== 'family-support') return { note: 'no-barangay-court-order' };
  if (court) return { note: STRAIGHT_TO_COURT_REASON[court] };
  if (a.urgency === 'court') return { note: 'no-barangay-in-court' };
  const sameTown = sameTownOf(a);
  const facts = {
    otherSide: a.otherSide,
    // A crime against the person: someone private is offended; its gravity as the flow asked it ("unsure" counts as grave).
    offence:
      a.matter === 'crime-against-me' ? { graverThanAYearOrFiveThousand: a.gravity !== 'minor', privateOffendedParty: true } : undefined,
    sameTown,
    adjoiningBarangays: a.adjoiningBarangays,
    land: a.land,
    workplaceOrSchool: a.workplaceOrSchool,
    sameBarangay: a.sameBarangay,
  };
  const excluded = luponExclusion(facts);
  if (excluded?.clause === '408(c)') return { note: 'no-barangay-serious-crime' };
  if (excluded?.clause === '408(f)')
    return { note: excluded.byAgreement ? 'barangay-adjoining-by-agreement' : 'no-barangay-different-towns' };
  if (excluded?.clause === '408(e)')
    return { note: a.land === 'across-towns' ? 'no-barangay-land-across-towns' : 'no-barangay-land-elsewhere' };
  if (excluded) return { note: 'no-barangay-government' };
  if (sameTown === undefined) return { note: 'no-barangay-unknown-town' };
  const stop: Stop = { kind: 'barangay', reason: 'barangay-same-town', venue: luponVenue(facts).venue };
  return { stop, ...(a.urgency === 'landlord-or-employer' ? { alsoNote: 'notice-is-not-a-court-deadline' as const } : {}) };
}

function paoAnswer(a: WhereToStartAnswers): { pao: WhereToStartResult['pao']; reason: ReasonCode } {
  if (a.urgency === 'detained' || a.matter === 'accused-of-crime') return { pao: 'presumed', reason: 'pao-detained' };
  if (a.matter === 'violence-at-home') return { pao: 'presumed', reason: 'pao-presumed-vawc' };
  const within = a.incomeWithinCeiling ?? (a.monthlyIncome === undefined ? undefined : a.monthlyIncome <= paoIncomeCeiling(a.myPlace));
  if (within === undefined) return { pao: 'ask-income', reason: 'pao-income-unknown' };
  return within ? { pao: 'eligible', reason: 'pao-income-within' } : { pao: 'over-ceiling', reason: 'pao-income-over' };
}

/** The first stops for these answers, with the reasons (see the file's head for the sources). */
export function firstSteps(a: WhereToStartAnswers): WhereToStartResult {
  const stops: Stop[] = [];
  const notes: ReasonCode[] = [];
  // Violence at home is always told "call 911 when in danger" (issue 56).
  const urgent =
    a.urgency === 'detained' ||
    a.urgency === 'in-danger' ||
    a.urgency === 'child-custody' ||
    a.urgency === 'court' ||
    a.matter === 'accused-of-crime' ||
    a.matter === 'violence-at-home';
  const pao = paoAnswer(a);

  if (a.matter === 'violence-at-home') {
    // RA 9262 §14: the Punong Barangay of her own barangay, the same day; then the police desk.
    stops.push({ kind: 'barangay-protection-order', reason: 'vawc-protection-order' });
    stops.push({ kind: 'police-women-and-children-desk', reason: 'vawc-police-desk' });
  }
  if (pao.pao === 'presumed') stops.push({ kind: 'pao', reason: pao.reason });

  const barangay = barangayRule(a);
  const exemption = 'note' in barangay ? barangay.note : null;
  if ('stop' in barangay) {
    stops.push(barangay.stop);
    if (barangay.alsoNote) notes.push(barangay.alsoNote);
  } else notes.push(barangay.note);

  if (a.matter === 'employment' && a.otherSide !== 'government') stops.push({ kind: 'dole-sena', reason: 'sena-first' });
  if (a.matter === 'illegal-recruitment') {
    // Not a labour claim (issue 72): the DMW, then the prosecutor — and the answer says why not SEnA.
    stops.push({ kind: 'dmw-illegal-recruitment', reason: 'illegal-recruitment-dmw' });
    stops.push({ kind: 'prosecutor', reason: 'crime-complaint-prosecutor' });
    notes.push('no-sena-illegal-recruitment');
  }
  if (a.matter === 'crime-against-me' && exemption) stops.push({ kind: 'prosecutor', reason: 'crime-complaint-prosecutor' });
  if (pao.pao === 'eligible') stops.push({ kind: 'pao', reason: pao.reason });
  else if (pao.pao !== 'presumed') notes.push(pao.reason);

  return { stops, notes, urgent, pao: pao.pao, lawyersToo: true };
}
