import 'server-only';
import { moneyClaimListSchema, moneyClaimSchema } from '@/features/money-claims/dto/money-claims';
import { claimStepInputSchema, moneyClaimIntakeSchema } from '@/features/money-claims/validation/money-claims';
import { get, post, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

// Issue 75: claim what you are owed — a claim the person owns, from the intake to the money recovered. Only its
// owner reads or moves it (anyone else: 404).
const T = 'Money claims';
const id = { id: uuidParam('Money claim id') };

export const moneyClaimOperations: ApiOperation[] = [
  get('/api/v1/money-claims', 'Your money claims, newest first', T, 'session', { response: moneyClaimListSchema }),
  post('/api/v1/money-claims', 'Open a claim from the intake, at its first step (the rules say which, with their sections)', T, 'session', {
    json: moneyClaimIntakeSchema,
    response: moneyClaimSchema,
  }),
  get('/api/v1/money-claims/{id}', 'One of your claims with its timeline', T, 'session', { params: id, response: moneyClaimSchema }),
  post(
    '/api/v1/money-claims/{id}/steps',
    'Record the step the claim is at: done, skipped where the law lets it be, or the barangay settlement or certification',
    T,
    'session',
    { params: id, json: claimStepInputSchema, response: moneyClaimSchema },
  ),
  post('/api/v1/money-claims/{id}/close', 'Stop the claim (it stays on your list, closed)', T, 'session', {
    params: id,
    response: moneyClaimSchema,
  }),
];
