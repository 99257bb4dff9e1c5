import { expectKindBranchesHeld, findKindBranches } from './kind-branches';

// Issue 59 item 5: what a consultation and a notarial appointment do differently is one table,
// MEETING_KINDS in lib/rules/meeting-kinds.ts. Code asks the table (`meetingKindRules(kind).venue`,
// `.texts.cancelledTitle`, `kindsIn(…)` in SQL) instead of testing which kind a meeting is. This test
// counts the tests of a kind left outside the table — a comparison with a kind's name (TypeScript or
// SQL), or a branch on the notary's `in_person` details standing in for the kind — and fails on one in
// a file not allowed below, or on more than the bound in all.

const TABLE = 'lib/rules/meeting-kinds.ts';
/** The bound: fewer than 15 kind branches outside the table. */
const BOUND = 14;

/** Files that may still branch on a kind, each with why. */
const ALLOWED: Record<string, string> = {
  // The cancellation text's signature (`inPerson`, its tests' input); its caller passes the kind's venue.
  'lib/server/messaging/sms/templates.ts': 'the cancellation text takes `inPerson` from its caller, which asks the table',
};

const BRANCHES: RegExp[] = [
  // kind === 'NOTARY', meeting.kind !== 'CONSULTATION', SQL m.kind = 'NOTARY', ${m.kind} = 'NOTARY'
  /\bkind\b\}?\s*(===|!==|=|<>|!=)\s*'(NOTARY|CONSULTATION)'/,
  /\bisNotary\b/,
  // The notary's details standing in for the kind: !m.inPerson, in_person ? …, inPerson && …, Boolean(m.in_person), if (m.in_person)
  /!\s*[\w.?]*\bin_?[pP]erson\b(?!\w)/,
  /\bin_?[pP]erson\b(\?\.\w+)?\s*(\?(?![.?:])|&&|\|\|)/,
  /(\|\||&&)\s*[\w.?]*\bin_?[pP]erson\b\s*\)/,
  /Boolean\([\w.?]*\bin_?[pP]erson\b/,
  /\bif\s*\(\s*[\w.?]*\bin_?[pP]erson\b\s*\)/,
];

/** The lines of `text` that branch on a kind (a ternary's `?` on the next line counts with its line; comments do not). */
function kindBranches(text: string): { line: number; code: string }[] {
  const lines = text.split('\n');
  return lines.flatMap((code, i) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(code)) return [];
    const next = lines[i + 1] ?? '';
    const joined = /\bin_?[pP]erson\b\s*$/.test(code) && /^\s*(\?|&&|\|\|)/.test(next) ? `${code} ${next.trim()}` : code;
    return BRANCHES.some((pattern) => pattern.test(joined)) ? [{ line: i + 1, code: code.trim() }] : [];
  });
}

const FOUND = findKindBranches(TABLE, kindBranches);

describe('meeting kind branches', () => {
  it('catches each shape a kind branch has taken (the ones this issue replaced)', () => {
    const planted = [
      "if (meeting.kind === 'NOTARY') throw noCallInPerson();",
      "if (meeting.role !== 'LAWYER' || meeting.kind !== 'NOTARY') throw meetingNotFound();",
      "sql`SELECT id FROM meetings m WHERE m.status = 'CONFIRMED' AND m.kind = 'CONSULTATION'`",
      "return sql`CASE WHEN ${m.kind} = 'NOTARY' THEN`;",
      "if (!m || m.status !== 'CONFIRMED' || m.inPerson) return;",
      "const words = meeting.in_person ? 'cancelAppointment' : 'cancel';",
      '{!inPerson && <JoinCallButton meeting={meeting} />}',
      'inPerson: Boolean(m.inPerson),',
      "if (m.in_person) return t('inPersonLabel', { duration: m.duration });",
      "{checkout.kind === 'meeting'\n  ? checkout.in_person\n    ? t('notaryAppointment')\n    : t('consultation')\n  : t(KIND_LABEL[checkout.kind])}",
    ];
    for (const code of planted) expect({ code, found: kindBranches(code).length > 0 }).toEqual({ code, found: true });
  });

  it('stays quiet on lookups in the table and on other kinds (blockers, signals, checkouts)', () => {
    const quiet = [
      'if (!isCallKind(meeting.kind)) throw noCallInPerson();',
      'sql`… AND m.kind IN ${callKindsSql()}`',
      'const words = rulesOfWire(meeting).texts.cancelDialog;',
      "if (fields.kind === 'weekly') return insertSeries(tx);",
      'in_person: z.boolean(),',
      'm: SmsMeeting & { inPerson?: boolean },',
      "// if (meeting.kind === 'NOTARY') — a comment",
    ];
    for (const code of quiet) expect({ code, found: kindBranches(code) }).toEqual({ code, found: [] });
  });

  it('leaves kind branches only in the allowed files, and fewer than 15 in all, and allows no file that no longer needs it', () => {
    expectKindBranchesHeld(FOUND, ALLOWED, BOUND);
  });
});
