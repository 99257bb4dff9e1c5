import { z } from './zod';
import { PORTAL_MAX_PAGE_SIZE } from '@/lib/config/pages';

/** `page` and `limit` of a portal list request, as query-string text. */
export const pagingQueryFields = {
  page: z
    .string()
    .regex(/^\d{1,5}$/, 'Invalid page.')
    .transform(Number)
    .optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'Invalid limit.')
    .transform(Number)
    .refine((n) => n >= 1 && n <= PORTAL_MAX_PAGE_SIZE, 'Invalid limit.')
    .optional(),
};
