/** @jest-environment jsdom */
import { act } from 'react';
import { actUntil, recordFetch, useDomRoot } from '@/lib/test/dom';
import { ClientCalendarFeed } from './client-calendar-feed';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// Issue 64: the client's calendar feed in account settings — made on request, shown with a copy button, and
// replaced only after the client confirms (the old link stops working).
const dom = useDomRoot();
const buttons = () => [...dom.container.querySelectorAll('button')];
const button = (text: string) => buttons().find((b) => b.textContent === text)!;
const URL_1 = 'http://localhost:3000/api/v1/calendars/client/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';
const URL_2 = 'http://localhost:3000/api/v1/calendars/client/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.ics';

it('no link yet: "Make my calendar link" POSTs and shows the address; a new one only after the warning', async () => {
  let url: string | null = null;
  const calls = recordFetch((call) => {
    if (call.method === 'POST') url = url ? URL_2 : URL_1;
    return { status: 200, body: { url } };
  });
  dom.render(<ClientCalendarFeed />);
  await actUntil(() => buttons().length > 0);
  await act(async () => button('Make my calendar link').click());
  await actUntil(() => dom.container.querySelector('input') !== null);
  expect(dom.container.querySelector('input')!.value).toBe(URL_1);
  expect(button('Copy')).toBeDefined();

  await act(async () => button('Make a new link').click());
  expect(dom.container.textContent).toContain('The old link stops working');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  await act(async () => button('Yes, make a new link').click());
  await actUntil(() => dom.container.querySelector('input')?.value === URL_2);
  expect(calls.map((c) => [c.method, c.url])).toEqual([
    ['GET', '/api/v1/auth/account/calendar-feed'],
    ['POST', '/api/v1/auth/account/calendar-feed'],
    ['POST', '/api/v1/auth/account/calendar-feed'],
  ]);
});

it('in Filipino', async () => {
  recordFetch(() => ({ status: 200, body: { url: URL_1 } }));
  dom.render(<ClientCalendarFeed />, { locale: 'fil' });
  await actUntil(() => dom.container.querySelector('input') !== null);
  expect(dom.container.textContent).toContain('Pribadong link sa mga konsultasyon mo');
  expect(button('Kopyahin')).toBeDefined();
  expect(button('Gumawa ng bagong link')).toBeDefined();
});
