// GET /api/v1/files/{fileId} – a stored file: public pictures inline, private documents only to allowed users
import { route } from '@/lib/server/http';
import { getRequestSession } from '@/lib/server/auth/request-session';
import { readStoredFile } from '@/lib/server/storage/read-stored-file';
import { storedFileResponse } from '@/lib/server/storage/stored-file-response';

export const GET = route<{ fileId: string }>(async (req, ctx) => {
  const { fileId } = await ctx.params;
  const session = await getRequestSession(req);
  const { file, data } = await readStoredFile(fileId, session?.user ?? null);
  return storedFileResponse(file, data);
});
