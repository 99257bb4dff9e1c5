import { expectKindBranchesHeld, findKindBranches } from './kind-branches';

// Issue 74 items 1 and 3: what differs between engagement kinds (a meeting, a work item, a service order, a written
// question) is one table, ENGAGEMENT_KINDS in lib/rules/engagement-kinds.ts. Code asks the table
// (`engagementKind(kind).page`, `engagementKindCase(…)` in SQL, a `Record` keyed by kind) instead of testing which
// kind it holds. This test finds the tests of a kind left outside the table — a comparison with an engagement kind's
// name, in TypeScript or SQL, or with a work item's own kind (CUSTOM or SERVICE: a service order rides on a work
// item) — and fails on one in a file not allowed below, or on more than the bound in all.

const TABLE = 'lib/rules/engagement-kinds.ts';
/** The branches left, all on the work item's own kind; the bound only goes down. */
const BOUND = 6;

/** Files that may still branch on a kind, each with why. */
const ALLOWED: Record<string, string> = {
  'app/[locale]/customer-portal/work-items/[workItemId]/page.tsx': "the letter panel's service wording, from the work item's kind",
  'app/[locale]/lawyer-portal/work-items/[workItemId]/page.tsx': "the letter panel's service wording, from the work item's kind",
  'features/services/server/orders/order-view.ts': "a work item's view takes its order's facts only when it is one",
  'lib/server/work-items/work-item-rules.ts': "a service order's work item allows the order's moves only",
  'lib/server/work-items/send-work-item-mails.ts': "a service order's mails are the order's own (order-notices.ts)",
  'lib/rules/work-item-transitions.ts': "the actions offered on a service order's work item are the order's",
};

const NAMES = "'(MEETING|WORK_ITEM|SERVICE_ORDER|QUESTION|SERVICE|CUSTOM)'";
const BRANCHES: RegExp[] = [
  // kind === 'QUESTION', item.kind !== 'SERVICE', ref?.kind === 'MEETING'
  new RegExp(`(===|!==)\\s*${NAMES}`),
  new RegExp(`${NAMES}\\s*(===|!==)`),
  // SQL: e.kind = 'QUESTION', source_kind <> 'MEETING', w.kind = 'SERVICE', ${m.sourceKind} = 'WORK_ITEM'
  new RegExp(`\\b(kind|source_kind|sourceKind)\\b\\}?\\s*(=|<>|!=)\\s*${NAMES}`),
  // eq(t.workItems.kind, 'SERVICE'), eq(t.matters.sourceKind, 'QUESTION')
  new RegExp(`eq\\([\\w.]*\\.(kind|sourceKind),\\s*${NAMES}\\)`),
];

/** The lines of `text` that branch on a kind (comments do not). */
function kindBranches(text: string): { line: number; code: string }[] {
  return text.split('\n').flatMap((code, i) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(code)) return [];
    return BRANCHES.some((pattern) => pattern.test(code)) ? [{ line: i + 1, code: code.trim() }] : [];
  });
}

const FOUND = findKindBranches(TABLE, kindBranches);

describe('engagement kind branches', () => {
  it('catches each shape a kind branch has taken (the ones this issue replaced)', () => {
    const planted = [
      "if (matter.sourceKind === 'MEETING') return { kind: 'MEETING', _id: row.ref_id };",
      "if (kind === 'SERVICE_ORDER') {",
      "entry.ref?.kind === 'WORK_ITEM'",
      "if (item.kind !== 'SERVICE') return item;",
      "sql`SELECT id FROM matters WHERE source_kind = 'QUESTION'`",
      "sql`SELECT id FROM engagements e WHERE e.kind <> 'MEETING'`",
      "eq(t.workItems.kind, 'CUSTOM'),",
      "{f.on.kind === 'MEETING' ? t('linked.meetingFile') : t('linked.workItemFile')}",
    ];
    for (const code of planted) expect({ code, found: kindBranches(code).length > 0 }).toEqual({ code, found: true });
  });

  it('stays quiet on lookups in the table and on other kinds (meeting kinds, matter entries, blockers)', () => {
    const quiet = [
      'const link = ref ? { to: `${portal}/${engagementKind(ref.kind).page}/${ref._id}` } : null;',
      'sql`… AND ${sql.raw(engagementKindCase((kind) => kind.filesShared))}`',
      "if (row.kind === 'MEETING_BOOKED') return { kind: 'MEETING', _id: row.ref_id };",
      "if (row.kind === 'OPENED') return { kind: matter.sourceKind, _id: row.ref_id };",
      'const source = await SOURCES[kind](db, lawyerId, sourceId);',
      "// if (kind === 'QUESTION') — a comment",
    ];
    for (const code of quiet) expect({ code, found: kindBranches(code) }).toEqual({ code, found: [] });
  });

  it('leaves kind branches only in the allowed files, and no more than the bound in all, and allows no file that no longer needs it', () => {
    expectKindBranchesHeld(FOUND, ALLOWED, BOUND);
  });
});
