import { eq } from 'drizzle-orm';
import { POST } from '@/app/api/v1/notary-public/appointment/route';
import { GET as getDraft } from '@/app/api/v1/meeting/[id]/notary-draft/route';
import { GET as getMeeting } from '@/app/api/v1/meeting/[id]/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { pdfText } from '@/lib/test/read-pdf';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { bookableNotary } from '@/lib/test/fixtures/notary';
import { type TestUser, testCustomer } from '@/lib/test/fixtures/users';
import { NOTARY_DRAFT_MESSAGES } from '@/lib/validation/notary-draft';

// Issue 43, the prepared draft: booked with the appointment (same service only), kept with it, and
// read as a PDF by its client and its notary alone — a visitor 401, another client or notary 404.
const db = useTestDb();
const ctx = routeCtx();

const draft = {
  service: 'affidavit-of-loss',
  full_name: 'Lorna Bautista',
  citizenship_status: 'Filipino, single',
  address: '5 Mabini St, Makati City',
  item: 'my passport',
  lost_on: '2026-10-02',
  lost_where: 'NAIA Terminal 3',
  circumstances: 'it fell from my bag while I was queueing',
  purpose: 'applying for a new passport at the DFA',
};

const book = (user: TestUser, body: Record<string, unknown>) =>
  POST(apiRequest('/api/v1/notary-public/appointment', { method: 'POST', body, jar: user.jar }), ctx);
const read = (meetingId: string, user?: TestUser) =>
  getDraft(apiRequest(`/api/v1/meeting/${meetingId}/notary-draft`, { jar: user?.jar }), routeCtx({ id: meetingId }));

describe('the prepared draft of a notarial appointment', () => {
  it('is kept with the booking and read by its client and its notary only', async () => {
    const { lawyer, id } = await bookableNotary(db().db);
    const customer = await testCustomer(db().db);
    const res = await book(customer, { notary_id: id, service: 'affidavit-of-loss', start_time: manilaSlot(2, 10), draft });
    expect(res.status).toBe(200);
    const meetingId = (await res.json())._id as string;
    const [kept] = await db().db.select().from(t.notaryAppointments).where(eq(t.notaryAppointments.meetingId, meetingId));
    expect(kept.draft).toEqual(draft);
    // The meeting page learns there is one to link.
    const shown = await getMeeting(apiRequest(`/api/v1/meeting/${meetingId}`, { jar: lawyer.jar }), routeCtx({ id: meetingId }));
    expect((await shown.json()).in_person).toMatchObject({ service: 'affidavit-of-loss', has_draft: true });

    for (const party of [customer, lawyer]) {
      const pdf = await read(meetingId, party);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="draft-affidavit-of-loss.pdf"');
      const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
      expect(text).toContain('AFFIDAVIT OF LOSS');
      expect(text).toContain('NAIA Terminal 3');
      expect(text).toContain('bring UNSIGNED');
    }

    expect((await read(meetingId)).status).toBe(401);
    const stranger = await testCustomer(db().db);
    expect((await read(meetingId, stranger)).status).toBe(404);
    const otherNotary = (await bookableNotary(db().db)).lawyer;
    expect((await read(meetingId, otherNotary)).status).toBe(404);
  });

  it('is written in the client’s language', async () => {
    const { id } = await bookableNotary(db().db);
    const customer = await testCustomer(db().db);
    await db().db.update(t.users).set({ language: 'fil' }).where(eq(t.users.id, customer.id));
    const res = await book(customer, { notary_id: id, service: 'affidavit-of-loss', start_time: manilaSlot(3, 10), draft });
    const pdf = await read((await res.json())._id, customer);
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('SALAYSAY NG PAGKAWALA');
  });

  it('refuses a draft for another service and changes nothing; an appointment without one has no draft (404)', async () => {
    const { id } = await bookableNotary(db().db);
    const customer = await testCustomer(db().db);
    const spa = {
      service: 'special-power-of-attorney',
      full_name: 'Lorna Bautista',
      citizenship_status: 'Filipino',
      address: 'Makati',
      agent_name: 'Ramon',
      agent_address: 'Tacloban',
      powers: 'To sell my car.',
    };
    const refused = await book(customer, { notary_id: id, service: 'affidavit-of-loss', start_time: manilaSlot(2, 11), draft: spa });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('This service has no draft to prepare.');
    expect(await db().db.select().from(t.notaryAppointments).where(eq(t.notaryAppointments.notaryId, id))).toHaveLength(0);

    const res = await book(customer, { notary_id: id, service: 'affidavit-of-loss', start_time: manilaSlot(2, 11) });
    expect(res.status).toBe(200);
    const withoutId = (await res.json())._id as string;
    const shown = await getMeeting(apiRequest(`/api/v1/meeting/${withoutId}`, { jar: customer.jar }), routeCtx({ id: withoutId }));
    expect((await shown.json()).in_person.has_draft).toBe(false);
    const none = await read(withoutId, customer);
    expect(none.status).toBe(404);
    expect(JSON.stringify(await none.json())).toContain(NOTARY_DRAFT_MESSAGES.none);
  });
});
