import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  QuestionView,
  questionCheckoutSchema,
  questionDeclinedSchema,
  questionFitSchema,
  proposalRequestSchema,
  questionListSchema,
  questionPriceAnswerSchema,
  questionRefSchema,
  questionViewSchema,
  questionReviewDtoSchema,
} from '@/features/questions/dto/written-question';
import type { DeclineReason } from '@/features/questions/rules/written-questions';
import type { CreateQuestionInput, UpdateQuestionInput } from '@/features/questions/validation/written-question';
import { uploadForm } from '@/lib/api/auth-api';
import { api } from '@/lib/api/client';

export type { QuestionView };

const BASE = 'questions';

const questionKeys = {
  all: ['questions'] as const,
  list: ['questions', 'list'] as const,
  detail: (id: string) => ['questions', 'detail', id] as const,
};

/** Issue 60 "Ask a lawyer in writing": its calls. */
export const questionsApi = {
  list: () => api.get<z.infer<typeof questionListSchema>>(BASE),
  get: (id: string) => api.get<z.infer<typeof questionViewSchema>>(`${BASE}/${id}`),
  create: (input: CreateQuestionInput) => api.post<z.infer<typeof questionRefSchema>>(BASE, input),
  update: (id: string, input: UpdateQuestionInput) => api.put<z.infer<typeof questionViewSchema>>(`${BASE}/${id}`, input),
  addFiles: (id: string, form: FormData, onProgress?: (f: number) => void) =>
    uploadForm<z.infer<typeof questionViewSchema>>(`/api/v1/${BASE}/${id}/files`, form, { method: 'POST', onProgress }),
  removeFile: (id: string, fileId: string) => api.delete<z.infer<typeof questionViewSchema>>(`${BASE}/${id}/files/${fileId}`),
  checkout: (id: string) => api.post<z.infer<typeof questionCheckoutSchema>>(`${BASE}/${id}/checkout`),
  take: (id: string, version: string) =>
    api.post<z.infer<typeof questionViewSchema>>(`${BASE}/${id}/take`, { scope_statement_version: version }),
  decline: (id: string, reason: DeclineReason) => api.post<z.infer<typeof questionDeclinedSchema>>(`${BASE}/${id}/decline`, { reason }),
  answer: (id: string, form: FormData) => api.post<z.infer<typeof questionViewSchema>>(`${BASE}/${id}/answer`, form),
  followUp: (id: string, body: string) => api.post<z.infer<typeof questionViewSchema>>(`${BASE}/${id}/follow-up`, { body }),
  followUpAnswer: (id: string, form: FormData) => api.post<z.infer<typeof questionViewSchema>>(`${BASE}/${id}/follow-up-answer`, form),
  review: (id: string, fields: { rating: number; comment?: string }) =>
    api.post<z.infer<typeof questionReviewDtoSchema>>(`${BASE}/${id}/review`, fields),
  requestProposal: (id: string) => api.post<z.infer<typeof proposalRequestSchema>>(`${BASE}/${id}/proposal-request`),
  /** Issue 72: is the problem outside the lawyer's areas, and who handles it (asked before paying). */
  areaFit: (lawyerId: string, problem: number) =>
    api.get<z.infer<typeof questionFitSchema>>(`lawyers/${lawyerId}/written-fit`, { problem }),
  setPrice: (price: number | null) =>
    api.put<z.infer<typeof questionPriceAnswerSchema>>('lawyers/profile/question-price', { price_centavos: price }),
};

/** A client's questions or a lawyer's queue; the server page passes what it rendered. */
export function useQuestions(initial: QuestionView[]) {
  return useQuery({
    queryKey: questionKeys.list,
    queryFn: async () => (await questionsApi.list()).questions,
    initialData: initial,
    staleTime: 30_000,
  });
}

/** One question as this viewer may read it (an offer, or in full). */
export function useQuestion(id: string, initial: QuestionView) {
  return useQuery({ queryKey: questionKeys.detail(id), queryFn: () => questionsApi.get(id), initialData: initial, staleTime: 10_000 });
}

/** Every step refreshes the question and the list; one answering with the question stores it at once. */
export function useQuestionStep<TVars, TResult>(id: string, fn: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      if (result && typeof result === 'object' && 'view' in result) client.setQueryData(questionKeys.detail(id), result);
      return client.invalidateQueries({ queryKey: questionKeys.all });
    },
  });
}
