import { translator } from '@/lib/i18n/translator';
import { REASON_SOURCES, type ReasonCode, type StopKind } from '@/features/where-to-start/rules/first-steps';
import { QUESTION_ORDER } from '@/features/where-to-start/rules/where-to-start-flow';
import { STOP_BRING, reasonText, stopText, type WhereToStartWords } from '@/lib/reference/first-stops';
import { ABROAD_SOURCES, type AbroadStopKind } from '@/features/where-to-start/rules/abroad-stops';
import {
  ABROAD_CODES,
  ADJOIN_CODES,
  INCOME_CODES,
  LAND_CODES,
  MATTER_CODES,
  readSharedAnswers,
  SAME_CODES,
  SIDE_CODES,
  URGENCY_CODES,
} from './where-to-start-words';

// Issue 41, point 5 (and issue 40): every question, answer and reason of "Where do I start?" in
// English and Filipino. The rules' codes are walked, so a stop, reason or choice added without its
// Filipino words fails here.

type Catalogue = WhereToStartWords & { has(key: string): boolean; raw(key: string): unknown };
// Keys made from codes, as the pages make them (the translator's typed keys cannot name them).
const en = translator('en', 'triage') as unknown as Catalogue;
const fil = translator('fil', 'triage') as unknown as Catalogue;

/** The keys missing in either catalogue, or whose Filipino is the English again. */
const untranslated = (keys: string[]) => keys.filter((key) => !en.has(key) || !fil.has(key) || fil(key) === en(key));

it('every first stop: its title, what it is, what to bring and where', () => {
  const kinds = Object.keys(STOP_BRING) as StopKind[];
  expect(kinds).toHaveLength(7);
  const keys = kinds.flatMap((kind) => [
    ...['title', 'what', 'where'].map((part) => `stops.${kind}.${part}`),
    ...STOP_BRING[kind].map((item) => `stops.${kind}.bring.${item}`),
  ]);
  expect(untranslated(keys)).toEqual([]);
  for (const kind of kinds) expect(stopText(fil, kind).bring).toHaveLength(STOP_BRING[kind].length);
  // The codes are the catalogue's: no item there that no stop brings.
  const catalogued = kinds.flatMap((kind) => Object.keys(fil.raw(`stops.${kind}.bring`) as object).map((item) => `${kind}.${item}`));
  expect(catalogued.sort()).toEqual(kinds.flatMap((kind) => STOP_BRING[kind].map((item) => `${kind}.${item}`)).sort());
});

it('every reason the rules can give', () => {
  const reasons = Object.keys(REASON_SOURCES) as ReasonCode[];
  expect(untranslated(reasons.map((reason) => `reasons.${reason}`))).toEqual([]);
  expect(Object.keys(fil.raw('reasons') as object).sort()).toEqual([...reasons].sort());
  // Legal terms keep their English with a Filipino gloss (docs/filipino-style-guide.md).
  expect(reasonText(fil, 'no-barangay-company')).toContain('barangay conciliation (pag-aayos sa barangay)');
  expect(reasonText(fil, 'pao-income-unknown')).toContain('PAO (Public Attorney’s Office');
});

it('every question and every choice of the flow, and the shared answers’ words', () => {
  const choice = (group: string, codes: readonly string[]) => codes.flatMap((code) => [`${group}.${code}.label`, `${group}.${code}.hint`]);
  const keys = [
    ...QUESTION_ORDER.map((question) => `flow.${question}.title`),
    ...choice('matters', MATTER_CODES),
    ...choice('sides', SIDE_CODES),
    ...choice('urgencies', URGENCY_CODES),
    ...INCOME_CODES.map((code) => `incomes.${code}`),
    ...INCOME_CODES.map((code) => `flow.income.${code}`),
    ...['whatHappened', 'otherSide', 'livesIn', 'otherLivesIn', 'urgent', 'income', 'doesntKnow'].map((row) => `rows.${row}`),
    // Issue 56: the same town, adjoining barangays, land; the urgencies that tell a court's deadline from a landlord's.
    ...choice('lands', LAND_CODES),
    ...SAME_CODES.map((code) => `flow.same.${code}`),
    ...ADJOIN_CODES.map((code) => `flow.adjoin.${code}`),
    ...['same', 'adjoin', 'land'].map((question) => `flow.${question}.why`),
    ...['yes', 'no', 'unsure'].map((code) => `answers.${code}`),
    ...['sameTown', 'adjoining', 'land'].map((row) => `rows.${row}`),
  ];
  // Issue 72: a ninth matter (illegal recruitment), an eighth urgency (a court order now), a fifth land (across towns).
  expect(keys).toHaveLength(10 + 2 * (9 + 3 + 8) + 3 + 3 + 7 + 2 * 5 + 2 + 3 + 3 + 3 + 3);
  expect(untranslated(keys)).toEqual([]);
});

it('issue 63: the question "abroad?", its answers and every stop from abroad, in both languages', () => {
  const stops = Object.keys(ABROAD_SOURCES) as AbroadStopKind[];
  const keys = [
    ...['why', ...ABROAD_CODES].map((code) => `flow.abroad.${code}`),
    'flow.me.titleAbroad',
    'flow.me.whyAbroad',
    'rows.abroad',
    'abroad.heading',
    'abroad.lead',
    ...stops.flatMap((kind) => ['title', 'what', 'why', 'link'].map((part) => `abroad.stops.${kind}.${part}`)),
  ];
  expect(untranslated(keys)).toEqual([]);
  expect(Object.keys(fil.raw('abroad.stops') as object).sort()).toEqual([...stops].sort());
  expect(readSharedAnswers('m=work&ab=yes&s=company&me=cebu-city&u=none&inc=unsure', 'fil')?.rows.slice(0, 2)).toEqual([
    { question: 'Ano ang nangyari', answer: 'Problema sa trabaho' },
    { question: 'Nasa ibang bansa ngayon', answer: 'Oo' },
  ]);
});

it('reads shared answers in either language, English as before', () => {
  const answers = 'm=work&s=company&me=cebu-city&u=none&inc=unsure';
  expect(readSharedAnswers(answers, 'en')?.rows).toEqual([
    { question: 'What happened', answer: 'A problem at work' },
    { question: 'The other side', answer: 'A company or an employer' },
    { question: 'Lives in', answer: 'Cebu City' },
    { question: 'Urgent', answer: 'Not urgent' },
    { question: 'Income', answer: 'Not sure, or would rather not say' },
  ]);
  expect(readSharedAnswers(answers, 'fil')).toMatchObject({
    subject: 'Problema sa trabaho',
    answerUrl: `/where-to-start/answer?${answers}`,
    rows: [
      { question: 'Ano ang nangyari', answer: 'Problema sa trabaho' },
      { question: 'Ang kabilang panig', answer: 'Kompanya o employer' },
      { question: 'Nakatira sa', answer: 'Cebu City' },
      { question: 'Apurahan', answer: 'Hindi apurahan' },
      { question: 'Kita', answer: 'Hindi sigurado, o ayaw sabihin' },
    ],
  });
});

it('names a legal problem picked from the list in the reader’s language: the booking’s case summary on a Filipino page', () => {
  const answers = 'm=work&p=10&s=company&me=cebu-city&u=none&inc=unsure';
  expect(readSharedAnswers('p=10&s=company&me=cebu-city&u=none&inc=unsure', 'fil')?.subject).toBe(
    'Hindi nabayarang sahod o kulang na sahod',
  );
  expect(readSharedAnswers(answers, 'fil')?.rows[0]).toEqual({
    question: 'Ano ang nangyari',
    answer: 'Problema sa trabaho: Hindi nabayarang sahod o kulang na sahod',
  });
  expect(readSharedAnswers(answers, 'en')?.subject).toBe('Unpaid wages or underpayment');
  expect(readSharedAnswers(answers, 'en')?.rows[0].answer).toBe('A problem at work: Unpaid wages or underpayment');
});

it('issue 56: the places the list does not name, which barangay hears it, and the office cards, in Filipino', () => {
  const keys = [
    'places.otherCity',
    'places.otherTown',
    ...['same-barangay', 'respondent-barangay', 'where-the-land-lies', 'workplace-or-school'].map((venue) => `venues.${venue}`),
    ...['hours', 'always', 'phone', 'map', 'online', 'callAhead', 'pao', 'gov-dole-sena', 'gov-katarungang-pambarangay'].map(
      (k) => `offices.${k}`,
    ),
    ...['gov-barangay-vaw-desk', 'gov-pnp-wcpd', 'pao-central', 'searchPolice', 'gov-dmw'].map((k) => `offices.${k}`),
    'answer.sourceToConfirm',
  ];
  expect(untranslated(keys)).toEqual([]);
});
