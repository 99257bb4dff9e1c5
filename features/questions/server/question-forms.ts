import 'server-only';
import { formFieldCount, formFields, readFileSetForm } from '@/lib/server/platform/storage/read-multipart';
import { questionMessageSchema } from '@/features/questions/validation/written-question';
import { QUESTION_FILE_RULES } from './question-files';

/** POST questions/{id}/files: the `files` of the form (at most 5, the attachments' types and total), no text field. */
export async function readQuestionFiles(req: Request): Promise<FormDataEntryValue[]> {
  return (await readFileSetForm(req, QUESTION_FILE_RULES)).getAll('files');
}

/** The answer and the follow-up's answer: the text `body` and up to 5 `files`. */
export async function readQuestionMessage(req: Request): Promise<{ body: string; files: FormDataEntryValue[] }> {
  const form = await readFileSetForm(req, QUESTION_FILE_RULES, formFieldCount(questionMessageSchema.shape));
  const { body } = questionMessageSchema.parse(formFields(form));
  return { body, files: form.getAll('files') };
}

/**
 * The answer: the text `body` and up to 5 `files`, as the follow-up's answer. A free legal-aid answer counts the
 * desk's fixed minutes (issue 73 item 2): a `minutes` field, which the answer form sent before, is room in the form's
 * field count and otherwise ignored — never read — so a page loaded before the change still sends its answer.
 */
export async function readAnswerMessage(req: Request): Promise<{ body: string; files: FormDataEntryValue[] }> {
  const form = await readFileSetForm(req, QUESTION_FILE_RULES, formFieldCount({ ...questionMessageSchema.shape, minutes: null }));
  const { body } = questionMessageSchema.parse(formFields(form));
  return { body, files: form.getAll('files') };
}
