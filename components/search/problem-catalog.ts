// What the legal-issue combobox loads on first interaction (not with the page): the ~190 problems,
// their matcher, their labels' loader (the page's language), the words that ask for free legal help, and the
// call for the server's typo-tolerant search.
export { LEGAL_PROBLEMS, findLegalProblem, matchesLegalProblemIn } from '@/lib/reference/legal-problems';
export { findSimilarLegalProblems } from '@/lib/api/legal-problems';
export { asksForFreeLegalHelp } from '@/lib/reference/free-legal-help-words';
export { loadProblemLabels } from './problem-labels';
