import {
  firstSteps,
  sameTownOf,
  type Gravity,
  type Matter,
  type OtherSide,
  type Place,
  type WhereToStartAnswers,
  type Urgency,
} from './first-steps';
import { asksAbroad } from './abroad-stops';

/**
 * "Where do I start?" (issue 41), the questions: which one comes next for the answers given so far,
 * and the answers as the rules read them. At most six, one per screen, and only those that change
 * the answer: where the other side lives only when barangay conciliation could apply, income only
 * when the PAO is not already presumed. Pure: the flow's page and the tests ask it.
 */
export type Question = 'matter' | 'abroad' | 'side' | 'me' | 'them' | 'same' | 'adjoin' | 'land' | 'urgency' | 'income';

/**
 * The order the questions come in (a question skipped for some answers keeps its place). Issue 56:
 * where the place list cannot tell (a town it does not name), "same": do both live in the same city or
 * municipality; if not, "adjoin": are their barangays next to each other (RA 7160 §408(f)); where the
 * barangay could hear it, "land": land or a house and where it lies, or a shared workplace or school
 * (§408(e), §409(c), (d)). Issue 63: "abroad", asked only where being abroad changes the answer (a claim
 * against a recruiter or employer, an SPA: features/where-to-start/rules/abroad-stops.ts).
 */
export const QUESTION_ORDER: Question[] = ['matter', 'abroad', 'side', 'me', 'them', 'same', 'adjoin', 'land', 'urgency', 'income'];

/** The legal problem "Illegal recruitment by an unlicensed recruiter" (lib/reference/legal-problems.ts, issue 72). */
export const ILLEGAL_RECRUITMENT_PROBLEM = 167;

/** What happened, in people's words (the page words them); each with the legal problem it searches lawyers by. */
export const MATTER_PICKS = [
  { id: 'work', matter: 'employment', problem: 2 },
  { id: 'recruitment', matter: 'illegal-recruitment', problem: ILLEGAL_RECRUITMENT_PROBLEM },
  { id: 'money', matter: 'money-or-property', problem: 33 },
  { id: 'violence', matter: 'violence-at-home', problem: 143 },
  { id: 'crime-minor', matter: 'crime-against-me', gravity: 'minor', problem: 154 },
  { id: 'crime-serious', matter: 'crime-against-me', gravity: 'serious', problem: 6 },
  { id: 'accused', matter: 'accused-of-crime', problem: 157 },
  { id: 'marriage', matter: 'marriage', problem: 34 },
  { id: 'support', matter: 'family-support', problem: 38 },
] as const satisfies readonly { id: string; matter: Matter; gravity?: Gravity; problem: number }[];
export type MatterPickId = (typeof MATTER_PICKS)[number]['id'];

/** A legal problem of the list (lib/reference/legal-problems) as one of the flow's kinds. */
export function matterOfProblem(problem: { _id: number; value: readonly string[] }): { matter: Matter; gravity?: Gravity } {
  const id = problem._id;
  if (id === 143 || id === 152) return { matter: 'violence-at-home' };
  if (id === 34 || id === 35 || id === 36 || id === 47) return { matter: 'marriage' };
  if (id === 38 || id === 39) return { matter: 'family-support' };
  if (id === ILLEGAL_RECRUITMENT_PROBLEM) return { matter: 'illegal-recruitment' };
  // Arrest and bail, children in conflict with the law, plea bargaining, appeals: the person is the accused.
  if (id === 157 || id === 159 || id === 160 || id === 165) return { matter: 'accused-of-crime' };
  const [area] = problem.value;
  if (area === 'labor') return { matter: 'employment' };
  if (area === 'criminal') return { matter: 'crime-against-me', gravity: 'unsure' };
  return { matter: 'money-or-property' };
}

type IncomeAnswer = 'yes' | 'no' | 'unsure';
type AdjoinAnswer = 'yes' | 'no' | 'unsure';
/**
 * Land or a house all in their city or municipality, in another, or partly in theirs and partly in another
 * (issue 72: "here" was the only choice for it, and gave the barangay first against §408(e)); a dispute at
 * the workplace or school both share; or none of these.
 */
type LandAnswer = 'here' | 'elsewhere' | 'across' | 'work' | 'none';

const LAND_FACT = {
  here: 'same-town',
  elsewhere: 'other-town',
  across: 'across-towns',
  work: 'none',
  none: 'none',
} as const satisfies Record<LandAnswer, WhereToStartAnswers['land']>;

/** The answers given so far, as read from the flow's address (each already checked on its own). */
export type FlowAnswers<P extends Place = Place> = {
  matter?: { matter: Matter; gravity?: Gravity; problem: number };
  /** Abroad now (issue 63); asked only where it changes the answer. */
  abroad?: boolean;
  side?: OtherSide;
  me?: P;
  /** null: "I don't know". */
  them?: P | null;
  /** Both in the same city or municipality, as the person answered (asked only where the list cannot tell). */
  same?: boolean;
  adjoin?: AdjoinAnswer;
  land?: LandAnswer;
  urgency?: Urgency;
  income?: IncomeAnswer;
};

/**
 * The other side as answered, or as it follows from what happened: violence at home is by a person, the
 * accused faces the State; who an illegal recruiter is (a person, an unlicensed "agency") changes nothing.
 */
function sideOf(a: FlowAnswers): OtherSide | undefined {
  if (a.side) return a.side;
  if (a.matter?.matter === 'violence-at-home' || a.matter?.matter === 'illegal-recruitment') return 'person';
  if (a.matter?.matter === 'accused-of-crime') return 'government';
  return undefined;
}

const BARANGAY_MATTERS: Matter[] = ['money-or-property', 'crime-against-me', 'family-support'];
/** Where land, a house or a shared workplace or school can decide which barangay hears it. */
const LAND_MATTERS: Matter[] = ['money-or-property', 'crime-against-me'];

/**
 * Whether the urgency question offers this choice for what happened: "a court order is needed now" (an
 * injunction, attachment, replevin: RA 7160 §412(b)(3)) for a dispute over money or property only — support
 * needed now is the same clause in its own words, and the other matters do not go to the barangay for it.
 */
export const offersUrgency = (matter: Matter, urgency: Urgency): boolean => urgency !== 'court-order' || matter === 'money-or-property';

/** The next question to ask, or null when the answer can be given. */
export function nextQuestion(a: FlowAnswers): Question | null {
  if (!a.matter) return 'matter';
  if (a.abroad === undefined && asksAbroad(a.matter.matter, a.matter.problem)) return 'abroad';
  const side = sideOf(a);
  if (!side) return 'side';
  if (!a.me) return 'me';
  const barangayPossible =
    side === 'person' &&
    BARANGAY_MATTERS.includes(a.matter.matter) &&
    !(a.matter.matter === 'crime-against-me' && a.matter.gravity !== 'minor');
  if (barangayPossible) {
    if (a.them === undefined) return 'them';
    if (a.them !== null) {
      const sameTown = sameTownOf({ sameTown: a.same, myPlace: a.me, theirPlace: a.them });
      if (sameTown === undefined && a.same === undefined) return 'same';
      if (sameTown === false && a.adjoin === undefined) return 'adjoin';
      const luponMayHear = sameTown === true || a.adjoin === 'yes';
      if (luponMayHear && LAND_MATTERS.includes(a.matter.matter) && a.land === undefined) return 'land';
    }
  }
  if (!a.urgency) return 'urgency';
  if (a.income === undefined && needsIncome(a)) return 'income';
  return null;
}

/** Whether the PAO's answer turns on income (not presumed for a person detained or accused, or a VAWC victim). */
function needsIncome(a: FlowAnswers): boolean {
  const answers = toWhereToStartAnswers(a);
  return answers !== null && firstSteps(answers).pao === 'ask-income';
}

/** The answers as the rules read them, once what happened, the other side, the place and the urgency are known. */
export function toWhereToStartAnswers(a: FlowAnswers): WhereToStartAnswers | null {
  const otherSide = sideOf(a);
  if (!a.matter || !otherSide || !a.me || !a.urgency) return null;
  return {
    matter: a.matter.matter,
    gravity: a.matter.gravity,
    otherSide,
    myPlace: a.me,
    theirPlace: a.them ?? undefined,
    sameTown: a.same,
    adjoiningBarangays: a.adjoin === undefined ? undefined : a.adjoin === 'yes',
    land: a.land === undefined ? undefined : LAND_FACT[a.land],
    workplaceOrSchool: a.land === undefined ? undefined : a.land === 'work',
    urgency: a.urgency,
    incomeWithinCeiling: a.income === 'yes' ? true : a.income === 'no' ? false : undefined,
  };
}
