// GET /api/v1/lawyers – search listed lawyers (filters, six sorts, keyset "Load more", 14-day calendars)
import { readQuery, route } from '@/lib/server/http';
import { searchPageJson } from '@/lib/server/search/page-json';
import { searchLawyers } from '@/lib/server/search/search-lawyers';
import { lawyerSearchQuerySchema, toSearchParams } from '@/lib/validation/search';

export const GET = route(async (req) => {
  const query = readQuery(req, lawyerSearchQuerySchema);
  const page = await searchLawyers(toSearchParams(query), { timeZone: query.tz });
  // The body Response.json(page) would send, written by the faster serializer (page-json.ts).
  return new Response(searchPageJson(page), { headers: { 'content-type': 'application/json' } });
});
