import { useTestDb } from '@/lib/test/db';
import { engagementAt, workItemsAs } from '@/lib/test/fixtures/work-items';
import type { CommentDto } from '@/lib/dto/comment';

// Issue 62: a lawyer's comment asking to be paid outside Abogado carries the flag the client's thread shows the warning
// by — for the client only; ordinary text (a number given for a call) carries none.
const db = useTestDb();

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
