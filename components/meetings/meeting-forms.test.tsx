/** @jest-environment jsdom */
import { act } from 'react';
import type { MeetingDetailDto } from '@/lib/dto/meeting';
import { MESSAGES } from '@/lib/validation/messages';
import { actUntil, recordFetch, useDomRoot, type RecordedCall } from '@/lib/test/dom';
import { MeetingComments } from './meeting-comments';
import { RescheduleForm } from './reschedule-form';

// The comment and reschedule forms validate with the handlers' zod schemas (lib/validation/meetings):
// bad input shows the schema's message under the field and sends nothing.
let calls: RecordedCall[];
const dom = useDomRoot();
const render = dom.render;

beforeEach(() => {
  calls = recordFetch(() => ({ status: 200, body: { calendar: { '2026-12-01': [{ start_time: '2026-12-01T02:00:00.000Z' }] } } }));
});

async function submit(form: HTMLFormElement) {
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

const meeting = {
  _id: '11111111-1111-4111-8111-111111111111',
  duration: 30,
  lawyer: { _id: '22222222-2222-4222-8222-222222222222', display_name: 'Ana Reyes', picture_url: null },
  reschedules_left: 2,
} as MeetingDetailDto;

it('an empty comment shows the schema message and sends nothing', async () => {
  render(<MeetingComments meetingId={meeting._id} comments={[]} status="CONFIRMED" closed={null} />);
  const textarea = dom.container.querySelector('textarea')!;
  await act(async () => {
    textarea.value = '   ';
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await submit(dom.container.querySelector('form')!);
  expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(MESSAGES.required);
  expect(textarea.getAttribute('aria-invalid')).toBe('true');
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
});

it('a reschedule without a new time or a reason shows the schema messages and sends nothing', async () => {
  render(<RescheduleForm meeting={meeting} onDone={() => {}} />);
  await act(async () => {});
  await submit(dom.container.querySelector('form')!);
  const alerts = [...dom.container.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
  expect(alerts).toEqual([MESSAGES.required, MESSAGES.required]);
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
});

// Issue 38: the limit is the server's fact (reschedules_left), said in the dialog.
it('the reschedule dialog says how many reschedules the viewer has left', async () => {
  render(<RescheduleForm meeting={{ ...meeting, reschedules_left: 1 }} onDone={() => {}} />);
  await act(async () => {});
  expect(dom.container.querySelector('[data-testid="reschedule-limit"]')?.textContent).toBe(
    'Each of you can reschedule a meeting up to 2 times. This is your last one.',
  );
  expect(dom.container.querySelector('form')).not.toBeNull();
});

it('with none left the dialog says why in place of the form, and asks the server nothing', async () => {
  render(<RescheduleForm meeting={{ ...meeting, reschedules_left: 0 }} onDone={() => {}} />);
  await act(async () => {});
  expect(dom.container.querySelector('form')).toBeNull();
  expect(dom.container.querySelector('[data-testid="reschedule-limit"]')?.textContent).toBe(
    'You have already rescheduled this meeting 2 times, the most each person may. Ask the other party in the comments if you need another time.',
  );
  expect(calls).toEqual([]);
});

// Issue 43: an in-person notarial appointment moves within its notary's office times for its service.
it('for a notarial appointment the dialog lists its notary’s free times (in Manila time), not the lawyer’s consultation slots', async () => {
  const notarySlots = {
    service: 'affidavit-of-loss',
    fee_centavos: 35_000,
    duration_minutes: 30,
    calendar: { '2026-12-01': [{ start_time: '2026-12-01T01:15:00.000Z' }, { start_time: '2026-12-01T01:45:00.000Z' }] },
  };
  calls = recordFetch((call) => ({
    status: 200,
    body: call.url.includes('/notary-slots') ? notarySlots : { calendar: { '2026-12-01': [{ start_time: '2026-12-01T02:00:00.000Z' }] } },
  }));
  const appointment = { ...meeting, in_person: { service: 'affidavit-of-loss' } } as MeetingDetailDto;
  render(<RescheduleForm meeting={appointment} onDone={() => {}} />);
  const times = () => [...(dom.container.querySelector('[role="group"][aria-label="Time"]')?.querySelectorAll('button') ?? [])];
  await actUntil(() => times().length > 0);
  expect(calls.map((c) => c.url)).toEqual([`/api/v1/meeting/${meeting._id}/notary-slots`]);
  expect(times().map((b) => b.textContent)).toEqual(['9:15 AM', '9:45 AM']);
});
