// GET /api/v1/matters/source/{kind}/{sourceId} – the lawyer's "Open a matter" form prefilled from their source, or the matter already open on it
import { route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { matterDraft } from '@/features/matters/server/open-matter';

export const dynamic = 'force-dynamic';

export const GET = route<{ kind: string; sourceId: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const { kind, sourceId } = await params;
  return matterDraft(lawyer.id, kind, sourceId);
});
