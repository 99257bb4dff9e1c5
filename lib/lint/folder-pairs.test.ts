import fs from 'node:fs';
import path from 'node:path';

// Issue 39: each domain folder of lib/server has an owner, and imports go one way. Two folders that
// import each other (in any file, type-only and dynamic imports included) have no owner between them:
// the piece both need moves down to where both can use it (as payments/ did: what a provider's event
// sets off is payment-events/, above meetings, refunds and work-items; the call's signal row is
// call-signals/, below meetings and video). None is left, and a new one fails.

const ROOT = path.resolve(__dirname, '../..');
const SERVER = 'lib/server';

const IMPORT = /(?:\bimport|\bexport)\s[^'"]*?from\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The lib/server folder a repository path lies in (null for a file directly in lib/server). */
function folderOf(repoPath: string): string | null {
  const parts = path.relative(SERVER, repoPath).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : null;
}

/** "a <-> b" (a before b) for every two folders that import each other, from files' text. */
function twoWayPairs(files: { file: string; text: string }[]): string[] {
  const edges = new Set<string>();
  for (const { file, text } of files) {
    const from = folderOf(file);
    if (!from) continue;
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      const target = spec.startsWith('@/') ? spec.slice(2) : spec.startsWith('.') ? path.join(path.dirname(file), spec) : null;
      const to = target && folderOf(path.normalize(target));
      if (to && to !== from) edges.add(`${from}>${to}`);
    }
  }
  return [...edges]
    .map((e) => e.split('>'))
    .filter(([a, b]) => a < b && edges.has(`${b}>${a}`))
    .map(([a, b]) => `${a} <-> ${b}`)
    .sort();
}

it('no two lib/server folders import each other', () => {
  const files = sources(path.join(ROOT, SERVER)).map((f) => ({ file: path.relative(ROOT, f), text: fs.readFileSync(f, 'utf8') }));
  expect(twoWayPairs(files)).toEqual([]);
});

it('a pair counts through the alias, a relative path, a type-only import and a dynamic import', () => {
  const f = (file: string, text: string) => ({ file, text });
  expect(
    twoWayPairs([
      f('lib/server/a/x.ts', "import { y } from '@/lib/server/b/y';"),
      f('lib/server/b/y.ts', "import type { X } from '../a/x';"),
      f('lib/server/c/z.ts', "const m = await import('@/lib/server/d/w');"),
      f('lib/server/d/w.ts', "export { z } from '../c/z';"),
      f('lib/server/e/v.ts', "import { y } from '@/lib/server/b/y';"),
    ]),
  ).toEqual(['a <-> b', 'c <-> d']);
});
