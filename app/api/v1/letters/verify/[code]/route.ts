// GET /api/v1/letters/verify/{code} – public: the signed letter a verification code names (lawyer's public name, dates)
import { route } from '@/lib/server/platform/http';
import { verifyLetterCode } from '@/lib/server/work-items/letters/verify-letter';
import { letterVerifyParamsSchema } from '@/lib/validation/engagement-letters';

export const dynamic = 'force-dynamic';

export const GET = route<{ code: string }>(async (_req, { params }) => {
  const { code } = letterVerifyParamsSchema.parse(await params);
  return verifyLetterCode(code);
});
