// Test helper (not a test): a zod issue's message — a code (lib/errors/issue.ts) — as the English
// words the API would answer, for suites under lib/validation (which may not import lib/server).
export { issueWords } from '@/lib/server/platform/http/error-words';
