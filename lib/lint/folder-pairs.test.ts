import fs from 'node:fs';
import path from 'node:path';

import { domainOf, SERVER_GLOBS } from './source-roots';

// Issue 39: each domain has an owner, and imports go one way. Two domains that import each other (in any
// file, type-only and dynamic imports included) have no owner between them: the piece both need moves down
// to where both can use it. Issue 74 item 4: a domain is a top folder of lib/server (its parts in sub-folders,
// which may import each other: checkout/events and checkout/links) or a feature's server/ folder
// (features/<capability>/server/). None is left, and a new one fails.

const ROOT = path.resolve(__dirname, '../..');

const IMPORT = /(?:\bimport|\bexport)\s[^'"]*?from\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The domain a repository path (or an import's target) lies in: lib/server/<domain>/… or features/<domain>/server/…. */
const folderOf = (repoPath: string): string | null => domainOf(repoPath.split(path.sep).join('/'));

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

it('no two domains (lib/server folders and features’ server/ folders) import each other', () => {
  const files = fs
    .globSync(SERVER_GLOBS, { cwd: ROOT })
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));
  expect(files.filter((f) => f.file.startsWith('features/')).length).toBeGreaterThan(20);
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
      f('features/g/server/u.ts', "import { y } from '@/lib/server/b/y';"),
      f('lib/server/b/t.ts', "import { u } from '@/features/g/server/u';"),
    ]),
  ).toEqual(['a <-> b', 'b <-> g', 'c <-> d']);
});
