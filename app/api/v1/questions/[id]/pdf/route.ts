// GET /api/v1/questions/{id}/pdf – the question and its answer as a PDF, in the reader's language (its client and the lawyer who answered)
import { localeOfRequest } from '@/lib/i18n/negotiate';
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { pdfResponse } from '@/lib/server/platform/pdf/pdf-document';
import { getQuestionPdf } from '@/features/questions/server/question-pdf';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return pdfResponse(await getQuestionPdf(user.id, (await params).id, localeOfRequest(req)));
});
