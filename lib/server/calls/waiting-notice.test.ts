import { and, eq } from 'drizzle-orm';
import { POST as postEvent } from '@/app/api/v1/meeting/[id]/events/route';
import { GET as joinRoute } from '@/app/api/v1/meeting/video/[id]/route';
import { appUrl } from '@/lib/config/app';
import { tables as t } from '@/lib/db';
import { formatLongInZone, formatTimeInZone } from '@/lib/format/date-time';
import { setTestEnv } from '@/lib/test/env';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { givePhone } from '@/lib/test/fixtures/phones';
import { testCustomer, testLawyer, type TestUser } from '@/lib/test/fixtures/users';
import { setPushSenderForTests } from '@/lib/server/messaging/push/send-push';
import { resetCallHubForTests } from './call-hub';
import { meetingLink } from '@/lib/server/messaging/sms/templates';
import { drainOutbox } from '@/lib/test/fixtures/outbox';

// Issue 23: "nobody waits unseen". A party in the lobby or the call makes the other party, if away,
// hear of it once per meeting: an in-app notification, a web push and an e-mail with the join link.
const db = useTestDb();
const MIN = 60_000;
const pushes: { endpoint: string; payload: { title: string; body: string; url: string } }[] = [];
let pushGate: Promise<void> | null = null;

beforeAll(() => {
  resetCallHubForTests();
  setTestEnv({ TURN_URLS: 'turn:127.0.0.1:3478', TURN_SECRET: 'test-secret' });
  setPushSenderForTests(async (subscription, payload) => {
    if (pushGate) await pushGate;
    pushes.push({ endpoint: subscription.endpoint, payload: JSON.parse(payload) });
    return { statusCode: 201 };
  });
});
afterAll(async () => {
  await drainOutbox();
  setPushSenderForTests(undefined);
  resetCallHubForTests();
  setTestEnv({ TURN_URLS: undefined, TURN_SECRET: undefined });
});
beforeEach(() => {
  pushes.length = 0;
});

const lobby = (u: TestUser, id: string) =>
  postEvent(
    apiRequest(`/api/v1/meeting/${id}/events`, { method: 'POST', jar: u.jar, body: { kind: 'presence', state: 'lobby' } }),
    routeCtx({ id }),
  );
const join = (u: TestUser, id: string) => joinRoute(apiRequest(`/api/v1/meeting/video/${id}`, { jar: u.jar }), routeCtx({ id }));

async function parties() {
  const lawyer = await testLawyer(db().db, { name: 'Ana Reyes' });
  const client = await testCustomer(db().db);
  for (const u of [lawyer, client]) {
    await db()
      .db.insert(t.pushSubscriptions)
      .values({ userId: u.id, endpoint: `https://push.example.net/${u.id}`, p256dh: 'key', auth: 'auth' });
  }
  return { lawyer, client };
}

const notesOf = (userId: string) => db().db.select().from(t.notifications).where(eq(t.notifications.userId, userId));
const mailsTo = (email: string) => db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, email));
const pushesTo = (userId: string) => pushes.filter((p) => p.endpoint.endsWith(userId));

describe('the other party hears someone is waiting', () => {
  it('the client in the lobby: the absent lawyer gets one notification, one e-mail with the join link and one push, however often (and concurrently) the lobby announces itself', async () => {
    const { lawyer, client } = await parties();
    const start = new Date(Date.now() + 5 * MIN);
    const meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start });
    // Two tabs announcing at once (as two instances would), then the lobby's 20-second repeats.
    expect(
      (await Promise.all([lobby(client, meetingId), lobby(client, meetingId), lobby(client, meetingId)])).map((r) => r.status),
    ).toEqual([200, 200, 200]);
    await drainOutbox();
    for (let i = 0; i < 3; i++) {
      expect((await lobby(client, meetingId)).status).toBe(200);
      await drainOutbox();
    }
    const joinLink = `${appUrl()}/lawyer-portal/meeting/${meetingId}/join`;
    expect(joinLink).toMatch(/^https?:\/\/[^/]+\/lawyer-portal\//);

    const notes = await notesOf(lawyer.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: 'Your client is waiting',
      url: `/lawyer-portal/meeting/${meetingId}/join`,
      icon: 'meeting-reminder',
    });
    expect(notes[0].body).toBe(
      `Maria Santos is waiting in your ${formatTimeInZone(start, 'Asia/Manila', 'en')} video consultation. Join now.`,
    );

    const mails = await mailsTo(lawyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your client is waiting — Join now');
    expect(mails[0].textBody).toContain(joinLink);
    expect(mails[0].textBody).toContain('Maria Santos is waiting for you');
    expect(mails[0].textBody).toContain(formatLongInZone(start, 'Asia/Manila', 'en'));

    expect(pushesTo(lawyer.id)).toEqual([
      {
        endpoint: expect.any(String),
        payload: expect.objectContaining({ title: 'Your client is waiting', url: `/lawyer-portal/meeting/${meetingId}/join` }),
      },
    ]);
    // The one waiting is told nothing about themselves.
    expect(await notesOf(client.id)).toHaveLength(0);
    expect(await mailsTo(client.email)).toHaveLength(0);
  });

  it('the lawyer joining: the absent client gets the mirror; the client arriving after tells the lawyer, who is in the call, nothing', async () => {
    const { lawyer, client } = await parties();
    const meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: new Date(Date.now() + 3 * MIN) });
    expect((await join(lawyer, meetingId)).status).toBe(200);
    await drainOutbox();

    const notes = await notesOf(client.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'Atty. Ana Reyes is waiting', url: `/customer-portal/meeting/${meetingId}/join` });
    const mails = await mailsTo(client.email);
    expect(mails.map((m) => m.subject)).toEqual(['Atty. Ana Reyes is waiting — Join now']);
    expect(mails[0].textBody).toContain(`${appUrl()}/customer-portal/meeting/${meetingId}/join`);
    expect(pushesTo(client.id)).toHaveLength(1);

    // The lawyer is in the call: the client's lobby and join tell the lawyer nothing.
    expect((await lobby(client, meetingId)).status).toBe(200);
    expect((await join(client, meetingId)).status).toBe(200);
    await drainOutbox();
    expect(await notesOf(lawyer.id)).toHaveLength(0);
    expect(await mailsTo(lawyer.email)).toHaveLength(0);
    expect(pushesTo(lawyer.id)).toHaveLength(0);
  });

  it('two parties waiting in the lobby together are not told about each other', async () => {
    const { lawyer, client } = await parties();
    const meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: new Date(Date.now() + 40 * MIN) });
    // Outside the window nothing is sent at all (the signal is refused).
    expect((await lobby(client, meetingId)).status).toBe(403);
    await db()
      .db.update(t.meetings)
      .set({ startAt: new Date(Date.now() + 8 * MIN), endAt: new Date(Date.now() + 38 * MIN) })
      .where(eq(t.meetings.id, meetingId));
    expect((await lobby(lawyer, meetingId)).status).toBe(200);
    await drainOutbox();
    expect(await notesOf(client.id)).toHaveLength(1);
    expect((await lobby(client, meetingId)).status).toBe(200);
    await drainOutbox();
    expect(await notesOf(lawyer.id)).toHaveLength(0);
  });

  it('the signal is answered without waiting for the notice', async () => {
    const { lawyer, client } = await parties();
    const meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: new Date(Date.now() + 2 * MIN) });
    let release = () => {};
    pushGate = new Promise<void>((resolve) => (release = resolve));
    try {
      // The push service hangs; the lobby's request still answers at once.
      expect((await lobby(client, meetingId)).status).toBe(200);
      expect(pushesTo(lawyer.id)).toHaveLength(0);
    } finally {
      release();
      pushGate = null;
    }
    await drainOutbox();
    expect(pushesTo(lawyer.id)).toHaveLength(1);
    expect(
      await db()
        .db.select()
        .from(t.notifications)
        .where(and(eq(t.notifications.userId, lawyer.id), eq(t.notifications.title, 'Your client is waiting'))),
    ).toHaveLength(1);
  });
});

describe('the waiting notice by text (issue 29)', () => {
  it('goes once to a verified number with the join link, and not to one who turned it off', async () => {
    const { lawyer, client } = await parties();
    await givePhone(db().db, lawyer.id);
    await givePhone(db().db, client.id);
    const meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: new Date(Date.now() + 5 * MIN) });
    for (let i = 0; i < 3; i++) {
      await lobby(client, meetingId);
      await drainOutbox();
    }
    const texts = await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.userId, lawyer.id));
    expect(texts.map((x) => [x.kind, x.body])).toEqual([
      ['party_waiting', `Abogado: Maria Santos is waiting for you in your call. Join now: ${meetingLink(meetingId)} Reply STOP to opt out`],
    ]);

    // A client who turned these texts off: the lawyer waiting reaches them by e-mail and push only.
    const other = await parties();
    await givePhone(db().db, other.client.id);
    await db()
      .db.insert(t.notificationPreferences)
      .values({ userId: other.client.id, kind: 'party_waiting', channel: 'sms', enabled: false });
    const second = await insertMeeting(db().db, {
      lawyerId: other.lawyer.id,
      customerId: other.client.id,
      start: new Date(Date.now() + 5 * MIN),
    });
    await lobby(other.lawyer, second);
    await drainOutbox();
    expect(await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.userId, other.client.id))).toHaveLength(0);
    expect(await mailsTo(other.client.email)).toHaveLength(1);
    expect(pushesTo(other.client.id)).toHaveLength(1);
  });
});

// Issue 40: the notice goes out in the reader's language, the waiting lawyer's own stays English.
describe('the waiting notice in the reader’s language', () => {
  it('tells a client whose account says Filipino in Filipino', async () => {
    const { lawyer, client } = await parties();
    await db().db.update(t.users).set({ language: 'fil' }).where(eq(t.users.id, client.id));
    const start = new Date(Date.now() + 3 * MIN);
    const meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start });
    expect((await join(lawyer, meetingId)).status).toBe(200);
    await drainOutbox();

    const [note] = await notesOf(client.id);
    expect(note.title).toBe('Naghihintay na si Atty. Ana Reyes');
    expect(note.body).toBe(
      `Naghihintay na si Atty. Ana Reyes sa konsultasyon mo sa video call (${formatTimeInZone(start, 'Asia/Manila', 'fil')}). Sumali na.`,
    );
    const [mail] = await mailsTo(client.email);
    expect(mail.subject).toBe('Naghihintay na si Atty. Ana Reyes — Sumali na');
    expect(mail.textBody).toMatch(
      /^Hi Maria,\n\nHinihintay ka na ni Atty\. Ana Reyes sa iyong 30-minutong konsultasyon sa video call na naka-book sa /,
    );
    expect(mail.textBody).toContain(formatLongInZone(start, 'Asia/Manila', 'fil'));
    // The call page keeps its one path (its camera permission); the proxy brings the language.
    expect(mail.textBody).toContain(`Sumali na:\n\n${appUrl()}/customer-portal/meeting/${meetingId}/join`);
  });
});
