/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { lintCases } from './lint-cases';

// The layering rules live in eslint.config.mjs; this shows each one firing on a deliberate
// violation (and staying quiet on the allowed form), so a config edit cannot silently drop one.
// ESLint runs in a child process (lint-cases.ts).
const root = path.resolve(__dirname, '../..');
const RULES = ['no-restricted-imports', 'no-restricted-syntax'];

const API = "import { api } from './client';\n";
const INFERRED = "import type { z } from 'zod';\nimport type { workItemRefSchema } from '@/lib/dto/work-item';\n";

const CASES: Record<string, [string, string]> = {
  dbInPage: ["import { getDb } from '@/lib/db';\nexport const x = getDb;\n", 'app/[locale]/(site)/x/page.tsx'],
  dbInComponent: ["import { tables } from '../../lib/db/index';\nexport const x = tables;\n", 'components/x/y.tsx'],
  dbInServer: ["import { getDb } from '@/lib/db';\nexport const x = getDb;\n", 'lib/server/x/y.ts'],
  serverTypeInApi: ["import type { X } from '@/lib/server/meetings/get-meeting';\nexport type Y = X;\n", 'lib/api/x.ts'],
  serverInComponent: [
    "import { getMeeting } from '@/lib/server/meetings/get-meeting';\nexport const y = getMeeting;\n",
    'components/meetings/x.tsx',
  ],
  notFoundInPage: ["import { notFound } from 'next/navigation';\nexport const x = notFound;\n", 'app/[locale]/(site)/x/[id]/page.tsx'],
  redirectInPage: ["import { redirect } from 'next/navigation';\nexport const x = redirect;\n", 'app/[locale]/(site)/x/[id]/page.tsx'],
  dtoInComponent: ["import type { MeetingDto } from '@/lib/dto/meeting';\nexport type Y = MeetingDto;\n", 'components/meetings/x.tsx'],
  appErrorRelative: ["import { AppError } from '../http/errors';\nexport const e = AppError;\n", 'lib/server/meetings/x.ts'],
  appErrorIndex: ["import { AppError } from '@/lib/server/platform/http';\nexport const e = AppError;\n", 'lib/server/meetings/x.ts'],
  appErrorRoute: ["import { AppError } from '@/lib/server/platform/http/route';\nexport const e = AppError;\n", 'lib/server/meetings/x.ts'],
  appErrorSibling: ["import { AppError } from './errors';\nexport const e = AppError;\n", 'lib/server/platform/http/x.ts'],
  appErrorOk: ["import { AppError } from '@/lib/server/platform/http/errors';\nexport const e = AppError;\n", 'lib/server/meetings/x.ts'],
  routeFromIndex: ["import { route } from '@/lib/server/platform/http';\nexport const r = route;\n", 'app/api/v1/x/route.ts'],
  // Browser types from the wire schemas (no-restricted-syntax): a response typed by hand, in any spelling.
  literalInApi: [`${API}export const f = () => api.put<{ _id: string }>('work-items/1', {});\n`, 'lib/api/x.ts'],
  nestedLiteralInApi: [`${API}type Save<T> = { data: T };\nexport const f = () => api.post<Save<{ _id: string }>>('x');\n`, 'lib/api/x.ts'],
  literalInHookInApi: [
    "import { useQuery } from '@tanstack/react-query';\nexport const f = () => useQuery<{ n: number }>({ queryKey: [] });\n",
    'lib/api/x.ts',
  ],
  aliasInApi: [`${API}type Ref = { _id: string };\nexport const f = () => api.delete<Ref>('work-items/1');\n`, 'lib/api/x.ts'],
  untypedInApi: [`${API}export const f = () => api.post('notifications/push/subscribe', {});\n`, 'lib/api/x.ts'],
  uploadByHand: [
    "import { uploadForm } from './auth-api';\nexport const f = (form: FormData) => uploadForm<{ files: string[] }>('/api/v1/meeting/1/files', form);\n",
    'lib/api/x.ts',
  ],
  literalInComponent: [
    `import { api } from '@/lib/api/client';\nexport const f = () => api.post<{ redirect_url: string }>('payments/sandbox/1', {});\n`,
    'components/booking/x.tsx',
  ],
  inferredInApi: [
    `${API}${INFERRED}export const f = () => api.delete<z.infer<typeof workItemRefSchema>>('work-items/1');\n`,
    'lib/api/x.ts',
  ],
  inferredInComponent: [
    `import { api } from '@/lib/api/client';\n${INFERRED}export const f = () => api.get<z.infer<typeof workItemRefSchema>>('x');\n`,
    'components/x/y.tsx',
  ],
  // Issue 40: words in the folders moved to the catalogues come from them.
  textInJsx: ['export const X = () => <p>Book a lawyer</p>;\n', 'components/home/x.tsx'],
  stringInJsx: ["export const X = ({ n }: { n: number }) => <p>{n}{' lawyers'}{`${n} left`}</p>;\n", 'components/home/x.tsx'],
  textInAttribute: ['export const X = () => <button aria-label="Open menu" />;\n', 'app/[locale]/(site)/x/page.tsx'],
  textFromCatalogue: [
    "import { useT } from '@/lib/i18n/client';\nexport const X = ({ on }: { on: boolean }) => { const t = useT('home'); return <p aria-label={t('a')} className={`btn ${on ? 'on' : ''}`}>{t('b')} · ₱</p>; };\n",
    'components/home/x.tsx',
  ],
  textInAdmin: ['export const X = () => <p>Approve</p>;\n', 'components/admin/x.tsx'],
  attributeInAdminPage: ['export const X = () => <input placeholder="Name or e-mail" />;\n', 'app/[locale]/admin/x/page.tsx'],
  textInEnglishOnlyPage: ['export const X = () => <p>Refund policy</p>;\n', 'app/[locale]/(site)/cancellation-policy/x.tsx'],
  // Issue 40 on the server: a notice's subject, title or body is never written in code.
  noticeInCode: [
    "export const n = (name: string, on: boolean) => ({ subject: 'Refund sent', title: `New comment from ${name}`, body: on ? 'Paid' : name });\n",
    'lib/server/x/y.ts',
  ],
  noticeFromCatalogue: [
    "declare const t: (k: string, v?: object) => string;\nexport const n = (name: string, title: string) => ({ subject: t('a'), title, body: `${name} – ${t('b', { name })}…` });\n",
    'lib/server/x/y.ts',
  ],
  localStateInComponent: [
    "import { useState } from 'react';\nexport const useX = () => useState<{ open: boolean }>({ open: false });\n",
    'components/x/y.tsx',
  ],
};

let results: Record<string, string[]>;
beforeAll(() => {
  results = lintCases(CASES, RULES, { fatal: false });
}, 120_000);

describe('layering rules (eslint no-restricted-imports)', () => {
  it('keeps the database out of pages and components', () => {
    expect(results.dbInPage).toEqual([expect.stringContaining('never the database')]);
    expect(results.dbInComponent).toHaveLength(1);
    expect(results.dbInServer).toEqual([]);
  });

  it("sends a page's not-found to notFoundPage(), not Next's notFound() (issue 57), and leaves redirect() alone", () => {
    expect(results.notFoundInPage).toEqual([expect.stringContaining('notFoundPage()')]);
    expect(results.redirectInPage).toEqual([]);
  });

  it('keeps server code, even its types, out of browser code', () => {
    expect(results.serverTypeInApi).toEqual([expect.stringContaining('Browser code must not import lib/server')]);
    expect(results.serverInComponent).toHaveLength(1);
    expect(results.dtoInComponent).toEqual([]);
  });

  it('allows one import path for AppError', () => {
    for (const name of ['appErrorRelative', 'appErrorIndex', 'appErrorRoute', 'appErrorSibling']) {
      expect(results[name]).toEqual([expect.stringContaining("Import AppError from '@/lib/server/platform/http/errors'")]);
    }
    expect(results.appErrorOk).toEqual([]);
    expect(results.routeFromIndex).toEqual([]);
  });
});

describe('browser types from the wire schemas (eslint no-restricted-syntax)', () => {
  const BY_HAND = 'No hand-written type literal as a type argument in lib/api';
  const NOT_INFERRED = 'Type the answer as z.infer<typeof xSchema>';

  it("refuses a type literal as a call's type argument in lib/api, however deep", () => {
    expect(results.literalInApi).toEqual(expect.arrayContaining([expect.stringContaining(BY_HAND), expect.stringContaining(NOT_INFERRED)]));
    expect(results.nestedLiteralInApi).toEqual(expect.arrayContaining([expect.stringContaining(BY_HAND)]));
    expect(results.literalInHookInApi).toEqual([expect.stringContaining(BY_HAND)]);
    expect(results.uploadByHand).toEqual(expect.arrayContaining([expect.stringContaining(BY_HAND)]));
  });

  it('refuses a transport call typed by a hand-written alias, or not typed at all, in lib/api and components', () => {
    expect(results.aliasInApi).toEqual([expect.stringContaining(NOT_INFERRED)]);
    expect(results.untypedInApi).toEqual([expect.stringContaining(NOT_INFERRED)]);
    expect(results.literalInComponent).toEqual([expect.stringContaining(NOT_INFERRED)]);
  });

  it('accepts z.infer<typeof xSchema> of a type-only import, and type literals that are not answers in components', () => {
    expect(results.inferredInApi).toEqual([]);
    expect(results.inferredInComponent).toEqual([]);
    expect(results.localStateInComponent).toEqual([]);
  });
});

describe('words from the catalogues (issue 40: no-restricted-syntax)', () => {
  it('refuses text in JSX and in a user-facing attribute where the folder has moved to the catalogues', () => {
    expect(results.textInJsx).toEqual([expect.stringContaining('Text in JSX comes from the catalogue')]);
    expect(results.stringInJsx).toEqual([expect.stringContaining('Text in JSX'), expect.stringContaining('Text in JSX')]);
    expect(results.textInAttribute).toEqual([expect.stringContaining('A user-facing attribute comes from the catalogue')]);
  });

  it('refuses them in the admin console too, its components and its pages', () => {
    expect(results.textInAdmin).toEqual([expect.stringContaining('Text in JSX comes from the catalogue')]);
    expect(results.attributeInAdminPage).toEqual([expect.stringContaining('A user-facing attribute comes from the catalogue')]);
  });

  it('accepts words from the catalogue with literal punctuation, and leaves the English-only pages alone', () => {
    expect(results.textFromCatalogue).toEqual([]);
    expect(results.textInEnglishOnlyPage).toEqual([]);
  });
});

describe('notices in the reader’s language (issue 40: no-restricted-syntax in lib/server)', () => {
  it('refuses a subject, title or body written as words in server code, and accepts the catalogue’s', () => {
    expect(results.noticeInCode).toEqual(Array(3).fill(expect.stringContaining('A subject, title or body comes from the catalogues')));
    expect(results.noticeFromCatalogue).toEqual([]);
  });
});

describe('import cycles (dpdm with dpdm.config.ts, the second half of npm run lint)', () => {
  /** dpdm over the given files with the project's configuration: its exit code and what it printed. */
  const dpdm = (...files: string[]) => {
    try {
      return {
        code: 0,
        out: execFileSync(path.join(root, 'node_modules/.bin/dpdm'), files, {
          cwd: root,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      };
    } catch (error) {
      const e = error as { status: number; stdout: string };
      return { code: e.status, out: e.stdout };
    }
  };

  it('refuses two modules that import each other, through the @/ alias too, and a type-only import counts (issue 39)', () => {
    const dir = path.join(root, 'lib/lint/.cycle-case');
    fs.mkdirSync(dir, { recursive: true });
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from '@/lib/lint/.cycle-case/b';\nexport const a = () => b;\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      fs.writeFileSync(path.join(dir, 'c.ts'), "import type { D } from './d';\nexport type C = { d?: D };\nexport const c = 1;\n");
      fs.writeFileSync(path.join(dir, 'd.ts'), "import { c } from './c';\nexport type D = number;\nexport const d = c;\n");
      const cycle = dpdm('lib/lint/.cycle-case/a.ts');
      expect(cycle.code).toBe(1);
      expect(cycle.out).toContain('lib/lint/.cycle-case/a.ts -> lib/lint/.cycle-case/b.ts');
      const typeOnly = dpdm('lib/lint/.cycle-case/d.ts');
      expect(typeOnly.code).toBe(1);
      expect(typeOnly.out).toContain('lib/lint/.cycle-case/d.ts -> lib/lint/.cycle-case/c.ts');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
