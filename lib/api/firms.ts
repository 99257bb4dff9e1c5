import type { z } from 'zod';
import type { firmViewSchema } from '@/lib/dto/firms';
import { api } from './client';

const BASE = 'lawyers/profile/firm';

/** A firm of lawyers and its members' legal-aid totals (issue 61 item 4). */
export const firmsApi = {
  view: () => api.get<z.infer<typeof firmViewSchema>>(BASE),
  start: (name: string) => api.post<z.infer<typeof firmViewSchema>>(BASE, { name }),
  invite: (email: string) => api.post<z.infer<typeof firmViewSchema>>(`${BASE}/members`, { email }),
  remove: (lawyerId: string) => api.delete<z.infer<typeof firmViewSchema>>(`${BASE}/members/${lawyerId}`),
  answer: (firmId: string, accept: boolean) => api.post<z.infer<typeof firmViewSchema>>(`${BASE}/invitations/${firmId}`, { accept }),
};
