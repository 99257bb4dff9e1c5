import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { engagementAt, workItemsAs } from '@/lib/test/fixtures/work-items';
import type { CommentDto } from '@/lib/dto/comment';
import type { MeetingFileDto } from '@/lib/dto/meeting';
import { filesForm } from '@/lib/test/fixtures/uploads';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const pdf = (name: string) => filesForm([new File([PDF], name)]);

// Issue 62: a lawyer's comment asking to be paid outside Abogado carries the flag the client's thread shows the warning
// by — for the client only; ordinary text (a number given for a call) carries none.
const db = useTestDb();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-off-platform-'));
beforeAll(() => setTestEnv({ STORAGE_DIR: storageDir }));
afterAll(() => {
  setTestEnv({ STORAGE_DIR: undefined });
  fs.rmSync(storageDir, { recursive: true, force: true });
});

it('flags a lawyer’s comment holding a GCash number for the client, not ordinary text, not for the lawyer', async () => {
  const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
  expect((await workItemsAs(lawyer).comment(id, 'Send the payment to my GCash: 0917 123 4567 and I will start.')).status).toBe(200);
  expect((await workItemsAs(lawyer).comment(id, 'Call me at 0917 123 4567 tomorrow at 10 about the petition.')).status).toBe(200);
  expect((await workItemsAs(client).comment(id, 'Can I pay through GCash on the checkout?')).status).toBe(200);

  const seen = async (u: typeof lawyer) =>
    ((await (await workItemsAs(u).comments(id)).json()).results as CommentDto[]).map((c) => [c.comment.slice(0, 12), c.off_platform]);
  expect(await seen(client)).toEqual([
    ['Send the pay', true],
    ['Call me at 0', false],
    ['Can I pay th', false],
  ]);
  expect((await seen(lawyer)).map(([, flag]) => flag)).toEqual([false, false, false]);
});

it('flags the lawyer’s file named for a payment outside Abogado, for the client only, not the client’s own file', async () => {
  const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
  expect((await workItemsAs(lawyer).addFiles(id, pdf('pay-to-my-gcash-09171234567.pdf'))).status).toBe(200);
  expect((await workItemsAs(lawyer).addFiles(id, pdf('petition-draft.pdf'))).status).toBe(200);
  expect((await workItemsAs(client).addFiles(id, pdf('gcash-receipt-for-rent.pdf'))).status).toBe(200);
  const seen = async (u: typeof lawyer) =>
    ((await (await workItemsAs(u).get(id)).json()).files as MeetingFileDto[]).map((f) => [f.name, f.off_platform]);
  expect(await seen(client)).toEqual([
    ['pay-to-my-gcash-09171234567.pdf', true],
    ['petition-draft.pdf', false],
    ['gcash-receipt-for-rent.pdf', false],
  ]);
  expect((await seen(lawyer)).map(([, flag]) => flag)).toEqual([false, false, false]);
});
