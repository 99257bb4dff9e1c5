// GET /api/v1/lawyers/profile/verify-qr?id={lawyerId} – public: is this lawyer verified? (what the profile's QR code checks)
import { route } from '@/lib/server/platform/http';
import { AppError } from '@/lib/server/platform/http/errors';
import { findVerificationCard } from '@/lib/server/lawyers/find-verification-card';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const card = await findVerificationCard(new URL(req.url).searchParams.get('id') ?? '');
  if (!card) throw new AppError('NOT_FOUND', 'common.lawyerNotFound', { key: 'LAWYER_NOT_FOUND' });
  return card;
});
