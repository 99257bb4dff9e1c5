// npx tsx --conditions=react-server scripts/openapi/dump.ts <file>
// Writes the /api/v1 OpenAPI document (the one the app serves at /api/v1/openapi.json) to <file>, for
// `redocly lint` in CI (npm run openapi:lint).
import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from '@/lib/server/platform/openapi/build-document';

const file = process.argv[2];
if (!file) throw new Error('Usage: dump.ts <file>');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, JSON.stringify(buildOpenApiDocument(), null, 2));
