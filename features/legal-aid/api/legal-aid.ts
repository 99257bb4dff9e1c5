import type { z } from 'zod';
import type {
  legalAidBookingRefSchema,
  legalAidHoursSchema,
  legalAidLawyerListSchema,
  legalAidOfferDtoSchema,
  legalAidQueueSchema,
  legalAidRequestListSchema,
  legalAidRequestSchema,
  legalAidSlotsSchema,
  myDeclarationSchema,
} from '@/features/legal-aid/dto/legal-aid';
import type {
  AssessmentInput,
  DeclarationInput,
  LegalAidBookingInput,
  LegalAidOfferInput,
  LegalAidQuestionInput,
} from '@/features/legal-aid/validation/legal-aid';
import { api } from '@/lib/api/client';

/** The legal-aid desk's calls (issue 61). */
export const legalAidApi = {
  offer: () => api.get<z.infer<typeof legalAidOfferDtoSchema>>('lawyers/profile/legal-aid'),
  saveOffer: (input: LegalAidOfferInput) => api.put<z.infer<typeof legalAidOfferDtoSchema>>('lawyers/profile/legal-aid', input),
  hours: (periodStart?: string) =>
    api.get<z.infer<typeof legalAidHoursSchema>>(
      'lawyers/profile/legal-aid/hours',
      periodStart ? { period_start: periodStart } : undefined,
    ),
  lawyers: (problem?: number) =>
    api.get<z.infer<typeof legalAidLawyerListSchema>>('legal-aid/lawyers', problem ? { problem: String(problem) } : undefined),
  slots: (lawyerId: string) => api.get<z.infer<typeof legalAidSlotsSchema>>(`lawyers/${lawyerId}/legal-aid/slots`),
  declaration: () => api.get<z.infer<typeof myDeclarationSchema>>('legal-aid/declaration'),
  saveDeclaration: (input: DeclarationInput) => api.put<z.infer<typeof myDeclarationSchema>>('legal-aid/declaration', input),
  book: (input: LegalAidBookingInput) => api.post<z.infer<typeof legalAidBookingRefSchema>>('legal-aid/bookings', input),
  requests: () => api.get<z.infer<typeof legalAidRequestListSchema>>('legal-aid/requests'),
  request: (id: string) => api.get<z.infer<typeof legalAidRequestSchema>>(`legal-aid/requests/${id}`),
  assess: (id: string, input: AssessmentInput) =>
    api.post<z.infer<typeof legalAidRequestSchema>>(`legal-aid/requests/${id}/assessment`, input),
  cancel: (id: string) => api.post<z.infer<typeof legalAidRequestSchema>>(`legal-aid/requests/${id}/cancel`),
  ask: (input: LegalAidQuestionInput) => api.post<z.infer<typeof legalAidRequestSchema>>('legal-aid/questions', input),
  queue: () => api.get<z.infer<typeof legalAidQueueSchema>>('legal-aid/queue'),
  claim: (id: string, scopeStatementVersion: string) =>
    api.post<z.infer<typeof legalAidRequestSchema>>(`legal-aid/requests/${id}/claim`, { scope_statement_version: scopeStatementVersion }),
};
