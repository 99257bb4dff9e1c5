// POST /api/v1/letters/verify – public: is this PDF (multipart `file`, optional `code`) exactly an engagement letter both signed?
import { route } from '@/lib/server/platform/http';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { verifyLetterFile } from '@/lib/server/work-items/letters/verify-letter';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => verifyLetterFile(req, requestMeta(req).ip));
