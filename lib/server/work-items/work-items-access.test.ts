import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { GET as download } from '@/app/api/v1/files/[fileId]/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { signedLetter } from '@/lib/test/fixtures/letters';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { TERMS, bookedClient, payInSandbox, routeSandboxWebhooks, workItemsAs } from '@/lib/test/fixtures/work-items';
import { setStorageForTests } from '@/lib/server/platform/storage/storage';

// Only the two parties see anything of a work item: every call, file and comment.

const db = useTestDb();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-work-files-'));
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
let restoreFetch: () => void;
let lawyer: TestUser;
let client: TestUser;
let otherClient: TestUser;
let otherLawyer: TestUser;

const filesForm = (...names: string[]) => {
  const f = new FormData();
  for (const name of names) f.append('files', new File([PDF], name));
  return f;
};
const fetchFile = (u: TestUser, fileId: string) => download(apiRequest(`/api/v1/files/${fileId}`, { jar: u.jar }), routeCtx({ fileId }));

beforeAll(async () => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_work_items_access', STORAGE_DIR: storageDir });
  setStorageForTests(undefined);
  restoreFetch = routeSandboxWebhooks();
  lawyer = await testLawyer(db().db);
  otherLawyer = await testLawyer(db().db);
  client = await testCustomer(db().db);
  otherClient = await testCustomer(db().db);
  await bookedClient(db().db, lawyer.id, client.id);
  // The outsiders are real parties elsewhere: the other client booked this lawyer, the other lawyer has clients.
  await bookedClient(db().db, lawyer.id, otherClient.id);
  await bookedClient(db().db, otherLawyer.id, otherClient.id);
});
afterAll(() => {
  restoreFetch();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined, STORAGE_DIR: undefined });
  setStorageForTests(undefined);
  fs.rmSync(storageDir, { recursive: true, force: true });
});

async function counts(id: string) {
  const count = async (
    table:
      | typeof t.comments
      | typeof t.workItemFiles
      | typeof t.workItemEvents
      | typeof t.workItemAdditionalServices
      | typeof t.workItemMeetings,
  ) =>
    (
      await db()
        .db.select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.workItemId, id))
    )[0].n;
  const [row] = await db().db.select().from(t.workItems).where(eq(t.workItems.id, id));
  return {
    row,
    comments: await count(t.comments),
    files: await count(t.workItemFiles),
    events: await count(t.workItemEvents),
    services: await count(t.workItemAdditionalServices),
    meetings: await count(t.workItemMeetings),
  };
}

describe('a work item is private to its two parties', () => {
  it('another client and another lawyer get 403/404 on every work-item call, file and comment, and change nothing', async () => {
    const created = await (await workItemsAs(lawyer).create({ ...TERMS, customer_id: client.id, status: 'PROPOSAL' })).json();
    const id = created._id as string;
    await signedLetter(db().db, lawyer, client, id);
    const { checkout_url } = await (await workItemsAs(client).accept(id)).json();
    await payInSandbox(client, checkout_url);
    const item = await (await workItemsAs(client).get(id)).json();
    expect(item.status).toBe('PAID');
    const [entry] = item.work_item_meetings;
    const meeting = await (
      await workItemsAs(client).createMeeting(id, { work_item_meeting_id: entry._id, start_time: manilaSlot(3, 10), call_type: 'VIDEO' })
    ).json();
    const service = await (await workItemsAs(lawyer).addService(id, { title: 'Appeal', price: 900_000 })).json();
    const [file] = (await (await workItemsAs(client).addFiles(id, filesForm('marriage-contract.pdf'))).json()).files;
    const comment = await (await workItemsAs(client).comment(id, 'Here is the contract.')).json();
    expect((await fetchFile(lawyer, file._id)).status).toBe(200);
    expect((await fetchFile(client, file._id)).status).toBe(200);

    const before = await counts(id);
    for (const outsider of [otherClient, otherLawyer]) {
      const as = workItemsAs(outsider);
      const attempts: [string, Promise<Response>][] = [
        ['get', as.get(id)],
        ['update terms', as.update(id, { terms: TERMS })],
        ['update status', as.update(id, { status: 'REJECTED' })],
        ['delete', as.remove(id)],
        ['accept', as.accept(id)],
        ['add files', as.addFiles(id, filesForm('x.pdf'))],
        ['delete file', as.deleteFile(id, file._id)],
        ['add meeting', as.addMeeting(id, { duration: 30 })],
        ['create meeting', as.createMeeting(id, { work_item_meeting_id: entry._id, start_time: manilaSlot(4, 10), call_type: 'VIDEO' })],
        ['move meeting', as.moveMeeting(id, meeting._id, { start_time: manilaSlot(4, 11) })],
        ['slots', as.slots(id)],
        ['add service', as.addService(id, { title: 'Sneaky', price: 100_000 })],
        ['purchase', as.purchase(id, service._id)],
        ['complete', as.complete(id)],
        ['complete lawyer', as.completeLawyer(id)],
        ['comment', as.comment(id, 'hello')],
        ['comments', as.comments(id)],
        ['edit comment', as.editComment(id, comment._id, 'hijack')],
        ['delete comment', as.deleteComment(id, comment._id)],
      ];
      for (const [name, pending] of attempts) {
        const res = await pending;
        expect([name, [403, 404].includes(res.status)]).toEqual([name, true]);
      }
      expect((await fetchFile(outsider, file._id)).status).toBe(403);
      expect((await (await as.list()).json()).results.map((w: { _id: string }) => w._id)).not.toContain(id);
    }
    expect(await counts(id)).toEqual(before);
    const visitor = await workItemsAs(undefined).get(id);
    expect(visitor.status).toBe(401);
  });

  it("a draft's files are the lawyer's until the proposal is sent", async () => {
    const draft = await (await workItemsAs(lawyer).create({ ...TERMS, customer_id: client.id })).json();
    const [file] = (await (await workItemsAs(lawyer).addFiles(draft._id, filesForm('engagement-letter.pdf'))).json()).files;
    expect((await fetchFile(client, file._id)).status).toBe(403);
    expect((await workItemsAs(client).comments(draft._id)).status).toBe(404);
    await workItemsAs(lawyer).update(draft._id, { status: 'PROPOSAL' });
    expect((await fetchFile(client, file._id)).status).toBe(200);
    const seen = await (await workItemsAs(client).get(draft._id)).json();
    expect(seen.files).toEqual([expect.objectContaining({ _id: file._id, name: 'engagement-letter.pdf', mine: false })]);
  });
});
