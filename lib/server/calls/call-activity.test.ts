import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { POST as addComment } from '@/app/api/v1/meeting/[id]/comment/route';
import { PUT as addFiles } from '@/app/api/v1/meeting/[id]/files/route';
import { GET as streamEvents, POST as postEvent } from '@/app/api/v1/meeting/[id]/events/route';
import { tables as t } from '@/lib/db';
import type { CallEvent } from '@/lib/dto/video-call';
import { captureLogForTests } from '@/lib/server/platform/log/logger';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { testCustomer, testLawyer, type TestUser } from '@/lib/test/fixtures/users';
import { setStorageForTests } from '@/lib/server/platform/storage/storage';
import { resetCallHubForTests } from './call-hub';

// The call's side panel is live (comments and files reach the other party's call page over the
// event stream), and a call that does not connect is logged with its meeting id.

const db = useTestDb();
const MIN = 60_000;
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-call-files-'));
let lawyer: TestUser;
let client: TestUser;
let meetingId: string;

beforeAll(async () => {
  resetCallHubForTests();
  setTestEnv({ STORAGE_DIR: storageDir });
  setStorageForTests(undefined);
  lawyer = await testLawyer(db().db, { name: 'Ana Reyes' });
  client = await testCustomer(db().db);
  meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: new Date(Date.now() + 5 * MIN) });
});
afterAll(() => {
  resetCallHubForTests();
  setTestEnv({ STORAGE_DIR: undefined });
  setStorageForTests(undefined);
  fs.rmSync(storageDir, { recursive: true, force: true });
});

function stream(u: TestUser, id = meetingId) {
  const controller = new AbortController();
  const req = new Request(`http://localhost:3000/api/v1/meeting/${id}/events`, {
    headers: { cookie: u.jar.header() },
    signal: controller.signal,
  });
  return { res: streamEvents(req, routeCtx({ id })), abort: () => controller.abort() };
}

/** SSE events of `res` until `done` says enough, or the time is up. */
async function eventsUntil(res: Response, done: (events: CallEvent[]) => boolean, timeoutMs = 3000): Promise<CallEvent[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let raw = '';
  const deadline = Date.now() + timeoutMs;
  const parse = () =>
    raw
      .split('\n\n')
      .filter((f) => f.includes('data: '))
      .map((f) => JSON.parse(/^data: (.*)$/m.exec(f)![1]) as CallEvent);
  while (!done(parse()) && Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
    if (!chunk || chunk.done) break;
    raw += decoder.decode(chunk.value);
  }
  await reader.cancel();
  return parse();
}

const activityRows = (id: string) =>
  db()
    .db.select()
    .from(t.callSignals)
    .where(and(eq(t.callSignals.meetingId, id), eq(t.callSignals.kind, 'activity')));

describe('the side panel during a call', () => {
  it('a comment and a file of one party reach the other party’s event stream as activity', async () => {
    const lawyerStream = stream(lawyer);
    const res = await lawyerStream.res;
    const comment = await addComment(
      apiRequest(`/api/v1/meeting/${meetingId}/comment`, { method: 'POST', jar: client.jar, body: { comment: 'Here is the notice.' } }),
      routeCtx({ id: meetingId }),
    );
    expect(comment.status).toBe(200);
    const form = new FormData();
    form.append('files', new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'notice.pdf'));
    const upload = await addFiles(
      apiRequest(`/api/v1/meeting/${meetingId}/files`, { method: 'PUT', jar: client.jar, body: form }),
      routeCtx({ id: meetingId }),
    );
    expect(upload.status).toBe(200);
    const events = await eventsUntil(res, (e) => e.filter((x) => x.kind === 'activity').length >= 2);
    lawyerStream.abort();
    expect(events.filter((e) => e.kind === 'activity').map((e) => ({ what: (e as { what: string }).what, from: e.from }))).toEqual([
      { what: 'comment', from: client.id },
      { what: 'file', from: client.id },
    ]);
  });

  it('outside the join window a comment is saved and nothing is announced', async () => {
    const later = await insertMeeting(db().db, {
      lawyerId: lawyer.id,
      customerId: client.id,
      start: new Date(Date.now() + 3 * 24 * 60 * MIN),
    });
    const res = await addComment(
      apiRequest(`/api/v1/meeting/${later}/comment`, { method: 'POST', jar: client.jar, body: { comment: 'Before the day.' } }),
      routeCtx({ id: later }),
    );
    expect(res.status).toBe(200);
    expect(await activityRows(later)).toEqual([]);
  });

  it('a party cannot post an activity event itself', async () => {
    const res = await postEvent(
      apiRequest(`/api/v1/meeting/${meetingId}/events`, { method: 'POST', jar: client.jar, body: { kind: 'activity', what: 'comment' } }),
      routeCtx({ id: meetingId }),
    );
    expect(res.status).toBe(400);
  });
});

describe('a call that does not connect', () => {
  const report = {
    kind: 'failure',
    conn: '3f1c2a4e-8b7d-4c1e-9a2b-1d2e3f4a5b6c',
    attempt: 1,
    elapsed_ms: 15_400,
    connection: 'connecting',
    ice: 'checking',
    signaling: 'have-local-offer',
    local_candidates: { host: 2, srflx: 0, prflx: 0, relay: 1 },
    remote_candidates: { host: 0, srflx: 0, prflx: 0, relay: 0 },
  };

  it('is logged once with the meeting id and what the browser saw, and told to the other party', async () => {
    let raw = '';
    const restore = captureLogForTests(new Writable({ write: (chunk, _e, done) => ((raw += String(chunk)), done()) }), 'warn');
    const lawyerStream = stream(lawyer);
    const res = await lawyerStream.res;
    try {
      const sent = await postEvent(
        apiRequest(`/api/v1/meeting/${meetingId}/events`, { method: 'POST', jar: client.jar, body: report }),
        routeCtx({ id: meetingId }),
      );
      expect(sent.status).toBe(200);
    } finally {
      restore();
    }
    const lines = raw
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'call not connecting',
        meetingId,
        userId: client.id,
        report: expect.objectContaining({ attempt: 1, ice: 'checking', local_candidates: report.local_candidates }),
      }),
    ]);
    const events = await eventsUntil(res, (e) => e.some((x) => x.kind === 'failure'));
    lawyerStream.abort();
    expect(events.find((e) => e.kind === 'failure')).toMatchObject({ kind: 'failure', from: client.id, attempt: 1 });
  });

  it('a report carrying a session description or addresses is refused', async () => {
    for (const body of [
      { ...report, sdp: 'v=0' },
      { ...report, local_candidates: { ...report.local_candidates, address: '10.0.0.1' } },
      { ...report, attempt: -1 },
    ]) {
      const res = await postEvent(
        apiRequest(`/api/v1/meeting/${meetingId}/events`, { method: 'POST', jar: client.jar, body }),
        routeCtx({ id: meetingId }),
      );
      expect(res.status).toBe(400);
    }
  });
});
