/** @jest-environment jsdom */
import { act } from 'react';
import { toast } from 'sonner';
import { actUntil, recordFetch, useDomRoot } from '@/lib/test/dom';
import { TimeZoneChoice } from './time-zone-choice';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// Issue 63: the account's zone in settings — the saved one chosen, the common zones abroad first, every
// other zone the browser knows below, and this device's zone one tap away.
const dom = useDomRoot();
const select = () => dom.container.querySelector<HTMLSelectElement>('select#time-zone')!;
const buttons = () => [...dom.container.querySelectorAll('button')];
const choose = (zone: string) =>
  act(async () => {
    select().value = zone;
    select().dispatchEvent(new Event('change', { bubbles: true }));
  });

it('shows the saved zone; choosing Dubai and saving PUTs it and says so', async () => {
  const calls = recordFetch(() => ({ status: 200, body: { time_zone: 'Asia/Dubai' } }));
  dom.render(<TimeZoneChoice timeZone="Asia/Manila" />);
  expect(select().value).toBe('Asia/Manila');
  expect(select().querySelector('option[value="Asia/Dubai"]')?.textContent).toBe('Dubai (GMT+4)');
  // Every other zone of the browser, once it runs.
  expect(select().querySelector('option[value="America/Chicago"]')).not.toBeNull();
  const save = buttons().find((b) => b.textContent === 'Save time zone')!;
  expect(save.disabled).toBe(true);
  await choose('Asia/Dubai');
  expect(save.disabled).toBe(false);
  await act(async () => save.click());
  await actUntil(() => jest.mocked(toast.success).mock.calls.length > 0);
  expect(calls).toEqual([expect.objectContaining({ method: 'PUT', body: { time_zone: 'Asia/Dubai' } })]);
  expect(calls[0].url).toMatch(/\/api\/v1\/auth\/account\/time-zone$/);
  expect(toast.success).toHaveBeenCalledWith('Time zone saved');
});

it("offers this device's zone when the account keeps another, in Filipino words too", async () => {
  const calls = recordFetch(() => ({ status: 200, body: { time_zone: 'UTC' } }));
  const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
  dom.render(<TimeZoneChoice timeZone={device === 'Asia/Tokyo' ? 'Asia/Dubai' : 'Asia/Tokyo'} />, { locale: 'fil' });
  expect(dom.container.textContent).toContain('kasama ang oras sa Pilipinas');
  const useDevice = buttons().find((b) => b.textContent?.startsWith('Gamitin ang zone ng device na ito'))!;
  await act(async () => useDevice.click());
  await actUntil(() => calls.length > 0);
  expect(calls[0].body).toEqual({ time_zone: device });
});

it('a refused save says so and keeps the choice', async () => {
  recordFetch(() => ({ status: 500, body: { message: 'Down' } }));
  dom.render(<TimeZoneChoice timeZone="Asia/Manila" />);
  await choose('Europe/London');
  await act(async () =>
    buttons()
      .find((b) => b.textContent === 'Save time zone')!
      .click(),
  );
  await actUntil(() => jest.mocked(toast.error).mock.calls.length > 0);
  expect(toast.error).toHaveBeenCalledWith('The time zone was not saved. Please try again.');
  expect(select().value).toBe('Europe/London');
});
