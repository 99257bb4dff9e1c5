import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { PUT as addFiles } from '@/app/api/v1/meeting/[id]/files/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { setStorageForTests } from '@/lib/server/platform/storage/storage';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { MB, bigPdf, fileSetTotals, filesForm, pdfs } from '@/lib/test/fixtures/uploads';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

// Two parties uploading at once must not overshoot the meeting's 30-file / 20 MB budget together
// (both used to pass the count read outside the inserting transaction).
const db = useTestDb();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-budget-'));

let lawyer: TestUser;
let customer: TestUser;

beforeAll(async () => {
  setTestEnv({ STORAGE_DIR: storageDir });
  setStorageForTests(undefined);
  lawyer = await testLawyer(db().db);
  customer = await testCustomer(db().db);
});
afterAll(() => {
  setTestEnv({ STORAGE_DIR: undefined });
  setStorageForTests(undefined);
  fs.rmSync(storageDir, { recursive: true, force: true });
});

let day = 2;
const newMeeting = () => insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start: manilaSlot(day++, 10) });

const put = (u: TestUser, meetingId: string, files: File[]) =>
  addFiles(
    apiRequest(`/api/v1/meeting/${meetingId}/files`, { method: 'PUT', jar: u.jar, body: filesForm(files) }),
    routeCtx({ id: meetingId }),
  );

const totals = (meetingId: string) => fileSetTotals(db().db, { meetingId });

describe('the attachment budget under concurrent uploads', () => {
  it('20 + 20 files at once onto 7: one upload is refused, the meeting keeps at most 30', async () => {
    const meetingId = await newMeeting();
    expect((await put(customer, meetingId, pdfs(7, 'first'))).status).toBe(200);
    const answers = await Promise.all([put(customer, meetingId, pdfs(20, 'c')), put(lawyer, meetingId, pdfs(20, 'l'))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = answers.find((r) => r.status === 400)!;
    expect((await refused.json()).message).toBe('You can attach at most 30 files and 20MB in total.');
    expect(await totals(meetingId)).toMatchObject({ count: 27 });
    // The refused upload's blobs are gone too: only the stored rows' files remain on disk.
    const onDisk = fs.readdirSync(path.join(storageDir, 'meeting-file')).length;
    const [{ n }] = await db()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(t.storedFiles)
      .where(eq(t.storedFiles.purpose, 'meeting-file'));
    expect(onDisk).toBe(Number(n));
  });

  it('12 MB + 12 MB at once: one is refused, the meeting stays within 20 MB', async () => {
    const meetingId = await newMeeting();
    const answers = await Promise.all([
      put(customer, meetingId, [bigPdf(12 * MB, 'a.pdf')]),
      put(lawyer, meetingId, [bigPdf(12 * MB, 'b.pdf')]),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await answers.find((r) => r.status === 400)!.json()).message).toBe('Maximum size is 20 mb.');
    const { bytes } = await totals(meetingId);
    expect(bytes).toBe(12 * MB);
  });

  it('many small concurrent uploads by both parties never pass 30 files', async () => {
    const meetingId = await newMeeting();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => put(i % 2 ? lawyer : customer, meetingId, pdfs(5, `p${i}-`))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(6);
    expect(answers.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    expect(await totals(meetingId)).toMatchObject({ count: 30 });
  });
});

describe('an empty file', () => {
  it('a named zero-byte file is a 400 that says so, and nothing is stored', async () => {
    const meetingId = await newMeeting();
    const res = await put(customer, meetingId, [new File([], 'empty.pdf')]);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('The file "empty.pdf" is empty.');
    expect(await totals(meetingId)).toEqual({ count: 0, bytes: 0 });
  });
});
