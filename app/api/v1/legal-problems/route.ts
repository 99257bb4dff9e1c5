// GET /api/v1/legal-problems?q= – the legal problems a visitor's words describe (Filipino and Taglish too, typos forgiven)
import { readQuery, route } from '@/lib/server/platform/http';
import { findLegalProblems } from '@/lib/server/search/find-legal-problems';
import { legalProblemQuerySchema } from '@/lib/validation/search';

export const GET = route(async (req) => {
  const { q } = readQuery(req, legalProblemQuerySchema);
  const problems = await findLegalProblems(q);
  return { results: problems.map(({ _id, value, label, group_label }) => ({ _id, value, label, group_label })) };
});
