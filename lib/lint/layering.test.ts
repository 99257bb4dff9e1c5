/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The layering rules live in eslint.config.mjs; this shows each one firing on a deliberate
// violation (and staying quiet on the allowed form), so a config edit cannot silently drop one.
// ESLint runs in a child process: Jest's module loader cannot import the flat config's ESM/CJS mix.
const root = path.resolve(__dirname, '../..');
const LINT_SCRIPT = `
  const { ESLint } = require('eslint');
  const [code, filePath] = JSON.parse(process.argv[1]);
  new ESLint({ cwd: process.cwd() }).lintText(code, { filePath }).then(([r]) =>
    console.log(JSON.stringify(r.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message))));
`;

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const out = execFileSync(process.execPath, ['-e', LINT_SCRIPT, JSON.stringify([code, path.join(root, filePath)])], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  return JSON.parse(out);
}

describe('layering rules (eslint no-restricted-imports)', () => {
  jest.setTimeout(60_000);

  it('keeps the database out of pages and components', async () => {
    expect(await restrictedImports("import { getDb } from '@/lib/db';\nexport const x = getDb;\n", 'app/(site)/x/page.tsx')).toEqual([
      expect.stringContaining('never the database'),
    ]);
    expect(await restrictedImports("import { tables } from '../../lib/db/index';\nexport const x = tables;\n", 'components/x/y.tsx')).toHaveLength(1);
    expect(await restrictedImports("import { getDb } from '@/lib/db';\nexport const x = getDb;\n", 'lib/server/x/y.ts')).toEqual([]);
  });

  it('keeps server code, even its types, out of browser code', async () => {
    expect(await restrictedImports("import type { X } from '@/lib/server/meetings/get-meeting';\nexport type Y = X;\n", 'lib/api/x.ts')).toEqual([
      expect.stringContaining('Browser code must not import lib/server'),
    ]);
    expect(await restrictedImports("import { getMeeting } from '@/lib/server/meetings/get-meeting';\nexport const y = getMeeting;\n", 'components/meetings/x.tsx')).toHaveLength(1);
    expect(await restrictedImports("import type { MeetingDto } from '@/lib/dto/meeting';\nexport type Y = MeetingDto;\n", 'components/meetings/x.tsx')).toEqual([]);
  });

  it('allows one import path for AppError', async () => {
    for (const from of ['../http/errors', '@/lib/server/http', '@/lib/server/http/route', './errors']) {
      expect(await restrictedImports(`import { AppError } from '${from}';\nexport const e = AppError;\n`, 'lib/server/meetings/x.ts')).toEqual([
        expect.stringContaining("Import AppError from '@/lib/server/http/errors'"),
      ]);
    }
    expect(await restrictedImports("import { AppError } from '@/lib/server/http/errors';\nexport const e = AppError;\n", 'lib/server/meetings/x.ts')).toEqual([]);
    expect(await restrictedImports("import { route } from '@/lib/server/http';\nexport const r = route;\n", 'app/api/v1/x/route.ts')).toEqual([]);
  });
});
