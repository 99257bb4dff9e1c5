// GET /api/v1/legal-aid/lawyers?problem= – the legal-aid desk's lawyers: listed, with an offer on (public; issue 61)
import { readQuery, route } from '@/lib/server/platform/http';
import { listLegalAidLawyers } from '@/features/legal-aid/server/lawyers';
import { legalAidLawyersQuerySchema } from '@/features/legal-aid/validation/legal-aid';

export const dynamic = 'force-dynamic';

export const GET = route((req) => listLegalAidLawyers(readQuery(req, legalAidLawyersQuerySchema)));
