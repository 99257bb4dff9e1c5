// GET /api/v1/openapi.json – the OpenAPI 3.1 document of every /api/v1 operation (the reference page is /api-reference)
import { route } from '@/lib/server/platform/http';
import { buildOpenApiDocument } from '@/lib/server/platform/openapi/build-document';

export const GET = route(() => Response.json(buildOpenApiDocument(), { headers: { 'cache-control': 'public, max-age=300' } }));
