import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { GET as exportState, POST as requestExport } from '@/app/api/v1/auth/account/export/route';
import { GET as download } from '@/app/api/v1/auth/account/export/[id]/download/route';
import { tables as t } from '@/lib/db';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertReview } from '@/lib/test/fixtures/meetings';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

const db = useTestDb();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-export-'));
const DAY = 86_400_000;

beforeAll(() => setTestEnv({ STORAGE_DIR: storageDir }));
afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));

async function upload(meetingId: string, ownerId: string, name: string, content: string): Promise<string> {
  const key = `meeting-files/${randomUUID()}.pdf`;
  await getStorage().put(key, new TextEncoder().encode(content), 'application/pdf');
  const [file] = await db()
    .db.insert(t.storedFiles)
    .values({
      ownerId,
      storageKey: key,
      originalName: name,
      contentType: 'application/pdf',
      sizeBytes: content.length,
      sha256: 'x',
      purpose: 'meeting-file',
    })
    .returning({ id: t.storedFiles.id });
  await db().db.insert(t.meetingFiles).values({ meetingId, fileId: file.id, uploadedBy: ownerId });
  return file.id;
}

const ask = (user: TestUser) =>
  requestExport(apiRequest('/api/v1/auth/account/export', { method: 'POST', jar: user.jar }), routeCtx() as never);
const stateOf = async (user: TestUser) =>
  (await (await exportState(apiRequest('/api/v1/auth/account/export', { jar: user.jar }), routeCtx() as never)).json()) as {
    latest: { _id: string; status: string; download_url: string | null } | null;
  };
const fetchZip = (user: TestUser, id: string) =>
  download(apiRequest(`/api/v1/auth/account/export/${id}/download`, { jar: user.jar }), routeCtx({ id }) as never);

describe('download my data', () => {
  it("holds each person's own rows and files of a shared meeting, and nobody else's", async () => {
    const client = await testCustomer(db().db);
    const lawyer = await testLawyer(db().db, { name: 'Octavia Brightwater', phone: '+63 917 444 0101' });
    const stranger = await testCustomer(db().db);
    const reviewId = await insertReview(db().db, {
      lawyerId: lawyer.id,
      customerId: client.id,
      rating: 4,
      comment: 'Helpful',
      createdAt: new Date(),
    });
    const [{ meetingId: reviewed }] = await db()
      .db.select({ meetingId: t.reviews.meetingId })
      .from(t.reviews)
      .where(eq(t.reviews.id, reviewId));
    const meetingId = reviewed!;
    const clientFile = await upload(meetingId, client.id, 'my-deed.pdf', 'client deed');
    const lawyerFile = await upload(meetingId, lawyer.id, 'lawyer-notes.pdf', 'lawyer private notes');
    await db().db.insert(t.comments).values({ authorId: client.id, meetingId, body: 'See my deed' });
    await db().db.insert(t.comments).values({ authorId: lawyer.id, meetingId, body: 'Lawyer-only remark' });

    const first = await ask(client);
    expect(first.status).toBe(202);
    // One at a time: a second ask while it is prepared is a 429 that says so, and adds nothing.
    const again = await ask(client);
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({ key: 'EXPORT_RATE_LIMITED', message: expect.stringContaining('already being prepared') });
    expect(await db().db.select().from(t.dataExports).where(eq(t.dataExports.userId, client.id))).toHaveLength(1);
    expect((await ask(lawyer)).status).toBe(202);

    expect((await runSchedulerTick()).exports).toBe(2);
    const state = await stateOf(client);
    expect(state.latest).toMatchObject({ status: 'READY', download_url: `/api/v1/auth/account/export/${state.latest!._id}/download` });
    const mails = await db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, client.email));
    expect(mails.map((m) => m.subject)).toContain('Your Abogado data is ready to download');

    // Another person's export id: 404, like an unknown one; a visitor: 401; a bad id: 400.
    expect((await fetchZip(stranger, state.latest!._id)).status).toBe(404);
    expect((await fetchZip(lawyer, state.latest!._id)).status).toBe(404);
    expect(
      (
        await download(
          apiRequest(`/api/v1/auth/account/export/${state.latest!._id}/download`),
          routeCtx({ id: state.latest!._id }) as never,
        )
      ).status,
    ).toBe(401);
    expect((await fetchZip(client, 'nope')).status).toBe(400);

    const res = await fetchZip(client, state.latest!._id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="abogado-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(zip);
    expect(names).toEqual(expect.arrayContaining(['data.json', 'README.txt', `files/${clientFile}-my-deed.pdf`]));
    expect(names.some((n) => n.includes(lawyerFile))).toBe(false);
    expect(strFromU8(zip[`files/${clientFile}-my-deed.pdf`])).toBe('client deed');
    const data = JSON.parse(strFromU8(zip['data.json']));
    expect(data.account).toMatchObject({ id: client.id, email: client.email });
    expect(data.account.password_hash).toBeUndefined();
    expect(data.meetings).toEqual([expect.objectContaining({ id: meetingId, my_role: 'client', other_party: 'Octavia Brightwater' })]);
    expect(data.comments_written.map((c: { body: string }) => c.body)).toEqual(['See my deed']);
    expect(data.reviews_written).toEqual([expect.objectContaining({ rating: 4, comment: 'Helpful' })]);
    expect(data.files.map((f: { id: string }) => f.id)).toEqual([clientFile]);
    const text = strFromU8(zip['data.json']);
    for (const foreign of [lawyer.email, '+63 917 444 0101', 'Lawyer-only remark', 'lawyer private notes', stranger.email])
      expect(text).not.toContain(foreign);

    // The lawyer's own export: their side (their file, their comment), not the client's file or e-mail.
    const lawyerState = await stateOf(lawyer);
    const lawyerZip = unzipSync(new Uint8Array(await (await fetchZip(lawyer, lawyerState.latest!._id)).arrayBuffer()));
    expect(Object.keys(lawyerZip)).toContain(`files/${lawyerFile}-lawyer-notes.pdf`);
    expect(Object.keys(lawyerZip).some((n) => n.includes(clientFile))).toBe(false);
    const lawyerText = strFromU8(lawyerZip['data.json']);
    expect(lawyerText).toContain('+63 917 444 0101');
    expect(lawyerText).not.toContain(client.email);
    expect(JSON.parse(lawyerText).meetings).toEqual([expect.objectContaining({ my_role: 'lawyer', other_party: 'Maria Santos' })]);

    // Three a day: the fourth ask is a 429 with Retry-After.
    for (let i = 0; i < 2; i++) {
      expect((await ask(client)).status).toBe(202);
      await runSchedulerTick();
    }
    const fourth = await ask(client);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);

    // After 7 days the file is deleted and the link answers 404.
    const readyKeys = (await db().db.select().from(t.dataExports).where(eq(t.dataExports.userId, client.id))).map((r) => r.storageKey!);
    await runSchedulerTick({ now: new Date(Date.now() + 7 * DAY + 60_000) });
    for (const key of readyKeys) expect(await getStorage().get(key)).toBeNull();
    expect((await fetchZip(client, state.latest!._id)).status).toBe(404);
    expect((await stateOf(client)).latest).toMatchObject({ status: 'EXPIRED', download_url: null });
  });
});
