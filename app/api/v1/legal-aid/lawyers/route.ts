// GET /api/v1/legal-aid/lawyers?problem= – the legal-aid desk's lawyers: listed, with an offer on (public; issue 61)
import { readQuery, route } from '@/lib/server/platform/http';
import { listLegalAidLawyers } from '@/lib/server/legal-aid/lawyers';
import { legalAidLawyersQuerySchema } from '@/lib/validation/legal-aid';

export const dynamic = 'force-dynamic';

export const GET = route((req) => listLegalAidLawyers(readQuery(req, legalAidLawyersQuerySchema)));
