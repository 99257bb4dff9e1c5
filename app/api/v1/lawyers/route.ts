// GET /api/v1/lawyers – search listed lawyers (filters, six sorts, keyset "Load more", 14-day calendars)
import { readQuery, route } from '@/lib/server/platform/http';
import { searchLawyers } from '@/lib/server/search/search-lawyers';
import { lawyerSearchQuerySchema, toSearchParams } from '@/lib/validation/search';

export const GET = route(async (req) => {
  const query = readQuery(req, lawyerSearchQuerySchema);
  return searchLawyers(toSearchParams(query), { timeZone: query.tz });
});
