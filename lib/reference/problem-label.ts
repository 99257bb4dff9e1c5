import type { LegalProblem } from './legal-problems';

/**
 * The legal problems' labels in one language, by the problem's _id: the `problems` catalogue
 * (messages/<language>/problems.json). The server reads it whole (lib/i18n/problem-labels.ts); a
 * browser gets the labels its page sent (ClientMessages) and loads the rest with the legal-issue
 * combobox (components/search/problem-labels.ts). The English catalogue is the reference labels
 * themselves (lib/i18n/problem-labels.test.ts), so an English page may pass none.
 */
export type ProblemLabels = Readonly<Record<string, string>>;

/**
 * A problem's label in the page's language (issue 40): the one rule for every page, e-mail and
 * island that names a legal problem. Without a label in `labels`, the reference (English) label.
 */
export function problemLabel(labels: ProblemLabels, problem: Pick<LegalProblem, '_id' | 'label'>): string {
  return labels[problem._id] ?? problem.label;
}

/**
 * The label inside a sentence ("Lawyers for unpaid wages or underpayment", "Abogado para sa VAWC
 * (karahasan …)"): lower-cased but for its acronyms (a word with two capitals: BIR, VAWC, PhilHealth,
 * SEnA), which lower case would make unreadable ("vawc").
 */
export function problemInText(labels: ProblemLabels, problem: Pick<LegalProblem, '_id' | 'label'>): string {
  return problemLabel(labels, problem).replace(/\S+/g, (word) => (/[A-Z].*[A-Z]/.test(word) ? word : word.toLowerCase()));
}
