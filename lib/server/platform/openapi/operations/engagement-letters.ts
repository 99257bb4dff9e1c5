import 'server-only';
import { z } from 'zod';
import { LETTER_CODES_PER_HOUR, LETTER_CODE_TRIES_PER_HOUR, LETTER_VERSIONS_PER_DAY } from '@/lib/rules/engagement-letters';
import { letterCodeSentSchema, letterStateSchema, letterVerificationSchema } from '@/lib/dto/engagement-letter';
import { letterCodeSchema, letterQuerySchema, letterTermsSchema, signLetterSchema } from '@/lib/validation/engagement-letters';
import { binaryFile, get, post, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

const T = 'Engagement letters';
const id = { id: uuidParam('Work item id') };

/** Issue 42: a work item's engagement letter, signed by both with a one-time code, and its public verification. */
export const letterOperations: ApiOperation[] = [
  get('/api/v1/work-items/{id}/letter', 'The engagement letter: one version, every version, whose turn it is to sign', T, 'session', {
    params: id,
    query: letterQuerySchema,
    response: letterStateSchema,
  }),
  post(
    '/api/v1/work-items/{id}/letter',
    `The lawyer makes a new version of the letter from the proposal (voids the one before; ${LETTER_VERSIONS_PER_DAY} a day, then 429)`,
    T,
    'lawyer',
    {
      params: id,
      json: letterTermsSchema,
      response: letterStateSchema,
      success: { status: 201, description: 'The new version, waiting for the client’s signature' },
    },
  ),
  get('/api/v1/work-items/{id}/letter/pdf', 'A version’s PDF: signed (with its signature certificate) once both signed', T, 'session', {
    params: id,
    query: letterQuerySchema,
    success: { description: 'The PDF', contentType: 'application/pdf' },
  }),
  post(
    '/api/v1/work-items/{id}/letter/code',
    `A one-time signing code for the party whose turn it is, by text or e-mail (${LETTER_CODES_PER_HOUR} an hour)`,
    T,
    'session',
    {
      params: id,
      json: letterCodeSchema,
      response: letterCodeSentSchema,
    },
  ),
  post(
    '/api/v1/work-items/{id}/letter/sign',
    `Sign (client) or countersign (lawyer): typed name, consent and the code (${LETTER_CODE_TRIES_PER_HOUR} tries an hour)`,
    T,
    'session',
    {
      params: id,
      json: signLetterSchema,
      response: letterStateSchema,
    },
  ),
  post(
    '/api/v1/letters/verify',
    'Anyone: is this PDF exactly an engagement letter both parties signed? (30 an hour per address; 413 for a part more than the file and its code)',
    T,
    'none',
    {
      multipart: z.object({ file: binaryFile('The PDF to check'), code: z.string().optional() }),
      response: letterVerificationSchema,
    },
  ),
  get('/api/v1/letters/verify/{code}', 'Anyone: the signed letter a verification code names (404 for none)', T, 'none', {
    params: { code: z.string().meta({ description: 'EL-XXXX-XXXX-XXXX' }) },
    response: letterVerificationSchema,
  }),
];
