import 'server-only';
import {
  legalAidBookingRefSchema,
  legalAidLawyerListSchema,
  legalAidOfferDtoSchema,
  legalAidQueueSchema,
  legalAidRequestListSchema,
  legalAidRequestSchema,
  legalAidSlotsSchema,
  myDeclarationSchema,
} from '@/features/legal-aid/dto/legal-aid';
import {
  assessmentSchema,
  claimRequestSchema,
  declarationSchema,
  legalAidBookingSchema,
  legalAidLawyersQuerySchema,
  legalAidOfferSchema,
  legalAidQuestionSchema,
} from '@/features/legal-aid/validation/legal-aid';
import { get, post, put, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

// Issue 61, the legal-aid desk: lawyers' offers and free times, the beneficiary declaration, free consultations
// and their assessment; free written questions, the desk's queue and the claim.
const T = 'Legal aid';
const id = { id: uuidParam('Legal-aid request id') };

export const legalAidOperations: ApiOperation[] = [
  get('/api/v1/lawyers/profile/legal-aid', "The lawyer's own legal-aid offer", T, 'lawyer', { response: legalAidOfferDtoSchema }),
  put(
    '/api/v1/lawyers/profile/legal-aid',
    'Saves the offer: free weekly times inside the weekly hours, written answers a month',
    T,
    'lawyer',
    {
      json: legalAidOfferSchema,
      response: legalAidOfferDtoSchema,
    },
  ),
  get('/api/v1/lawyers/{lawyerId}/legal-aid/slots', "A listed lawyer's free legal-aid times of the next 14 days", T, 'none', {
    params: { lawyerId: uuidParam('Lawyer id') },
    response: legalAidSlotsSchema,
  }),
  get('/api/v1/legal-aid/lawyers', 'The listed lawyers with a legal-aid offer on (of the problem’s area when given)', T, 'none', {
    query: legalAidLawyersQuerySchema,
    response: legalAidLawyerListSchema,
  }),
  get('/api/v1/legal-aid/declaration', 'Your own beneficiary declaration (null: none yet)', T, 'session', {
    response: myDeclarationSchema,
  }),
  put('/api/v1/legal-aid/declaration', 'Writes your beneficiary declaration and your agreement to its assessment', T, 'session', {
    json: declarationSchema,
    response: myDeclarationSchema,
  }),
  post('/api/v1/legal-aid/bookings', "Books one of a lawyer's free legal-aid times: ₱0, no checkout, confirmed", T, 'customer', {
    json: legalAidBookingSchema,
    response: legalAidBookingRefSchema,
  }),
  get('/api/v1/legal-aid/requests', 'Your legal-aid requests (a client: your own; a lawyer: yours to give)', T, 'session', {
    response: legalAidRequestListSchema,
  }),
  get('/api/v1/legal-aid/requests/{id}', 'One legal-aid request, for its client, its lawyer or an admin', T, 'session', {
    params: id,
    response: legalAidRequestSchema,
  }),
  post(
    '/api/v1/legal-aid/requests/{id}/assessment',
    'Its lawyer assesses the declaration: qualifies, or declined with a reason',
    T,
    'lawyer',
    {
      params: id,
      json: assessmentSchema,
      response: legalAidRequestSchema,
    },
  ),
  post(
    '/api/v1/legal-aid/questions',
    'Sends a free written question to the legal-aid desk (a declaration first; the same limits as bookings)',
    T,
    'customer',
    {
      json: legalAidQuestionSchema,
      response: legalAidRequestSchema,
    },
  ),
  get(
    '/api/v1/legal-aid/queue',
    'A legal-aid lawyer’s queue: unclaimed free written questions of their areas (problem, area, other parties, age only)',
    T,
    'lawyer',
    { response: legalAidQueueSchema },
  ),
  post(
    '/api/v1/legal-aid/requests/{id}/claim',
    'A legal-aid lawyer takes a free written question of their area, accepting the CPRA §35 statement (within their monthly number)',
    T,
    'lawyer',
    {
      params: id,
      json: claimRequestSchema,
      response: legalAidRequestSchema,
    },
  ),
  post('/api/v1/legal-aid/requests/{id}/cancel', 'Either party cancels an open legal-aid request (its meeting with it)', T, 'session', {
    params: id,
    response: legalAidRequestSchema,
  }),
];
