import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PUT as accountSettings } from '@/app/api/v1/auth/account/settings/route';
import { POST as signUp } from '@/app/api/v1/auth/signup/route';
import { POST as createBlocker } from '@/app/api/v1/blockers/route';
import { GET as mailbox } from '@/app/api/v1/dev/mailbox/route';
import { POST as book } from '@/app/api/v1/meeting/route';
import { PUT as cancel } from '@/app/api/v1/meeting/[id]/cancel/route';
import { POST as comment } from '@/app/api/v1/meeting/[id]/comment/route';
import { POST as postEvent } from '@/app/api/v1/meeting/[id]/events/route';
import { PUT as reschedule } from '@/app/api/v1/meeting/[id]/reschedule/route';
import { GET as listMeetings } from '@/app/api/v1/meetings/route';
import { GET as listBlockers } from '@/app/api/v1/blockers/route';
import { POST as webhook } from '@/app/api/v1/payments/webhooks/[provider]/route';
import { POST as review } from '@/app/api/v1/review/route';
import { useTestDb } from '@/lib/test/db';
import { setStorageForTests } from '@/lib/server/platform/storage/storage';
import { setTestEnv } from '@/lib/test/env';
import { manilaDay } from '@/lib/test/fixtures/blockers';
import { changedTables, dbState } from '@/lib/test/fixtures/db-state';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

// The probe's 500s, one by one: each must be a 4xx JSON with a message and leave every table as it was.
const db = useTestDb();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-input-'));
const NUL = 'a\u0000b';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let customer: TestUser;
let lawyer: TestUser;
let meetingId: string;
let pastMeetingId: string;

beforeAll(async () => {
  setTestEnv({ STORAGE_DIR: storageDir, NODE_ENV: 'test' });
  setStorageForTests(undefined);
  lawyer = await testLawyer(db().db);
  customer = await testCustomer(db().db);
  meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start: manilaSlot(3, 10) });
  pastMeetingId = await insertMeeting(db().db, {
    lawyerId: lawyer.id,
    customerId: customer.id,
    start: '2025-03-03T02:00:00Z',
    status: 'COMPLETED',
  });
});
afterAll(() => {
  setTestEnv({ STORAGE_DIR: undefined });
  setStorageForTests(undefined);
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const json = (body: unknown) => ({ method: 'POST', body });
const put = (body: unknown) => ({ method: 'PUT', body });
const day = manilaDay(5);
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

function pictureForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('picture', new File([PNG], 'me.png', { type: 'image/png' }));
  return form;
}

type Case = [string, () => Promise<Response>, number];

const cases = (): Case[] => {
  const as = (u: TestUser, p: string, o: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    apiRequest(p, { ...o, jar: u.jar });
  const m = routeCtx({ id: meetingId });
  return [
    [
      'NUL in account names (JSON)',
      () => accountSettings(as(customer, '/api/v1/auth/account/settings', put({ first_name: NUL, last_name: 'x' })), routeCtx()),
      400,
    ],
    [
      'NUL in account names (multipart with a picture)',
      () =>
        accountSettings(as(customer, '/api/v1/auth/account/settings', put(pictureForm({ first_name: NUL, last_name: 'x' }))), routeCtx()),
      400,
    ],
    [
      'NUL in a blocker title',
      () =>
        createBlocker(as(lawyer, '/api/v1/blockers', json({ kind: 'all_day', start_date: day, end_date: day, title: NUL })), routeCtx()),
      400,
    ],
    ['NUL in a comment', () => comment(as(customer, `/api/v1/meeting/${meetingId}/comment`, json({ comment: NUL })), m), 400],
    [
      'NUL in a booking subject',
      () =>
        book(
          as(
            customer,
            '/api/v1/meeting',
            json({ lawyer_id: lawyer.id, duration: 30, call_type: 'VIDEO', start_time: manilaSlot(6, 10), subject: NUL }),
          ),
          routeCtx(),
        ),
      400,
    ],
    [
      'NUL in a booking description',
      () =>
        book(
          as(
            customer,
            '/api/v1/meeting',
            json({
              lawyer_id: lawyer.id,
              duration: 30,
              call_type: 'VIDEO',
              start_time: manilaSlot(6, 10),
              subject: 'ok',
              description: NUL,
            }),
          ),
          routeCtx(),
        ),
      400,
    ],
    [
      'NUL in a reschedule reason',
      () => reschedule(as(customer, `/api/v1/meeting/${meetingId}/reschedule`, put({ start_time: manilaSlot(7, 10), reason: NUL })), m),
      400,
    ],
    ['NUL in a cancel reason', () => cancel(as(customer, `/api/v1/meeting/${meetingId}/cancel`, put({ reason: NUL })), m), 400],
    [
      'NUL in a review',
      () => review(as(customer, '/api/v1/review', json({ meeting_id: pastMeetingId, rating: 5, comment: NUL })), routeCtx()),
      400,
    ],
    [
      'NUL in sign-up names',
      () =>
        signUp(
          apiRequest(
            '/api/v1/auth/signup',
            json({
              first_name: NUL,
              last_name: 'x',
              email: 'nul@example.com',
              password: 'Harbour2026',
              confirm_password: 'Harbour2026',
              accept_terms: true,
            }),
          ),
          routeCtx(),
        ),
      400,
    ],
    [
      'NUL in an event payload',
      () =>
        postEvent(
          as(
            customer,
            `/api/v1/meeting/${meetingId}/events`,
            json({ kind: 'candidate', conn: '0'.repeat(36), candidate: { candidate: NUL } }),
          ),
          m,
        ),
      400,
    ],
    [
      'NUL in a JSON key',
      () => comment(as(customer, `/api/v1/meeting/${meetingId}/comment`, json(`{"comment":"ok","a\\u0000":1}`)), m),
      400,
    ],
    ['NUL in the mailbox query', () => mailbox(apiRequest('/api/v1/dev/mailbox?to=%00'), routeCtx()), 400],
    [
      'year 0000 in a blocker',
      () =>
        createBlocker(
          as(lawyer, '/api/v1/blockers', json({ start_time: '0000-01-01T00:00:00Z', end_time: '0000-01-01T01:00:00Z' })),
          routeCtx(),
        ),
      400,
    ],
    [
      'year 0000 in an all-day blocker',
      () =>
        createBlocker(
          as(lawyer, '/api/v1/blockers', json({ kind: 'all_day', start_date: '0000-01-01', end_date: '0000-01-02' })),
          routeCtx(),
        ),
      400,
    ],
    [
      'year 0000 in the meetings filter',
      () => listMeetings(as(customer, '/api/v1/meetings?from=0000-01-01T00:00:00Z&to=2030-01-01T00:00:00Z'), routeCtx()),
      400,
    ],
    [
      'year 0000 in the blockers filter',
      () => listBlockers(as(lawyer, '/api/v1/blockers?from=2030-01-01T00:00:00Z&to=0000-12-31T00:00:00Z'), routeCtx()),
      400,
    ],
    [
      'February 30th in a blocker',
      () =>
        createBlocker(
          as(lawyer, '/api/v1/blockers', json({ start_time: '2027-02-30T01:00:00Z', end_time: '2027-02-30T02:00:00Z' })),
          routeCtx(),
        ),
      400,
    ],
    [
      'February 30th in a reschedule',
      () =>
        reschedule(as(customer, `/api/v1/meeting/${meetingId}/reschedule`, put({ start_time: '2027-02-30T02:00:00Z', reason: 'r' })), m),
      400,
    ],
    // 30,000 levels still fit the 64 kB an event may weigh; 50,000 are refused by size.
    [
      'a 30,000-level nested event payload',
      () => postEvent(as(customer, `/api/v1/meeting/${meetingId}/events`, json(`{"kind":"media","audio":${nested(30_000)}}`)), m),
      400,
    ],
    [
      'a 50,000-level nested event payload',
      () => postEvent(as(customer, `/api/v1/meeting/${meetingId}/events`, json(`{"kind":"media","audio":${nested(50_000)}}`)), m),
      413,
    ],
    [
      'a 50,000-level nested comment body',
      () => comment(as(customer, `/api/v1/meeting/${meetingId}/comment`, json(nested(50_000))), m),
      400,
    ],
    [
      'a text/plain body',
      () =>
        comment(
          as(customer, `/api/v1/meeting/${meetingId}/comment`, {
            method: 'POST',
            body: '{"comment":"hi"}',
            headers: { 'content-type': 'text/plain' },
          }),
          m,
        ),
      415,
    ],
    [
      'a JSON body without a content type',
      () =>
        comment(
          new Request(`http://localhost:3000/api/v1/meeting/${meetingId}/comment`, {
            method: 'POST',
            body: new Blob(['{"comment":"hi"}']),
            headers: { cookie: customer.jar.header(), origin: 'http://localhost:3000' },
          }),
          m,
        ),
      415,
    ],
    [
      'a __proto__ key',
      () => comment(as(customer, `/api/v1/meeting/${meetingId}/comment`, json('{"comment":"hi","__proto__":{"admin":true}}')), m),
      400,
    ],
    [
      'an unsigned 300 kB webhook',
      () => webhook(apiRequest('/api/v1/payments/webhooks/sandbox', json({ pad: 'x'.repeat(300_000) })), routeCtx({ provider: 'sandbox' })),
      413,
    ],
    [
      'a foreign Origin with a matching X-Forwarded-Host',
      () =>
        comment(
          as(customer, `/api/v1/meeting/${meetingId}/comment`, {
            method: 'POST',
            body: { comment: 'hi' },
            headers: { origin: 'http://evil.com', 'x-forwarded-host': 'evil.com' },
          }),
          m,
        ),
      403,
    ],
  ];
};

describe('input the probe turned into 500s', () => {
  it.each(cases().map(([name], i) => [name, i] as const))('%s → 4xx JSON, nothing changed', async (_name, index) => {
    const [, call, status] = cases()[index];
    const before = await dbState(db().db);
    const blobsBefore = fs.existsSync(storageDir) ? fs.readdirSync(storageDir, { recursive: true }).length : 0;
    const res = await call();
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(typeof (await res.json()).message).toBe('string');
    expect(changedTables(before, await dbState(db().db))).toEqual([]);
    expect(fs.existsSync(storageDir) ? fs.readdirSync(storageDir, { recursive: true }).length : 0).toBe(blobsBefore);
  });
});
