import fs from 'node:fs';
import path from 'node:path';
import { SERVER_GLOBS } from './source-roots';

// Issue 74 item 2: background passes claim their due rows through the one claimDue() (lib/server/platform/delivery/claim-due.ts).
// This fails on a `SKIP LOCKED` written anywhere else in lib/server, unless its claim is one claimDue cannot say,
// named below with why — so the next pass cannot write a thirteenth loop of its own.
const ROOT = path.resolve(__dirname, '../..');
const OWNER = 'lib/server/platform/delivery/claim-due.ts';

const OWN_CLAIMS: Record<string, string> = {
  'features/matters/server/notice-reads.ts':
    'one reading at a time site-wide: an advisory lock, a count against SITE_READS, then the claim',
  'features/matters/server/hearing-reminders.ts': 'due is read through the matter (a join in the locking SELECT: FOR UPDATE OF h)',
  'lib/server/meetings/settle-ended-meetings.ts': 'each meeting settled in a transaction of its own that locks it (FOR UPDATE OF m)',
  'lib/server/payments/refunds/send-refunds.ts': 'due is read through the payment (a join in the locking SELECT: FOR UPDATE OF r)',
};

/** The files of `sources` that lock with SKIP LOCKED in code (comments left out) and are neither the owner nor named. */
function ownLoops(sources: { file: string; text: string }[]): string[] {
  return sources
    .filter(({ file }) => file !== OWNER && !OWN_CLAIMS[file])
    .filter(({ text }) => text.split('\n').some((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && /SKIP LOCKED|skipLocked/.test(line)))
    .map(({ file }) => file);
}

const SOURCES = fs
  .globSync(SERVER_GLOBS, { cwd: ROOT })
  .filter((file) => !file.endsWith('.test.ts'))
  .map((file) => ({ file: file.split(path.sep).join('/'), text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));

describe('one claim of due rows (claimDue)', () => {
  it('no SKIP LOCKED outside claimDue but the claims it cannot say, and each of those still claims', () => {
    expect(ownLoops(SOURCES)).toEqual([]);
    const named = SOURCES.filter(({ file }) => OWN_CLAIMS[file])
      .map(({ file, text }) => ({ file, locks: /SKIP LOCKED/.test(text) }))
      .sort((a, b) => a.file.localeCompare(b.file));
    expect(named).toEqual(
      Object.keys(OWN_CLAIMS)
        .sort()
        .map((file) => ({ file, locks: true })),
    );
  });

  it('fails on a planted loop of its own, in SQL or in Drizzle', () => {
    const planted = [
      {
        file: 'lib/server/claims/sweep.ts',
        text: 'sql`UPDATE claims SET due = now() WHERE id IN (SELECT id FROM claims FOR UPDATE SKIP LOCKED)`',
      },
      { file: 'lib/server/claims/retry.ts', text: "db.select().from(t.claims).for('update', { skipLocked: true });" },
      { file: 'lib/server/claims/doc.ts', text: '// claims like the others (FOR UPDATE SKIP LOCKED) through claimDue' },
    ];
    expect(ownLoops(planted)).toEqual(['lib/server/claims/sweep.ts', 'lib/server/claims/retry.ts']);
  });
});
