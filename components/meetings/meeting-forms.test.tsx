/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { MeetingDto } from '@/lib/dto/meeting';
import { MESSAGES } from '@/lib/validation/messages';
import { MeetingComments } from './meeting-comments';
import { RescheduleForm } from './reschedule-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The comment and reschedule forms validate with the handlers' zod schemas (lib/validation/meetings):
// bad input shows the schema's message under the field and sends nothing.
const calls: { url: string; method: string }[] = [];
let root: Root;
let container: HTMLDivElement;

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET' });
    return { ok: true, status: 200, json: async () => ({ calendar: { '2026-12-01': [{ start_time: '2026-12-01T02:00:00.000Z' }] } }) } as Response;
  }) as typeof fetch;
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function render(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() => root.render(<QueryClientProvider client={client}>{node}</QueryClientProvider>));
}

async function submit(form: HTMLFormElement) {
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

const meeting = {
  _id: '11111111-1111-4111-8111-111111111111', duration: 30, lawyer: { _id: '22222222-2222-4222-8222-222222222222', display_name: 'Ana Reyes', picture_url: null },
} as MeetingDto;

it('an empty comment shows the schema message and sends nothing', async () => {
  render(<MeetingComments meetingId={meeting._id} comments={[]} />);
  const textarea = container.querySelector('textarea')!;
  await act(async () => {
    textarea.value = '   ';
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await submit(container.querySelector('form')!);
  expect(container.querySelector('[role="alert"]')?.textContent).toBe(MESSAGES.required);
  expect(textarea.getAttribute('aria-invalid')).toBe('true');
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
});

it('a reschedule without a new time or a reason shows the schema messages and sends nothing', async () => {
  render(<RescheduleForm meeting={meeting} onDone={() => {}} />);
  await act(async () => {});
  await submit(container.querySelector('form')!);
  const alerts = [...container.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
  expect(alerts).toEqual([MESSAGES.required, MESSAGES.required]);
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
});
