import { z } from './zod';
import { PORTAL_MAX_PAGE_SIZE } from '@/lib/config/pages';
import { issueMessage } from '@/lib/errors/issue';

/** `page` and `limit` of a portal list request, as query-string text. */
export const pagingQueryFields = {
  page: z
    .string()
    .regex(/^\d{1,5}$/, issueMessage('search.invalidPage'))
    .transform(Number)
    .optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, issueMessage('search.invalidLimit'))
    .transform(Number)
    .refine((n) => n >= 1 && n <= PORTAL_MAX_PAGE_SIZE, issueMessage('search.invalidLimit'))
    .optional(),
};
