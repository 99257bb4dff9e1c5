/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The layering rules live in eslint.config.mjs; this shows each one firing on a deliberate
// violation (and staying quiet on the allowed form), so a config edit cannot silently drop one.
// ESLint runs in a child process: Jest's module loader cannot import the flat config's ESM/CJS mix.
const root = path.resolve(__dirname, '../..');
// One child lints every case (loading the config once costs seconds).
const LINT_SCRIPT = `
  const { ESLint } = require('eslint');
  // import/no-cycle needs real files on disk (its own case below); these cases are virtual.
  const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
  const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
  Promise.all(cases.map(([code, filePath]) => eslint.lintText(code, { filePath }))).then((results) =>
    console.log(JSON.stringify(results.map(([r]) => r.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)))));
`;

const CASES: Record<string, [string, string]> = {
  dbInPage: ["import { getDb } from '@/lib/db';\nexport const x = getDb;\n", 'app/(site)/x/page.tsx'],
  dbInComponent: ["import { tables } from '../../lib/db/index';\nexport const x = tables;\n", 'components/x/y.tsx'],
  dbInServer: ["import { getDb } from '@/lib/db';\nexport const x = getDb;\n", 'lib/server/x/y.ts'],
  serverTypeInApi: ["import type { X } from '@/lib/server/meetings/get-meeting';\nexport type Y = X;\n", 'lib/api/x.ts'],
  serverInComponent: [
    "import { getMeeting } from '@/lib/server/meetings/get-meeting';\nexport const y = getMeeting;\n",
    'components/meetings/x.tsx',
  ],
  dtoInComponent: ["import type { MeetingDto } from '@/lib/dto/meeting';\nexport type Y = MeetingDto;\n", 'components/meetings/x.tsx'],
  appErrorRelative: ["import { AppError } from '../http/errors';\nexport const e = AppError;\n", 'lib/server/meetings/x.ts'],
  appErrorIndex: ["import { AppError } from '@/lib/server/http';\nexport const e = AppError;\n", 'lib/server/meetings/x.ts'],
  appErrorRoute: ["import { AppError } from '@/lib/server/http/route';\nexport const e = AppError;\n", 'lib/server/meetings/x.ts'],
  appErrorSibling: ["import { AppError } from './errors';\nexport const e = AppError;\n", 'lib/server/http/x.ts'],
  appErrorOk: ["import { AppError } from '@/lib/server/http/errors';\nexport const e = AppError;\n", 'lib/server/meetings/x.ts'],
  routeFromIndex: ["import { route } from '@/lib/server/http';\nexport const r = route;\n", 'app/api/v1/x/route.ts'],
};

let results: Record<string, string[]>;
beforeAll(() => {
  const names = Object.keys(CASES);
  const input = JSON.stringify(names.map((n) => [CASES[n][0], path.join(root, CASES[n][1])]));
  const out: string[][] = JSON.parse(
    execFileSync(process.execPath, ['-e', LINT_SCRIPT], { cwd: root, input, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } }),
  );
  results = Object.fromEntries(names.map((n, i) => [n, out[i]]));
}, 120_000);

describe('layering rules (eslint no-restricted-imports)', () => {
  it('keeps the database out of pages and components', () => {
    expect(results.dbInPage).toEqual([expect.stringContaining('never the database')]);
    expect(results.dbInComponent).toHaveLength(1);
    expect(results.dbInServer).toEqual([]);
  });

  it('keeps server code, even its types, out of browser code', () => {
    expect(results.serverTypeInApi).toEqual([expect.stringContaining('Browser code must not import lib/server')]);
    expect(results.serverInComponent).toHaveLength(1);
    expect(results.dtoInComponent).toEqual([]);
  });

  it('allows one import path for AppError', () => {
    for (const name of ['appErrorRelative', 'appErrorIndex', 'appErrorRoute', 'appErrorSibling']) {
      expect(results[name]).toEqual([expect.stringContaining("Import AppError from '@/lib/server/http/errors'")]);
    }
    expect(results.appErrorOk).toEqual([]);
    expect(results.routeFromIndex).toEqual([]);
  });
});

describe('import cycles (eslint import/no-cycle)', () => {
  it('refuses two modules that import each other', () => {
    const dir = path.join(root, 'lib/lint/.cycle-case');
    fs.mkdirSync(dir, { recursive: true });
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const script = `
        const { ESLint } = require('eslint');
        new ESLint({ cwd: process.cwd() }).lintFiles(['lib/lint/.cycle-case/a.ts', 'lib/lint/.cycle-case/b.ts']).then((results) =>
          console.log(JSON.stringify(results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'import/no-cycle').map(() => r.filePath.split('/').pop())))));
      `;
      const flagged: string[] = JSON.parse(
        execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } }),
      );
      expect(flagged.sort()).toEqual(['a.ts', 'b.ts']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
