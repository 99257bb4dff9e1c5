import 'server-only';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { APP_NAME } from '@/lib/config/app';
import type { ApiOperation } from './operation';
import { adminOperations } from './operations/admin';
import { authOperations } from './operations/auth';
import { lawyerOperations } from './operations/lawyers';
import { meetingOperations } from './operations/meetings';
import { platformOperations } from './operations/platform';
import { questionOperations } from './operations/questions';
import { workItemOperations } from './operations/work-items';
import { letterOperations } from './operations/engagement-letters';
import { firmOperations } from './operations/firms';
import { legalAidHoursOperations } from './operations/legal-aid-hours';
import { legalAidOperations } from './operations/legal-aid';
import { serviceOrderOperations } from './operations/service-orders';
import { serviceOfferOperations } from './operations/service-offers';
import { serviceDisputeOperations } from './operations/service-disputes';
import { paymentLinkOperations } from './operations/payment-links';
import { callGuestOperations } from './operations/call-guests';
import { matterOperations } from './operations/matters';
import { moneyClaimOperations } from './operations/money-claims';
import { matterHearingOperations } from './operations/matter-hearings';

/** Every documented operation; the test holds it equal to the route files on disk. */
export const API_OPERATIONS: ApiOperation[] = [
  ...authOperations,
  ...lawyerOperations,
  ...meetingOperations,
  ...workItemOperations,
  ...letterOperations,
  ...questionOperations,
  ...firmOperations,
  ...legalAidHoursOperations,
  ...legalAidOperations,
  ...serviceOrderOperations,
  ...serviceOfferOperations,
  ...serviceDisputeOperations,
  ...paymentLinkOperations,
  ...callGuestOperations,
  ...matterOperations,
  ...moneyClaimOperations,
  ...matterHearingOperations,
  ...platformOperations,
  ...adminOperations,
];

const errorSchema = z
  .object({
    message: z.string().meta({ description: 'Safe to show to the user' }),
    key: z.string().meta({ description: 'Machine-readable reason' }),
    status: z.number().int(),
    code: z.string().meta({
      description: "The words' key in the errors catalogue (messages/*/errors.json, under `api`): a client shows it in its language",
    }),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .meta({ description: 'The arguments of those words, e.g. `{ "max": 50 }`' }),
  })
  .meta({ id: 'Error', description: 'Every refusal: a JSON body with the HTTP status repeated; `message` is the English words of `code`' });

const WHO: Record<ApiOperation['auth'], string> = {
  none: 'Anyone.',
  optional: 'Anyone; a session changes what is answered.',
  session: 'Signed-in users (a verified e-mail).',
  customer: 'Signed-in clients.',
  lawyer: 'Signed-in lawyers.',
  admin: 'Admins only (users with the ADMIN role); every other caller gets 401 or 403.',
  token: 'Whoever holds the credential in the path or body.',
};

function toOperation(op: ApiOperation): ZodOpenApiOperationObject {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const path = names.length ? z.object(Object.fromEntries(names.map((n) => [n, op.params?.[n] ?? z.string()]))) : undefined;
  const content: Record<string, { schema: z.ZodType }> = {};
  if (op.json) content['application/json'] = { schema: op.json };
  if (op.multipart) content['multipart/form-data'] = { schema: op.multipart };
  const status = String(op.success?.status ?? 200);
  const types = [op.success?.contentType ?? 'application/json'].flat();
  const signedIn = ['session', 'customer', 'lawyer', 'admin'].includes(op.auth);
  return {
    summary: op.summary,
    description: WHO[op.auth],
    tags: [op.tag],
    operationId: `${op.method}${op.path
      .replace(/^\/api\/v1/, '')
      .replace(/[{}]/g, '')
      .replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    // Every operation says who may call it: the session cookie, optionally (`{}` = without), or nobody's.
    security: signedIn ? [{ session: [] }] : op.auth === 'optional' ? [{}, { session: [] }] : [],
    requestParams: { ...(path ? { path: path as z.ZodObject } : {}), ...(op.query ? { query: op.query as z.ZodObject } : {}) },
    ...(Object.keys(content).length
      ? { requestBody: { required: !op.optionalBody && (op.method !== 'delete' || Boolean(op.json)), content } }
      : {}),
    responses: {
      [status]: {
        description: op.success?.description ?? 'OK',
        ...(Number(status) < 300 && status !== '204'
          ? { content: Object.fromEntries(types.map((type) => [type, op.response ? { schema: op.response } : {}])) }
          : {}),
      },
      '4XX': {
        description: 'Refused (bad input, not signed in, not allowed, not found, conflict …)',
        content: { 'application/json': { schema: errorSchema } },
      },
    },
  };
}

let cached: ReturnType<typeof createDocument> | undefined;

/**
 * The OpenAPI 3.1 document of /api/v1 (served at /api/v1/openapi.json), generated once per process
 * by zod-openapi from the same zod schemas the handlers read their input with.
 */
export function buildOpenApiDocument(): ReturnType<typeof createDocument> {
  if (cached) return cached;
  const paths: ZodOpenApiPathsObject = {};
  for (const op of API_OPERATIONS) (paths[op.path] ??= {})[op.method] = toOperation(op);
  cached = createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: `${APP_NAME} API`,
        version: '1',
        description:
          'The HTTP API the web app speaks: accounts, lawyer search and profiles, bookings and calls, engagements, notaries, notifications, payments and the admin console. ' +
          'Sessions are an HttpOnly cookie set by sign-in; every mutating request must carry an Origin header of the app itself (CSRF).',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'abogado_session',
            description: 'Set by POST /api/v1/auth/signin (named __Host-abogado_session over https)',
          },
        },
      },
      tags: [...new Set(API_OPERATIONS.map((op) => op.tag))].map((name) => ({ name })),
      paths,
    },
    // A z.custom() choice (e.g. the list of languages) has no JSON Schema of its own: any value is documented, the handler checks it.
    { allowEmptySchema: { custom: true } },
  );
  return cached;
}
