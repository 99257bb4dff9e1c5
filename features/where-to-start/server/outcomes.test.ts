import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { recordWhereToStartOutcome, weeklyWhereToStartOutcomes } from './outcomes';

// Issue 41: the admin's weekly table counts answers per first stop and Philippine week — and keeps
// nothing else of them.
const db = useTestDb();

describe('"Where do I start?" outcomes', () => {
  it('counts answers per first stop and Philippine week (from Monday), newest week first', async () => {
    // Sunday 29 Nov 2026, 23:30 in Manila is still the week of Monday 23 Nov; 00:30 on Monday 30 Nov starts the next.
    const sundayLate = new Date('2026-11-29T15:30:00Z');
    const mondayEarly = new Date('2026-11-29T16:30:00Z');
    await recordWhereToStartOutcome('dole-sena', sundayLate);
    await recordWhereToStartOutcome('dole-sena', sundayLate);
    await recordWhereToStartOutcome('barangay', sundayLate);
    await recordWhereToStartOutcome('dole-sena', mondayEarly);
    await recordWhereToStartOutcome('lawyer', mondayEarly);

    expect(await weeklyWhereToStartOutcomes(12, mondayEarly)).toEqual([
      { weekStart: '2026-11-30', counts: { 'dole-sena': 1, lawyer: 1 }, total: 2 },
      { weekStart: '2026-11-23', counts: { barangay: 1, 'dole-sena': 2 }, total: 3 },
    ]);
    // Weeks older than the table's span are left out.
    expect(await weeklyWhereToStartOutcomes(1, mondayEarly)).toEqual([
      { weekStart: '2026-11-30', counts: { 'dole-sena': 1, lawyer: 1 }, total: 2 },
    ]);
  });

  it('keeps only the week, the first stop and the count', async () => {
    const rows = await db().db.select().from(t.whereToStartOutcomes);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['answers', 'firstStop', 'weekStart']);
  });
});
