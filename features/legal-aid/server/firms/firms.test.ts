import { GET as readFirm, POST as startFirm } from '@/app/api/v1/lawyers/profile/firm/route';
import { POST as invite } from '@/app/api/v1/lawyers/profile/firm/members/route';
import { DELETE as removeMember } from '@/app/api/v1/lawyers/profile/firm/members/[lawyerId]/route';
import { POST as answer } from '@/app/api/v1/lawyers/profile/firm/invitations/[firmId]/route';
import { firmViewSchema, type FirmView } from '@/lib/dto/firms';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { insertLedgerLines } from '@/lib/test/fixtures/legal-aid-lines';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

// Issue 61 item 4: "A firm (a group of lawyers with one admin) sees its members' totals" — only the admin, only
// of members who accepted, in the current ULAS period.
const db = useTestDb();
const PATH = '/api/v1/lawyers/profile/firm';

async function view(res: Response, status = 200): Promise<FirmView> {
  expect(res.status).toBe(status);
  return firmViewSchema.parse(await res.json());
}
const read = (u?: TestUser) => readFirm(apiRequest(PATH, { jar: u?.jar }), routeCtx());
const start = (u: TestUser, name: unknown) => startFirm(apiRequest(PATH, { method: 'POST', jar: u.jar, body: { name } }), routeCtx());
const inviteBy = (u: TestUser, email: string) =>
  invite(apiRequest(`${PATH}/members`, { method: 'POST', jar: u.jar, body: { email } }), routeCtx());
const answerAs = (u: TestUser, firmId: string, accept: unknown) =>
  answer(apiRequest(`${PATH}/invitations/${firmId}`, { method: 'POST', jar: u.jar, body: { accept } }), routeCtx({ firmId }));
const remove = (u: TestUser, lawyerId: string) =>
  removeMember(apiRequest(`${PATH}/members/${lawyerId}`, { method: 'DELETE', jar: u.jar }), routeCtx({ lawyerId }));

let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let client: TestUser;

beforeAll(async () => {
  admin = await testLawyer(db().db, { name: 'Ana Reyes' });
  member = await testLawyer(db().db, { name: 'Ben Cruz' });
  outsider = await testLawyer(db().db, { name: 'Carla Uy' });
  client = await testCustomer(db().db);
  const today = new Date().toISOString().slice(0, 10);
  await insertLedgerLines(db().db, [
    { lawyerId: admin.id, serviceDate: today, kind: 'CONSULTATION', minutes: 30 },
    { lawyerId: member.id, serviceDate: today, kind: 'WRITTEN_ANSWER', minutes: 90, beneficiaryInitials: 'M.D.', area: 'labor' },
    { lawyerId: member.id, serviceDate: today, kind: 'DRAFTING', minutes: 45, beneficiaryInitials: 'J.R.' },
    // Before the current period: not in its totals.
    { lawyerId: member.id, serviceDate: '2024-12-31', kind: 'DRAFTING', minutes: 600, beneficiaryInitials: 'J.R.' },
    // Issue 73: lines the legal-aid desk has not approved (waiting, or rejected) count in no total.
    { lawyerId: member.id, serviceDate: today, kind: 'CONSULTATION', minutes: 25, review: 'PENDING' },
    { lawyerId: member.id, serviceDate: today, kind: 'WRITTEN_ANSWER', minutes: 30, review: 'REJECTED' },
  ]);
});

it('a lawyer starts a firm, invites a colleague who accepts, and the admin alone sees each member’s minutes', async () => {
  expect((await view(await read(admin))).firm).toBeNull();
  const created = await view(await start(admin, 'Reyes & Cruz Law Office'), 201);
  expect(created.firm).toMatchObject({ name: 'Reyes & Cruz Law Office', is_admin: true, admin_name: 'Ana Reyes' });
  expect(created.required_minutes).toBe(3600);

  // Invited, not yet in: no minutes shared.
  let firm = await view(await inviteBy(admin, member.email.toUpperCase()));
  expect(firm.members).toEqual([
    { _id: admin.id, name: 'Ana Reyes', status: 'ACTIVE', period_minutes: 30 },
    { _id: member.id, name: 'Ben Cruz', status: 'INVITED', period_minutes: null },
  ]);
  const invited = await view(await read(member));
  expect(invited).toMatchObject({
    firm: null,
    invitations: [{ firm_id: created.firm!._id, firm_name: 'Reyes & Cruz Law Office', admin_name: 'Ana Reyes' }],
  });

  const joined = await view(await answerAs(member, created.firm!._id, true));
  expect(joined.firm).toMatchObject({ is_admin: false, admin_name: 'Ana Reyes' });
  // A member sees their firm, not the others' totals.
  expect(joined.members).toEqual([]);
  firm = await view(await read(admin));
  expect(firm.members.find((m) => m._id === member.id)).toEqual({
    _id: member.id,
    name: 'Ben Cruz',
    status: 'ACTIVE',
    period_minutes: 135,
  });

  // A member leaves by naming themselves; the admin cannot leave their own firm.
  expect((await remove(admin, admin.id)).status).toBe(409);
  expect((await view(await remove(member, member.id))).firm).toBeNull();
  expect((await view(await read(admin))).members.map((m) => m._id)).toEqual([admin.id]);
});

it('refuses others: visitors, clients, other lawyers, invitations not theirs, bad input', async () => {
  const [{ id: firmId }] = await db().db.insert(t.firms).values({ name: 'Uy Law', adminId: outsider.id }).returning({ id: t.firms.id });
  await db().db.insert(t.firmMembers).values({ firmId, lawyerId: outsider.id, status: 'ACTIVE' });

  expect((await read()).status).toBe(401);
  expect((await read(client)).status).toBe(403);
  expect((await start(client, 'Client Firm')).status).toBe(403);
  // No invitation: nothing to accept; a member of no firm, or of another, cannot remove anyone.
  expect((await answerAs(member, firmId, true)).status).toBe(404);
  expect((await remove(member, outsider.id)).status).toBe(404);
  expect((await remove(admin, outsider.id)).status).toBe(404);
  expect((await remove(admin, 'not-a-uuid')).status).toBe(404);
  expect((await answerAs(member, 'not-a-uuid', true)).status).toBe(404);
  // Only a firm's admin invites; only lawyers' addresses are invited.
  expect((await inviteBy(member, outsider.email)).status).toBe(404);
  expect((await inviteBy(outsider, client.email)).status).toBe(404);
  // Bad bodies change nothing.
  expect((await start(member, '')).status).toBe(400);
  expect((await start(member, 'x'.repeat(121))).status).toBe(400);
  expect((await answerAs(member, firmId, 'yes')).status).toBe(400);
  expect((await inviteBy(outsider, 'not-an-email')).status).toBe(400);
  // One active firm at a time.
  expect((await start(outsider, 'Second firm')).status).toBe(409);
  expect((await view(await read(outsider))).members.map((m) => m._id)).toEqual([outsider.id]);
});
