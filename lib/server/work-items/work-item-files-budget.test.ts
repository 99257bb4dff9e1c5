import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { MB, bigPdf, fileSetTotals, filesForm, pdfs } from '@/lib/test/fixtures/uploads';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { TERMS, bookedClient, workItemsAs } from '@/lib/test/fixtures/work-items';
import { setStorageForTests } from '@/lib/server/platform/storage/storage';

// The work item's files go through the same file-set upload as a meeting's: two parties uploading
// at once must not overshoot the 30-file / 20 MB budget together (the work-item copy of the route
// read the count outside the inserting transaction and took no lock: 20 + 20 onto 7 stored 47).
const db = useTestDb();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-wi-budget-'));

let lawyer: TestUser;
let client: TestUser;

beforeAll(async () => {
  setTestEnv({ STORAGE_DIR: storageDir });
  setStorageForTests(undefined);
  lawyer = await testLawyer(db().db);
  client = await testCustomer(db().db);
  await bookedClient(db().db, lawyer.id, client.id);
});
afterAll(() => {
  setTestEnv({ STORAGE_DIR: undefined });
  setStorageForTests(undefined);
  fs.rmSync(storageDir, { recursive: true, force: true });
});

async function newWorkItem(): Promise<string> {
  const res = await workItemsAs(lawyer).create({ ...TERMS, customer_id: client.id, status: 'PROPOSAL' });
  expect(res.status).toBe(201);
  return (await res.json())._id;
}
const put = (u: TestUser, id: string, files: File[]) => workItemsAs(u).addFiles(id, filesForm(files));
const totals = (workItemId: string) => fileSetTotals(db().db, { workItemId });

describe("a work item's file budget under concurrent uploads", () => {
  it('20 + 20 files at once onto 7: one upload is refused, the item keeps at most 30', async () => {
    const id = await newWorkItem();
    expect((await put(client, id, pdfs(7, 'first'))).status).toBe(200);
    const answers = await Promise.all([put(client, id, pdfs(20, 'c')), put(lawyer, id, pdfs(20, 'l'))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await answers.find((r) => r.status === 400)!.json()).message).toBe('You can attach at most 30 files and 20MB in total.');
    expect(await totals(id)).toMatchObject({ count: 27 });
    // The refused upload's blobs are gone too: only the stored rows' files remain on disk.
    const onDisk = fs.readdirSync(path.join(storageDir, 'work-item-file')).length;
    const [{ n }] = await db()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(t.storedFiles)
      .where(eq(t.storedFiles.purpose, 'work-item-file'));
    expect(onDisk).toBe(Number(n));
  });

  it('12 MB + 12 MB at once: one is refused, the item stays within 20 MB', async () => {
    const id = await newWorkItem();
    const answers = await Promise.all([put(client, id, [bigPdf(12 * MB, 'a.pdf')]), put(lawyer, id, [bigPdf(12 * MB, 'b.pdf')])]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await answers.find((r) => r.status === 400)!.json()).message).toBe('Maximum size is 20 mb.');
    expect((await totals(id)).bytes).toBe(12 * MB);
  });

  it('many small concurrent uploads by both parties never pass 30 files, and no answer is a 5xx', async () => {
    const id = await newWorkItem();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => put(i % 2 ? lawyer : client, id, pdfs(5, `p${i}-`))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(6);
    expect(answers.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    expect(await totals(id)).toMatchObject({ count: 30 });
  });
});

describe('an empty file on a work item', () => {
  it('a named zero-byte file is a 400 that says so, and nothing is stored (it used to answer 200)', async () => {
    const id = await newWorkItem();
    const res = await put(client, id, [new File([], 'empty.pdf')]);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('The file "empty.pdf" is empty.');
    expect(await totals(id)).toEqual({ count: 0, bytes: 0 });
  });

  it('a zero-byte file among real ones refuses the whole upload', async () => {
    const id = await newWorkItem();
    const res = await put(lawyer, id, [...pdfs(2, 'ok'), new File([], 'blank.pdf')]);
    expect(res.status).toBe(400);
    expect(await totals(id)).toEqual({ count: 0, bytes: 0 });
  });
});
