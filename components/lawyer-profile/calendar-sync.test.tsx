/** @jest-environment jsdom */
import { act } from 'react';
import { toast } from 'sonner';
import { CALENDAR_SYNC_MESSAGES } from '@/lib/validation/calendar-sync';
import { recordFetch, useDomRoot, type RecordedCall } from '@/lib/test/dom';
import { CalendarSync } from './calendar-sync';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

type Answer = { status: number; body: unknown };
let calls: RecordedCall[];
let answers: Answer[] = [];
const dom = useDomRoot();

beforeEach(() => {
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
  calls = recordFetch(() => answers.shift() ?? { status: 500, body: {} });
});

function render(props: Partial<React.ComponentProps<typeof CalendarSync>> = {}) {
  dom.render(<CalendarSync initialFeedUrl={null} initialImportUrl={null} importCheckedAt={null} importError={null} {...props} />);
}

const button = (name: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name);
const click = (name: string) => act(async () => button(name)!.click());

it('generates the feed link, then regenerates it only after the warning', async () => {
  render();
  answers = [{ status: 200, body: { url: 'http://localhost:3000/api/v1/calendars/feed/first.ics' } }];
  await click('Generate');
  expect(calls).toEqual([{ url: '/api/v1/lawyers/profile/calendars/generate', method: 'POST', body: undefined }]);
  expect(dom.container.querySelector<HTMLInputElement>('input[readonly]')!.value).toBe(
    'http://localhost:3000/api/v1/calendars/feed/first.ics',
  );
  expect(toast.success).toHaveBeenCalledWith('Success!');
  expect(dom.container.querySelector('a[href^="webcal://"]')?.getAttribute('href')).toBe(
    'webcal://localhost:3000/api/v1/calendars/feed/first.ics',
  );

  await click('Regenerate link');
  expect(calls).toHaveLength(1);
  expect(dom.container.textContent).toContain(CALENDAR_SYNC_MESSAGES.regenerateWarning);
  answers = [{ status: 500, body: { message: 'Internal server error' } }];
  await click('Yes, regenerate');
  expect(toast.error).toHaveBeenCalledWith('Failed!');
  answers = [{ status: 200, body: { url: 'http://localhost:3000/api/v1/calendars/feed/second.ics' } }];
  await click('Yes, regenerate');
  expect(dom.container.querySelector<HTMLInputElement>('input[readonly]')!.value).toBe(
    'http://localhost:3000/api/v1/calendars/feed/second.ics',
  );
});

it('saving an import address shows the server refusal under the field; a good one shows the last check', async () => {
  render();
  const input = dom.container.querySelector<HTMLInputElement>('input[type="url"]')!;
  const type = (value: string) =>
    act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  await type('https://10.0.0.1/cal.ics');
  answers = [{ status: 400, body: { message: CALENDAR_SYNC_MESSAGES.privateNetwork, key: 'ICAL_PRIVATE_ADDRESS' } }];
  await click('Save');
  expect(calls.at(-1)).toEqual({
    url: '/api/v1/lawyers/profile/calendars/import',
    method: 'PUT',
    body: { url: 'https://10.0.0.1/cal.ics' },
  });
  expect(dom.container.textContent).toContain(CALENDAR_SYNC_MESSAGES.privateNetwork);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(toast.error).toHaveBeenCalledWith('Failed!');

  await type('https://calendar.example.com/basic.ics');
  answers = [
    {
      status: 200,
      body: {
        ical_import_url: 'https://calendar.example.com/basic.ics',
        ical_import_checked_at: '2026-12-01T02:00:00.000Z',
        ical_import_error: null,
        busy_count: 3,
      },
    },
  ];
  await click('Save');
  expect(dom.container.textContent).not.toContain(CALENDAR_SYNC_MESSAGES.privateNetwork);
  expect(dom.container.textContent).toContain('Last checked');
  expect(button('Remove')).toBeDefined();
});
