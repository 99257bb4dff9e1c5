/** @jest-environment jsdom */
import { act } from 'react';
import { toast } from 'sonner';
import { MeetingComments } from '@/components/meetings/meeting-comments';
import { MEETING_MESSAGES } from '@/lib/validation/meeting-messages';
import { actUntil, useDomRoot } from '@/lib/test/dom';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// Issue 45: on a phone your own comment appeared only after a ~2.4 s round trip. It now shows at once
// (React Query's mutation variables), and a failure takes it back with the spec's toast.
const MEETING = '11111111-1111-4111-8111-111111111111';
const dom = useDomRoot();

/** The POST's answer, held until the test lets it go. */
let release: (answer: { status: number; body: unknown }) => void;
let posted: string[];
beforeEach(() => {
  posted = [];
  jest.mocked(toast.error).mockClear();
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)).comment);
      const answer = await new Promise<{ status: number; body: unknown }>((resolve) => (release = resolve));
      return { ok: answer.status < 300, status: answer.status, statusText: '', json: async () => answer.body } as Response;
    }
    return { ok: true, status: 200, statusText: '', json: async () => ({}) } as Response;
  }) as typeof fetch;
});

const textarea = () => dom.container.querySelector<HTMLTextAreaElement>('form textarea')!;
const sending = () => dom.container.querySelector('[data-testid="comment-sending"]');
async function send(text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea(), text);
    textarea().dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    dom.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  // The form's schema loads on first use; then the comment goes out, and shows. Both are waited for:
  // React Query tells the list about the pending comment on a timer of its own, which a loaded
  // machine ran after the POST had already started (CI with two CPUs kept busy, 2026-11-26).
  await actUntil(() => posted.length > 0 && sending() !== null);
}

it('your own comment shows before the server answers, in the list, as yours', async () => {
  dom.render(<MeetingComments meetingId={MEETING} comments={[]} status="CONFIRMED" closed={null} />);
  await send('Can we talk about the land title?');
  expect(posted).toEqual(['Can we talk about the land title?']);
  // The server has not answered yet: the comment is already there, and the box is empty for the next one.
  expect(sending()?.textContent).toContain('You');
  expect(sending()?.textContent).toContain('Can we talk about the land title?');
  expect(dom.container.querySelector('ul[aria-label="Comments"]')?.contains(sending())).toBe(true);
  expect(textarea().value).toBe('');
  await act(async () => release({ status: 200, body: { _id: '22222222-2222-4222-8222-222222222222' } }));
  await actUntil(() => sending() === null);
  expect(toast.error).not.toHaveBeenCalled();
});

it('a failed send takes the comment back, toasts the spec message and returns the text to the box', async () => {
  dom.render(<MeetingComments meetingId={MEETING} comments={[]} status="CONFIRMED" closed={null} />);
  await send('Is Friday fine?');
  expect(sending()?.textContent).toContain('Is Friday fine?');
  await act(async () => release({ status: 500, body: { message: 'Down' } }));
  await actUntil(() => sending() === null);
  expect(toast.error).toHaveBeenCalledWith(MEETING_MESSAGES.commentAddFailed);
  expect(dom.container.querySelector('ul[aria-label="Comments"]')).toBeNull();
  expect(textarea().value).toBe('Is Friday fine?');
  expect(dom.container.textContent).toContain('No comments yet.');
});

it('on a Filipino page, an empty comment is refused in Filipino', async () => {
  dom.render(<MeetingComments meetingId={MEETING} comments={[]} status="CONFIRMED" closed={null} />, { locale: 'fil' });
  await act(async () => {
    dom.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await actUntil(() => dom.container.querySelector('[role="alert"]') !== null);
  expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe('Kailangang punan ito.');
  expect(posted).toEqual([]);
});
