// GET /api/v1/lawyers/profile/matter-nudge – after how many days without a shared update a matter reminds you
// PUT /api/v1/lawyers/profile/matter-nudge – change it (7–180 days)
import { readJson, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { getMatterNudge, setMatterNudge } from '@/features/matters/server/nudge-setting';
import { matterNudgeInputSchema } from '@/features/matters/validation/matters';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return getMatterNudge(lawyer.id);
});

export const PUT = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return setMatterNudge(lawyer.id, (await readJson(req, matterNudgeInputSchema)).days);
});
