import { and, eq } from 'drizzle-orm';
import { GET as list, POST as open } from '@/app/api/v1/money-claims/route';
import { GET as view } from '@/app/api/v1/money-claims/[id]/route';
import { POST as record } from '@/app/api/v1/money-claims/[id]/steps/route';
import { POST as close } from '@/app/api/v1/money-claims/[id]/close/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { call } from '@/lib/test/fixtures/matter-routes';
import { neighbourIntake } from '@/lib/db/seed/demo-money-claims';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

// Issue 75, item 2: a claim the person owns, through its routes — where it opens, each step recorded in the order
// the law sets (a skip only where it allows one), the money recovered; nobody else reads or moves it.
const db = useTestDb();
const c = (id: string) => `/api/v1/money-claims/${id}`;

async function opened(owner: TestUser, intake = neighbourIntake()) {
  const res = await call(open, owner, 'POST', '/api/v1/money-claims', {}, intake);
  expect(res.status).toBe(200);
  return res.json as { _id: string; status: string; steps: { step: string; state: string; may: string[]; reason: string }[] };
}
const step = (u: TestUser | undefined, id: string, body: Record<string, unknown>) =>
  call(record, u, 'POST', `${c(id)}/steps`, { id }, body);
const stateOf = (claim: { steps: { step: string; state: string }[] }) => Object.fromEntries(claim.steps.map((s) => [s.step, s.state]));

describe('opening a claim', () => {
  it('a neighbour in the same city: it opens at the demand, with the barangay, the court and collection ahead', async () => {
    const owner = await testCustomer(db().db);
    const claim = await opened(owner);
    expect(claim.status).toBe('DEMAND');
    expect(stateOf(claim)).toEqual({ demand: 'current', barangay: 'ahead', court: 'ahead', collection: 'ahead' });
    expect(claim.steps[0].may).toEqual(['DONE', 'SKIPPED']);
    const [event] = await db()
      .db.select()
      .from(t.domainEvents)
      .where(and(eq(t.domainEvents.aggregate, 'money-claim'), eq(t.domainEvents.aggregateId, claim._id)));
    expect(event.event).toBe('open-demand');
  });

  it('a demand already made and a company that owes: it opens at the court, the barangay not needed (§408)', async () => {
    const owner = await testCustomer(db().db);
    const claim = await opened(owner, neighbourIntake({ debtor: 'COMPANY', demand: { made: true, date: '2026-10-01' } }));
    expect(claim.status).toBe('COURT');
    expect(stateOf(claim)).toEqual({ demand: 'done', barangay: 'not-needed', court: 'current', collection: 'ahead' });
    expect(claim.steps[1].reason).toBe('no-barangay-company');
  });

  it('a town the list cannot place: the same-town question is asked first (400), and nothing is opened', async () => {
    const owner = await testCustomer(db().db);
    const intake = neighbourIntake({
      claimant: { place: 'other-city-bicol-region', barangay: 'Poblacion' },
      respondent: { place: 'other-city-bicol-region', barangay: 'San Isidro' },
    });
    const res = await call(open, owner, 'POST', '/api/v1/money-claims', {}, intake);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ key: 'SAME_TOWN_NEEDED' });
    expect((await call(list, owner, 'GET', '/api/v1/money-claims', {})).json).toEqual({ results: [] });
  });

  it('bad input: a clear 400, nothing opened', async () => {
    const owner = await testCustomer(db().db);
    expect((await call(open, owner, 'POST', '/api/v1/money-claims', {}, { ...neighbourIntake(), amount_centavos: -5 })).status).toBe(400);
    expect((await call(open, owner, 'POST', '/api/v1/money-claims', {}, { ...neighbourIntake(), since: '2999-01-01' })).status).toBe(400);
    expect((await call(list, owner, 'GET', '/api/v1/money-claims', {})).json).toEqual({ results: [] });
  });
});

describe('the steps, in the order the law sets', () => {
  it('demand → barangay (settled) → collection → the money recovered', async () => {
    const owner = await testCustomer(db().db);
    const { _id: id } = await opened(owner);
    let res = await step(owner, id, { step: 'demand', outcome: 'DONE', on: '2026-11-02' });
    expect(res.json).toMatchObject({ status: 'BARANGAY' });
    res = await step(owner, id, { step: 'barangay', outcome: 'SETTLED', on: '2026-11-20' });
    expect(res.json).toMatchObject({ status: 'COLLECTION' });
    expect(stateOf(res.json as never)).toEqual({ demand: 'done', barangay: 'done', court: 'ahead', collection: 'current' });
    res = await step(owner, id, { step: 'collection', outcome: 'DONE', on: '2026-11-25', recovered_centavos: 45_000_00 });
    expect(res.json).toMatchObject({ status: 'RECOVERED', recovered_centavos: 45_000_00 });
    const viewed = await call(view, owner, 'GET', c(id), { id });
    expect(viewed.json).toMatchObject({
      status: 'RECOVERED',
      steps: [{ on: '2026-11-02' }, { outcome: 'SETTLED', on: '2026-11-20' }, {}, {}],
    });
  });

  it('the barangay cannot be skipped where the law requires it; a step out of turn is refused; each refusal changes nothing', async () => {
    const owner = await testCustomer(db().db);
    const { _id: id } = await opened(owner);
    expect(await step(owner, id, { step: 'court', outcome: 'DONE', on: '2026-11-02' })).toMatchObject({ status: 409 });
    await step(owner, id, { step: 'demand', outcome: 'SKIPPED', on: '2026-11-02' });
    const refused = await step(owner, id, { step: 'barangay', outcome: 'SKIPPED', on: '2026-11-03' });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ key: 'STEP_REFUSED' });
    expect(await step(owner, id, { step: 'barangay', outcome: 'DONE', on: '2026-11-03' })).toMatchObject({ status: 409 });
    expect((await call(view, owner, 'GET', c(id), { id })).json).toMatchObject({ status: 'BARANGAY' });
    // The certification to file action: on to the court.
    expect((await step(owner, id, { step: 'barangay', outcome: 'CERTIFIED', on: '2026-11-28' })).json).toMatchObject({ status: 'COURT' });
  });

  it('collection asks how much was recovered; a claim closed takes no more steps', async () => {
    const owner = await testCustomer(db().db);
    const { _id: id } = await opened(owner, neighbourIntake({ debtor: 'COMPANY' }));
    expect(await step(owner, id, { step: 'demand', outcome: 'DONE', on: '2026-11-02' })).toMatchObject({ json: { status: 'COURT' } });
    expect(await step(owner, id, { step: 'court', outcome: 'DONE', on: '2026-11-20' })).toMatchObject({ json: { status: 'COLLECTION' } });
    expect((await step(owner, id, { step: 'collection', outcome: 'DONE', on: '2026-11-21' })).status).toBe(400);
    expect((await call(close, owner, 'POST', `${c(id)}/close`, { id })).json).toMatchObject({ status: 'CLOSED' });
    expect((await call(close, owner, 'POST', `${c(id)}/close`, { id })).status).toBe(409);
    expect((await step(owner, id, { step: 'collection', outcome: 'DONE', on: '2026-11-21', recovered_centavos: 0 })).status).toBe(409);
  });
});

describe('only its owner', () => {
  it('another client, a lawyer and a visitor are refused on every operation, and the claim is unchanged', async () => {
    const owner = await testCustomer(db().db);
    const { _id: id } = await opened(owner);
    for (const stranger of [await testCustomer(db().db), await testLawyer(db().db)]) {
      expect((await call(view, stranger, 'GET', c(id), { id })).status).toBe(404);
      expect((await step(stranger, id, { step: 'demand', outcome: 'DONE', on: '2026-11-02' })).status).toBe(404);
      expect((await call(close, stranger, 'POST', `${c(id)}/close`, { id })).status).toBe(404);
      expect((await call(list, stranger, 'GET', '/api/v1/money-claims', {})).json).toEqual({ results: [] });
    }
    expect((await call(view, undefined, 'GET', c(id), { id })).status).toBe(401);
    expect((await call(view, owner, 'GET', c('not-a-uuid'), { id: 'not-a-uuid' })).status).toBe(404);
    expect((await call(view, owner, 'GET', c(id), { id })).json).toMatchObject({ status: 'DEMAND' });
  });
});
