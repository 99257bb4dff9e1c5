import { legalProblemSearchText, matchesLegalProblemIn, normalizeSearchText, type LegalProblem } from './legal-problems';
import { PROBLEM_SYNONYMS } from './problem-synonyms';
import type { ProblemLabels } from './problem-label';

/**
 * The one matcher of the legal-problem search (issue 56): the legal-issue combobox (home and landing
 * pages) ranks its list with it, and the server's search (lib/server/search/find-legal-problems.ts)
 * puts its answer first, before the typo-tolerant pg_trgm matches. A pure function of the problems,
 * the words and the labels in a language, so both sides rank the same words the same way.
 *
 * Tiers, best first (ties keep the list's order, Most Common first):
 *   0  the words ARE a label or a listed synonym: "SPA", "hindi pinasahod", "Child support"
 *   1  the words stand whole in a label: "tax refund" in "Tax refund or tax credit"
 *   2  the words stand whole in a synonym: "pinasahod" in "hindi pinasahod"
 *   3  a synonym (4 letters or more) stands whole in the words: "hindi pinasahod ako ng amo"
 *   4  a word of a label or synonym begins with the words (still typing: "annul")
 *   5  the words stand whole in the rest of the problem's text (notes, laws, area words)
 *   6  the words are anywhere in its text (spec §5: "part of any word")
 * Tiers 0–3 are strong: only a strong first match is pre-selected in the combobox.
 */
export type ProblemMatch = { problem: LegalProblem; tier: number; strong: boolean };

const STRONG_TIERS = 3;
/** Shorter synonyms ("amo", "ofw") are too common inside longer sentences to name a problem there. */
const MIN_CONTAINED_SYNONYM = 4;

// Built once; the literal /[^\p{L}\p{N}]/u form depends on the compile target.
const NOT_WORD = new RegExp('[^\\p{L}\\p{N}]+', 'gu');

/** Lower case, no accents, each run of spaces and punctuation one space: "Pa-annul!" → "pa annul". */
export function searchWords(text: string): string {
  return normalizeSearchText(text).replace(NOT_WORD, ' ').trim();
}

const within = (text: string, words: string) => ` ${text} `.includes(` ${words} `);
const startsAWordOf = (text: string, words: string) => ` ${text}`.includes(` ${words}`);

type Prepared = { labels: string[]; synonyms: string[] };
const NO_LABELS: ProblemLabels = {};
// Per set of labels (a language's catalogue), per problem: computed once, the box ranks on each key.
const preparedBy = new WeakMap<object, Map<number, Prepared>>();
let synonymWords: Map<number, string[]> | undefined;

function prepare(problem: LegalProblem, labels: ProblemLabels): Prepared {
  let byId = preparedBy.get(labels);
  if (!byId) preparedBy.set(labels, (byId = new Map()));
  let prepared = byId.get(problem._id);
  if (!prepared) {
    synonymWords ??= new Map(Object.entries(PROBLEM_SYNONYMS).map(([id, { en, fil }]) => [Number(id), [...en, ...fil].map(searchWords)]));
    const translated = labels[problem._id];
    prepared = {
      labels: [problem.label, ...(translated ? [translated] : [])].map(searchWords),
      synonyms: synonymWords.get(problem._id) ?? [],
    };
    byId.set(problem._id, prepared);
  }
  return prepared;
}

/** The tier of `problem` for the words (searchWords already applied), or null when they do not find it. */
function tierOf(problem: LegalProblem, words: string, raw: string, labels: ProblemLabels): { tier: number; length: number } | null {
  const { labels: names, synonyms } = prepare(problem, labels);
  if (names.includes(words) || synonyms.includes(words)) return { tier: 0, length: words.length };
  if (names.some((name) => within(name, words))) return { tier: 1, length: words.length };
  if (synonyms.some((synonym) => within(synonym, words))) return { tier: 2, length: words.length };
  // The longest listed phrase the sentence holds decides between two problems it names.
  const held = synonyms.filter((synonym) => synonym.length >= MIN_CONTAINED_SYNONYM && within(words, synonym));
  if (held.length) return { tier: 3, length: Math.max(...held.map((synonym) => synonym.length)) };
  if ([...names, ...synonyms].some((text) => startsAWordOf(text, words))) return { tier: 4, length: words.length };
  // The rest: the problem's search text (label, area, notes, group and alias words) and its label in the language.
  if (!matchesLegalProblemIn(problem, raw, labels) && !synonyms.some((synonym) => synonym.includes(words))) return null;
  return { tier: within(searchWords(legalProblemSearchText(problem)), words) ? 5 : 6, length: words.length };
}

/**
 * The problems the words find, best first (the tiers above), each marked strong or not. `labels`:
 * the problems' labels in a language besides English (the page's, or Filipino on the server); the
 * synonyms of both languages count on every page, since people type either.
 */
export function rankLegalProblems(problems: readonly LegalProblem[], query: string, labels: ProblemLabels = NO_LABELS): ProblemMatch[] {
  const words = searchWords(query);
  const raw = normalizeSearchText(query).trim();
  if (!words && !raw) return [];
  const found: { problem: LegalProblem; tier: number; length: number; order: number }[] = [];
  problems.forEach((problem, order) => {
    const match = words ? tierOf(problem, words, raw, labels) : matchesLegalProblemIn(problem, raw, labels) ? { tier: 6, length: 0 } : null;
    if (match) found.push({ problem, ...match, order });
  });
  found.sort((a, b) => a.tier - b.tier || b.length - a.length || a.order - b.order);
  return found.map(({ problem, tier }) => ({ problem, tier, strong: tier <= STRONG_TIERS }));
}
