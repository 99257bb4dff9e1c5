import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { expect, type Browser, type BrowserContext, type Page } from '../fixtures/test';
import { Client } from 'pg';

// Rows for the calls e2e, written straight into the PostgreSQL database the two app instances share
// (a consultation that starts in minutes cannot be booked through the site at an arbitrary hour).
const adminUrl = process.env.CALLS_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DB_URL = `${adminUrl.slice(0, adminUrl.lastIndexOf('/'))}/${process.env.CALLS_DB ?? 'abogado_e2e_calls'}`;
export const PORT_A = Number(process.env.CALLS_PORT_A ?? 3110);
export const PORT_B = Number(process.env.CALLS_PORT_B ?? 3111);
export const A = `http://localhost:${PORT_A}`;
/** Instance B forces every candidate through coturn (CALL_ICE_TRANSPORT_POLICY=relay). */
export const B = `http://localhost:${PORT_B}`;
export const PASSWORD = 'Calls2026!';

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: DB_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export type Party = { id: string; email: string; name: string };

export async function createParty(type: 'CUSTOMER' | 'LAWYER', first: string, last: string): Promise<Party> {
  const id = randomUUID();
  const email = `${type.toLowerCase()}-${id}@example.com`;
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  await sql(
    `INSERT INTO users (id, email, password_hash, type, first_name, last_name, email_verified) VALUES ($1, $2, $3, $4, $5, $6, true)`,
    [id, email, passwordHash, type, first, last],
  );
  if (type === 'LAWYER') {
    await sql(
      `INSERT INTO lawyer_profiles (user_id, display_name, roll_number, ibp_number, ibp_verified, verification_status) VALUES ($1, $2, '12345', '67890', true, 'VERIFIED')`,
      [id, `${first} ${last}`],
    );
  }
  return { id, email, name: type === 'LAWYER' ? `Atty. ${first} ${last}` : `${first} ${last}` };
}

export async function createMeeting(
  lawyer: Party,
  customer: Party,
  options: { startInMinutes?: number; callType?: 'VIDEO' | 'PHONE'; status?: string; priceCentavos?: number } = {},
): Promise<string> {
  const start = new Date(Date.now() + (options.startInMinutes ?? 2) * 60_000);
  const [row] = await sql<{ id: string }>(
    `INSERT INTO meetings (lawyer_id, customer_id, start_at, end_at, duration_minutes, status, hold_expires_at, subject, call_type, price_centavos)
     VALUES ($1, $2, $3, $4, 30, $5, $6, 'Unpaid wages', $7, $8) RETURNING id`,
    [
      lawyer.id,
      customer.id,
      start,
      new Date(start.getTime() + 30 * 60_000),
      options.status ?? 'CONFIRMED',
      options.status === 'PAYMENT_PENDING' ? new Date(Date.now() + 15 * 60_000) : null,
      options.callType ?? 'VIDEO',
      options.priceCentavos ?? 100000,
    ],
  );
  return row.id;
}

export async function signIn(context: BrowserContext, origin: string, party: Party): Promise<void> {
  const res = await context.request.post(`${origin}/api/v1/auth/signin`, {
    data: { email: party.email, password: PASSWORD },
    headers: { origin, 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A page of its own browser context, signed in as `who`, recording its peer connections. */
export async function openParty(browser: Browser, origin: string, who: Party): Promise<Page> {
  const context = await browser.newContext();
  await signIn(context, origin, who);
  const page = await context.newPage();
  await recordPeerConnections(page);
  return page;
}

/** Keeps every RTCPeerConnection the page makes, so the test can read getStats like chrome://webrtc-internals. */
export async function recordPeerConnections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const all: RTCPeerConnection[] = [];
    (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = all;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        all.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

export type Stats = {
  /** Which of the page's connections these are (its place among all it made); a new one's counters start from 0. */
  connection: number;
  state: string;
  framesDecoded: number;
  /** Video packets that reached the page (what arrived, whether or not it was decoded yet). */
  videoPacketsReceived: number;
  audioPacketsReceived: number;
  audioPacketsSent: number;
  videoFramesEncoded: number;
  /** Frames this page's camera gave the connection (local: they do not depend on the network). */
  cameraFrames: number;
  inboundVideo: boolean;
  sendersWithVideo: number;
  localCandidateType: string | null;
  /** Video RTP bytes sent and received (payload, retransmissions included): audio only moves neither. */
  videoBytesSent: number;
  videoBytesReceived: number;
};

/** getStats of the page's live connection (the newest one that is not closed). */
export async function stats(page: Page): Promise<Stats> {
  return page.evaluate(async () => {
    const all = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs;
    const pc = all.filter((p) => p.connectionState !== 'closed').at(-1);
    const out = {
      connection: pc ? all.indexOf(pc) : -1,
      state: pc?.connectionState ?? 'none',
      framesDecoded: 0,
      videoPacketsReceived: 0,
      audioPacketsReceived: 0,
      audioPacketsSent: 0,
      videoFramesEncoded: 0,
      cameraFrames: 0,
      inboundVideo: false,
      sendersWithVideo: 0,
      localCandidateType: null as string | null,
      videoBytesSent: 0,
      videoBytesReceived: 0,
    };
    if (!pc) return out;
    out.sendersWithVideo = pc.getSenders().filter((s) => s.track?.kind === 'video').length;
    const report = await pc.getStats();
    let pairLocal: string | undefined;
    let selectedPair: string | undefined;
    report.forEach((s) => {
      if (s.type === 'transport' && s.selectedCandidatePairId) selectedPair = s.selectedCandidatePairId;
      if (s.type === 'inbound-rtp' && s.kind === 'video') {
        out.inboundVideo = true;
        out.framesDecoded += s.framesDecoded ?? 0;
        out.videoPacketsReceived += s.packetsReceived ?? 0;
        out.videoBytesReceived += s.bytesReceived ?? 0;
      }
      if (s.type === 'outbound-rtp' && s.kind === 'video') out.videoBytesSent += s.bytesSent ?? 0;
      if (s.type === 'inbound-rtp' && s.kind === 'audio') out.audioPacketsReceived += s.packetsReceived ?? 0;
      if (s.type === 'outbound-rtp' && s.kind === 'audio') out.audioPacketsSent += s.packetsSent ?? 0;
      if (s.type === 'outbound-rtp' && s.kind === 'video') out.videoFramesEncoded += s.framesEncoded ?? 0;
      if (s.type === 'media-source' && s.kind === 'video') out.cameraFrames += s.frames ?? 0;
      if (s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded') pairLocal = s.localCandidateId;
    });
    // The transport names the pair in use; older reports only mark it nominated.
    const local = selectedPair ? (report.get(selectedPair) as { localCandidateId?: string } | undefined)?.localCandidateId : pairLocal;
    if (local) out.localCandidateType = (report.get(local) as { candidateType?: string } | undefined)?.candidateType ?? null;
    return out;
  });
}

/** Opens the join page, passes the device check and joins; resolves to the time (Date.now) just before the Join click. */
export async function joinCall(
  page: Page,
  origin: string,
  portal: 'customer-portal' | 'lawyer-portal',
  meetingId: string,
): Promise<number> {
  await page.goto(`${origin}/${portal}/meeting/${meetingId}/join`);
  const join = page.getByRole('button', { name: 'Join', exact: true });
  await expect(join).toBeEnabled();
  const clickedAt = Date.now();
  await join.click();
  await expect(page).toHaveURL(new RegExp(`/meeting/${meetingId}/call$`));
  await expect(page.getByRole('main', { name: 'Consultation call' })).toBeVisible();
  return clickedAt;
}

/**
 * Whether the page's own camera view is playing a live camera (the self view is not blank): it shows
 * a live track, and the frames it has shown moved on since the previous call for that same track
 * (so the first call for a track says false; poll it: `expect.poll(() => selfViewPlaying(page)).toBe(true)`).
 */
export async function selfViewPlaying(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="self-video"]');
    const track = (video?.srcObject as MediaStream | null)?.getVideoTracks()[0];
    if (!video || !track || track.readyState !== 'live' || video.videoWidth === 0) return false;
    const seen = ((
      window as unknown as { __selfViewSeen?: WeakMap<HTMLVideoElement, { track: MediaStreamTrack; frames: number }> }
    ).__selfViewSeen ??= new WeakMap());
    const before = seen.get(video);
    const frames = video.getVideoPlaybackQuality().totalVideoFrames;
    seen.set(video, { track, frames });
    return before !== undefined && before.track === track && frames > before.frames;
  });
}

/** Whether the page's live connection sends a track of `kind` (mute and camera off send none). */
export async function sendsTrack(page: Page, kind: 'audio' | 'video'): Promise<boolean> {
  return page.evaluate((kind) => {
    const pc = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.filter((p) => p.connectionState !== 'closed').at(-1);
    return !!pc?.getSenders().some((s) => s.track?.kind === kind);
  }, kind);
}

/** The device id of the camera the page's live connection sends (empty when it sends none). */
export async function sentCameraId(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pcs = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.filter((p) => p.connectionState !== 'closed');
    const track = pcs
      .at(-1)
      ?.getSenders()
      .find((s) => s.track?.kind === 'video')?.track;
    return track && track.readyState === 'live' ? (track.getSettings().deviceId ?? '') : '';
  });
}

/** A query of the calls database (rows the app wrote). */
export const callsSql = sql;

export type MediaStats = {
  /** When the browser took these numbers (ms, its stats clock). */
  at: number;
  state: string;
  /** Inbound video: frames decoded so far, the current rate and height. */
  framesDecoded: number;
  fps: number;
  frameHeight: number;
  /** What this page's camera gives (before any scaling by the encoder). */
  sourceFps: number;
  sourceHeight: number;
  /** Frames the camera gave so far. */
  sourceFrames: number;
  audioPacketsReceived: number;
  audioPacketsLost: number;
  /** Samples the decoder had to invent (loss concealment) and all samples played. */
  concealedSamples: number;
  totalSamples: number;
  rttMs: number | null;
};

/** The numbers the bad-link tests and benchmark read from the page's live connection. */
export async function mediaStats(page: Page): Promise<MediaStats> {
  return page.evaluate(async () => {
    const pc = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.filter((p) => p.connectionState !== 'closed').at(-1);
    const out = {
      at: 0,
      state: pc?.connectionState ?? 'none',
      framesDecoded: 0,
      fps: 0,
      frameHeight: 0,
      sourceFps: 0,
      sourceHeight: 0,
      sourceFrames: 0,
      audioPacketsReceived: 0,
      audioPacketsLost: 0,
      concealedSamples: 0,
      totalSamples: 0,
      rttMs: null as number | null,
    };
    if (!pc) return out;
    const report = await pc.getStats();
    // The round trip: the selected pair's current RTT (the transport names it; a pair just chosen has
    // none until its first consent check answers), else its average so far, else RTCP's.
    let selectedPair: string | undefined;
    let rtcpRtt: number | null = null;
    report.forEach((s) => {
      out.at = Math.max(out.at, s.timestamp);
      if (s.type === 'transport' && s.selectedCandidatePairId) selectedPair = s.selectedCandidatePairId;
      if (s.type === 'remote-inbound-rtp' && typeof s.roundTripTime === 'number') rtcpRtt = Math.round(s.roundTripTime * 1000);
    });
    const pair = selectedPair ? report.get(selectedPair) : undefined;
    if (pair && typeof pair.currentRoundTripTime === 'number') out.rttMs = Math.round(pair.currentRoundTripTime * 1000);
    else if (pair && pair.responsesReceived > 0 && typeof pair.totalRoundTripTime === 'number')
      out.rttMs = Math.round((pair.totalRoundTripTime / pair.responsesReceived) * 1000);
    else out.rttMs = rtcpRtt;
    report.forEach((s) => {
      if (s.type === 'inbound-rtp' && s.kind === 'video')
        Object.assign(out, { framesDecoded: s.framesDecoded ?? 0, fps: s.framesPerSecond ?? 0, frameHeight: s.frameHeight ?? 0 });
      if (s.type === 'inbound-rtp' && s.kind === 'audio')
        Object.assign(out, {
          audioPacketsReceived: s.packetsReceived ?? 0,
          audioPacketsLost: s.packetsLost ?? 0,
          concealedSamples: s.concealedSamples ?? 0,
          totalSamples: s.totalSamplesReceived ?? 0,
        });
      if (s.type === 'media-source' && s.kind === 'video')
        Object.assign(out, { sourceFps: s.framesPerSecond ?? 0, sourceHeight: s.height ?? 0, sourceFrames: s.frames ?? 0 });
    });
    return out;
  });
}

const pagesOfTest: { page: Page; name: string; errors: string[] }[] = [];

/**
 * Keeps the page's uncaught errors (a call page that crashed stops its call) and closes its context
 * after the test: a call left running in the background takes the CPU the next test's call needs.
 */
export function watchPage(page: Page, name: string): void {
  const entry = { page, name, errors: [] as string[] };
  page.on('pageerror', (e) => entry.errors.push(`${e.message}\n${e.stack ?? ''}`));
  pagesOfTest.push(entry);
}

/** afterEach: closes the test's contexts and fails the test if one of its pages threw. */
export async function closeTestContexts(): Promise<void> {
  const entries = pagesOfTest.splice(0);
  await Promise.all(
    entries.map((e) =>
      e.page
        .context()
        .close()
        .catch(() => undefined),
    ),
  );
  const errors = entries.flatMap((e) => e.errors.map((text) => `${e.name}: ${text}`));
  expect(errors, 'uncaught errors in the pages of this test').toEqual([]);
}

/** A party's page in the call, with its console and failures watched (watchPage). */
export async function watchedParty(browser: Browser, origin: string, who: Party): Promise<Page> {
  const page = await openParty(browser, origin, who);
  watchPage(page, who.name);
  return page;
}

type Counter =
  | 'framesDecoded'
  | 'videoPacketsReceived'
  | 'audioPacketsReceived'
  | 'audioPacketsSent'
  | 'videoFramesEncoded'
  | 'cameraFrames'
  | 'videoBytesSent'
  | 'videoBytesReceived';

/**
 * Waits until a counter of the page's call stats has moved by `more` (default 1) from now: media
 * flows that way. On a connection the page made meanwhile, the counter is counted from 0.
 */
export async function expectFlowing(page: Page, key: Counter, options: { more?: number; timeout?: number } = {}): Promise<void> {
  const before = await stats(page);
  await expect
    .poll(
      async () => {
        const now = await stats(page);
        return now.connection === before.connection ? now[key] - before[key] : now[key];
      },
      { message: `${key} moves on`, timeout: options.timeout },
    )
    .toBeGreaterThanOrEqual(options.more ?? 1);
}

/**
 * Proves a counter of the page's call stats does not move (media does not flow that way). A negative
 * needs a window; this one is measured in media, not in milliseconds, by `clock`: another counter of
 * the same page that keeps moving by itself (the frames its camera gives, the audio it receives).
 *
 * 1. The window opens once the change took effect: `key` kept its value over consecutive reads of
 *    the same connection while `clock` moved by at least 3 (what was in flight has arrived; a page
 *    that was only starved of CPU would not have moved its clock either).
 * 2. It lasts while `clock` moves by `ticks` more (about a second of media), however slow the machine.
 * 3. At its end, `key` must read what it read when the window opened.
 */
export async function expectStill(page: Page, key: Counter, clock: Counter, ticks: number): Promise<void> {
  /** The first read of the value `key` has kept since. */
  let since: Stats | undefined;
  let opened: Stats | undefined;
  await expect
    .poll(
      async () => {
        const now = await stats(page);
        if (!since || now.connection !== since.connection || now[key] !== since[key]) since = now;
        else if (now[clock] - since[clock] >= 3) opened = now;
        return opened !== undefined;
      },
      { message: `${key} stops moving while ${clock} moves`, intervals: [100, 250] },
    )
    .toBe(true);
  const start = opened!;
  await expect
    .poll(async () => (await stats(page))[clock], { message: `${clock} moves on by ${ticks}`, intervals: [100, 250] })
    .toBeGreaterThanOrEqual(start[clock] + ticks);
  const closed = await stats(page);
  expect(closed.connection, 'the same connection all along').toBe(start.connection);
  expect(closed[key], `${key} while ${clock} moved by ${ticks}`).toBe(start[key]);
}
