import 'server-only';
import { z } from 'zod';
import {
  questionCheckoutSchema,
  questionDeclinedSchema,
  questionFitSchema,
  questionListSchema,
  proposalRequestSchema,
  questionPriceAnswerSchema,
  questionRefSchema,
  questionReviewDtoSchema,
  questionViewSchema,
} from '@/features/questions/dto/written-question';
import {
  createQuestionSchema,
  declineQuestionSchema,
  followUpSchema,
  questionFitQuerySchema,
  questionMessageSchema,
  questionPriceSchema,
  questionReviewSchema,
  takeQuestionSchema,
  updateQuestionSchema,
} from '@/features/questions/validation/written-question';
import { binaryFile, del, get, post, put, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

// Issue 60, "Ask a lawyer in writing": a client's paid question to one lawyer, its answer and one follow-up.
const T = 'Written questions';
const id = { id: uuidParam('Question id') };
const files = z.array(binaryFile('Up to 5 files: PDF, images, Word or Excel'));
const message = z.object({ ...questionMessageSchema.shape, files: files.optional() });

export const questionOperations: ApiOperation[] = [
  get('/api/v1/questions', 'Your written questions, each as you may read it', T, 'session', { response: questionListSchema }),
  post('/api/v1/questions', "A client's draft to a lawyer who offers written questions", T, 'session', {
    json: createQuestionSchema,
    response: questionRefSchema,
    success: { status: 201, description: 'The draft was created' },
  }),
  get('/api/v1/questions/{id}', 'The question as you may read it (the lawyer: only the offer until they take it)', T, 'session', {
    params: id,
    response: questionViewSchema,
  }),
  put('/api/v1/questions/{id}', 'The client changes their draft', T, 'session', {
    params: id,
    json: updateQuestionSchema,
    response: questionViewSchema,
  }),
  del('/api/v1/questions/{id}', 'The client deletes their draft and its files', T, 'session', { params: id, response: questionRefSchema }),
  post('/api/v1/questions/{id}/files', 'The client adds files to their draft', T, 'session', {
    params: id,
    multipart: z.object({ files }),
    response: questionViewSchema,
  }),
  del('/api/v1/questions/{id}/files/{fileId}', 'The client removes a file from their draft', T, 'session', {
    params: { ...id, fileId: uuidParam('File id') },
    response: questionViewSchema,
  }),
  post(
    '/api/v1/questions/{id}/checkout',
    "The client pays for their complete draft at the lawyer's price; returns checkout_url",
    T,
    'session',
    {
      params: id,
      response: questionCheckoutSchema,
    },
  ),
  post('/api/v1/questions/{id}/take', 'The lawyer it is offered to takes it, accepting the CPRA §35 statement', T, 'lawyer', {
    params: id,
    json: takeQuestionSchema,
    response: questionViewSchema,
  }),
  post('/api/v1/questions/{id}/decline', 'The lawyer it is offered to declines: passed on or refunded', T, 'lawyer', {
    params: id,
    json: declineQuestionSchema,
    response: questionDeclinedSchema,
  }),
  post(
    '/api/v1/questions/{id}/answer',
    "The lawyer who took it answers, with up to 5 files (a free legal-aid question's ledger line counts the desk's fixed minutes; no minutes are sent)",
    T,
    'lawyer',
    {
      params: id,
      multipart: message,
      response: questionViewSchema,
    },
  ),
  post('/api/v1/questions/{id}/follow-up', "The client's one follow-up, within 72 hours of the answer", T, 'session', {
    params: id,
    json: followUpSchema,
    response: questionViewSchema,
  }),
  post('/api/v1/questions/{id}/follow-up-answer', 'The lawyer answers the follow-up; the question closes', T, 'lawyer', {
    params: id,
    multipart: message,
    response: questionViewSchema,
  }),
  get(
    '/api/v1/questions/{id}/pdf',
    "The question and its answer as a PDF in the reader's language (its client and the lawyer who answered; 409 before the answer)",
    T,
    'session',
    { params: id, success: { description: 'The PDF', contentType: 'application/pdf' } },
  ),
  post('/api/v1/questions/{id}/review', 'The client reviews the answer once it is there (a second review updates it)', T, 'session', {
    params: id,
    json: questionReviewSchema,
    response: questionReviewDtoSchema,
  }),
  post('/api/v1/questions/{id}/proposal-request', 'The client asks the lawyer who answered for a proposal (a work item)', T, 'session', {
    params: id,
    response: proposalRequestSchema,
  }),
  get(
    '/api/v1/lawyers/{lawyerId}/written-fit',
    "Before paying: whether the problem is outside the lawyer's areas, and listed lawyers who handle it and answer in writing",
    T,
    'none',
    { params: { lawyerId: uuidParam('Lawyer id') }, query: questionFitQuerySchema, response: questionFitSchema },
  ),
  put('/api/v1/lawyers/profile/question-price', "The lawyer's price of one written question, or null: not offered", T, 'lawyer', {
    json: questionPriceSchema,
    response: questionPriceAnswerSchema,
  }),
];
