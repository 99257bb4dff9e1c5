import 'server-only';
import type { SessionUser } from '@/lib/server/platform/security/types';
import { AppError } from '@/lib/server/platform/http/errors';
import { isVerificationDocument, readStoredFile } from '@/lib/server/platform/storage/read-stored-file';
import { INLINE_DOCUMENT_TYPES, inlineDocumentResponse } from '@/lib/server/platform/storage/stored-file-response';

/**
 * An identity document under review, shown in the admin's browser instead of downloaded (the
 * caller is an admin). Only verification documents (a meeting's files are the parties' business:
 * 404 like any unknown id) and only image and PDF types (415 before anything is read or audited);
 * each view is written to the audit log by readStoredFile, as a download is.
 */
export async function previewVerificationDocument(fileId: string, admin: SessionUser): Promise<Response> {
  const { file, data } = await readStoredFile(fileId, admin, (f) => {
    if (!isVerificationDocument(f)) return false;
    if (!INLINE_DOCUMENT_TYPES.includes(f.contentType)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'verification.documentCannotPreviewedDownload', {
        key: 'NOT_PREVIEWABLE',
      });
    }
    return true;
  });
  return inlineDocumentResponse(file, data);
}
