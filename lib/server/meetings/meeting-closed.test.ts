import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { GET as getMeeting } from '@/app/api/v1/meeting/[id]/route';
import { POST as addComment } from '@/app/api/v1/meeting/[id]/comment/route';
import { DELETE as deleteComment } from '@/app/api/v1/meeting/[id]/comment/[commentId]/route';
import { PUT as addFiles } from '@/app/api/v1/meeting/[id]/files/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { setStorageForTests } from '@/lib/server/platform/storage/storage';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { filesForm, pdfs } from '@/lib/test/fixtures/uploads';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

// Issue 27: a cancelled meeting takes no new files or comments — one rule (lib/rules/meeting-additions.ts),
// refused by the server with a clear 409 and sent with the meeting for the page to show.
const db = useTestDb();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-closed-'));

let lawyer: TestUser;
let customer: TestUser;
beforeAll(async () => {
  setTestEnv({ STORAGE_DIR: storageDir });
  setStorageForTests(undefined);
  lawyer = await testLawyer(db().db);
  customer = await testCustomer(db().db);
});
afterAll(() => {
  setTestEnv({ STORAGE_DIR: undefined });
  setStorageForTests(undefined);
  fs.rmSync(storageDir, { recursive: true, force: true });
});

let day = 2;
const newMeeting = (status: 'CONFIRMED' | 'CANCELLED' | 'EXPIRED') =>
  insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start: manilaSlot(day++, 10), status });

const comment = (u: TestUser, meetingId: string, text: string) =>
  addComment(
    apiRequest(`/api/v1/meeting/${meetingId}/comment`, { method: 'POST', jar: u.jar, body: { comment: text } }),
    routeCtx({ id: meetingId }),
  );
const upload = (u: TestUser, meetingId: string) =>
  addFiles(
    apiRequest(`/api/v1/meeting/${meetingId}/files`, { method: 'PUT', jar: u.jar, body: filesForm(pdfs(1, 'late')) }),
    routeCtx({ id: meetingId }),
  );
const detail = async (u: TestUser, meetingId: string) =>
  (await getMeeting(apiRequest(`/api/v1/meeting/${meetingId}`, { jar: u.jar }), routeCtx({ id: meetingId }))).json();
const counts = async (meetingId: string) => ({
  comments: (await db().db.select().from(t.comments).where(eq(t.comments.meetingId, meetingId))).length,
  files: (await db().db.select().from(t.meetingFiles).where(eq(t.meetingFiles.meetingId, meetingId))).length,
});

const CANCELLED = 'This meeting was cancelled, so it takes no new files or comments.';

describe('a cancelled meeting takes no new files or comments', () => {
  it('either party: a new comment or file is a 409 MEETING_CLOSED with the reason, and nothing is written', async () => {
    const meetingId = await newMeeting('CANCELLED');
    for (const party of [customer, lawyer]) {
      const refusedComment = await comment(party, meetingId, 'One more question');
      expect(refusedComment.status).toBe(409);
      expect(await refusedComment.json()).toMatchObject({ key: 'MEETING_CLOSED', message: CANCELLED });
      const refusedFile = await upload(party, meetingId);
      expect(refusedFile.status).toBe(409);
      expect(await refusedFile.json()).toMatchObject({ key: 'MEETING_CLOSED', message: CANCELLED });
    }
    expect(await counts(meetingId)).toEqual({ comments: 0, files: 0 });
    // The page reads the same sentence with the meeting, to show in place of the inputs.
    expect(await detail(customer, meetingId)).toMatchObject({ status: 'CANCELLED', additions_closed: CANCELLED });
  });

  it('an expired hold is closed too; a confirmed meeting is open (and says so with null)', async () => {
    const expired = await newMeeting('EXPIRED');
    expect((await comment(customer, expired, 'Hello')).status).toBe(409);
    expect((await detail(customer, expired)).additions_closed).toMatch(/expired/);

    const open = await newMeeting('CONFIRMED');
    expect((await comment(customer, open, 'Hello')).status).toBe(200);
    expect((await upload(lawyer, open)).status).toBe(200);
    expect(await counts(open)).toEqual({ comments: 1, files: 1 });
    expect((await detail(customer, open)).additions_closed).toBeNull();
  });

  it('what was written before the cancellation stays, and its author may still delete it', async () => {
    const meetingId = await newMeeting('CONFIRMED');
    const { _id: commentId } = await (await comment(customer, meetingId, 'Before')).json();
    await db().db.update(t.meetings).set({ status: 'CANCELLED', cancelledAt: new Date() }).where(eq(t.meetings.id, meetingId));
    expect((await detail(lawyer, meetingId)).comments).toHaveLength(1);
    const removed = await deleteComment(
      apiRequest(`/api/v1/meeting/${meetingId}/comment/${commentId}`, { method: 'DELETE', jar: customer.jar }),
      routeCtx({ id: meetingId, commentId }),
    );
    expect(removed.status).toBe(200);
  });

  it("someone else's meeting stays a 404, cancelled or not (the closed rule reveals nothing)", async () => {
    const meetingId = await newMeeting('CANCELLED');
    const stranger = await testCustomer(db().db);
    expect((await comment(stranger, meetingId, 'Hi')).status).toBe(404);
    expect((await upload(stranger, meetingId)).status).toBe(404);
  });
});
