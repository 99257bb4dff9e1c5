/** @jest-environment jsdom */
import { act } from 'react';
import type { BlockersPageDto } from '@/lib/dto/blocker';
import { calendarRange } from '@/lib/format/calendar-range';
import { useDomRoot } from '@/lib/test/dom';
import { AvailabilityDay } from '@/components/lawyer-profile/availability-day';
import { BlockerForm } from './blocker-form';
import { calendarDates } from './calendar-dates';
import { CalendarView } from './calendar-view';

// jsdom lays nothing out, so it has no scrollIntoView.
Element.prototype.scrollIntoView = jest.fn();
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const dom = useDomRoot();
const zone = 'Asia/Manila';
const blockers: BlockersPageDto = { results: [], hasMore: false, page: 0, time_zone: zone, weekly_hours: [] };

it('names the days and the period in Filipino, and the English ones as before', () => {
  // A week of November 2026: Sunday 22 to Saturday 28 (weeks start on Sunday in both languages).
  const week = calendarRange('week', new Date('2026-11-25T04:00:00Z'), zone);
  const fil = calendarDates('fil', zone);
  expect(fil.dayName(week.days[3])).toBe('Miyerkules, Nobyembre 25');
  expect(fil.shortDays).toEqual(['Lin', 'Lun', 'Mar', 'Miy', 'Huw', 'Biy', 'Sab']);
  expect(fil.title('week', week)).toBe('Nob 22–28, 2026');
  expect(fil.title('month', calendarRange('month', new Date('2026-11-25T04:00:00Z'), zone))).toBe('Nobyembre 2026');
  const en = calendarDates('en', zone);
  expect(en.dayName(week.days[3])).toBe('Wednesday 25 November');
  expect(en.title('week', week)).toBe(week.title);
});

it('shows the week grid in Filipino, with the zone as "oras sa Pilipinas"', async () => {
  const week = calendarRange('week', new Date(), zone);
  const initial = {
    zone,
    from: week.from.toISOString(),
    to: week.to.toISOString(),
    blockers,
    meetings: { results: [], hasMore: false, page: 0 },
  };
  dom.render(<CalendarView initial={initial} />, { locale: 'fil' });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  const text = dom.container.textContent!;
  expect(text).toContain('I-block ang oras');
  expect(text).toContain('Nasa oras sa Pilipinas ang mga oras.');
  expect(dom.container.querySelector('button[aria-label="Susunod na linggo"]')).not.toBeNull();
  expect(dom.container.querySelector('[role="tablist"]')!.getAttribute('aria-label')).toBe('Mga araw');
  expect(dom.container.querySelector('[aria-label^="I-block ang oras sa "][aria-label$=", 09:00"]')).not.toBeNull();
});

it('asks for a weekly blocker in Filipino, with Filipino weekday names', async () => {
  dom.render(
    <BlockerForm
      zone={zone}
      blocker={
        {
          _id: '33333333-3333-4333-8333-333333333333',
          start_time: '2026-11-23T01:00:00Z',
          end_time: '2026-11-23T02:00:00Z',
          title: 'Hearing',
          notes: null,
          kind: 'weekly',
          series: { _id: 's', weekdays: [1, 3], start_date: '2026-11-23', end_date: null },
        } as never
      }
      onDone={() => {}}
    />,
    { locale: 'fil' },
  );
  const text = dom.container.textContent!;
  expect(text).toContain('Umuulit tuwing Lun, Miy');
  expect(text).toContain('Buong serye');
  expect(text).toContain('Burahin ang serye');
  expect(dom.container.querySelector('form')!.getAttribute('aria-label')).toBe('I-edit ang block');
});

it('shows a weekday of the weekly hours in Filipino, keeping its English test id', () => {
  dom.render(
    <ul>
      <AvailabilityDay
        day={{ weekday: 1, available: true, ranges: [{ start_time: '09:00', end_time: '24:00' }] }}
        errors={{}}
        onChange={() => {}}
        onCopyToWeekdays={() => {}}
      />
    </ul>,
    { locale: 'fil' },
  );
  const row = dom.container.querySelector('[data-testid="hours-Monday"]')!;
  expect(row.textContent).toContain('Lunes');
  expect(row.textContent).toContain('Kopyahin sa Lun–Biy');
  expect(row.textContent).toContain('12:00 hatinggabi');
  expect(row.querySelector('select')!.getAttribute('aria-label')).toBe('Lunes, mula');
});
