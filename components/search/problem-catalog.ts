// What the legal-issue combobox loads on first interaction (not with the page): the ~190 problems,
// their matcher, and the call for the server's typo-tolerant search.
export { LEGAL_PROBLEMS, findLegalProblem, matchesLegalProblem } from '@/lib/reference/legal-problems';
export { findSimilarLegalProblems } from '@/lib/api/legal-problems';
