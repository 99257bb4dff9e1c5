// GET /api/v1/files/{fileId}[?w=] – a stored file: public pictures inline (at a served width with ?w=), private documents only to allowed users
import { route } from '@/lib/server/platform/http';
import { readQuery } from '@/lib/server/platform/http/body';
import { fileQuerySchema } from '@/lib/validation/files';
import { getRequestSession } from '@/lib/server/auth/request-session';
import { readStoredFile } from '@/lib/server/platform/storage/read-stored-file';
import { storedFileResponse } from '@/lib/server/platform/storage/stored-file-response';

export const GET = route<{ fileId: string }>(async (req, ctx) => {
  const { fileId } = await ctx.params;
  const { w } = readQuery(req, fileQuerySchema);
  const session = await getRequestSession(req);
  const { file, data } = await readStoredFile(fileId, session?.user ?? null);
  return storedFileResponse(file, data, w);
});
