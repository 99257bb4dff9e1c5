import 'server-only';
import { formFieldCount, formFields, readFileSetForm } from '@/lib/server/storage/read-multipart';
import { answerMessageSchema, questionMessageSchema } from '@/lib/validation/written-question';
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

/** The answer: the text `body`, up to 5 `files`, and `minutes` (how long it took; required for a free legal-aid question). */
export async function readAnswerMessage(req: Request): Promise<{ body: string; files: FormDataEntryValue[]; minutes?: number }> {
  const form = await readFileSetForm(req, QUESTION_FILE_RULES, formFieldCount(answerMessageSchema.shape));
  const { body, minutes } = answerMessageSchema.parse(formFields(form));
  return { body, files: form.getAll('files'), minutes };
}
