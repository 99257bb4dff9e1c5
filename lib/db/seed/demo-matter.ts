import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';

/** The demo consultation the matter is opened from (demo-meetings.ts: completed, the unpaid-wages question). */
const SOURCE_MEETING_ID = '0d41a7e2-5c1b-4d0e-9a41-7e11a9e0f041';
const MATTER_ID = '64a0c0de-1a2b-4c3d-8e64-0000000000a1';
const ENTRY = (n: number) => `64a0c0de-1a2b-4c3d-8e64-0000000001${String(n).padStart(2, '0')}`;
const HEARING_ID = '64a0c0de-1a2b-4c3d-8e64-0000000000b1';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Issue 64's demo: the demo lawyer's matter with the demo client, opened from their completed consultation
 * — two shared updates, one private note, and a confirmed hearing next week (seven days after the seed's
 * day, 9:30 AM Manila), so both portals show a timeline, the next hearing and "last update N days ago".
 * Fixed ids, not drawn from the seed's random numbers (every id after stays what it was); times relative
 * to the seed's clock, as the upcoming demo meetings are.
 */
export async function seedDemoMatter(
  db: Db,
  { lawyerId, customerId, now = new Date() }: { lawyerId: string; customerId: string; now?: Date },
) {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = (daysAgo: number, hourUtc: number) => new Date(day - daysAgo * DAY + hourUtc * HOUR);
  const opened = at(12, 2);
  const hearingSetAt = at(3, 6);
  await db.insert(t.matters).values({
    id: MATTER_ID,
    lawyerId,
    customerId,
    title: 'Unpaid wages — complaint against the employer',
    problem: 'Three months of wages and the 13th-month pay unpaid since the company closed the Mandaue branch.',
    court: 'NLRC Regional Arbitration Branch No. VII, Cebu City',
    caseNumber: 'NLRC RAB-VII-03-00412-26',
    branch: null,
    sourceKind: 'MEETING',
    sourceId: SOURCE_MEETING_ID,
    lastSharedAt: hearingSetAt,
    createdAt: opened,
    updatedAt: hearingSetAt,
  });
  await db.insert(t.matterEntries).values([
    { id: ENTRY(1), matterId: MATTER_ID, authorId: null, kind: 'OPENED', refId: SOURCE_MEETING_ID, createdAt: opened },
    {
      id: ENTRY(2),
      matterId: MATTER_ID,
      authorId: lawyerId,
      kind: 'UPDATE',
      body: 'I filed your complaint for unpaid wages and 13th-month pay with the NLRC in Cebu City. Keep your payslips and your ID handy: we will need them at the conference.',
      createdAt: at(9, 3),
    },
    {
      id: ENTRY(3),
      matterId: MATTER_ID,
      authorId: lawyerId,
      kind: 'UPDATE',
      body: 'The company has been served the summons. The Labor Arbiter set the mandatory conference for next week (below). Please come 30 minutes early.',
      createdAt: hearingSetAt,
    },
    {
      id: ENTRY(4),
      matterId: MATTER_ID,
      authorId: lawyerId,
      kind: 'HEARING',
      body: 'Mandatory conference before the Labor Arbiter.',
      createdAt: new Date(hearingSetAt.getTime() + 60_000),
    },
    {
      id: ENTRY(5),
      matterId: MATTER_ID,
      authorId: lawyerId,
      kind: 'UPDATE',
      shared: false,
      body: 'Private: ask the client for the co-workers willing to sign affidavits; check whether the company filed for closure with DOLE.',
      createdAt: at(2, 8),
    },
  ]);
  await db.insert(t.matterHearings).values({
    id: HEARING_ID,
    matterId: MATTER_ID,
    entryId: ENTRY(4),
    // Seven days after the seed's day, 9:30 AM in Manila (01:30 UTC).
    startsAt: new Date(day + 7 * DAY + 1.5 * HOUR),
    court: 'NLRC Regional Arbitration Branch No. VII, Cebu City',
    branch: 'Sala of Labor Arbiter 3',
    mode: 'IN_PERSON',
    createdAt: new Date(hearingSetAt.getTime() + 60_000),
    updatedAt: new Date(hearingSetAt.getTime() + 60_000),
  });
}
