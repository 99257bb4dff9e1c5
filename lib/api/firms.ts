import type { z } from 'zod';
import type { firmViewSchema } from '@/lib/dto/firms';
import { api } from './client';

type FirmView = z.infer<typeof firmViewSchema>;
const BASE = 'lawyers/profile/firm';

/** A firm of lawyers and its members' legal-aid totals (issue 61 item 4). */
export const firmsApi = {
  view: () => api.get<FirmView>(BASE),
  start: (name: string) => api.post<FirmView>(BASE, { name }),
  invite: (email: string) => api.post<FirmView>(`${BASE}/members`, { email }),
  remove: (lawyerId: string) => api.delete<FirmView>(`${BASE}/members/${lawyerId}`),
  answer: (firmId: string, accept: boolean) => api.post<FirmView>(`${BASE}/invitations/${firmId}`, { accept }),
};
