import 'server-only';
import { serviceOffersDtoSchema } from '@/features/services/dto/service-orders';
import { serviceOffersSchema } from '@/features/services/validation/service-orders';
import { get, put, type ApiOperation } from '@/lib/server/platform/openapi/operation';

// Issue 62: the fixed-price services a lawyer offers from the catalogue (features/services/reference/legal-services.ts).
const T = 'Lawyer profile';

export const serviceOfferOperations: ApiOperation[] = [
  get('/api/v1/lawyers/profile/services', "The lawyer's own fixed-price service offers, in the catalogue's order", T, 'lawyer', {
    response: serviceOffersDtoSchema,
  }),
  put(
    '/api/v1/lawyers/profile/services',
    "Replaces the whole set of offers: each catalogue type at most once, its price and turnaround within the type's bounds",
    T,
    'lawyer',
    { json: serviceOffersSchema, response: serviceOffersDtoSchema },
  ),
];
