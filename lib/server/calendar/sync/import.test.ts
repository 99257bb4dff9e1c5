import https from 'node:https';
import { eq } from 'drizzle-orm';
import { DELETE as removeImport, PUT as putImport } from '@/app/api/v1/lawyers/profile/calendars/import/route';
import { GET as searchRoute } from '@/app/api/v1/lawyers/route';
import type { LawyerSearchPage } from '@/lib/dto/search';
import { tables as t } from '@/lib/db';
import { getLawyerAvailability } from '@/lib/server/calendar/availability/get-lawyer-availability';
import { createMeeting } from '@/lib/server/meetings/create-meeting';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { useCalendarServer } from '@/lib/test/fixtures/calendar-server';
import { apiRequest, getJson, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { fetchCalendarText, isPublicAddress } from './fetch-calendar';
import { refreshExternalCalendars } from './import-calendar';

const db = useTestDb();
const ctx = routeCtx();

/** Manila wall-clock time of an instant, as an iCal local DATE-TIME. */
const manilaLocal = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
const utcStamp = (iso: string) => `${new Date(iso).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

function weeklyFeed(): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//External//EN',
    // Every week since five days ago, 10:00–11:00 Manila: so two days ahead only by the RRULE; not nine days ahead (EXDATE).
    'BEGIN:VEVENT',
    'UID:weekly@example.com',
    `DTSTAMP:${utcStamp(manilaSlot(0, 9))}`,
    `DTSTART;TZID=Asia/Manila:${manilaLocal(manilaSlot(-5, 10))}`,
    `DTEND;TZID=Asia/Manila:${manilaLocal(manilaSlot(-5, 11))}`,
    'RRULE:FREQ=WEEKLY;COUNT=6',
    `EXDATE;TZID=Asia/Manila:${manilaLocal(manilaSlot(9, 10))}`,
    'SUMMARY:Weekly hearing',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:free@example.com',
    `DTSTAMP:${utcStamp(manilaSlot(0, 9))}`,
    `DTSTART:${utcStamp(manilaSlot(3, 14))}`,
    `DTEND:${utcStamp(manilaSlot(3, 15))}`,
    'TRANSP:TRANSPARENT',
    'SUMMARY:Free',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:cancelled@example.com',
    `DTSTAMP:${utcStamp(manilaSlot(0, 9))}`,
    `DTSTART:${utcStamp(manilaSlot(3, 15))}`,
    `DTEND:${utcStamp(manilaSlot(3, 16))}`,
    'STATUS:CANCELLED',
    'SUMMARY:Called off',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const cal = useCalendarServer();

const save = (user: TestUser, url: string | null) =>
  putImport(apiRequest('/api/v1/lawyers/profile/calendars/import', { method: 'PUT', jar: user.jar, body: { url } }), ctx);
const slots = async (lawyerId: string) =>
  Object.values((await getLawyerAvailability(lawyerId, { durationMinutes: 30 })).calendar)
    .flat()
    .map((s) => s.start_time);
/** The lawyer's slots as search shows them (the lawyer is the only one in Davao Region). */
const searchSlots = async (lawyerId: string) => {
  const page = (await (await getJson(searchRoute, '/api/v1/lawyers?region=Davao%20Region%20(XI)')).json()) as LawyerSearchPage;
  return Object.values(page.results.find((r) => r._id === lawyerId)!.calendar)
    .flat()
    .map((s) => s.start_time);
};
const halfPast = (iso: string) => new Date(Date.parse(iso) + 30 * 60_000).toISOString();

describe('importing an external calendar', () => {
  it('a weekly event blocks its slots in availability and booking; free, cancelled and excluded times stay open', async () => {
    const lawyer = await testLawyer(db().db, { region: 'Davao Region (XI)', city: 'Davao City' });
    const before = await slots(lawyer.id);
    expect(await searchSlots(lawyer.id)).toContain(manilaSlot(2, 10));
    expect(before).toEqual(expect.arrayContaining([manilaSlot(2, 10), manilaSlot(9, 10), manilaSlot(3, 14), manilaSlot(3, 15)]));

    cal.serve(weeklyFeed());
    const res = await save(lawyer, `${cal.base}/private/basic.ics`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ ical_import_url: `${cal.base}/private/basic.ics`, ical_import_error: null });
    expect(body.ical_import_checked_at).toEqual(expect.any(String));

    const after = await slots(lawyer.id);
    for (const taken of [manilaSlot(2, 10), halfPast(manilaSlot(2, 10))].filter((s) => before.includes(s)))
      expect(after).not.toContain(taken);
    expect(after).toEqual(
      expect.arrayContaining([manilaSlot(2, 9), manilaSlot(2, 11), manilaSlot(9, 10), manilaSlot(3, 14), manilaSlot(3, 15)]),
    );
    const inSearch = await searchSlots(lawyer.id);
    expect(inSearch).not.toContain(manilaSlot(2, 10));
    expect(inSearch).toContain(manilaSlot(9, 10));

    const client = await testCustomer(db().db);
    await expect(
      createMeeting({
        customerId: client.id,
        input: {
          lawyer_id: lawyer.id,
          duration: 30,
          call_type: 'VIDEO',
          start_time: manilaSlot(2, 10),
          subject: 'Overlap',
          description: undefined,
        },
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', key: 'SCHEDULE_CONFLICT' });

    // Removing the address frees the slots again.
    expect(
      (await removeImport(apiRequest('/api/v1/lawyers/profile/calendars/import', { method: 'DELETE', jar: lawyer.jar }), ctx)).status,
    ).toBe(200);
    expect(await slots(lawyer.id)).toContain(manilaSlot(2, 10));
  });

  it('the periodic refresh re-reads due calendars, and a failing one keeps its busy time and records the error', async () => {
    const lawyer = await testLawyer(db().db);
    cal.serve(weeklyFeed());
    expect((await save(lawyer, `${cal.base}/private/refresh.ics`)).status).toBe(200);
    const count = async () => (await db().db.select().from(t.externalBusy).where(eq(t.externalBusy.lawyerId, lawyer.id))).length;
    expect(await count()).toBeGreaterThan(0);

    // Not due yet: nothing fetched.
    expect((await refreshExternalCalendars()).checked).toBe(0);
    cal.serve(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//T//T//EN', 'END:VCALENDAR', ''].join('\r\n'));
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await refreshExternalCalendars({ now: later })).toMatchObject({ checked: 1, failed: 0 });
    expect(await count()).toBe(0);

    cal.serve(weeklyFeed());
    await refreshExternalCalendars({ now: new Date(later.getTime() + 31 * 60_000) });
    const busy = await count();
    expect(busy).toBeGreaterThan(0);
    cal.handler = (_req, res) => {
      res.writeHead(500);
      res.end();
    };
    expect(await refreshExternalCalendars({ now: new Date(later.getTime() + 62 * 60_000) })).toMatchObject({ checked: 1, failed: 1 });
    expect(await count()).toBe(busy);
    const [profile] = await db()
      .db.select({ error: t.lawyerProfiles.icalImportError })
      .from(t.lawyerProfiles)
      .where(eq(t.lawyerProfiles.userId, lawyer.id));
    expect(profile.error).toBe('That calendar address answered with HTTP 500');
  });

  it('refuses addresses that are not https or point into a private network, including through a redirect', async () => {
    const lawyer = await testLawyer(db().db);
    cal.serve(weeklyFeed());
    const refused = async (url: string, message: string) => {
      const res = await save(lawyer, url);
      expect({ url, status: res.status, message: (await res.json()).message }).toEqual({ url, status: 400, message });
    };
    const port = cal.base.split(':').pop();
    await refused('file:///etc/passwd', 'Only https:// calendar addresses are accepted');
    await refused('ftp://example.com/cal.ics', 'Only https:// calendar addresses are accepted');
    await refused('https://10.0.0.1/cal.ics', 'That address points to a private network');
    await refused('https://[::1]/cal.ics', 'That address points to a private network');
    await refused('https://[::ffff:10.0.0.1]/cal.ics', 'That address points to a private network');
    await refused('https://169.254.169.254/latest/meta-data/', 'That address points to a private network');
    await refused('https://localhost/cal.ics', 'That address points to a private network');
    await refused('https://127.0.0.1/cal.ics', 'That address points to a private network');
    await refused('http://127.0.0.1/cal.ics', 'Only https:// calendar addresses are accepted');
    cal.handler = (_req, res) => {
      res.writeHead(302, { location: 'https://10.1.2.3/cal.ics' });
      res.end();
    };
    await refused(`${cal.base}/redirect.ics`, 'That address points to a private network');
    cal.handler = (_req, res) => {
      res.writeHead(301, { location: 'http://192.168.1.1/cal.ics' });
      res.end();
    };
    await refused(`${cal.base}/redirect-http.ics`, 'Only https:// calendar addresses are accepted');

    // IPv6 forms that carry a private IPv4 address: IPv4-compatible, IPv4-mapped, NAT64, 6to4 of
    // 10.0.0.1 — typed, and behind a redirect — refused before any connection is tried to them.
    const requests = jest.spyOn(https, 'request');
    try {
      for (const host of ['[::127.0.0.1]', '[::ffff:127.0.0.1]', '[64:ff9b::7f00:1]', '[2002:a00:1::1]']) {
        await refused(`https://${host}/cal.ics`, 'That address points to a private network');
        cal.handler = (_req, res) => {
          res.writeHead(302, { location: `https://${host}/cal.ics` });
          res.end();
        };
        await refused(`${cal.base}/redirect-v6.ics`, 'That address points to a private network');
      }
      const dialled = requests.mock.calls.map(([target]) => String(target instanceof URL ? target.host : target));
      expect(dialled.filter((host) => host.includes(':') && !host.startsWith('127.0.0.1'))).toEqual([]);
    } finally {
      requests.mockRestore();
    }

    // Without the test allowance, the local server is refused too.
    setTestEnv({ ICAL_IMPORT_ALLOW_HOSTS: undefined });
    try {
      await refused(`${cal.base}/private/basic.ics`, 'Only https:// calendar addresses are accepted');
    } finally {
      setTestEnv({ ICAL_IMPORT_ALLOW_HOSTS: `127.0.0.1:${port}` });
    }
    const [profile] = await db()
      .db.select({ url: t.lawyerProfiles.icalImportUrl })
      .from(t.lawyerProfiles)
      .where(eq(t.lawyerProfiles.userId, lawyer.id));
    expect(profile.url).toBeNull();
  });

  it('refuses oversize answers (declared or streamed), endless redirects, slow servers and non-calendars', async () => {
    const lawyer = await testLawyer(db().db);
    const big = 'X'.repeat(2 * 1024 * 1024 + 10);
    cal.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar', 'content-length': String(big.length) });
      res.end(big);
    };
    let res = await save(lawyer, `${cal.base}/big.ics`);
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe('That calendar is larger than 2 MB');
    cal.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      for (let i = 0; i < 3; i++) res.write('X'.repeat(1024 * 1024));
      res.end();
    };
    res = await save(lawyer, `${cal.base}/chunked.ics`);
    expect((await res.json()).message).toBe('That calendar is larger than 2 MB');

    let hops = 0;
    cal.handler = (req, res) => {
      hops += 1;
      res.writeHead(302, { location: `${cal.base}/hop-${hops}.ics` });
      res.end();
    };
    res = await save(lawyer, `${cal.base}/loop.ics`);
    expect((await res.json()).message).toBe('That calendar address redirects too many times');
    expect(hops).toBe(4);

    cal.serve('<html>not a calendar</html>');
    res = await save(lawyer, `${cal.base}/page.html`);
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe('That address did not return an iCal calendar');

    cal.handler = () => undefined;
    await expect(fetchCalendarText(`${cal.base}/slow.ics`, { timeoutMs: 300 })).rejects.toMatchObject({
      message: 'That calendar address did not answer within 10 seconds',
    });
  });

  it('judges addresses: public unicast only, IPv4-mapped IPv6 as IPv4', () => {
    for (const ok of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:8.8.8.8']) expect(isPublicAddress(ok)).toBe(true);
    for (const bad of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '64:ff9b::a00:1',
      'nonsense',
      '::127.0.0.1',
      '::7f00:1',
      '::8.8.8.8',
      '[::127.0.0.1]',
      '64:ff9b::7f00:1',
      '2002:a00:1::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '::ffff:0:7f00:1',
    ]) {
      expect({ bad, public: isPublicAddress(bad) }).toEqual({ bad, public: false });
    }
  });
});
