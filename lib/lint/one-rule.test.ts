import fs from 'node:fs';
import path from 'node:path';
import { CODE_FOLDERS } from './source-roots';

// Issue 26: rules the browser and the server share live once, in lib/rules/ (pure, no server
// imports); the server sends the facts and components render them. Each entry below is a rule that
// was once copied into pages and components; the test fails when a copy comes back outside the
// places that own it.

const ROOT = path.resolve(__dirname, '../..');
const SCANNED = CODE_FOLDERS;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const SOURCES = SCANNED.flatMap((dir) => files(path.join(ROOT, dir))).map((file) => ({
  file: path.relative(ROOT, file),
  text: fs.readFileSync(file, 'utf8'),
}));

/** `copy`: the line as it was once copied (the pattern must still catch it). */
type KnownRule = { rule: string; pattern: RegExp; owners: RegExp; copy: string };

const KNOWN: KnownRule[] = [
  {
    rule: 'whether a lawyer is listed (is_public with completeness or IBP verification)',
    pattern: /is_public\s*&&[^;\n]*(missing|ibp_verified)|isPublic\s*&&[^;\n]*(isComplete|ibpVerified)/,
    owners: /^lib\/rules\/listing\.ts$/,
    copy: 'const listed = profile.is_public && profile.missing.length === 0 && profile.ibp_verified;',
  },
  {
    rule: 'the join window (start minus the opening lead)',
    pattern: /JOIN_OPENS_BEFORE_MINUTES\s*\*|joinWindow\(/,
    owners: /^(lib\/rules\/join-window\.ts|lib\/server\/|features\/[\w-]+\/server\/)/,
    copy: 'const { opensAt, closesAt } = joinWindow(new Date(meeting.start_time), new Date(meeting.end_time));',
  },
  {
    rule: 'the cancellation and refund decision',
    pattern: /decideCancellation\(|FREE_CANCELLATION_HOURS\s*\*/,
    owners: /^lib\/(rules\/cancellation\.ts|server\/meetings\/)/,
    copy: 'const free = start - now >= FREE_CANCELLATION_HOURS * 3_600_000;',
  },
  {
    rule: 'how many reschedules a party has left',
    pattern: /MAX_RESCHEDULES_PER_PARTY\s*-|reschedulesLeft\(/,
    owners: /^lib\/(rules\/reschedule-limit\.ts|server\/meetings\/)/,
    copy: 'const left = MAX_RESCHEDULES_PER_PARTY - mine.length;',
  },
  {
    rule: 'a work-item status change written by hand',
    pattern: /\.update\(t\.workItems\)[\s\S]{0,200}?status:/,
    owners: /^lib\/server\/work-items\/transition\.ts$/,
    copy: "await tx.update(t.workItems).set({ status: 'REJECTED' })",
  },
  {
    rule: 'why a text is not sent (opt-out, changed number, reach, caps): one skipReasonOf (issue 39)',
    pattern: /function skipReasonOf|skipReasonOf\s*=|ESSENTIAL(_SMS)?_KINDS[^;\n]*=\s*\[/,
    owners: /^lib\/rules\/sms-skip\.ts$/,
    copy: 'function skipReasonOf(row: ClaimedSms, sender: SmsSender): string | null {',
  },
  {
    rule: 'a round avatar <img> outside the one Avatar',
    pattern: /<img[^>]*rounded-full/,
    owners: /^components\/ui\/avatar\.tsx$/,
    copy: '<img src={user.picture_url} alt="" className="rounded-full object-cover" />',
  },
];

describe('one rule, one place', () => {
  it.each(KNOWN.map((k) => [k.rule, k] as const))('%s lives only where it belongs', (_rule, known) => {
    const copies = SOURCES.filter((s) => known.pattern.test(s.text) && !known.owners.test(s.file)).map((s) => s.file);
    expect(copies).toEqual([]);
  });

  it('each pattern still catches the copy it was written for (a pattern that matches nothing would pass forever)', () => {
    for (const known of KNOWN)
      expect({ rule: known.rule, caught: known.pattern.test(known.copy) }).toEqual({ rule: known.rule, caught: true });
  });

  it("lib/rules/ and a feature's rules/ are pure: no server, database or React imports", () => {
    const rules = SOURCES.filter((x) => /^(lib|features\/[\w-]+)\/rules\//.test(x.file));
    expect(rules.filter((x) => x.file.startsWith('features/')).length).toBeGreaterThan(5);
    for (const s of rules) {
      expect({
        file: s.file,
        imports: [
          ...s.text.matchAll(/from '(@\/lib\/(server|db)[^']*|@\/features\/[\w-]+\/server[^']*|server-only|react[^']*|next[^']*)'/g),
        ].map((m) => m[1]),
      }).toEqual({ file: s.file, imports: [] });
    }
  });
});
