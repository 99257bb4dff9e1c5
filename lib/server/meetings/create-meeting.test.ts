import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { POST } from '@/app/api/v1/meeting/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { setStorageForTests } from '@/lib/server/platform/storage/storage';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

const db = useTestDb();
const ctx = routeCtx();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-book-'));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(64)]);

beforeAll(() => {
  setTestEnv({ STORAGE_DIR: storageDir });
  setStorageForTests(undefined);
});
afterAll(() => {
  setTestEnv({ STORAGE_DIR: undefined });
  setStorageForTests(undefined);
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const book = (user: TestUser | undefined, body: unknown) =>
  POST(apiRequest('/api/v1/meeting', { method: 'POST', body, jar: user?.jar }), ctx);
const input = (lawyerId: string, extra: Record<string, unknown> = {}) => ({
  lawyer_id: lawyerId,
  start_time: manilaSlot(2, 10),
  duration: 30,
  call_type: 'VIDEO',
  subject: 'Unpaid wages',
  description: 'Details',
  ...extra,
});

function form(lawyerId: string, files: File[], extra: Record<string, string> = {}) {
  const f = new FormData();
  for (const [k, v] of Object.entries({ ...input(lawyerId), duration: '30', ...extra })) f.append(k, String(v));
  for (const file of files) f.append('attachments', file);
  return f;
}

async function counts() {
  const [[meetings], [files], [links]] = await Promise.all([
    db().db.select({ n: count() }).from(t.meetings),
    db().db.select({ n: count() }).from(t.storedFiles),
    db().db.select({ n: count() }).from(t.meetingFiles),
  ]);
  const blobs = fs.existsSync(path.join(storageDir, 'meeting-file')) ? fs.readdirSync(path.join(storageDir, 'meeting-file')).length : 0;
  return { meetings: meetings.n, files: files.n, links: links.n, blobs };
}

describe('POST /api/v1/meeting', () => {
  it('holds the slot for 15 minutes and answers with the sandbox checkout_url', async () => {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const res = await book(customer, input(lawyer.id));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.checkout_url).toMatch(/\/checkout\/sandbox\/cs_sbx_[0-9a-f]+$/);
    const [meeting] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, body._id));
    expect(meeting).toMatchObject({
      status: 'PAYMENT_PENDING',
      customerId: customer.id,
      lawyerId: lawyer.id,
      durationMinutes: 30,
      priceCentavos: 100_000,
      callType: 'VIDEO',
    });
    const held = meeting.holdExpiresAt!.getTime() - Date.now();
    expect(held).toBeGreaterThan(14 * 60_000);
    expect(held).toBeLessThanOrEqual(15 * 60_000);
    const [payment] = await db().db.select().from(t.payments).where(eq(t.payments.meetingId, body._id));
    expect(payment).toMatchObject({ status: 'PENDING', provider: 'SANDBOX', amountCentavos: 100_000, checkoutUrl: body.checkout_url });
  });

  it('is for signed-in customers only', async () => {
    const lawyer = await testLawyer(db().db);
    expect((await book(undefined, input(lawyer.id))).status).toBe(401);
    expect((await book(lawyer, input(lawyer.id))).status).toBe(403);
  });

  it.each([
    ['no subject', { subject: '  ' }, 'Please provide a value.'],
    ['a slot the lawyer does not offer', { start_time: manilaSlot(2, 3) }, 'This time is not available. Please choose another time.'],
    ['a past slot', { start_time: manilaSlot(-1, 10) }, 'This time is not available. Please choose another time.'],
    ['45 minutes', { duration: 45 }, 'Choose 30 or 60 minutes.'],
    ['an unknown call type', { call_type: 'FAX' }, 'Choose video or phone.'],
  ])('refuses %s with a 400 message', async (_label, extra, message) => {
    const lawyer = await testLawyer(db().db);
    const res = await book(await testCustomer(db().db), input(lawyer.id, extra));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it('answers 409 for an overlapping slot, and frees a lapsed hold for the next client', async () => {
    const lawyer = await testLawyer(db().db);
    expect((await book(await testCustomer(db().db), input(lawyer.id, { duration: 60 }))).status).toBe(200);
    const res = await book(await testCustomer(db().db), input(lawyer.id, { start_time: manilaSlot(2, 10) }));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('Schedule conflict. Please try different time.');
    // The hold lapses: the next client gets the slot and the old hold is expired in the same transaction.
    await db()
      .db.update(t.meetings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.meetings.lawyerId, lawyer.id));
    const again = await book(await testCustomer(db().db), input(lawyer.id));
    expect(again.status).toBe(200);
    const statuses = await db().db.select({ status: t.meetings.status }).from(t.meetings).where(eq(t.meetings.lawyerId, lawyer.id));
    expect(statuses.map((s) => s.status).sort()).toEqual(['EXPIRED', 'PAYMENT_PENDING']);
  });

  it('answers 429 to a third active meeting with the same lawyer', async () => {
    const lawyer = await testLawyer(db().db);
    const other = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    expect((await book(customer, input(lawyer.id, { start_time: manilaSlot(2, 10) }))).status).toBe(200);
    expect((await book(customer, input(lawyer.id, { start_time: manilaSlot(2, 11) }))).status).toBe(200);
    const third = await book(customer, input(lawyer.id, { start_time: manilaSlot(2, 12) }));
    expect(third.status).toBe(429);
    expect((await third.json()).message).toBe('You have already reached maximum number of two meetings for this event.');
    // Another lawyer's offering is another event.
    expect((await book(customer, input(other.id))).status).toBe(200);
  });

  it('lets exactly one of 20 concurrent bookings of overlapping slots through; the rest get 409', async () => {
    const lawyer = await testLawyer(db().db);
    const customers = await Promise.all(Array.from({ length: 20 }, () => testCustomer(db().db)));
    const responses = await Promise.all(customers.map((c, i) => book(c, input(lawyer.id, { duration: i % 2 ? 60 : 30 }))));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const [{ n }] = await db()
      .db.select({ n: count() })
      .from(t.meetings)
      .where(and(eq(t.meetings.lawyerId, lawyer.id), eq(t.meetings.status, 'PAYMENT_PENDING')));
    expect(n).toBe(1);
  });

  it('answers the spec 422 when the payment provider fails, and releases the slot', async () => {
    const lawyer = await testLawyer(db().db);
    setTestEnv({ PAYMONGO_SECRET_KEY: 'sk_test_unit' });
    const fetchSpy = jest.spyOn(global, 'fetch').mockResolvedValue(new Response('{"errors":[]}', { status: 503 }));
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await book(await testCustomer(db().db), input(lawyer.id));
      expect(res.status).toBe(422);
      expect((await res.json()).message).toBe('This payment method is currently unavailable. Please try a different one.');
    } finally {
      setTestEnv({ PAYMONGO_SECRET_KEY: undefined });
      fetchSpy.mockRestore();
      spy.mockRestore();
    }
    const [meeting] = await db().db.select().from(t.meetings).where(eq(t.meetings.lawyerId, lawyer.id));
    expect(meeting.status).toBe('PAYMENT_FAILED');
    expect((await book(await testCustomer(db().db), input(lawyer.id))).status).toBe(200);
  });
});

describe('POST /api/v1/meeting with attachments (multipart)', () => {
  it('stores the files privately with the meeting', async () => {
    const lawyer = await testLawyer(db().db);
    const before = await counts();
    const res = await book(await testCustomer(db().db), form(lawyer.id, [new File([PDF], 'contract.pdf'), new File([PDF], 'notice.PDF')]));
    expect(res.status).toBe(200);
    const after = await counts();
    expect(after).toEqual({ meetings: before.meetings + 1, files: before.files + 2, links: before.links + 2, blobs: before.blobs + 2 });
    const stored = await db()
      .db.select()
      .from(t.storedFiles)
      .innerJoin(t.meetingFiles, eq(t.meetingFiles.fileId, t.storedFiles.id))
      .where(eq(t.meetingFiles.meetingId, (await res.json())._id));
    expect(stored.map((s) => s.stored_files.visibility)).toEqual(['PRIVATE', 'PRIVATE']);
  });

  it('accepts exactly 20 MB in total', async () => {
    const lawyer = await testLawyer(db().db);
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024 - PDF.length)]);
    expect((await book(await testCustomer(db().db), form(lawyer.id, [new File([big], 'all.pdf')]))).status).toBe(200);
  });

  it.each([
    [
      '31 files',
      () => Array.from({ length: 31 }, (_, i) => new File([PDF], `f${i}.pdf`)),
      'You can attach at most 30 files and 20MB in total.',
    ],
    [
      '20 MB + 1 byte',
      () => [new File([PDF], 'a.pdf'), new File([Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024 + 1 - 2 * PDF.length)])], 'b.pdf')],
      'Maximum size is 20 mb.',
    ],
    ['an executable renamed .pdf', () => [new File([PDF], 'fine.pdf'), new File([ELF], 'invoice.pdf')], 'Unsupported file type.'],
  ])('refuses %s with the message and stores nothing', async (_label, files, message) => {
    const lawyer = await testLawyer(db().db);
    const before = await counts();
    const res = await book(await testCustomer(db().db), form(lawyer.id, files()));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect(await counts()).toEqual(before);
  });
});
