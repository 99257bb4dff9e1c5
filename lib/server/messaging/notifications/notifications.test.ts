import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { createNotification } from './create-notification';
import { listNotifications } from './list-notifications';
import { markNotificationSeen } from './mark-notification-seen';

const db = useTestDb();

async function user(name: string) {
  const [row] = await db()
    .db.insert(t.users)
    .values({ email: `${name}-${Date.now()}@example.com`, firstName: name, lastName: 'X' })
    .returning();
  return row.id;
}

describe('in-app notifications', () => {
  it('lists newest first with keyset paging and hasMore', async () => {
    const owner = await user('owner');
    for (let i = 0; i < 12; i++) {
      await db()
        .db.insert(t.notifications)
        .values({
          userId: owner,
          title: `T${i}`,
          body: 'b',
          url: '/customer-portal',
          icon: 'new-meeting',
          createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)),
        });
    }
    const first = await listNotifications(owner, { limit: 5 });
    expect(first.results.map((r) => r.title)).toEqual(['T11', 'T10', 'T9', 'T8', 'T7']);
    expect(first.hasMore).toBe(true);
    const second = await listNotifications(owner, { limit: 5, before: first.results[4]._id });
    expect(second.results.map((r) => r.title)).toEqual(['T6', 'T5', 'T4', 'T3', 'T2']);
    const last = await listNotifications(owner, { limit: 5, before: second.results[4]._id });
    expect(last.results.map((r) => r.title)).toEqual(['T1', 'T0']);
    expect(last.hasMore).toBe(false);
  });

  it('creates a notification once per dedupe key', async () => {
    const owner = await user('dedupe');
    const input = { userId: owner, title: 'New meeting', body: 'b', url: '/x', icon: 'new-meeting' as const, dedupeKey: `k-${owner}` };
    expect(await createNotification(input)).toBe(true);
    expect(await createNotification(input)).toBe(false);
    expect((await listNotifications(owner)).results).toHaveLength(1);
  });

  it("marks the owner's notification seen and refuses another user's", async () => {
    const owner = await user('seen');
    const stranger = await user('stranger');
    await createNotification({ userId: owner, title: 'x', body: 'b', url: '/x', icon: 'meeting-comment', dedupeKey: `s-${owner}` });
    const [item] = (await listNotifications(owner)).results;
    await expect(markNotificationSeen(stranger, item._id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await listNotifications(owner)).results[0].seen).toBe(false);
    expect((await markNotificationSeen(owner, item._id)).seen).toBe(true);
  });
});
