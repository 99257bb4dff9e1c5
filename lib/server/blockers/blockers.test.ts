import { GET, POST } from '@/app/api/v1/blockers/route';
import { DELETE, PUT } from '@/app/api/v1/blockers/[id]/route';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

const db = useTestDb();
const ctx = routeCtx();
const create = (u: TestUser, body: unknown) => POST(apiRequest('/api/v1/blockers', { method: 'POST', jar: u.jar, body }), ctx);
const hours = (day: number, from: number, to: number) => ({ start_time: manilaSlot(day, from), end_time: manilaSlot(day, to) });

describe('/api/v1/blockers', () => {
  it('a lawyer creates, lists, updates and deletes their blockers', async () => {
    const lawyer = await testLawyer(db().db);
    const res = await create(lawyer, { ...hours(5, 9, 12), title: 'Court hearing' });
    expect(res.status).toBe(200);
    const { _id } = await res.json();
    const list = await (await GET(apiRequest(`/api/v1/blockers?from=${manilaSlot(5, 0)}&to=${manilaSlot(6, 0)}`, { jar: lawyer.jar }), ctx)).json();
    expect(list).toEqual({ results: [{ _id, ...hours(5, 9, 12), title: 'Court hearing', notes: null }], hasMore: false, page: 0 });
    const updated = await PUT(apiRequest(`/api/v1/blockers/${_id}`, { method: 'PUT', jar: lawyer.jar, body: { ...hours(5, 13, 15), notes: 'moved' } }), routeCtx({ id: _id }));
    expect(await updated.json()).toMatchObject({ _id, ...hours(5, 13, 15), notes: 'moved', title: null });
    expect((await DELETE(apiRequest(`/api/v1/blockers/${_id}`, { method: 'DELETE', jar: lawyer.jar }), routeCtx({ id: _id }))).status).toBe(200);
    expect((await (await GET(apiRequest('/api/v1/blockers', { jar: lawyer.jar }), ctx)).json()).results).toEqual([]);
  });

  it('overlapping a meeting or another blocker → 409; bad ranges → 400', async () => {
    const lawyer = await testLawyer(db().db);
    await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: (await testCustomer(db().db)).id, start: manilaSlot(5, 10) });
    const clash = await create(lawyer, hours(5, 9, 11));
    expect(clash.status).toBe(409);
    expect((await create(lawyer, hours(5, 11, 12))).status).toBe(200);
    expect((await create(lawyer, hours(5, 11, 13))).status).toBe(409);
    const backwards = await create(lawyer, hours(5, 15, 14));
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).message).toBe('The end must be after the start.');
    expect((await create(lawyer, { start_time: 'soon', end_time: manilaSlot(5, 16) })).status).toBe(400);
  });

  it("blockers belong to their lawyer: customers get 403, other lawyers 404", async () => {
    const lawyer = await testLawyer(db().db);
    const other = await testLawyer(db().db);
    const { _id } = await (await create(lawyer, hours(6, 9, 10))).json();
    expect((await create(await testCustomer(db().db), hours(6, 11, 12))).status).toBe(403);
    expect((await PUT(apiRequest(`/api/v1/blockers/${_id}`, { method: 'PUT', jar: other.jar, body: hours(6, 9, 11) }), routeCtx({ id: _id }))).status).toBe(404);
    expect((await DELETE(apiRequest(`/api/v1/blockers/${_id}`, { method: 'DELETE', jar: other.jar }), routeCtx({ id: _id }))).status).toBe(404);
    expect((await (await GET(apiRequest('/api/v1/blockers', { jar: other.jar }), ctx)).json()).results).toEqual([]);
  });
});
