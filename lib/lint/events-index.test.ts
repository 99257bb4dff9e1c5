/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DECLARED_EVENTS } from '@/lib/server/outbox/events.generated';

// Issue 74 item 2: the outbox's lists — the aggregates, their events, the handler registry — are derived from the
// domains' declarations (lib/server/**/events.ts, defineEvents; lib/server/**/event-handlers.ts, defineHandlers)
// by scripts/gen/events-index.mjs, never kept by hand. This fails when a generated index is not what the
// declarations make, shows a new domain's events picked up with no other file edited, and holds the database's
// check on domain_events.aggregate to the declared aggregates.
const root = path.resolve(__dirname, '../..');
const generator = path.join(root, 'scripts/gen/events-index.mjs');
const INDEXES = ['lib/server/outbox/events.generated.ts', 'lib/server/after-commit/events.generated.ts'];
const run = (...args: string[]) => execFileSync(process.execPath, [generator, ...args], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
const moduleOf = (file: string) => `'@/${file.split(path.sep).join('/').replace(/\.ts$/, '')}'`;

/** A copy of the tree's declarations, handlers and indexes, to plant a domain in. */
function copyTree(): string {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'events-index-'));
  for (const file of [...fs.globSync('lib/server/**/{events,event-handlers}.ts', { cwd: root }), ...INDEXES]) {
    fs.mkdirSync(path.join(tree, path.dirname(file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(tree, file));
  }
  return tree;
}

describe('the outbox’s events and handlers come from the domains’ declarations', () => {
  it('the generated indexes are what the declarations make (npm run gen:events)', () => {
    expect(() => run('--check')).not.toThrow();
    const [declarations, handlers] = INDEXES.map((file) => fs.readFileSync(path.join(root, file), 'utf8'));
    const declaring = fs.globSync('lib/server/**/events.ts', { cwd: root });
    expect(declaring.length).toBeGreaterThanOrEqual(16);
    for (const file of declaring) expect(declarations).toContain(moduleOf(file));
    const handling = fs.globSync('lib/server/**/event-handlers.ts', { cwd: root });
    expect(handling.length).toBe(declaring.length);
    for (const file of handling) expect(handlers).toContain(`import(${moduleOf(file)})`);
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
        path.join(tree, 'lib/server/money-claims/event-handlers.ts'),
        'export const CLAIM_HANDLERS = defineHandlers(CLAIM_EVENTS, { filed: (e) => tellCourt(e.payload.courtId) });\n',
      );
      const made = JSON.parse(run(`--root=${tree}`, '--print')) as Record<string, string>;
      expect(made[INDEXES[0]]).toContain("import { CLAIM_EVENTS } from '@/lib/server/money-claims/events';");
      expect(made[INDEXES[0]]).toContain('  CLAIM_EVENTS,');
      expect(made[INDEXES[1]]).toContain(
        "  claim: () => import('@/lib/server/money-claims/event-handlers').then((m) => m.CLAIM_HANDLERS),",
      );
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
        path.join(tree, 'lib/server/money-claims/event-handlers.ts'),
        'export const H = defineHandlers(CLAIM_EVENTS, {});\n',
      );
      expect(() => run(`--root=${tree}`, '--print')).toThrow(/handles CLAIM_EVENTS, which no lib\/server\/\*\*\/events\.ts declares/);
    } finally {
      fs.rmSync(tree, { recursive: true, force: true });
    }
  });

  it('the schema’s check on domain_events.aggregate lists exactly the declared aggregates', () => {
    // The migrated database's own constraint is compared in lib/server/outbox/outbox.test.ts.
    const schema = fs.readFileSync(path.join(root, 'lib/db/schema/domain-events.ts'), 'utf8');
    const check = /'domain_events_aggregate_check',\s*sql`\$\{t\.aggregate\} IN \(([^)]*)\)`/.exec(schema);
    expect(check).not.toBeNull();
    const listed = [...check![1].matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(DECLARED_EVENTS.map((d) => d.aggregate).sort());
  });
});
