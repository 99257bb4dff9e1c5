import { GET } from '@/app/api/v1/notifications/in-app/route';
import { PUT as seen } from '@/app/api/v1/notifications/in-app/[id]/seen/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { testCustomer, testLawyer } from '@/lib/test/fixtures/users';

const db = useTestDb();

describe('/api/v1/notifications/in-app', () => {
  it('lists your notifications with hasMore and the unseen count; marks one seen; others get 404', async () => {
    const user = await testLawyer(db().db);
    const other = await testCustomer(db().db);
    for (let i = 0; i < 25; i++) {
      await db()
        .db.insert(t.notifications)
        .values({
          userId: user.id,
          title: `N${i}`,
          body: 'b',
          url: '/lawyer-portal',
          icon: 'new-meeting',
          createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
        });
    }
    const res = await GET(apiRequest('/api/v1/notifications/in-app', { jar: user.jar }), routeCtx());
    const body = await res.json();
    expect(body).toMatchObject({ hasMore: true, unseen_count: 25 });
    expect(body.results).toHaveLength(20);
    expect(Object.keys(body.results[0]).sort()).toEqual(['_id', 'body', 'created_at', 'icon', 'seen', 'title', 'url']);
    const next = await (
      await GET(apiRequest(`/api/v1/notifications/in-app?before=${body.results[19]._id}`, { jar: user.jar }), routeCtx())
    ).json();
    expect(next.results.map((r: { title: string }) => r.title)).toEqual(['N4', 'N3', 'N2', 'N1', 'N0']);
    const id = body.results[0]._id;
    expect(
      (await seen(apiRequest(`/api/v1/notifications/in-app/${id}/seen`, { method: 'PUT', jar: other.jar }), routeCtx({ id }))).status,
    ).toBe(404);
    const marked = await seen(apiRequest(`/api/v1/notifications/in-app/${id}/seen`, { method: 'PUT', jar: user.jar }), routeCtx({ id }));
    expect(await marked.json()).toMatchObject({ _id: id, seen: true });
    expect((await (await GET(apiRequest('/api/v1/notifications/in-app', { jar: user.jar }), routeCtx())).json()).unseen_count).toBe(24);
    expect((await GET(apiRequest('/api/v1/notifications/in-app'), routeCtx())).status).toBe(401);
    expect((await GET(apiRequest('/api/v1/notifications/in-app?before=x', { jar: user.jar }), routeCtx())).status).toBe(400);
  });
});
