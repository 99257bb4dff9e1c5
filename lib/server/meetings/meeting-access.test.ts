import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { GET as getMeeting } from '@/app/api/v1/meeting/[id]/route';
import { POST as addComment } from '@/app/api/v1/meeting/[id]/comment/route';
import { DELETE as deleteComment, PUT as editComment } from '@/app/api/v1/meeting/[id]/comment/[commentId]/route';
import { GET as listComments } from '@/app/api/v1/meeting/[id]/comments/route';
import { PUT as addFiles } from '@/app/api/v1/meeting/[id]/files/route';
import { DELETE as deleteFile } from '@/app/api/v1/meeting/[id]/file/[fileId]/route';
import { POST as postEvent } from '@/app/api/v1/meeting/[id]/events/route';
import { GET as listMeetings } from '@/app/api/v1/meetings/route';
import { GET as download } from '@/app/api/v1/files/[fileId]/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { setStorageForTests } from '@/lib/server/platform/storage/storage';
import { setTestEnv } from '@/lib/test/env';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { type TestUser, testAdmin, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

const db = useTestDb();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-files-'));
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

let lawyer: TestUser;
let owner: TestUser;
let stranger: TestUser;
let otherLawyer: TestUser;
let admin: TestUser;
let meetingId: string;

beforeAll(async () => {
  setTestEnv({ STORAGE_DIR: storageDir });
  setStorageForTests(undefined);
  lawyer = await testLawyer(db().db);
  otherLawyer = await testLawyer(db().db);
  owner = await testCustomer(db().db);
  stranger = await testCustomer(db().db);
  admin = await testAdmin(db().db);
  meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: owner.id, start: manilaSlot(3, 10) });
});
afterAll(() => {
  setTestEnv({ STORAGE_DIR: undefined });
  setStorageForTests(undefined);
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const filesForm = (...names: string[]) => {
  const f = new FormData();
  for (const name of names) f.append('files', new File([PDF], name));
  return f;
};
const call = {
  get: (u: TestUser) => getMeeting(apiRequest(`/api/v1/meeting/${meetingId}`, { jar: u.jar }), routeCtx({ id: meetingId })),
  comments: (u: TestUser) => listComments(apiRequest(`/api/v1/meeting/${meetingId}/comments`, { jar: u.jar }), routeCtx({ id: meetingId })),
  comment: (u: TestUser, comment: string) =>
    addComment(
      apiRequest(`/api/v1/meeting/${meetingId}/comment`, { method: 'POST', jar: u.jar, body: { comment } }),
      routeCtx({ id: meetingId }),
    ),
  edit: (u: TestUser, commentId: string, comment: string) =>
    editComment(
      apiRequest(`/api/v1/meeting/${meetingId}/comment/${commentId}`, { method: 'PUT', jar: u.jar, body: { comment } }),
      routeCtx({ id: meetingId, commentId }),
    ),
  remove: (u: TestUser, commentId: string) =>
    deleteComment(
      apiRequest(`/api/v1/meeting/${meetingId}/comment/${commentId}`, { method: 'DELETE', jar: u.jar }),
      routeCtx({ id: meetingId, commentId }),
    ),
  addFiles: (u: TestUser, form: FormData) =>
    addFiles(apiRequest(`/api/v1/meeting/${meetingId}/files`, { method: 'PUT', jar: u.jar, body: form }), routeCtx({ id: meetingId })),
  deleteFile: (u: TestUser, fileId: string) =>
    deleteFile(
      apiRequest(`/api/v1/meeting/${meetingId}/file/${fileId}`, { method: 'DELETE', jar: u.jar }),
      routeCtx({ id: meetingId, fileId }),
    ),
  download: (u: TestUser, fileId: string) => download(apiRequest(`/api/v1/files/${fileId}`, { jar: u.jar }), routeCtx({ fileId })),
  event: (u: TestUser) =>
    postEvent(
      apiRequest(`/api/v1/meeting/${meetingId}/events`, { method: 'POST', jar: u.jar, body: { kind: 'hangup' } }),
      routeCtx({ id: meetingId }),
    ),
};

describe('a meeting is private to its two parties', () => {
  it('both parties read it; another customer and another lawyer get 404', async () => {
    expect((await call.get(owner)).status).toBe(200);
    const asLawyer = await (await call.get(lawyer)).json();
    expect(asLawyer).toMatchObject({ _id: meetingId, role: 'LAWYER', status: 'CONFIRMED', subject: 'Land title dispute' });
    for (const outsider of [stranger, otherLawyer]) {
      expect((await call.get(outsider)).status).toBe(404);
      expect((await call.comments(outsider)).status).toBe(404);
      expect((await call.comment(outsider, 'hello')).status).toBe(404);
      expect((await call.addFiles(outsider, filesForm('x.pdf'))).status).toBe(404);
      expect((await call.event(outsider)).status).toBe(404);
    }
    const bogus = await getMeeting(apiRequest('/api/v1/meeting/not-a-uuid', { jar: owner.jar }), routeCtx({ id: 'not-a-uuid' }));
    expect(bogus.status).toBe(404);
    expect((await getMeeting(apiRequest(`/api/v1/meeting/${meetingId}`), routeCtx({ id: meetingId }))).status).toBe(401);
  });

  it('files: both parties add and download; only the uploader deletes; outsiders get 403/404', async () => {
    const res = await call.addFiles(owner, filesForm('deed.pdf'));
    expect(res.status).toBe(200);
    const [file] = (await res.json()).files;
    expect(file).toMatchObject({ name: 'deed.pdf', mine: true, url: `/api/v1/files/${file._id}` });
    expect((await call.download(lawyer, file._id)).status).toBe(200);
    expect((await call.download(stranger, file._id)).status).toBe(403);
    expect((await call.download(otherLawyer, file._id)).status).toBe(403);
    // Staff cannot open a meeting's private files either (they may open verification documents only).
    expect((await call.download(admin, file._id)).status).toBe(403);
    expect(await db().db.select().from(t.auditLog)).toEqual([]);
    expect((await call.deleteFile(stranger, file._id)).status).toBe(404);
    expect((await call.deleteFile(lawyer, file._id)).status).toBe(403);
    expect((await call.deleteFile(owner, file._id)).status).toBe(200);
    expect((await call.download(owner, file._id)).status).toBe(404);
    expect(await db().db.select().from(t.storedFiles).where(eq(t.storedFiles.id, file._id))).toHaveLength(0);
  });

  it('files: the meeting keeps the 30-file budget across uploads', async () => {
    const m = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: owner.id, start: manilaSlot(4, 10) });
    const put = (form: FormData) =>
      addFiles(apiRequest(`/api/v1/meeting/${m}/files`, { method: 'PUT', jar: owner.jar, body: form }), routeCtx({ id: m }));
    expect((await put(filesForm(...Array.from({ length: 29 }, (_, i) => `${i}.pdf`)))).status).toBe(200);
    const over = await put(filesForm('a.pdf', 'b.pdf'));
    expect(over.status).toBe(400);
    expect((await over.json()).message).toBe('You can attach at most 30 files and 20MB in total.');
    expect(await db().db.select().from(t.meetingFiles).where(eq(t.meetingFiles.meetingId, m))).toHaveLength(29);
  });

  it('comments: the author edits and deletes; the other party cannot; the other party sees it unread until reading', async () => {
    const created = await call.comment(owner, 'Please review the deed before the call.');
    expect(created.status).toBe(200);
    const { _id } = await created.json();
    const list = async (u: TestUser) =>
      (await (await listMeetings(apiRequest('/api/v1/meetings?filter=upcoming', { jar: u.jar }), routeCtx())).json()).results;
    expect((await list(lawyer)).find((m: { _id: string }) => m._id === meetingId).unread_count).toBe(1);
    expect((await list(owner)).find((m: { _id: string }) => m._id === meetingId).unread_count).toBe(0);
    expect((await call.edit(lawyer, _id, 'hijack')).status).toBe(403);
    expect((await call.remove(lawyer, _id)).status).toBe(403);
    expect((await call.edit(stranger, _id, 'hijack')).status).toBe(404);
    expect((await call.edit(owner, _id, 'Please review the deed.')).status).toBe(200);
    const comments = (await (await call.comments(lawyer)).json()).results;
    expect(comments).toEqual([expect.objectContaining({ _id, meeting_id: meetingId, comment: 'Please review the deed.', mine: false })]);
    expect((await list(lawyer)).find((m: { _id: string }) => m._id === meetingId).unread_count).toBe(0);
    // The other party's notification follows the commit, from the outbox (issue 59).
    const [note] = await untilOutboxDelivered(
      () => db().db.select().from(t.notifications).where(eq(t.notifications.userId, lawyer.id)),
      (notes) => notes.length > 0,
    );
    expect(note).toMatchObject({ icon: 'meeting-comment', url: `/lawyer-portal/meeting/${meetingId}` });
    expect((await call.remove(owner, _id)).status).toBe(200);
    expect((await (await call.comments(owner)).json()).results).toEqual([]);
    expect((await call.comment(owner, '')).status).toBe(400);
  });

  it('call signals: a stranger gets 404; a party gets a clear refusal before the call opens, and nothing is stored', async () => {
    expect((await call.event(stranger)).status).toBe(404);
    const early = await call.event(lawyer);
    expect(early.status).toBe(403);
    expect((await early.json()).key).toBe('CALL_NOT_OPEN_YET');
    expect(await db().db.select().from(t.callSignals).where(eq(t.callSignals.meetingId, meetingId))).toEqual([]);
  });
});
