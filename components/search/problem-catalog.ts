// What the legal-issue combobox loads on first interaction (not with the page): the ~190 problems,
// the one matcher of the legal-problem search with its synonyms table and the list it makes, their labels' loader (the
// page's language), the words that ask for free legal help, and the call for the server's
// typo-tolerant search, and the note that offers "Where do I start?" when the words find nothing.
export { LEGAL_PROBLEMS, findLegalProblem } from '@/lib/reference/legal-problems';
export { rankLegalProblems } from '@/lib/reference/problem-match';
export { findSimilarLegalProblems } from '@/lib/api/legal-problems';
export { asksForFreeLegalHelp } from '@/lib/reference/free-legal-help-words';
export { loadProblemLabels } from './problem-labels';
export { NoMatchNote } from './no-match-note';
export { filterLegalProblems } from './filter-legal-problems';
