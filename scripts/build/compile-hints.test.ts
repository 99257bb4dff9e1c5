import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, firstLoadFiles } from './compile-hints.mjs';

// scripts/build/compile-hints.mjs over a build folder shaped like Next 16's (trimmed): the root main files
// in build-manifest.json, each route's entry files in its client reference manifest.
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const chunks = path.join(dist, 'static', 'chunks');
  fs.mkdirSync(chunks, { recursive: true });
  for (const name of ['framework.js', 'layout.js', 'page.js', 'lazy.js'])
    fs.writeFileSync(path.join(chunks, name), `(globalThis.TURBOPACK=[]).push(["${name}"]);\n`);
  fs.writeFileSync(path.join(chunks, 'page.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(chunks, 'page.js.map'), JSON.stringify({ version: 3, sources: ['page.tsx'], mappings: 'AAAA' }));
  fs.writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/framework.js'] }));
  const route = path.join(dist, 'server', 'app', '(site)', 'lawyer', '[lawyerId]');
  fs.mkdirSync(route, { recursive: true });
  const manifest = {
    '/(site)/lawyer/[lawyerId]/page': {
      entryJSFiles: {
        '[project]/app/layout': ['static/chunks/layout.js'],
        '[project]/app/(site)/lawyer/[lawyerId]/page': ['static/chunks/layout.js', 'static/chunks/page.js'],
      },
      entryCSSFiles: { x: [{ path: 'static/chunks/page.css' }] },
    },
  };
  fs.writeFileSync(
    path.join(route, 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/(site)/lawyer/[lawyerId]/page"] = ${JSON.stringify(manifest['/(site)/lawyer/[lawyerId]/page'])};\n`,
  );
  return dist;
}

const read = (dist: string, name: string) => fs.readFileSync(path.join(dist, 'static', 'chunks', name), 'utf8');

describe('compile hints on first-load chunks (issue 17)', () => {
  let dist: string;
  beforeEach(() => {
    dist = fakeBuild();
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('lists the root main files and every route entry file, once each, and no CSS', () => {
    expect(firstLoadFiles(dist)).toEqual(['static/chunks/framework.js', 'static/chunks/layout.js', 'static/chunks/page.js']);
  });

  it('marks first-load files on their first line and leaves chunks loaded later alone', () => {
    expect(addCompileHints(dist)).toBe(3);
    for (const name of ['framework.js', 'layout.js', 'page.js']) {
      expect(read(dist, name)).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK=[]).push(["${name}"]);\n`);
    }
    expect(read(dist, 'lazy.js').startsWith('//')).toBe(false);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('keeps a source map in step (one empty line first) and changes nothing on a second run', () => {
    addCompileHints(dist);
    expect(JSON.parse(read(dist, 'page.js.map')).mappings).toBe(';AAAA');
    expect(addCompileHints(dist)).toBe(0);
    expect(read(dist, 'page.js').split(COMPILE_HINT)).toHaveLength(2);
    expect(JSON.parse(read(dist, 'page.js.map')).mappings).toBe(';AAAA');
  });
});
