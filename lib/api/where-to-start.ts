import type { z } from 'zod';
import type { triageEmailSentSchema } from '@/lib/dto/where-to-start';
import { api } from './client';

/** "E-mail it to me" on the answer of "Where do I start?" (a plain call: the public page has no React Query). */
export const emailTriageAnswer = (answers: string) => api.post<z.infer<typeof triageEmailSentSchema>>('where-to-start/email', { answers });
