// Artillery processor of day.yml. Each virtual user takes a role in arrival order: the first
// DAY_CALLS are calls (both parties of one meeting, driven here with fetch, because the event stream
// is a long Server-Sent Events response the HTTP engine cannot read), the next DAY_LAWYERS are
// lawyers in the portal, the rest are visitors. Every role loops until DAY_SECONDS after the start.
// Steps are measured under the metrics-by-endpoint plugin's names (the request's `name`), and the
// call steps emit the same metric names, so one table shows them all.
import { readFileSync } from 'node:fs';

const accounts = JSON.parse(readFileSync(process.env.DAY_ACCOUNTS, 'utf8'));
const DAY_END = Date.now() + Number(process.env.DAY_SECONDS ?? 300) * 1000;
const TARGET = process.env.DAY_TARGET;
const CALLS = accounts.calls.length;
const LAWYERS = accounts.lawyers.length;
const METRIC = 'plugins.metrics-by-endpoint';
const ZONE = 'Asia/Manila';
const AREAS = ['civil', 'land-issues', 'criminal', 'labor', 'corporate', 'taxation', 'immigration', 'intellectual-property', 'election'];
const LANGUAGES = ['English', 'Tagalog', 'Cebuano', 'Ilocano'];
const SORTS = ['rating', 'price', 'bar_year'];
/** Share of visitor journeys that end in a booking and payment. */
const BOOK_SHARE = Number(process.env.DAY_BOOK_SHARE ?? 0.25);
/**
 * Answers a step may give besides 2xx/3xx without being an error: a slot another visitor took first
 * (409), or the rule of at most two open meetings per client and lawyer (429 MAX_MEETINGS).
 */
const ALLOWED = { 'visitor: book (POST meeting)': [409, 429] };

let arrivals = 0;
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
const between = (lo, hi) => lo + Math.random() * (hi - lo);
/** A documentation-range address per user (nginx appends 127.0.0.1, a trusted proxy): rate limits count per client, as for real visitors. */
const clientIp = () => `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const dayOver = () => Date.now() >= DAY_END;

export function takeRole(context, events, done) {
  const n = arrivals++;
  // A fresh jar of this user's own, patched for the Secure cookie (see secureLocalJar).
  context._jar = new context._jar.constructor();
  context._enableCookieJar = true;
  if (TARGET.startsWith('http://localhost')) secureLocalJar(context._jar);

  context.vars.ip = clientIp();
  if (n < CALLS) Object.assign(context.vars, { role: 'call', call: accounts.calls[n] });
  else if (n < CALLS + LAWYERS) Object.assign(context.vars, { role: 'lawyer', email: accounts.lawyers[n - CALLS].email });
  else Object.assign(context.vars, { role: 'visitor', email: accounts.visitors[(n - CALLS - LAWYERS) % accounts.visitors.length].email });
  context.vars.password = accounts.password;
  context.vars.lawyer = context.vars.role === 'lawyer' ? 1 : 0;
  context.vars.visitor = context.vars.role === 'visitor' ? 1 : 0;
  return done();
}

export const visitorDay = (context, next) => next(context.vars.role === 'visitor' && !dayOver());
export const lawyerDay = (context, next) => next(context.vars.role === 'lawyer' && !dayOver());

/** Reading time between pages: DAY_THINK_MIN..MAX seconds (default 3..10). */
export const lawyerThink = (context, events, done) => (context.vars.lawyer ? think(context, events, done) : done());
export const visitorThink = (context, events, done) => (context.vars.visitor ? think(context, events, done) : done());

function think(context, events, done) {
  if (dayOver()) return done();
  const ms = between(Number(process.env.DAY_THINK_MIN ?? 3), Number(process.env.DAY_THINK_MAX ?? 10)) * 1000;
  setTimeout(done, Math.min(ms, Math.max(0, DAY_END - Date.now())));
}

/** Every request: the user's address, an Origin on writes (the browser sends one; the CSRF check reads it). */
export function identify(req, context, events, done) {
  req.headers = { ...req.headers, 'x-forwarded-for': context.vars.ip };
  if (req.method && req.method.toUpperCase() !== 'GET') req.headers.origin = TARGET;
  return done();
}

/**
 * In production on localhost the session cookie is `__Host-`, Secure (lib/server/auth/session-cookie.ts):
 * a browser stores and sends it for http://localhost (a secure context), Artillery's cookie jar
 * (tough-cookie) does not. Each user's jar is told the origin is https, as the browser treats it.
 */
function secureLocalJar(jar) {
  const https = (u) => String(u).replace(/^http:/, 'https:');
  const { setCookie, setCookieSync, getCookieString } = jar;
  jar.setCookie = (cookie, url, ...rest) => setCookie.call(jar, cookie, https(url), ...rest);
  jar.setCookieSync = (cookie, url, ...rest) => setCookieSync.call(jar, cookie, https(url), ...rest);
  jar.getCookieString = (url, ...rest) => getCookieString.call(jar, https(url), ...rest);
}

export function checkStatus(req, res, context, events, done) {
  const code = res.statusCode;
  if (code >= 400 && !(ALLOWED[req.name] ?? []).includes(code)) {
    events.emit('counter', `day.unexpected.${req.name}.${code}`, 1);
    if (!context.vars.$reported?.[code]) {
      context.vars.$reported = { ...context.vars.$reported, [code]: true };
      console.error(
        `[day] ${req.name} → ${code}: ${String(res.body).slice(0, 300)} ${process.env.DAY_DEBUG ? JSON.stringify({ email: context.vars.email, role: context.vars.role, jar: context._jar.getCookieStringSync('https://localhost/').slice(0, 60) }) : ''}`,
      );
    }
  }
  return done();
}

// ---- visitors --------------------------------------------------------------------------------

/** A search as the results page's filters make it: an area, sometimes a language and a sort. */
export function planJourney(context, events, done) {
  const q = new URLSearchParams({ area_of_practice: pick(AREAS) });
  if (Math.random() < 0.5) q.set('language', pick(LANGUAGES));
  if (Math.random() < 0.3) q.set('sort', pick(SORTS));
  context.vars.searchPath = `/lawyers-online?${q}`;
  context.vars.book = Math.random() < BOOK_SHARE ? 1 : 0;
  context.vars.lawyerId = pick(accounts.lawyers).id;
  context.vars.needsSignIn = context.vars.book && !context.vars.signedIn ? 1 : 0;
  return done();
}

/** A lawyer from the results (a search that found nobody: one from the day's list, as from the home page). */
export function pickLawyer(req, res, context, events, done) {
  const ids = [...new Set(String(res.body).match(/\/lawyer\/[0-9a-f-]{36}/g) ?? [])].map((m) => m.slice(8));
  if (ids.length) context.vars.lawyerId = pick(ids);
  return done();
}

export function signedIn(req, res, context, events, done) {
  if (res.statusCode === 200) context.vars.signedIn = 1;
  else context.vars.book = 0;
  return done();
}

const manilaDay = (t) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(t);

/** A free slot at least two days ahead, at random (visitors spread over the calendar as people do). */
export function pickSlot(req, res, context, events, done) {
  let slots = [];
  try {
    const minDay = manilaDay(new Date(Date.now() + 2 * 86_400_000));
    slots = Object.values(JSON.parse(res.body).calendar ?? {})
      .flat()
      .map((s) => s.start_time)
      .filter((s) => manilaDay(new Date(s)) >= minDay);
  } catch {
    // no calendar: no booking
  }
  if (slots.length) {
    context.vars.slot = pick(slots);
    context.vars.slotInPath = encodeURIComponent(context.vars.slot);
  } else context.vars.book = 0;
  return done();
}

export function booked(req, res, context, events, done) {
  if (res.statusCode === 200) {
    const body = JSON.parse(res.body);
    context.vars.meetingId = body._id;
    context.vars.checkoutSession = String(body.checkout_url).split('/').pop();
  } else {
    if (res.statusCode === 409) events.emit('counter', 'day.slot_taken_by_another_visitor', 1);
    if (res.statusCode === 429) events.emit('counter', 'day.max_open_meetings_with_this_lawyer', 1);
    context.vars.book = 0;
  }
  return done();
}

export function paid(req, res, context, events, done) {
  if (res.statusCode !== 200) context.vars.book = 0;
  else events.emit('counter', 'day.meetings_booked_and_paid', 1);
  return done();
}

// ---- lawyers ---------------------------------------------------------------------------------

/** The calendar page's range (this week and the next) and a one-off blocker 6 to 8 weeks ahead. */
export function planCalendar(context, events, done) {
  const weekStart = new Date();
  weekStart.setUTCHours(0, 0, 0, 0);
  weekStart.setUTCDate(weekStart.getUTCDate() - weekStart.getUTCDay());
  context.vars.from = weekStart.toISOString();
  context.vars.to = new Date(weekStart.getTime() + 14 * 86_400_000).toISOString();
  const start = new Date(Date.now() + between(42, 56) * 86_400_000);
  start.setUTCMinutes(0, 0, 0);
  context.vars.blockerStart = start.toISOString();
  context.vars.blockerEnd = new Date(start.getTime() + 60 * 60_000).toISOString();
  context.vars.blockerId = '';
  return done();
}

export function blockerMade(req, res, context, events, done) {
  if (res.statusCode === 200 || res.statusCode === 201) context.vars.blockerId = JSON.parse(res.body)._id ?? '';
  return done();
}

export function profileRead(req, res, context, events, done) {
  if (res.statusCode === 200) context.vars.basicInfo = JSON.parse(res.body).basic_info;
  return done();
}

/** The basic-info form saved as it was loaded (the editor's Save without changes still writes and recomputes). */
export function basicInfoBody(req, context, events, done) {
  req.json = context.vars.basicInfo;
  return done();
}

// ---- calls -----------------------------------------------------------------------------------

const FAKE_SDP = `v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n${'a=candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host\r\n'.repeat(40)}`;

/** One request of a call party, measured under `name`. */
async function timed(events, name, url, init) {
  const started = performance.now();
  let res;
  try {
    res = await fetch(`${TARGET}${url}`, init);
  } catch (error) {
    events.emit('counter', `${METRIC}.${name}.errors.${error.cause?.code ?? error.name}`, 1);
    events.emit('counter', `errors.${name}`, 1);
    return undefined;
  }
  events.emit('histogram', `${METRIC}.response_time.${name}`, performance.now() - started);
  events.emit('counter', `${METRIC}.${name}.codes.${res.status}`, 1);
  events.emit('counter', `http.codes.${res.status}`, 1);
  if (res.status >= 400) {
    events.emit('counter', `day.unexpected.${name}.${res.status}`, 1);
    console.error(`[day] ${name} → ${res.status}: ${(await res.clone().text()).slice(0, 300)}`);
  }
  return res;
}

async function party(events, email, password, meetingId, ip) {
  const headers = { 'x-forwarded-for': ip, origin: TARGET, 'content-type': 'application/json' };
  const res = await timed(events, 'call: sign in', '/api/v1/auth/signin', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!res?.ok) throw new Error(`call sign-in ${res?.status}`);
  headers.cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await timed(events, 'call: join (GET meeting/video)', `/api/v1/meeting/video/${meetingId}?tz=${ZONE}`, { headers });
  const p = { headers, arrivals: new Map(), waiters: new Map(), controller: new AbortController(), lastId: undefined, closed: false };
  await openStream(events, p, meetingId);
  return p;
}

/** The browser's subscribeCallEvents: one stream, reopened after the last id it saw when it ends. */
async function openStream(events, p, meetingId) {
  const after = p.lastId ? `?last_event_id=${p.lastId}` : '';
  const res = await timed(events, 'call: open event stream', `/api/v1/meeting/${meetingId}/events${after}`, {
    headers: { ...p.headers, accept: 'text/event-stream' },
    signal: p.controller.signal,
  });
  if (!res?.ok) throw new Error(`call event stream ${res?.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const id = /^id: ?(\d+)$/m.exec(buffer.slice(0, cut))?.[1];
        buffer = buffer.slice(cut + 2);
        if (id) {
          p.lastId = id;
          const at = performance.now();
          const waiter = p.waiters.get(id);
          if (waiter) waiter(at);
          else p.arrivals.set(id, at);
        }
      }
    }
    if (!p.closed) {
      events.emit('counter', 'day.call_stream_reopened', 1);
      await openStream(events, p, meetingId).catch((error) => {
        events.emit('counter', 'errors.call event stream reopen', 1);
        console.error(`[day] call stream reopen: ${error.message}`);
      });
    }
  })();
}

/** Sends one signal from `from` and waits for it on `to`'s stream: send latency and delivery latency. */
async function signal(events, from, to, meetingId, body) {
  const started = performance.now();
  const res = await timed(events, `call: send ${body.kind}`, `/api/v1/meeting/${meetingId}/events`, {
    method: 'POST',
    headers: from.headers,
    body: JSON.stringify(body),
  });
  if (!res?.ok) return;
  const { _id } = await res.json();
  const at =
    to.arrivals.get(_id) ??
    (await new Promise((resolve) => {
      const timer = setTimeout(() => resolve(Number.NaN), 10_000);
      to.waiters.set(_id, (t) => {
        clearTimeout(timer);
        resolve(t);
      });
    }));
  to.arrivals.delete(_id);
  to.waiters.delete(_id);
  if (Number.isNaN(at)) {
    events.emit('counter', 'errors.call signal not delivered within 10 s', 1);
    return;
  }
  events.emit('histogram', `${METRIC}.response_time.call: signal delivered to the other party`, at - started);
  events.emit('counter', `${METRIC}.call: signal delivered to the other party.codes.200`, 1);
}

const uuid = () => crypto.randomUUID();
const sleep = (ms) => new Promise((r) => setTimeout(r, Math.min(ms, Math.max(0, DAY_END - Date.now()))));

/** Both parties of one call: lobby, offer/answer, candidates both ways, then media changes every few seconds until the day ends. */
export function callDay(context, events, done) {
  if (context.vars.role !== 'call') return done();
  const { meetingId, customer, lawyer } = context.vars.call;
  (async () => {
    const c = await party(events, customer, context.vars.password, meetingId, clientIp());
    const l = await party(events, lawyer, context.vars.password, meetingId, clientIp());
    await signal(events, c, l, meetingId, { kind: 'presence', state: 'lobby' });
    await signal(events, l, c, meetingId, { kind: 'presence', state: 'lobby' });
    await signal(events, c, l, meetingId, { kind: 'presence', state: 'in-call' });
    await signal(events, l, c, meetingId, { kind: 'presence', state: 'in-call' });
    const conn = uuid();
    await signal(events, c, l, meetingId, { kind: 'offer', conn, description: { type: 'offer', sdp: FAKE_SDP } });
    await signal(events, l, c, meetingId, { kind: 'answer', conn, description: { type: 'answer', sdp: FAKE_SDP } });
    const candidate = (i) => ({
      kind: 'candidate',
      conn,
      candidate: { candidate: `candidate:${i} 1 udp 2122260223 192.0.2.${i} 5440${i % 10} typ host`, sdpMid: '0', sdpMLineIndex: 0 },
    });
    await Promise.all([
      (async () => {
        for (let i = 1; i <= 8; i++) await signal(events, c, l, meetingId, candidate(i));
      })(),
      (async () => {
        for (let i = 1; i <= 8; i++) await signal(events, l, c, meetingId, candidate(i));
      })(),
    ]);
    let turn = 0;
    while (!dayOver()) {
      await sleep(between(2000, 4000));
      if (dayOver()) break;
      const [from, to] = turn++ % 2 ? [l, c] : [c, l];
      await signal(events, from, to, meetingId, { kind: 'media', audio: true, video: turn % 3 !== 0 });
    }
    await signal(events, c, l, meetingId, { kind: 'hangup' });
    for (const p of [c, l]) {
      p.closed = true;
      p.controller.abort();
      await timed(events, 'call: leave (POST meeting/video)', `/api/v1/meeting/video/${meetingId}`, { method: 'POST', headers: p.headers });
    }
  })().then(
    () => done(),
    (error) => done(error),
  );
}
