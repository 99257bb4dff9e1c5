import type { z } from 'zod';
import type { serviceOffersDtoSchema } from '@/features/services/dto/service-orders';
import type { ServiceOffersInput } from '@/features/services/validation/service-orders';
import { api } from './client';

/** The lawyer's own fixed-price service offers (issue 62). */
export const serviceOffersApi = {
  get: () => api.get<z.infer<typeof serviceOffersDtoSchema>>('lawyers/profile/services'),
  save: (input: ServiceOffersInput) => api.put<z.infer<typeof serviceOffersDtoSchema>>('lawyers/profile/services', input),
};
