// GET  /api/v1/auth/account/export – the latest "Download my data" request and its state
// POST /api/v1/auth/account/export – ask for a ZIP of my data (built in the background; 429 while one is prepared or after 3 a day)
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { getDataExportState, requestDataExport } from '@/lib/server/privacy/request-data-export';

export const GET = route(async (req) => getDataExportState(await requireUser(req, { allowUnverified: true })));

export const POST = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  return Response.json(await requestDataExport(user), { status: 202 });
});
