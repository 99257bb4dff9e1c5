import 'server-only';
import { ATTACHMENT_RULES, createMeetingSchema, type CreateMeetingInput } from '@/lib/validation/meetings';
import { readJson } from '../http/body';
import { formFields, readFileSetForm } from '../storage/read-multipart';
import { checkFileSet, type CheckedUpload } from '../storage/check-upload';

/**
 * POST /api/v1/meeting takes JSON (no attachments) or multipart/form-data with the same fields and
 * repeated `attachments` files — one request, so a refused booking stores nothing at all.
 */
export async function readBookingRequest(req: Request): Promise<{ input: CreateMeetingInput; uploads: CheckedUpload[] }> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return { input: await readJson(req, createMeetingSchema), uploads: [] };
  }
  const form = await readFileSetForm(req, ATTACHMENT_RULES);
  const input = createMeetingSchema.parse(formFields(form));
  const uploads = await checkFileSet(form.getAll('attachments'), ATTACHMENT_RULES);
  return { input, uploads };
}
