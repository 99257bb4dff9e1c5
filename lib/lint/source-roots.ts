import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

// Where code lives, for the scans in lib/lint (issue 74 item 4). Server code is in two kinds of folder: a
// domain of lib/server (lib/server/<domain>/…) and a feature's server/ (features/<capability>/server/…, a
// capability whose pages' components, hooks, rules, wire schemas and validation sit beside it). A scan that
// reads one and not the other would let new code step around it, so every scan takes its folders from here.

/** The server's TypeScript, as globs from the repository root. */
export const SERVER_GLOBS = ['lib/server/**/*.ts', 'features/*/server/**/*.ts'];

/** The folders of application code a whole-tree scan reads. */
export const CODE_FOLDERS = ['app', 'components', 'features', 'lib'];

/** The folders of React components: components/ and each feature's components/. */
export const COMPONENT_FOLDERS = [
  'components',
  ...fs
    .readdirSync(path.join(ROOT, 'features'))
    .map((feature) => `features/${feature}/components`)
    .filter((folder) => fs.existsSync(path.join(ROOT, folder))),
];

/**
 * The domain a repository path lies in: `lib/server/<domain>/…` or `features/<domain>/server/…`; null for
 * anything else (a file directly in lib/server, a feature's browser code).
 */
export function domainOf(repoPath: string): string | null {
  const parts = repoPath.split(/[\\/]/);
  if (parts[0] === 'lib' && parts[1] === 'server' && parts.length > 3) return parts[2];
  if (parts[0] === 'features' && parts[2] === 'server' && parts.length > 3) return parts[1];
  return null;
}
