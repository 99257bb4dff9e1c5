import 'server-only';
import { ATTACHMENT_RULES, createMeetingSchema, type CreateMeetingInput } from '@/lib/validation/meetings';
import { readSharedWhereToStart, type WhereToStartQuery } from '@/features/where-to-start/validation/where-to-start';
import { AppError } from '@/lib/server/platform/http/errors';
import { readJson } from '@/lib/server/platform/http/body';
import { formFieldCount, formFields, readFileSetForm } from '@/lib/server/platform/storage/read-multipart';
import { checkFileSet, type CheckedUpload } from '@/lib/server/platform/storage/check-upload';

/**
 * POST /api/v1/meeting takes JSON (no attachments) or multipart/form-data with the same fields and
 * repeated `attachments` files — one request, so a refused booking stores nothing at all.
 */
export async function readBookingRequest(
  req: Request,
): Promise<{ input: CreateMeetingInput; triage: WhereToStartQuery | null; uploads: CheckedUpload[] }> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    const input = await readJson(req, createMeetingSchema);
    return { input, triage: sharedWhereToStart(input), uploads: [] };
  }
  const form = await readFileSetForm(req, ATTACHMENT_RULES, formFieldCount(createMeetingSchema.shape));
  const input = createMeetingSchema.parse(formFields(form));
  const triage = sharedWhereToStart(input);
  const uploads = await checkFileSet(form.getAll('attachments'), ATTACHMENT_RULES);
  return { input, triage, uploads };
}

/** The "Where do I start?" answers the client chose to share, checked code by code (a 400 when they cannot be read). */
function sharedWhereToStart(input: CreateMeetingInput): WhereToStartQuery | null {
  if (input.triage === undefined) return null;
  const triage = readSharedWhereToStart(input.triage);
  if (!triage) throw new AppError('BAD_REQUEST', 'meetings.triageUnreadable', { key: 'TRIAGE_UNREADABLE' });
  return triage;
}
