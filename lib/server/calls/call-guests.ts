import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { APP_NAME, appUrl } from '@/lib/config/app';
import type { CallGuest, GuestView } from '@/lib/dto/call-guest';
import { readCookie } from '@/lib/auth/read-cookie';
import { formatLongInZone } from '@/lib/format/date-time';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { translator } from '@/lib/i18n/translator';
import { callStateOf } from '@/lib/rules/join-window';
import { isCallKind } from '@/lib/rules/meeting-kinds';
import { secureCookieName, serializeCookie } from '@/lib/server/auth/session-cookie';
import { AppError } from '@/lib/server/platform/http/errors';
import { plainName } from '@/lib/server/messaging/mail/plain-name';
import { recordEmail } from '@/lib/server/messaging/mail/record-email';
import { PRESENCE_TIMEOUT_MS } from '@/lib/server/meetings/attendance';
import { findPartyMeetingOrThrow, meetingNotFound } from '@/lib/server/meetings/find-party-meeting';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { MEETING_EVENTS } from '@/lib/server/meetings/events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { generateToken, hashToken, sameDigest } from '@/lib/server/platform/security/hash-token';
import { countTypedAddressMail } from '@/lib/server/platform/security/typed-address-limits';
import { CALL_GUEST_TOKEN, type InviteCallGuestInput } from '@/lib/validation/call-guests';
import { isUuid } from '@/lib/validation/ids';

/**
 * Issue 63 item 5, a relative on the call. The client invites one person to a consultation's call; they come
 * with no account. Three keys, each kept only as a SHA-256 digest: the link's token (256 random bits, mailed
 * or copied), and the device secret the first browser that opens the link receives in a cookie — from then
 * on that link works only with that cookie, so it is single use: any other browser holding it is refused.
 * The guest waits (WAITING) until the meeting's lawyer admits them (ADMITTED) or removes them (REMOVED:
 * the link and the cookie stop working, and their open event stream is ended). The link dies at the
 * meeting's end. The row is the guest's identity in the call: its id is their party id in the signals.
 */

export type GuestRow = typeof t.callGuests.$inferSelect;
type MeetingRow = typeof t.meetings.$inferSelect;

export const guestNotFound = () => new AppError('NOT_FOUND', 'callGuest.notFound', { key: 'CALL_GUEST_NOT_FOUND' });
const usedElsewhere = () => new AppError('FORBIDDEN', 'callGuest.usedElsewhere', { key: 'CALL_GUEST_LINK_USED' });
const expired = () => new AppError('FORBIDDEN', 'callGuest.expired', { key: 'CALL_GUEST_LINK_EXPIRED' });
const removed = () => new AppError('FORBIDDEN', 'callGuest.removed', { key: 'CALL_GUEST_REMOVED' });
const notAdmitted = () => new AppError('FORBIDDEN', 'callGuest.notAdmitted', { key: 'CALL_GUEST_NOT_ADMITTED' });

/** The guest's browser cookie: "<guest id>.<device secret>", sent to the API only. */
function guestCookieName(): string {
  return secureCookieName('abogado_call_guest');
}

function guestCookie(guestId: string, secret: string, until: Date, now: Date): string {
  const maxAgeSeconds = Math.max(60, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return serializeCookie(guestCookieName(), `${guestId}.${secret}`, { path: '/api/v1', maxAgeSeconds });
}

/** The link ends with the meeting (its current end: a reschedule moves it). */
function linkOpen(meeting: MeetingRow, now: Date): boolean {
  return meeting.status !== 'CANCELLED' && !meeting.settledAt && now < meeting.endAt;
}

const guestUrl = (locale: Locale, token: string) => `${appUrl()}${localePath(locale, `/call-guest/${token}`)}`;

function isPresentGuest(row: GuestRow, now: Date): boolean {
  return row.leftAt === null && row.lastSeenAt !== null && now.getTime() - row.lastSeenAt.getTime() < PRESENCE_TIMEOUT_MS;
}

function guestDto(row: GuestRow, url: string | null, now: Date): CallGuest {
  return {
    _id: row.id,
    meeting_id: row.meetingId,
    name: row.name,
    email: row.email,
    status: row.status,
    url,
    expires_at: row.expiresAt.toISOString(),
    present: row.status !== 'REMOVED' && isPresentGuest(row, now),
    connected_at: row.connectedAt?.toISOString() ?? null,
    left_at: row.leftAt?.toISOString() ?? null,
  };
}

async function meetingGuestRow(db: Db, meetingId: string, options: { lock?: boolean } = {}): Promise<GuestRow | undefined> {
  const query = db.select().from(t.callGuests).where(eq(t.callGuests.meetingId, meetingId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/**
 * Whether the client may invite to this meeting now: theirs (anyone else: 404, as for no meeting), a call
 * that has not ended, its guest not yet arrived. With `lock`, inside the invitation's transaction: the
 * meeting's row lock orders two invitations sent at once (the second sees the first).
 */
async function assertMayInvite(db: Db, customerId: string, meetingId: string, now: Date, options: { lock?: boolean } = {}) {
  const meeting = await findPartyMeetingOrThrow(customerId, meetingId, db);
  if (meeting.role !== 'CUSTOMER') throw meetingNotFound();
  if (!isCallKind(meeting.kind) || !linkOpen(meeting, now)) {
    throw new AppError('CONFLICT', 'callGuest.notInvitable', { key: 'CALL_GUEST_NOT_INVITABLE' });
  }
  if (options.lock) await db.select({ id: t.meetings.id }).from(t.meetings).where(eq(t.meetings.id, meeting.id)).for('update');
  const existing = await meetingGuestRow(db, meeting.id, options);
  if (existing && existing.status !== 'INVITED') {
    throw new AppError('CONFLICT', 'callGuest.alreadyInvited', { key: 'CALL_GUEST_ALREADY_INVITED' });
  }
  return { meeting, existing };
}

/**
 * POST meeting/{id}/guest: the meeting's client invites one person. While nobody has opened the link
 * yet, inviting again replaces it (a new name, address and link: the old link stops working); once
 * opened, the guest stays the meeting's one guest. With an e-mail, the invitation is counted first
 * against the budgets of mails to typed addresses (issue 73: a 429 past them, nothing changed — each
 * new link used to be mailed again, counted nowhere), recorded with the guest, and sent after the
 * commit by the outbox's kick (issue 72 item 4), in the language asked. Its subject holds none of the
 * client's words; the body names the client and the guest as plain text, never a link.
 */
export async function inviteCallGuest(
  customer: { id: string; firstName: string },
  meetingId: string,
  input: InviteCallGuestInput,
  locale: Locale,
  now = new Date(),
): Promise<CallGuest> {
  const db = await getDb();
  const token = generateToken();
  const email = input.email?.trim().toLowerCase() ?? null;
  const language = input.language ?? locale;
  if (email) {
    // Only an invitation that would be sent spends the budgets: the same checks first, outside the transaction.
    await assertMayInvite(db, customer.id, meetingId, now);
    await countTypedAddressMail(customer.id, email);
  }
  const row = await transactionWithEvents(db, async (tx) => {
    const { meeting, existing } = await assertMayInvite(tx, customer.id, meetingId, now, { lock: true });
    const values = { name: input.name, email, language, tokenHash: hashToken(token), expiresAt: meeting.endAt };
    const [saved] = existing
      ? await tx.update(t.callGuests).set(values).where(eq(t.callGuests.id, existing.id)).returning()
      : await tx
          .insert(t.callGuests)
          .values({ ...values, meetingId: meeting.id, invitedBy: customer.id })
          .returning();
    if (email) {
      const [lawyer] = await tx
        .select({ name: t.lawyerProfiles.displayName, zone: t.lawyerProfiles.timezone })
        .from(t.lawyerProfiles)
        .where(eq(t.lawyerProfiles.userId, meeting.lawyerId));
      const words = translator(language, 'call');
      const time = formatLongInZone(meeting.startAt, lawyer?.zone ?? 'Asia/Manila', language);
      const guest = plainName(input.name);
      const client = plainName(customer.firstName);
      const emailId = await recordEmail(tx, {
        to: email,
        subject: words('guest.mail.subject', { app: APP_NAME }),
        text: [
          words('guest.mail.intro', {
            name: guest.name,
            guestNamed: guest.named,
            client: client.name,
            named: client.named,
            lawyer: lawyer?.name ?? '',
            time,
          }),
          words('guest.mail.how'),
          guestUrl(language, token),
          `— ${APP_NAME}`,
        ].join('\n\n'),
        // A new link is a new mail; the same link is never mailed twice.
        dedupeKey: `call-guest:${saved.id}:${saved.tokenHash.slice(0, 16)}`,
      });
      await recordEvents(tx, MEETING_EVENTS, {
        aggregateId: meeting.id,
        event: 'guest-invited',
        status: meeting.status,
        actor: { role: 'CUSTOMER', id: customer.id },
        payload: { emailId },
      });
    }
    return saved;
  });
  return guestDto(row, guestUrl(language, token), now);
}

/** GET meeting/{id}/guest: the meeting's guest, for either party (no link: only its digest is kept). */
export async function getMeetingGuest(userId: string, meetingId: string, now = new Date()): Promise<{ guest: CallGuest | null }> {
  const meeting = await findPartyMeetingOrThrow(userId, meetingId);
  const row = await meetingGuestRow(await getDb(), meeting.id);
  return { guest: row ? guestDto(row, null, now) : null };
}

/**
 * PUT meeting/{id}/guest: the meeting's lawyer admits the waiting guest, or removes the guest (at any
 * time: the link and the guest's browser stop working for good). Returns the guest and whether their
 * connections must be told (the caller announces it to the call).
 */
export async function decideCallGuest(
  lawyerId: string,
  meetingId: string,
  action: 'admit' | 'remove',
  now = new Date(),
): Promise<CallGuest> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const meeting = await findPartyMeetingOrThrow(lawyerId, meetingId, tx);
    if (meeting.role !== 'LAWYER') throw meetingNotFound();
    const guest = await meetingGuestRow(tx, meeting.id, { lock: true });
    if (!guest || guest.status === 'REMOVED') throw guestNotFound();
    if (action === 'admit') {
      if (guest.status !== 'WAITING') throw new AppError('CONFLICT', 'callGuest.notWaiting', { key: 'CALL_GUEST_NOT_WAITING' });
      if (callStateOf(meeting, now) !== 'open') throw expired();
      const [row] = await tx
        .update(t.callGuests)
        .set({ status: 'ADMITTED', admittedAt: now })
        .where(eq(t.callGuests.id, guest.id))
        .returning();
      return guestDto(row, null, now);
    }
    const [row] = await tx
      .update(t.callGuests)
      .set({ status: 'REMOVED', removedAt: now, leftAt: guest.leftAt ?? now })
      .where(eq(t.callGuests.id, guest.id))
      .returning();
    // The channel a revoked session uses (call-hub.ts): the guest's open stream re-checks and ends.
    await tx.execute(sql`SELECT pg_notify('session_ended', ${guest.id})`);
    return guestDto(row, null, now);
  });
}

type GuestAccess = { guest: GuestRow; meeting: MeetingRow };

async function guestWithMeeting(db: Db, where: ReturnType<typeof eq>): Promise<GuestAccess | undefined> {
  const [row] = await db
    .select({ guest: t.callGuests, meeting: t.meetings })
    .from(t.callGuests)
    .innerJoin(t.meetings, eq(t.meetings.id, t.callGuests.meetingId))
    .where(where)
    .limit(1);
  return row;
}

/** What a guest who is not removed and whose meeting has not ended may still do; the clear 403 otherwise. */
function assertUsable({ guest, meeting }: GuestAccess, now: Date): void {
  if (guest.status === 'REMOVED') throw removed();
  if (!linkOpen(meeting, now)) throw expired();
}

/** The guest this browser's cookie proves (its device secret matches), or null. Nothing else is checked. */
export async function guestFromCookie(req: Request): Promise<GuestAccess | null> {
  const value = readCookie(req.headers.get('cookie'), guestCookieName());
  const [id, secret] = value?.split('.') ?? [];
  if (!id || !secret || !isUuid(id) || secret.length > 64) return null;
  const found = await guestWithMeeting(await getDb(), eq(t.callGuests.id, id));
  if (!found?.guest.deviceHash || !sameDigest(hashToken(secret), found.guest.deviceHash)) return null;
  return found;
}

export async function partyNames(db: Db, meeting: MeetingRow): Promise<{ lawyer: string; client: string }> {
  const [[lawyer], [client]] = await Promise.all([
    db.select({ name: t.lawyerProfiles.displayName }).from(t.lawyerProfiles).where(eq(t.lawyerProfiles.userId, meeting.lawyerId)),
    db.select({ first: t.users.firstName, last: t.users.lastName }).from(t.users).where(eq(t.users.id, meeting.customerId)),
  ]);
  return { lawyer: `Atty. ${lawyer?.name ?? ''}`.trim(), client: `${client?.first ?? ''} ${client?.last ?? ''}`.trim() };
}

async function guestView(db: Db, { guest, meeting }: GuestAccess): Promise<GuestView> {
  const names = await partyNames(db, meeting);
  return {
    guest_id: guest.id,
    meeting_id: meeting.id,
    name: guest.name,
    status: guest.status,
    call_type: meeting.callType,
    start_time: meeting.startAt.toISOString(),
    end_time: meeting.endAt.toISOString(),
    lawyer_name: names.lawyer,
    client_name: names.client,
  };
}

/**
 * POST call-guest/{token}: a browser opens the invitation. The first one is bound to it (a device secret in
 * its cookie, the secret's digest on the row; a conditional update, so of two browsers opening it at once
 * one wins) and waits in the lobby; the same browser may open it again; any other is refused (403).
 * A malformed, unknown or replaced token: 404. Returns the view and, for the first browser, its cookie.
 */
export async function openGuestLink(
  token: string,
  req: Request,
  now = new Date(),
): Promise<{ view: GuestView; cookie: string | null; arrived: boolean }> {
  if (!CALL_GUEST_TOKEN.test(token)) throw guestNotFound();
  const db = await getDb();
  const found = await guestWithMeeting(db, eq(t.callGuests.tokenHash, hashToken(token)));
  if (!found) throw guestNotFound();
  assertUsable(found, now);
  if (found.guest.deviceHash) {
    const mine = await guestFromCookie(req);
    if (mine?.guest.id !== found.guest.id) throw usedElsewhere();
    const access = await touchGuest(db, found.guest.id, now);
    return { view: await guestView(db, access ?? found), cookie: null, arrived: false };
  }
  const secret = generateToken();
  const [bound] = await db
    .update(t.callGuests)
    .set({ deviceHash: hashToken(secret), status: 'WAITING', claimedAt: now, lastSeenAt: now })
    .where(and(eq(t.callGuests.id, found.guest.id), isNull(t.callGuests.deviceHash), eq(t.callGuests.status, 'INVITED')))
    .returning();
  if (!bound) throw usedElsewhere();
  return {
    view: await guestView(db, { guest: bound, meeting: found.meeting }),
    cookie: guestCookie(bound.id, secret, found.meeting.endAt, now),
    arrived: true,
  };
}

/** The guest's page is open (its lobby's poll, its event stream's heartbeat): seen now. */
async function touchGuest(db: Db, guestId: string, now: Date): Promise<GuestAccess | undefined> {
  await db.update(t.callGuests).set({ lastSeenAt: now }).where(eq(t.callGuests.id, guestId));
  return guestWithMeeting(db, eq(t.callGuests.id, guestId));
}

/** Every guest endpoint after the link: the cookie's guest (404 without it), not removed, meeting not over (403). */
export async function requireGuest(req: Request, now = new Date()): Promise<GuestAccess> {
  const found = await guestFromCookie(req);
  // No account to sign in to: a browser without the invitation's cookie has nothing here (404).
  if (!found) throw guestNotFound();
  assertUsable(found, now);
  return found;
}

/** GET call-guest: the guest's lobby asks whether it was let in (and is seen waiting meanwhile). */
export async function pollGuest(req: Request, now = new Date()): Promise<GuestView> {
  const { guest } = await requireGuest(req, now);
  const db = await getDb();
  const access = await touchGuest(db, guest.id, now);
  if (!access) throw guestNotFound();
  return guestView(db, access);
}

/** The admitted guest of a meeting whose call is open, or the clear 403 (stream, signals, join). */
export function assertGuestInCall(access: GuestAccess, now: Date): void {
  assertUsable(access, now);
  if (access.guest.status !== 'ADMITTED') throw notAdmitted();
  if (callStateOf(access.meeting, now) !== 'open') throw expired();
}

/** The guest is in the call now (a join): an open presence again after a leave. */
export async function markGuestJoined(guestId: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.update(t.callGuests).set({ lastSeenAt: now, leftAt: null }).where(eq(t.callGuests.id, guestId));
}

/** The guest left (their Leave button, or the page closing). */
export async function markGuestLeft(guestId: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.update(t.callGuests).set({ leftAt: now }).where(eq(t.callGuests.id, guestId));
}

/** A heartbeat of the guest's event stream. */
export async function touchGuestPresence(guestId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(t.callGuests)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(t.callGuests.id, guestId), isNull(t.callGuests.leftAt)));
}

/** The attendance record: the guest's media came up once (set once). */
export async function markGuestConnected(guestId: string): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .update(t.callGuests)
    .set({ connectedAt: sql`coalesce(${t.callGuests.connectedAt}, now())` })
    .where(and(eq(t.callGuests.id, guestId), eq(t.callGuests.status, 'ADMITTED')))
    .returning({ connectedAt: t.callGuests.connectedAt });
  return row?.connectedAt ?? null;
}

/** The meeting's admitted guest, if any (a party's stream hears them; their signals may be addressed). */
export async function admittedGuestOf(meetingId: string, db?: Db): Promise<GuestRow | null> {
  const row = await meetingGuestRow(db ?? (await getDb()), meetingId);
  return row?.status === 'ADMITTED' ? row : null;
}

/** Whether the guest's page is open now (the stream's presence snapshot). */
export function guestPresence(row: GuestRow, now = new Date()): 'in-call' | 'left' {
  return row.status === 'ADMITTED' && isPresentGuest(row, now) ? 'in-call' : 'left';
}

/** The guest's row by id (their own stream's liveness check: still admitted?). */
export async function findGuest(guestId: string): Promise<GuestAccess | undefined> {
  return guestWithMeeting(await getDb(), eq(t.callGuests.id, guestId));
}
