import { eq } from 'drizzle-orm';
import { POST as postNotice } from '@/app/api/v1/matters/[id]/notices/route';
import { GET as getNotice } from '@/app/api/v1/matters/[id]/notices/[entryId]/route';
import { POST as postHearing } from '@/app/api/v1/matters/[id]/hearings/route';
import { DELETE as deleteHearing, PATCH as patchHearing } from '@/app/api/v1/matters/[id]/hearings/[hearingId]/route';
import { GET as getFeedUrl, POST as makeFeedUrl } from '@/app/api/v1/auth/account/calendar-feed/route';
import { GET as getClientFeed } from '@/app/api/v1/calendars/client/[file]/route';
import { GET as getLawyerFeed } from '@/app/api/v1/calendars/feed/[file]/route';
import { POST as runDevReminders } from '@/app/api/v1/dev/hearing-reminders/run/route';
import { tables as t } from '@/lib/db';
import type { HearingDto, NoticeReadDto } from '@/features/matters/dto/matters';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx, type CookieJar } from '@/lib/test/fixtures/http';
import { useLetterStorage } from '@/lib/test/fixtures/letters';
import { insertMatter, noticePdf } from '@/lib/test/fixtures/matters';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { drainOutbox, untilOutboxDelivered } from '@/lib/test/fixtures/outbox';
import { givePhone } from '@/lib/test/fixtures/phones';
import { readIcs } from '@/lib/test/fixtures/icalendar';
import { testAdmin, testCustomer, testLawyer, type TestUser } from '@/lib/test/fixtures/users';
import { sendDueHearingReminders } from './hearing-reminders';
import { runNoticeReads } from './notice-reads';
import { readPdfText } from './notice-text';

// Issue 64 items 3 and 4: a court notice's dates offered (never added), hearings the lawyer confirms, changes
// and cancellations told to the client, the reminders a day and 2 hours before (texts without a link), and
// the hearings in the lawyer's feed and the client's own.

const db = useTestDb();
useLetterStorage();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A day about `days` ahead at 8:30 in the morning, Manila, and how a notice writes it ("15 January 2027"). */
function hearingDay(days: number): { at: Date; words: string } {
  const d = new Date(Date.now() + days * DAY + 8 * HOUR);
  const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(d);
  return { at: new Date(Date.UTC(y, m, day, 0, 30)), words: `${day} ${month} ${y}` };
}

type Party = { lawyer: TestUser; client: TestUser; matterId: string };
async function party(): Promise<Party> {
  const lawyer = await testLawyer(db().db);
  const client = await testCustomer(db().db);
  const matterId = await insertMatter(db().db, { lawyerId: lawyer.id, customerId: client.id });
  return { lawyer, client, matterId };
}

async function uploadNotice(matterId: string, pdf: Buffer, jar?: CookieJar) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(pdf)], 'notice.pdf', { type: 'application/pdf' }));
  const res = await postNotice(
    apiRequest(`/api/v1/matters/${matterId}/notices`, { method: 'POST', jar, body: form }),
    routeCtx({ id: matterId }),
  );
  return { status: res.status, body: (await res.json()) as NoticeReadDto & { key?: string } };
}

/** A notice uploaded (202, being read), the background reader's pass (issue 73 item 5), then its reading. */
async function readNotice(matterId: string, pdf: Buffer, jar?: CookieJar) {
  const upload = await uploadNotice(matterId, pdf, jar);
  if (upload.status !== 202) return upload;
  expect(upload.body.status).toBe('reading');
  await runNoticeReads();
  const path = `/api/v1/matters/${matterId}/notices/${upload.body.entry_id}`;
  const res = await getNotice(apiRequest(path, { jar }), routeCtx({ id: matterId, entryId: upload.body.entry_id }));
  return { status: res.status, body: (await res.json()) as NoticeReadDto & { key?: string } };
}

async function addHearing(matterId: string, body: Record<string, unknown>, jar?: CookieJar) {
  const res = await postHearing(
    apiRequest(`/api/v1/matters/${matterId}/hearings`, { method: 'POST', jar, body }),
    routeCtx({ id: matterId }),
  );
  return { status: res.status, body: (await res.json()) as HearingDto & { key?: string } };
}

async function change(matterId: string, hearingId: string, body: Record<string, unknown>, jar?: CookieJar) {
  const path = `/api/v1/matters/${matterId}/hearings/${hearingId}`;
  const res = await patchHearing(apiRequest(path, { method: 'PATCH', jar, body }), routeCtx({ id: matterId, hearingId }));
  return { status: res.status, body: (await res.json()) as HearingDto };
}

async function cancel(matterId: string, hearingId: string, jar?: CookieJar) {
  const path = `/api/v1/matters/${matterId}/hearings/${hearingId}`;
  const res = await deleteHearing(apiRequest(path, { method: 'DELETE', jar }), routeCtx({ id: matterId, hearingId }));
  return { status: res.status, body: (await res.json()) as HearingDto };
}

const textsTo = (userId: string) =>
  db()
    .db.select({ body: t.smsMessages.body, kind: t.smsMessages.kind })
    .from(t.smsMessages)
    .where(eq(t.smsMessages.userId, userId))
    .orderBy(t.smsMessages.createdAt);
const mailsTo = (email: string) =>
  db()
    .db.select({ subject: t.outboundEmails.subject, text: t.outboundEmails.textBody })
    .from(t.outboundEmails)
    .where(eq(t.outboundEmails.toAddress, email))
    .orderBy(t.outboundEmails.createdAt);
const notesTo = (userId: string) =>
  db()
    .db.select({ title: t.notifications.title, url: t.notifications.url })
    .from(t.notifications)
    .where(eq(t.notifications.userId, userId));

const court = { court: 'Regional Trial Court of Makati City', branch: 'Branch 143' };

describe('POST matters/{id}/notices', () => {
  it('reads a real PDF notice: the hearing and issue dates offered, the court, branch and case number; nothing added until the lawyer confirms', async () => {
    const { lawyer, matterId } = await party();
    const hearing = hearingDay(40);
    const issued = hearingDay(-2);
    const pdf = await noticePdf([
      'REPUBLIC OF THE PHILIPPINES',
      'REGIONAL TRIAL COURT',
      'Branch 143, Makati City',
      'Civil Case No. R-MKT-23-01234-CV',
      'NOTICE OF HEARING',
      `Please take notice that the above-entitled case is set for hearing on ${hearing.words} at 1:30 in the afternoon.`,
      'The plaintiff shall pay the docket fee of PHP 2,027.00.',
      `Issued this ${issued.words.replace(/^(\d+)/, '$1th day of').replace(/ (\d{4})$/, ' $1')} at Makati City.`,
    ]);
    const read = await readNotice(matterId, pdf, lawyer.jar);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      status: 'done',
      has_text: true,
      court: 'Regional Trial Court',
      branch: 'Branch 143',
      case_number: 'Civil Case No. R-MKT-23-01234-CV',
    });
    expect(read.body.dates.map((d) => [d.starts_at, d.has_time, d.label])).toEqual([
      [new Date(hearing.at.getTime() + 5 * HOUR).toISOString(), true, 'HEARING'],
      [issued.at.toISOString(), false, 'ISSUED'],
    ]);
    // Kept as the lawyer's private file; no hearing until POST hearings.
    const [entry] = await db().db.select().from(t.matterEntries).where(eq(t.matterEntries.id, read.body.entry_id));
    expect(entry).toMatchObject({ kind: 'FILE', shared: false, authorId: lawyer.id, fileId: read.body.file_id, matterId });
    expect(await db().db.select().from(t.matterHearings).where(eq(t.matterHearings.matterId, matterId))).toEqual([]);

    const added = await addHearing(
      matterId,
      {
        starts_at: read.body.dates[0].starts_at,
        court: 'Regional Trial Court of Makati City',
        branch: read.body.branch,
        notice_file_id: read.body.file_id,
      },
      lawyer.jar,
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      starts_at: read.body.dates[0].starts_at,
      branch: 'Branch 143',
      revision: 1,
      notice_file_id: read.body.file_id,
    });
    expect(await db().db.select().from(t.matterHearings).where(eq(t.matterHearings.matterId, matterId))).toHaveLength(1);
  });

  it('a scan without a text layer: has_text false, no dates; a file that is not a PDF is refused', async () => {
    const { lawyer, matterId } = await party();
    const read = await readNotice(matterId, await noticePdf([]), lawyer.jar);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ status: 'done', has_text: false, dates: [], court: null, branch: null, case_number: null });
    const notPdf = await uploadNotice(matterId, Buffer.from('MZ this is no PDF at all'), lawyer.jar);
    expect(notPdf.status).toBe(415);
  });

  it('a PDF that is garbage or takes too long reads as no text, never as an error', async () => {
    expect(await readPdfText(new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >>\n%%EOF')))).toBe('');
    const pdf = await noticePdf(['Hearing on 4 March 2030 at 10:00 AM.']);
    expect(await readPdfText(new Uint8Array(pdf), { wallMs: 1 })).toBe('');
  });

  it('another lawyer, the client and a visitor are refused (404, 403, 401)', async () => {
    const { client, matterId } = await party();
    const other = await testLawyer(db().db);
    const pdf = await noticePdf(['Hearing on 4 March 2030 at 10:00 AM.']);
    expect((await uploadNotice(matterId, pdf, other.jar)).status).toBe(404);
    expect((await uploadNotice(matterId, pdf, client.jar)).status).toBe(403);
    expect((await uploadNotice(matterId, pdf)).status).toBe(401);
    expect(await db().db.select().from(t.matterEntries).where(eq(t.matterEntries.matterId, matterId))).toEqual([]);
  });
});

describe('hearings: add, change, cancel', () => {
  it('refuses another lawyer, the client and a visitor on every operation; a past time; a notice not of this matter', async () => {
    const { lawyer, client, matterId } = await party();
    const other = await party();
    const starts_at = hearingDay(10).at.toISOString();
    for (const [jar, status] of [
      [other.lawyer.jar, 404],
      [client.jar, 403],
      [undefined, 401],
    ] as const) {
      expect((await addHearing(matterId, { starts_at, ...court }, jar)).status).toBe(status);
    }
    const { body: hearing } = await addHearing(matterId, { starts_at, ...court }, lawyer.jar);
    for (const [jar, status] of [
      [other.lawyer.jar, 404],
      [client.jar, 403],
      [undefined, 401],
    ] as const) {
      expect((await change(matterId, hearing._id, { court: 'Elsewhere' }, jar)).status).toBe(status);
      expect((await cancel(matterId, hearing._id, jar)).status).toBe(status);
    }
    // Another lawyer's own hearing id on this matter's path: not found.
    const { body: theirs } = await addHearing(other.matterId, { starts_at, ...court }, other.lawyer.jar);
    expect((await change(matterId, theirs._id, { court: 'Elsewhere' }, lawyer.jar)).status).toBe(404);
    expect((await addHearing(matterId, { starts_at: new Date(Date.now() - HOUR).toISOString(), ...court }, lawyer.jar)).body).toMatchObject(
      {
        key: 'HEARING_PAST',
      },
    );
    const read = await uploadNotice(other.matterId, await noticePdf(['x']), other.lawyer.jar);
    expect(await addHearing(matterId, { starts_at, ...court, notice_file_id: read.body.file_id }, lawyer.jar)).toMatchObject({
      status: 400,
      body: { key: 'NOTICE_NOT_ON_MATTER' },
    });
    const [row] = await db().db.select().from(t.matterHearings).where(eq(t.matterHearings.id, hearing._id));
    expect(row).toMatchObject({ court: court.court, revision: 1, cancelledAt: null });
  });

  it('a shared hearing moves last_shared_at; a private one does not', async () => {
    const { lawyer, matterId } = await party();
    const before = new Date(Date.now() - 10 * DAY);
    await db().db.update(t.matters).set({ lastSharedAt: before }).where(eq(t.matters.id, matterId));
    await addHearing(
      matterId,
      { starts_at: hearingDay(5).at.toISOString(), ...court, shared: false, note: 'ask for postponement' },
      lawyer.jar,
    );
    const [quiet] = await db().db.select().from(t.matters).where(eq(t.matters.id, matterId));
    expect(quiet.lastSharedAt).toEqual(before);
    await addHearing(matterId, { starts_at: hearingDay(6).at.toISOString(), ...court }, lawyer.jar);
    const [moved] = await db().db.select().from(t.matters).where(eq(t.matters.id, matterId));
    expect(moved.lastSharedAt.getTime()).toBeGreaterThan(before.getTime());
  });

  it('a change and a cancellation of a shared hearing are told to the client: a text with no link, a mail and a notification with the link', async () => {
    const { lawyer, client, matterId } = await party();
    await givePhone(db().db, client.id);
    const { body: hearing } = await addHearing(matterId, { starts_at: hearingDay(12).at.toISOString(), ...court }, lawyer.jar);
    const moved = await change(matterId, hearing._id, { starts_at: hearingDay(19).at.toISOString(), branch: 'Branch 150' }, lawyer.jar);
    expect(moved).toMatchObject({ status: 200, body: { revision: 2, branch: 'Branch 150' } });
    const texts = await untilOutboxDelivered(
      () => textsTo(client.id),
      (x) => x.length === 1,
    );
    expect(texts[0]).toMatchObject({ kind: 'hearing' });
    expect(texts[0].body).toContain('moved');
    expect(texts[0].body).toContain('Regional Trial Court of Makati City, Branch 150');
    expect(texts[0].body).not.toMatch(/https?:|www\.|\/matters\//);
    const mails = await mailsTo(client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/customer-portal/matters/${matterId}`);

    expect((await cancel(matterId, hearing._id, lawyer.jar)).body).toMatchObject({ revision: 3, cancelled_at: expect.any(String) });
    const after = await untilOutboxDelivered(
      () => textsTo(client.id),
      (x) => x.length === 2,
    );
    expect(after[1].body).toContain('cancelled');
    expect(after[1].body).not.toMatch(/https?:|www\./);
    await drainOutbox();
    expect((await mailsTo(client.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining('moved'),
      expect.stringContaining('cancelled'),
    ]);
    expect((await notesTo(client.id)).map((n) => n.url)).toEqual([
      `/customer-portal/matters/${matterId}`,
      `/customer-portal/matters/${matterId}`,
    ]);
    // Cancelled: no more changes.
    expect((await change(matterId, hearing._id, { court: 'x' }, lawyer.jar)).status).toBe(409);
    // The lawyer is not told of their own change.
    expect(await mailsTo(lawyer.email)).toEqual([]);
  });

  it('a private hearing is never told to the client', async () => {
    const { lawyer, client, matterId } = await party();
    await givePhone(db().db, client.id);
    const { body: hearing } = await addHearing(
      matterId,
      { starts_at: hearingDay(12).at.toISOString(), ...court, shared: false },
      lawyer.jar,
    );
    await change(matterId, hearing._id, { starts_at: hearingDay(13).at.toISOString() }, lawyer.jar);
    // A branch sent empty is cleared (left out, it stays: the change above kept it).
    expect((await change(matterId, hearing._id, { branch: '' }, lawyer.jar)).body).toMatchObject({ branch: null, revision: 3 });
    await cancel(matterId, hearing._id, lawyer.jar);
    await drainOutbox();
    expect([await textsTo(client.id), await mailsTo(client.email), await notesTo(client.id)]).toEqual([[], [], []]);
  });
});

describe('hearing reminders (the scheduler pass, a moved clock)', () => {
  it('the day before and 2 hours before: the client texted date, time and court without a link, mailed with the link; once per revision, again after a change', async () => {
    const { lawyer, client, matterId } = await party();
    await givePhone(db().db, client.id);
    await givePhone(db().db, lawyer.id);
    const first = hearingDay(20).at;
    const { body: hearing } = await addHearing(matterId, { starts_at: first.toISOString(), ...court }, lawyer.jar);

    expect(await sendDueHearingReminders({ now: new Date(first.getTime() - 30 * HOUR) })).toBe(0);
    expect(await sendDueHearingReminders({ now: new Date(first.getTime() - 23 * HOUR) })).toBe(1);
    const [text] = await textsTo(client.id);
    const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'Asia/Manila' }).format(first);
    expect(text.body).toContain('tomorrow');
    expect(text.body).toContain(day);
    expect(text.body).toContain('8:30 AM');
    expect(text.body).toContain('Regional Trial Court of Makati City, Branch 143');
    expect(text.body).not.toMatch(/https?:|www\.|\/matters\//);
    const [mail] = await mailsTo(client.email);
    expect(mail.text).toContain(`http://localhost:3000/customer-portal/matters/${matterId}`);
    expect((await mailsTo(lawyer.email))[0].text).toContain(`/lawyer-portal/matters/${matterId}`);
    expect(await textsTo(lawyer.id)).toHaveLength(1);

    // Once per revision: the same stage again is nothing.
    expect(await sendDueHearingReminders({ now: new Date(first.getTime() - 22 * HOUR) })).toBe(0);
    expect(await textsTo(client.id)).toHaveLength(1);
    // 2 hours before.
    expect(await sendDueHearingReminders({ now: new Date(first.getTime() - 90 * 60_000) })).toBe(1);
    expect((await textsTo(client.id)).map((x) => x.body)).toEqual([
      expect.stringContaining('tomorrow'),
      expect.stringContaining('in 2 hours'),
    ]);

    // Moved: the new revision's reminders are due again (the change's own notice besides).
    const second = hearingDay(27).at;
    await change(matterId, hearing._id, { starts_at: second.toISOString() }, lawyer.jar);
    await drainOutbox();
    const told = (await textsTo(client.id)).length;
    expect(await sendDueHearingReminders({ now: new Date(second.getTime() - 23 * HOUR) })).toBe(1);
    expect(await textsTo(client.id)).toHaveLength(told + 1);
    expect((await mailsTo(client.email)).filter((m) => m.subject.startsWith('Tomorrow'))).toHaveLength(2);
  });

  it('two passes at once send once; a private hearing reminds the lawyer only; a cancelled one nobody', async () => {
    const { lawyer, client, matterId } = await party();
    const at = hearingDay(30).at;
    await addHearing(matterId, { starts_at: at.toISOString(), ...court, shared: false }, lawyer.jar);
    const now = new Date(at.getTime() - 23 * HOUR);
    const passes = await Promise.all([sendDueHearingReminders({ now }), sendDueHearingReminders({ now })]);
    expect(passes.sort()).toEqual([0, 1]);
    expect(await mailsTo(lawyer.email)).toHaveLength(1);
    expect([await mailsTo(client.email), await notesTo(client.id)]).toEqual([[], []]);

    const later = hearingDay(31).at;
    const { body: gone } = await addHearing(matterId, { starts_at: later.toISOString(), ...court }, lawyer.jar);
    await cancel(matterId, gone._id, lawyer.jar);
    await drainOutbox();
    expect(await sendDueHearingReminders({ now: new Date(later.getTime() - 23 * HOUR) })).toBe(0);
  });

  it("each in the reader's language; a link typed into the court never reaches a text", async () => {
    const { lawyer, client, matterId } = await party();
    await givePhone(db().db, client.id);
    await db().db.update(t.users).set({ language: 'fil' }).where(eq(t.users.id, client.id));
    const at = hearingDay(22).at;
    const typed = { court: 'RTC Makati https://pay-now.example/x www.evil.ph evil.example', branch: 'Branch 61' };
    await addHearing(matterId, { starts_at: at.toISOString(), ...typed }, lawyer.jar);
    expect(await sendDueHearingReminders({ now: new Date(at.getTime() - 23 * HOUR) })).toBe(1);
    const [text] = await textsTo(client.id);
    expect(text.body).toContain('bukas');
    expect(text.body).toContain('RTC Makati, Branch 61');
    expect(text.body).not.toMatch(/https?:|www\.|\.example|\.ph\b/);
    const [mail] = await mailsTo(client.email);
    expect(mail.subject).toContain('Bukas');
    expect(mail.text).toContain(`/fil/customer-portal/matters/${matterId}`);
  });

  it('the dev route runs the pass as at the instant given (open only without SMTP and an SMS provider)', async () => {
    const { lawyer, client, matterId } = await party();
    const admin = await testAdmin(db().db);
    const at = hearingDay(33).at;
    await addHearing(matterId, { starts_at: at.toISOString(), ...court }, lawyer.jar);
    const res = await runDevReminders(
      apiRequest('/api/v1/dev/hearing-reminders/run', {
        method: 'POST',
        jar: admin.jar,
        body: { now: new Date(at.getTime() - 23 * HOUR).toISOString() },
      }),
      routeCtx(),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: 1 });
    expect(await mailsTo(client.email)).toHaveLength(1);
  });
});

describe('calendar feeds', () => {
  it("the client's own feed: their meeting and the shared hearing, never a private one; a new link replaces the old; a wrong token 404s", async () => {
    const { lawyer, client, matterId } = await party();
    const meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: new Date(Date.now() + 3 * DAY) });
    const { body: shared } = await addHearing(
      matterId,
      { starts_at: hearingDay(8).at.toISOString(), ...court, note: 'bring the title' },
      lawyer.jar,
    );
    const { body: hidden } = await addHearing(
      matterId,
      { starts_at: hearingDay(9).at.toISOString(), court: 'Secret Court', shared: false },
      lawyer.jar,
    );

    const none = await getFeedUrl(apiRequest('/api/v1/auth/account/calendar-feed', { jar: client.jar }), routeCtx());
    expect(await none.json()).toEqual({ url: null });
    const made = (await (
      await makeFeedUrl(apiRequest('/api/v1/auth/account/calendar-feed', { method: 'POST', jar: client.jar }), routeCtx())
    ).json()) as {
      url: string;
    };
    expect(made.url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/calendars\/client\/[A-Za-z0-9_-]{43}\.ics$/);
    const file = made.url.split('/').pop()!;
    const res = await getClientFeed(apiRequest(`/api/v1/calendars/client/${file}`), routeCtx({ file }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const text = await res.text();
    const seen = readIcs(text, res.headers.get('content-type') ?? undefined);
    expect(seen.events.map((e) => e.uid).sort()).toEqual([`hearing-${shared._id}@localhost`, `meeting-${meetingId}@localhost`].sort());
    expect(seen.events.find((e) => e.uid.startsWith('hearing-'))).toMatchObject({
      sequence: 1,
      status: 'CONFIRMED',
      summary: expect.stringContaining('Branch 143'),
    });
    // The client reads who they meet (the lawyer), as the lawyer's feed names the client (meeting-events.ts).
    expect(seen.events.find((e) => e.uid.startsWith('meeting-'))?.summary).toMatch(/^Atty\. \S/);
    expect(text).not.toContain(hidden._id);
    expect(text).not.toContain('Secret Court');
    expect(text).not.toContain('bring the title');

    // A new link: the old one is gone.
    const again = (await (
      await makeFeedUrl(apiRequest('/api/v1/auth/account/calendar-feed', { method: 'POST', jar: client.jar }), routeCtx())
    ).json()) as {
      url: string;
    };
    expect(again.url).not.toBe(made.url);
    expect((await getClientFeed(apiRequest(`/api/v1/calendars/client/${file}`), routeCtx({ file }))).status).toBe(404);
    const wrong = `${'x'.repeat(43)}.ics`;
    expect((await getClientFeed(apiRequest(`/api/v1/calendars/client/${wrong}`), routeCtx({ file: wrong }))).status).toBe(404);
    // A lawyer has the lawyers' feed; a visitor none.
    expect((await getFeedUrl(apiRequest('/api/v1/auth/account/calendar-feed', { jar: lawyer.jar }), routeCtx())).status).toBe(403);
    expect((await getFeedUrl(apiRequest('/api/v1/auth/account/calendar-feed'), routeCtx())).status).toBe(401);
  });

  it("the lawyer's feed holds their matters' hearings, private ones too, a cancelled one as CANCELLED with the next SEQUENCE", async () => {
    const { lawyer, matterId } = await party();
    const token = 'l'.repeat(43);
    await db().db.update(t.lawyerProfiles).set({ icalFeedToken: token }).where(eq(t.lawyerProfiles.userId, lawyer.id));
    const { body: kept } = await addHearing(
      matterId,
      { starts_at: hearingDay(8).at.toISOString(), ...court, shared: false, note: 'private note' },
      lawyer.jar,
    );
    const { body: gone } = await addHearing(matterId, { starts_at: hearingDay(9).at.toISOString(), ...court }, lawyer.jar);
    await cancel(matterId, gone._id, lawyer.jar);
    const file = `${token}.ics`;
    const res = await getLawyerFeed(apiRequest(`/api/v1/calendars/feed/${file}`), routeCtx({ file }));
    const text = await res.text();
    const events = readIcs(text, res.headers.get('content-type') ?? undefined).events;
    expect(events.map((e) => [e.uid, e.sequence, e.status])).toEqual([
      [`hearing-${kept._id}@localhost`, 1, 'CONFIRMED'],
      [`hearing-${gone._id}@localhost`, 2, 'CANCELLED'],
    ]);
    expect(events[0].summary).toContain('Regional Trial Court of Makati City, Branch 143');
    expect(text).not.toContain('private note');
  });
});
