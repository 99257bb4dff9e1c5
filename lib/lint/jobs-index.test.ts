/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Every domain's jobs.ts: lib/server/<domain>/… and features/<capability>/server/… */
const JOBS = ['lib/server/**/jobs.ts', 'features/*/server/**/jobs.ts'];

// Issue 74 item 2: the scheduler's list of jobs is derived from the domains' declarations (lib/server/**/jobs.ts,
// defineJobs), by scripts/gen/jobs-index.mjs — never kept by hand. This fails when the generated index is not what
// the declarations make, and shows a new domain's job picked up with no other file edited.
const root = path.resolve(__dirname, '../..');
const generator = path.join(root, 'scripts/gen/jobs-index.mjs');
const run = (...args: string[]) => execFileSync(process.execPath, [generator, ...args], { cwd: root, encoding: 'utf8' });

describe('the scheduler’s jobs come from the domains’ declarations', () => {
  it('the generated index is what the declarations make (npm run gen:jobs)', () => {
    expect(() => run('--check')).not.toThrow();
    const index = fs.readFileSync(path.join(root, 'lib/server/runtime/after-commit/jobs.generated.ts'), 'utf8');
    const declaring = fs.globSync(JOBS, { cwd: root });
    expect(declaring.length).toBeGreaterThanOrEqual(17);
    for (const file of declaring) expect(index).toContain(`'@/${file.split(path.sep).join('/').replace(/\.ts$/, '')}'`);
  });

  it('a planted domain’s jobs.ts is in the index it makes, and the old index fails the check', () => {
    const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-index-'));
    try {
      for (const file of fs.globSync(JOBS, { cwd: root })) {
        fs.mkdirSync(path.join(tree, path.dirname(file)), { recursive: true });
        fs.copyFileSync(path.join(root, file), path.join(tree, file));
      }
      fs.mkdirSync(path.join(tree, 'lib/server/runtime/after-commit'), { recursive: true });
      fs.writeFileSync(path.join(tree, 'lib/server/runtime/after-commit/jobs.generated.ts'), run('--print'));
      expect(() => run(`--root=${tree}`, '--check')).not.toThrow();
      fs.mkdirSync(path.join(tree, 'lib/server/money-claims'), { recursive: true });
      fs.writeFileSync(
        path.join(tree, 'lib/server/money-claims/jobs.ts'),
        "export const CLAIM_JOBS = defineJobs([{ name: 'claims', order: 74, run: (now) => sweepClaims({ now }) }]);\n",
      );
      const made = run(`--root=${tree}`, '--print');
      expect(made).toContain("import { CLAIM_JOBS } from '@/lib/server/money-claims/jobs';");
      expect(made).toContain('  ...CLAIM_JOBS,');
      expect(() => execFileSync(process.execPath, [generator, `--root=${tree}`, '--check'], { stdio: 'pipe' })).toThrow();
    } finally {
      fs.rmSync(tree, { recursive: true, force: true });
    }
  });
});
