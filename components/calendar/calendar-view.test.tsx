/** @jest-environment jsdom */
import { format } from 'date-fns';
import { act } from 'react';
import { toast } from 'sonner';
import type { BlockersPageDto } from '@/lib/dto/blocker';
import type { MeetingDto } from '@/lib/dto/meeting';
import { actUntil, recordFetch, useDomRoot, type RecordedCall } from '@/lib/test/dom';
import { calendarRange } from '@/lib/format/calendar-range';
import { CalendarView } from './calendar-view';
import { HOUR_PX } from './grid-layout';

// jsdom lays nothing out, so it has no scrollIntoView (the view brings the opened form into sight).
Element.prototype.scrollIntoView = jest.fn();

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// Today in Manila, and an instant on its clock.
const manila = new Date(Date.now() + 8 * 3_600_000);
const today = manila.toISOString().slice(0, 10);
const at = (hh: number, mm = 0) =>
  new Date(Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate(), hh - 8, mm)).toISOString();

const meeting = {
  _id: '11111111-1111-4111-8111-111111111111',
  start_time: at(10),
  end_time: at(11, 30),
  duration: 90,
  status: 'CONFIRMED',
  subject: 'Land title',
  customer: { _id: '22222222-2222-4222-8222-222222222222', first_name: 'Maria', last_name: 'Santos', picture_url: null },
} as unknown as MeetingDto;
const blockers: BlockersPageDto = {
  results: [
    {
      _id: '33333333-3333-4333-8333-333333333333',
      start_time: at(15),
      end_time: at(17),
      title: 'Court hearing',
      notes: null,
      kind: 'once',
      series: null,
    },
  ],
  hasMore: false,
  page: 0,
  time_zone: 'Asia/Manila',
  weekly_hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start_minute: 540, end_minute: 1020 })),
};

let calls: RecordedCall[];
let failWrites = false;
const dom = useDomRoot();

beforeEach(() => {
  failWrites = false;
  jest.mocked(toast.error).mockClear();
  calls = recordFetch(({ url, method }) =>
    failWrites && method !== 'GET'
      ? { status: 409, body: { message: 'This time overlaps your consultation.' } }
      : {
          status: 200,
          body:
            method === 'POST'
              ? { _id: 'x', series_id: null }
              : url.startsWith('/api/v1/meetings')
                ? { results: [meeting], hasMore: false, page: 0 }
                : blockers,
        },
  );
});

async function renderCalendar() {
  await dom.renderAsync(<CalendarView />);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const todayColumn = () => dom.container.querySelector<HTMLElement>(`section[data-day="${today}"]`)!;

it('draws a 90-minute meeting as a block 1.5 hours tall at its start, linked to the meeting; a blocker striped at its time', async () => {
  await renderCalendar();
  const block = todayColumn().querySelector<HTMLAnchorElement>('[data-testid="meeting-block"]')!;
  expect(block.getAttribute('href')).toBe(`/lawyer-portal/meeting/${meeting._id}`);
  expect(block.style.top).toBe(`${10 * HOUR_PX}px`);
  expect(block.style.height).toBe(`${1.5 * HOUR_PX}px`);
  expect(block.textContent).toContain('10:00–11:30');
  expect(block.textContent).toContain('Maria Santos');
  const blocker = todayColumn().querySelector<HTMLElement>('[data-testid="blocker-block"]')!;
  expect([blocker.style.top, blocker.style.height]).toEqual([`${15 * HOUR_PX}px`, `${2 * HOUR_PX}px`]);
  expect(blocker.textContent).toContain('Court hearing');
  // Working hours 09:00–17:00 shaded, and the now line in today's column.
  const band = todayColumn().querySelector<HTMLElement>('[data-testid="working-hours"]')!;
  expect([band.style.top, band.style.height]).toEqual([`${9 * HOUR_PX}px`, `${8 * HOUR_PX}px`]);
  expect(todayColumn().querySelector('[data-testid="now-line"]')).not.toBeNull();
});

it('with the week the server read, the grid draws it at once and asks the API for nothing (issue 28: no waterfall)', async () => {
  const week = calendarRange('week', new Date(), 'Asia/Manila');
  const initial = {
    zone: 'Asia/Manila',
    from: week.from.toISOString(),
    to: week.to.toISOString(),
    blockers,
    meetings: { results: [meeting], hasMore: false, page: 0 },
  };
  // The app's query client: its stale time is what keeps the served week from being fetched again.
  dom.render(<CalendarView initial={initial} />, { appClient: true });
  // Drawn in the first render, before any answer could have come.
  expect(todayColumn().querySelector('[data-testid="meeting-block"]')).not.toBeNull();
  expect(todayColumn().querySelector('[data-testid="blocker-block"]')?.textContent).toContain('Court hearing');
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(calls.filter((c) => c.method === 'GET')).toEqual([]);
  // Another week is fetched as before.
  await act(async () => dom.container.querySelector<HTMLButtonElement>('button[aria-label="Next week"]')!.click());
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(
    calls
      .filter((c) => c.method === 'GET')
      .map((c) => c.url.split('?')[0])
      .sort(),
  ).toEqual(['/api/v1/blockers', '/api/v1/meetings']);
});

it('clicking an empty hour opens the blocker form for that hour, and saving sends it', async () => {
  await renderCalendar();
  const hour = todayColumn().querySelector<HTMLButtonElement>('button[aria-label$=" at 14:00"]')!;
  await act(async () => hour.click());
  const form = dom.container.querySelector<HTMLFormElement>('form[aria-label="Add blocker"]')!;
  expect(form).not.toBeNull();
  const value = (label: string) => {
    const labelEl = Array.from(form.querySelectorAll('label')).find((l) => l.textContent === label)!;
    return (document.getElementById(labelEl.htmlFor) as HTMLInputElement).value;
  };
  expect([value('Date'), value('From'), value('To')]).toEqual([today, '14:00', '15:00']);
  await act(async () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  expect(calls.find((c) => c.method === 'POST')).toMatchObject({
    url: '/api/v1/blockers',
    body: { kind: 'once', start_time: at(14), end_time: at(15) },
  });
});

it('clicking a blocker opens it for editing', async () => {
  await renderCalendar();
  await act(async () => todayColumn().querySelector<HTMLButtonElement>('[data-testid="blocker-block"]')!.click());
  const form = dom.container.querySelector<HTMLFormElement>('form[aria-label="Edit blocker"]')!;
  expect(form.querySelector<HTMLInputElement>('input[placeholder="e.g. Court hearing"]')!.value).toBe('Court hearing');
  expect(Array.from(form.querySelectorAll('button')).map((b) => b.textContent)).toEqual(expect.arrayContaining(['Save', 'Delete']));
});

it('a refused create, update or delete toasts a blocker message (never the booking\'s "Failed to create meeting")', async () => {
  await renderCalendar();
  failWrites = true;
  await act(async () => todayColumn().querySelector<HTMLButtonElement>('button[aria-label$=" at 14:00"]')!.click());
  const add = dom.container.querySelector<HTMLFormElement>('form[aria-label="Add blocker"]')!;
  await act(async () => add.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  expect(toast.error).toHaveBeenLastCalledWith('Failed to create blocker', { description: 'This time overlaps your consultation.' });

  await act(async () => todayColumn().querySelector<HTMLButtonElement>('[data-testid="blocker-block"]')!.click());
  const edit = dom.container.querySelector<HTMLFormElement>('form[aria-label="Edit blocker"]')!;
  await act(async () => edit.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  expect(toast.error).toHaveBeenLastCalledWith('Failed to update blocker', { description: 'This time overlaps your consultation.' });
  const remove = Array.from(edit.querySelectorAll('button')).find((b) => b.textContent === 'Delete')!;
  await act(async () => remove.click());
  expect(toast.error).toHaveBeenLastCalledWith('Failed to delete blocker');
  expect(calls.filter((c) => c.method !== 'GET').map((c) => c.method)).toEqual(['POST', 'PUT', 'DELETE']);
});

it("the blocker form (react-hook-form over the handler's schema) puts a refusal beside its field and sends nothing", async () => {
  await renderCalendar();
  await act(async () => todayColumn().querySelector<HTMLButtonElement>('button[aria-label$=" at 14:00"]')!.click());
  const form = dom.container.querySelector<HTMLFormElement>('form[aria-label="Add blocker"]')!;
  const input = (label: string) => {
    const labelEl = Array.from(form.querySelectorAll('label')).find((l) => l.textContent === label)!;
    return document.getElementById(labelEl.htmlFor) as HTMLInputElement;
  };
  const to = input('To');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(to, '13:00');
    to.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await actUntil(() => to.getAttribute('aria-invalid') === 'true');
  expect(document.getElementById(to.getAttribute('aria-describedby')!)?.textContent).toBe('The end must be after the start.');
  expect(input('From').getAttribute('aria-invalid')).toBe('false');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

it('marks a notarial appointment as in person in the week (issue 43)', async () => {
  const appointment = { ...meeting, in_person: { service: 'jurat', address: '12 Ayala Ave' } };
  calls = recordFetch(({ url }) => ({
    status: 200,
    body: url.startsWith('/api/v1/meetings') ? { results: [appointment], hasMore: false, page: 0 } : blockers,
  }));
  await renderCalendar();
  expect(todayColumn().querySelector('[data-testid="in-person-mark"]')!.textContent).toBe('In person (notary)');
});

it("marks in the day strip each day with a booking that stands, not a cancelled one's, and heads a phone's day with its count (issue 57)", async () => {
  const week = calendarRange('week', new Date(), 'Asia/Manila');
  // Another day of this week (TZDate: getDate() reads the Manila calendar).
  const other = week.days.find((d) => d.getDate() !== manila.getUTCDate())!;
  const cancelled = {
    ...meeting,
    _id: '44444444-4444-4444-8444-444444444444',
    status: 'CANCELLED',
    start_time: new Date(other.getTime() + 10 * 3_600_000).toISOString(),
    end_time: new Date(other.getTime() + 11 * 3_600_000).toISOString(),
  } as MeetingDto;
  const initial = {
    zone: 'Asia/Manila',
    from: week.from.toISOString(),
    to: week.to.toISOString(),
    blockers,
    meetings: { results: [meeting, cancelled], hasMore: false, page: 0 },
  };
  dom.render(<CalendarView initial={initial} />, { appClient: true });
  const tabs = [...dom.container.querySelectorAll<HTMLButtonElement>('[data-testid="day-strip"] [role="tab"]')];
  expect(tabs).toHaveLength(7);
  const dotted = tabs.filter((tab) => tab.querySelector('[data-testid="booking-dot"]'));
  expect(dotted).toHaveLength(1);
  expect(dotted[0].getAttribute('aria-selected')).toBe('true');
  expect(dotted[0].getAttribute('aria-label')).toMatch(/, 1 booking$/);
  expect(dom.container.querySelector('[data-testid="shown-day"]')?.textContent).toContain('1 booking');
  const otherTab = tabs.find((tab) => tab.getAttribute('aria-label')?.startsWith(format(other, 'EEEE d MMMM')))!;
  await act(async () => otherTab.click());
  expect(dom.container.querySelector('[data-testid="shown-day"]')?.textContent).toContain('No bookings');
});
