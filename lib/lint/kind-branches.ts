// Test helper (not a test): the frame of the kind-branch lints (meeting kinds, engagement kinds). Each lint says what a
// branch on its kind looks like; this finds them in app, components and lib (tests, migrations and its table left
// out) and holds them to the files allowed by name and a bound that only goes down.
import fs from 'node:fs';
import path from 'node:path';
import { CODE_FOLDERS } from './source-roots';

const ROOT = path.resolve(__dirname, '../..');
const SCANNED = CODE_FOLDERS;

export type KindBranch = { file: string; line: number; code: string };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'migrations' || entry.name === 'test' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every branch `branchesIn` finds in the tree's source, outside the kinds table `table`. */
export function findKindBranches(table: string, branchesIn: (text: string) => { line: number; code: string }[]): KindBranch[] {
  return SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
    .filter((file) => file !== table)
    .flatMap((file) => branchesIn(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((b) => ({ file, ...b })));
}

/** The lint's two verdicts on the tree: branches only in the allowed files and no more than `bound`; no stale allowance. */
export function expectKindBranchesHeld(found: KindBranch[], allowed: Record<string, string>, bound: number): void {
  const where = found.map((b) => `${b.file}:${b.line}: ${b.code}`);
  expect(found.filter((b) => !(b.file in allowed)).map((b) => `${b.file}:${b.line}: ${b.code}`)).toEqual([]);
  expect({ count: found.length, where }).toEqual({ count: Math.min(found.length, bound), where });
  const files = new Set(found.map((b) => b.file));
  expect(Object.keys(allowed).filter((file) => !files.has(file))).toEqual([]);
}
