import { GET } from '@/app/api/v1/lawyers/route';
import { GET as availability } from '@/app/api/v1/lawyers/availability/route';
import type { LawyerSearchPage } from '@/lib/dto/search';
import { useTestDb } from '@/lib/test/db';
import { getJson } from '@/lib/test/fixtures/http';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';

// Issue 63: `hours=evening|weekend` with the viewer's `tz` keeps only the slots of evenings (18:00–23:00)
// or of Saturday and Sunday on the viewer's clock; the hours and days are read here with Intl, apart from the rule.
const db = useTestDb();
let nightOwl = '';

const search = async (query: string) => {
  const res = await getJson(GET, `/api/v1/lawyers${query}`);
  return { status: res.status, body: (await res.json()) as LawyerSearchPage };
};
const slotsOf = (page: LawyerSearchPage, name: string) =>
  Object.values(page.results.find((r) => r.display_name === name)!.calendar)
    .flat()
    .map((s) => s.start_time);
const clock = (iso: string, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(
    new Date(iso),
  );
  return { weekday: parts.find((p) => p.type === 'weekday')!.value, hour: Number(parts.find((p) => p.type === 'hour')!.value) };
};

beforeAll(async () => {
  const d = db().db;
  // Office hours in Manila: 9:00–17:00 there is 5:00–13:00 in Dubai, no evening.
  await insertLawyer(d, { name: 'Dana Daytime', areas: ['civil'] });
  // Monday to Friday 9:00–17:00 in Manila only.
  await insertLawyer(d, {
    name: 'Wendy Weekdays',
    areas: ['civil'],
    hours: Object.fromEntries([1, 2, 3, 4, 5].map((day) => [day, [540, 1020] as [number, number]])),
  });
  // Also 22:00–24:00 Manila every day: 18:00–20:00 in Dubai.
  nightOwl = await insertLawyer(d, {
    name: 'Nilo Nights',
    areas: ['civil'],
    hours: Object.fromEntries(
      [0, 1, 2, 3, 4, 5, 6].map((day) => [
        day,
        [
          [540, 1020],
          [1320, 1440],
        ] as [number, number][],
      ]),
    ),
  });
});

describe('GET /api/v1/lawyers?hours=…&tz=…', () => {
  it('keeps only the slots that start in the evening on the viewer’s clock', async () => {
    const all = await search('?tz=Asia/Dubai&limit=50');
    expect(slotsOf(all.body, 'Nilo Nights').some((s) => clock(s, 'Asia/Dubai').hour < 18)).toBe(true);

    const { status, body } = await search('?tz=Asia/Dubai&hours=evening&limit=50');
    expect(status).toBe(200);
    const evening = slotsOf(body, 'Nilo Nights');
    expect(evening.length).toBeGreaterThan(0);
    expect(evening.every((s) => clock(s, 'Asia/Dubai').hour >= 18 && clock(s, 'Asia/Dubai').hour < 23)).toBe(true);
    // A lawyer with no evening start on the viewer's clock is left out, and out of the count.
    expect(body.results.map((r) => r.display_name)).not.toContain('Dana Daytime');
    expect(all.body.results.map((r) => r.display_name)).toContain('Dana Daytime');
    expect(body.total).toBe(body.results.length);
    expect(body.total).toBe(all.body.total - 2);
  });

  it('leaves out, on the same clock, a lawyer whose hours fall on no weekend there', async () => {
    // Weekdays 9:00–17:00 in Manila fall on weekdays in Manila; in Los Angeles Monday's 9:00 is Sunday 17:00.
    const manila = await search('?tz=Asia/Manila&hours=weekend&limit=50');
    expect(manila.body.results.map((r) => r.display_name)).toEqual(expect.arrayContaining(['Dana Daytime', 'Nilo Nights']));
    expect(manila.body.results.map((r) => r.display_name)).not.toContain('Wendy Weekdays');
    const la = await search('?tz=America/Los_Angeles&hours=weekend&limit=50');
    expect(la.body.results.map((r) => r.display_name)).toContain('Wendy Weekdays');
    expect(slotsOf(la.body, 'Wendy Weekdays').every((s) => clock(s, 'America/Los_Angeles').weekday === 'Sun')).toBe(true);
  });

  it('keeps only Saturday and Sunday slots of the viewer’s zone', async () => {
    const { body } = await search('?tz=America/Los_Angeles&hours=weekend&limit=50');
    const weekend = slotsOf(body, 'Dana Daytime');
    expect(weekend.length).toBeGreaterThan(0);
    expect(weekend.every((s) => ['Sat', 'Sun'].includes(clock(s, 'America/Los_Angeles').weekday))).toBe(true);
  });

  it('filters a profile’s availability the same way', async () => {
    const res = await getJson(availability, `/api/v1/lawyers/availability?_id=${nightOwl}&tz=Asia/Dubai&hours=evening`);
    expect(res.status).toBe(200);
    const slots = Object.values(((await res.json()) as { calendar: Record<string, { start_time: string }[]> }).calendar)
      .flat()
      .map((s) => s.start_time);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => clock(s, 'Asia/Dubai').hour >= 18)).toBe(true);
  });

  it('refuses another value with a 400 and its code', async () => {
    const { status, body } = await search('?hours=night');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'search.unknownHours' });
  });
});
