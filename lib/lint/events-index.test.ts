/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DECLARED_EVENTS } from '@/lib/server/runtime/after-commit/events.generated';

/** Every domain's events.ts: lib/server/<domain>/… and features/<capability>/server/… */
const EVENTS = ['lib/server/**/events.ts', 'features/*/server/**/events.ts'];

// Issue 74 item 2: the outbox's lists — the aggregates, their events, the handler registry — are derived from the
// domains' declarations (lib/server/**/events.ts, defineEvents) and their handlers (lib/server/runtime/after-commit/handlers/
// *.ts, defineHandlers) by scripts/gen/events-index.mjs, never kept by hand. This fails when the generated index is
// not what they make, shows a new domain's events picked up with no other file edited, and holds the database's
// check on domain_events.aggregate to the declared aggregates.
const root = path.resolve(__dirname, '../..');
const generator = path.join(root, 'scripts/gen/events-index.mjs');
const INDEX = 'lib/server/runtime/after-commit/events.generated.ts';
const HANDLERS = 'lib/server/runtime/after-commit/handlers/*.ts';
const run = (...args: string[]) => execFileSync(process.execPath, [generator, ...args], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
const moduleOf = (file: string) => `'@/${file.split(path.sep).join('/').replace(/\.ts$/, '')}'`;

/** The folders (from the root) a file imports from by the alias: a domain's, a sub-folder's, a feature's server/. */
const foldersImported = (text: string) =>
  [...text.matchAll(/(?:from\s+|import\(\s*)['"]@\/((?:lib\/server|features)\/[\w/-]+)\/[\w.-]+['"]/g)].map((m) => m[1]);

/** A copy of the tree's declarations, handlers and indexes, to plant a domain in. */
function copyTree(): string {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'events-index-'));
  for (const file of [...fs.globSync([...EVENTS, HANDLERS], { cwd: root }), INDEX]) {
    fs.mkdirSync(path.join(tree, path.dirname(file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(tree, file));
  }
  return tree;
}

describe('the outbox’s events and handlers come from the domains’ declarations', () => {
  it('the generated index is what the declarations make (npm run gen:events)', () => {
    expect(() => run('--check')).not.toThrow();
    const index = fs.readFileSync(path.join(root, INDEX), 'utf8');
    const declaring = fs.globSync(EVENTS, { cwd: root });
    expect(declaring.length).toBeGreaterThanOrEqual(16);
    for (const file of declaring) expect(index).toContain(`} from ${moduleOf(file)};`);
    const handling = fs.globSync(HANDLERS, { cwd: root });
    expect(handling.length).toBe(declaring.length);
    for (const file of handling) expect(index).toContain(`import('./handlers/${path.basename(file, '.ts')}')`);
    // The handlers sit above the domains (after-commit may import any of them), never in a domain's own folder.
    expect(fs.globSync('lib/server/**/event-handlers.ts', { cwd: root })).toEqual([]);
  });

  it('a stale index fails the check: one aggregate’s handlers left out', () => {
    const tree = copyTree();
    try {
      const file = path.join(tree, INDEX);
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      fs.writeFileSync(file, lines.filter((l) => !l.startsWith('  meeting: () => import(')).join('\n'));
      expect(() => run(`--root=${tree}`, '--check')).toThrow();
    } finally {
      fs.rmSync(tree, { recursive: true, force: true });
    }
  });

  it('a planted domain’s events and handlers are in the indexes it makes, and the old ones fail the check', () => {
    const tree = copyTree();
    try {
      expect(() => run(`--root=${tree}`, '--check')).not.toThrow();
      fs.mkdirSync(path.join(tree, 'lib/server/money-claims'), { recursive: true });
      fs.writeFileSync(
        path.join(tree, 'lib/server/money-claims/events.ts'),
        "export const CLAIM_EVENTS = defineEvents('claim', { filed: { payload: z.object({ courtId: z.string() }) } });\n",
      );
      fs.writeFileSync(
        path.join(tree, 'lib/server/runtime/after-commit/handlers/money-claims.ts'),
        'export const CLAIM_HANDLERS = defineHandlers(CLAIM_EVENTS, { filed: (e) => tellCourt(e.payload.courtId) });\n',
      );
      const made = (JSON.parse(run(`--root=${tree}`, '--print')) as Record<string, string>)[INDEX];
      expect(made).toContain("import { CLAIM_EVENTS } from '@/lib/server/money-claims/events';");
      expect(made).toContain('  CLAIM_EVENTS,');
      expect(made).toContain("  claim: () => import('./handlers/money-claims').then((m) => m.CLAIM_HANDLERS),");
      expect(() => run(`--root=${tree}`, '--check')).toThrow();
    } finally {
      fs.rmSync(tree, { recursive: true, force: true });
    }
  });

  it('refuses an aggregate declared twice, and handlers of declarations no events.ts makes', () => {
    const tree = copyTree();
    try {
      fs.mkdirSync(path.join(tree, 'lib/server/money-claims'), { recursive: true });
      const events = path.join(tree, 'lib/server/money-claims/events.ts');
      fs.writeFileSync(events, "export const MORE_MEETING_EVENTS = defineEvents('meeting', {});\n");
      expect(() => run(`--root=${tree}`, '--print')).toThrow(/declared twice for: meeting/);
      fs.rmSync(events);
      fs.writeFileSync(
        path.join(tree, 'lib/server/runtime/after-commit/handlers/money-claims.ts'),
        'export const H = defineHandlers(CLAIM_EVENTS, {});\n',
      );
      expect(() => run(`--root=${tree}`, '--print')).toThrow(/handles CLAIM_EVENTS, which no lib\/server\/\*\*\/events\.ts declares/);
    } finally {
      fs.rmSync(tree, { recursive: true, force: true });
    }
  });

  it('the outbox imports no domain that declares events, nor after-commit: its types take the declarations handed in', () => {
    const eventFolders = fs.globSync(EVENTS, { cwd: root }).map((f) => path.dirname(f).split(path.sep).join('/'));
    const above = ['lib/server/runtime/after-commit', ...eventFolders];
    const isAbove = (folder: string) => above.some((a) => folder === a || folder.startsWith(`${a}/`));
    const outbox = fs.globSync('lib/server/platform/outbox/*.ts', { cwd: root }).filter((f) => !f.endsWith('.test.ts'));
    expect(outbox.length).toBeGreaterThan(5);
    const reached = outbox.flatMap((f) => foldersImported(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(reached).toContain('lib/server/platform/delivery');
    expect(reached.filter(isAbove)).toEqual([]);
    const planted = foldersImported(
      "import type { M } from '@/lib/server/payments/refunds/events';\nconst h = import('@/lib/server/runtime/after-commit/x');\nimport { q } from '@/features/questions/server/events';",
    );
    expect(planted).toEqual(['lib/server/payments/refunds', 'lib/server/runtime/after-commit', 'features/questions/server']);
    expect(planted.filter(isAbove)).toEqual(planted);
  });

  it('the schema’s check on domain_events.aggregate lists exactly the declared aggregates', () => {
    // The migrated database's own constraint is compared in lib/server/platform/outbox/outbox.test.ts.
    const schema = fs.readFileSync(path.join(root, 'lib/db/schema/domain-events.ts'), 'utf8');
    const check = /'domain_events_aggregate_check',\s*sql`\$\{t\.aggregate\} IN \(([^)]*)\)`/.exec(schema);
    expect(check).not.toBeNull();
    const listed = [...check![1].matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(DECLARED_EVENTS.map((d) => d.aggregate).sort());
  });
});
