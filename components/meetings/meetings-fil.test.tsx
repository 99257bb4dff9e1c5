/** @jest-environment jsdom */
import { act } from 'react';
import type { MeetingDetailDto } from '@/lib/dto/meeting';
import { recordFetch, useDomRoot } from '@/lib/test/dom';
import { translator } from '@/lib/i18n/translator';
import { CallAttendance } from './call-attendance';
import { MeetingDetail } from './meeting-detail';
import { refundSentence } from './refund-status';
import { outcomeNote } from './outcome-note';
import { LiveCallBanner } from './live-call-banner';

// Issue 40: the meeting page in Filipino — its words, Filipino dates and "oras sa Pilipinas".
// The portal's page under the banner (it hides itself on a call page only).
jest.mock('next/navigation', () => ({ ...jest.requireActual('next/navigation'), usePathname: () => '/fil/lawyer-portal' }));
const dom = useDomRoot();
const fil = translator('fil', 'meetings');
const id = '11111111-1111-4111-8111-111111111111';
const start = '2026-11-23T01:00:00Z'; // Lunes, 9:00 AM in Manila
const meeting: MeetingDetailDto = {
  _id: id,
  start_time: start,
  end_time: '2026-11-23T01:30:00Z',
  duration: 30,
  call_type: 'PHONE',
  join_opens_at: '2026-11-23T00:50:00Z',
  join_closes_at: '2026-11-23T02:15:00Z',
  status: 'CANCELLED',
  outcome: null,
  subject: 'Land title dispute',
  description: null,
  price: 100_000,
  currency: 'PHP',
  hold_expires_at: null,
  work_item_id: null,
  lawyer: { _id: '22222222-2222-4222-8222-222222222222', display_name: 'Ana Reyes', picture_url: null },
  customer: { _id: '33333333-3333-4333-8333-333333333333', first_name: 'Maria', last_name: 'Santos', picture_url: null },
  role: 'CUSTOMER',
  unread_count: 0,
  in_person: null,
  files: [],
  attendance: [],
  comments: [],
  review: null,
  additions_closed: null,
  can_review: false,
  review_refusal: null,
  review_refusal_code: null,
  reschedules_left: 2,
  reschedules: [],
  cancellation: null,
  cancelled: { at: '2026-11-20T00:00:00Z', reason: null },
  refund: null,
  triage: null,
  payment: null,
};

beforeEach(() => {
  recordFetch(() => ({ status: 200, body: meeting }));
});

it('the meeting page speaks Filipino: heading, date, Manila zone, status and details', async () => {
  dom.render(<MeetingDetail initial={meeting} />, { query: true, locale: 'fil' });
  await act(async () => {});
  const text = dom.container.textContent ?? '';
  expect(dom.container.querySelector('h1')?.textContent).toBe('30-minutong phone call kasama si Atty. Ana Reyes');
  expect(text).toContain('Lun, Nob 23, 9:00 AM – 9:30 AM (oras sa Pilipinas)');
  expect(text).toContain('Kinansela');
  expect(text).toContain('Buod ng kaso');
  expect(text).toContain('Kinansela bago pa nakapagbayad');
  expect(text).not.toContain('Case summary');
});

it('outcome, refund and attendance sentences in Filipino', () => {
  expect(outcomeNote({ ...meeting, status: 'CONFIRMED', outcome: 'CLIENT_NO_SHOW' }, fil)?.text).toBe(
    'Hindi ka sumali; hindi maibabalik ang bayad',
  );
  const refund = { status: 'pending' as const, amount: 150_000, requested_at: start, settled_at: null, reference: null };
  expect(refundSentence({ role: 'CUSTOMER', refund }, 'Asia/Manila', 'fil', fil)).toBe(
    'Hiniling ang refund mo na ₱1,500 noong Lun, Nob 23 — karaniwang 5–10 banking day para sa card, mas mabilis sa e-wallet.',
  );
  const entry = {
    user_id: 'u',
    role: 'CUSTOMER' as const,
    name: 'Maria Santos',
    joined_at: start,
    left_at: '2026-11-23T01:20:00Z',
    seconds: 1200,
  };
  dom.render(<CallAttendance entries={[entry]} zone="Asia/Manila" />, { query: false, locale: 'fil' });
  expect(dom.container.textContent).toBe(
    'Sino ang sumali sa callMaria Santos sumali noong Lun, Nob 23, 9:00 AM, umalis nang 9:20 AM · 20 min',
  );
});

it("the meeting's comments and files speak Filipino: headings, labels, buttons, times, counts", async () => {
  const comment = {
    _id: '44444444-4444-4444-8444-444444444444',
    comment: 'Puwede po ba sa Biyernes?',
    created_at: start,
    updated_at: '2026-11-23T02:00:00Z',
    mine: true,
    author: { _id: meeting.customer._id, name: 'Maria Santos' },
  };
  const file = { _id: '55555555-5555-4555-8555-555555555555', name: 'titulo.pdf', size: 120_000, url: '/api/v1/files/x', mine: true };
  const open = { ...meeting, status: 'CONFIRMED' as const, cancelled: null, comments: [comment], files: [file] } as MeetingDetailDto;
  recordFetch(() => ({ status: 200, body: open }));
  dom.render(<MeetingDetail initial={open} />, { query: true, locale: 'fil' });
  await act(async () => {});
  const text = dom.container.textContent ?? '';
  for (const words of ['Mga comment', 'Ikaw', ' · in-edit', 'I-edit', 'Burahin', 'Mag-comment', 'Ipadala']) {
    expect(text).toContain(words);
  }
  for (const words of ['Mga file', 'Magdagdag ng file', '1 file ang naka-attach']) expect(text).toContain(words);
  expect(dom.container.querySelector('a[aria-label="I-download ang titulo.pdf"]')).not.toBeNull();
  expect(dom.container.querySelector('button[aria-label="Alisin ang titulo.pdf"]')).not.toBeNull();
  // The viewer's zone (UTC here; "oras sa Pilipinas" in Manila) and a Filipino date.
  expect(text).toMatch(/Mga commentAng mga oras ay (nasa UTC|oras sa Pilipinas)Ikaw · Lun, Nob 23, /);
  for (const english of [
    'Comments',
    'Add a comment',
    'Send',
    'Edit',
    'Delete',
    'Files',
    'Add files',
    'file attached',
    'Times shown in',
    'You',
  ]) {
    expect(text).not.toContain(english);
  }
});

it('a cancelled meeting says in Filipino why it takes no new files or comments', async () => {
  const closed = { ...meeting, additions_closed: 'This meeting was cancelled, so it takes no new files or comments.' };
  recordFetch(() => ({ status: 200, body: closed }));
  dom.render(<MeetingDetail initial={closed} />, { query: true, locale: 'fil' });
  await act(async () => {});
  const why = 'Kinansela ang meeting na ito, kaya hindi na ito tumatanggap ng bagong file o comment.';
  expect(dom.container.querySelector('[data-testid="comments-closed"]')?.textContent).toBe(why);
  expect(dom.container.querySelector('[data-testid="files-closed"]')?.textContent).toBe(why);
});

it('issue 72: the join banner of a Filipino portal names the consultation in Filipino, not "Video consultation kasama si …"', async () => {
  const live = {
    results: (['VIDEO', 'PHONE'] as const).map((call_type, i) => ({
      _id: `4444444${i}-4444-4444-8444-444444444444`,
      role: 'LAWYER' as const,
      call_type,
      start_time: start,
      end_time: '2026-11-23T01:30:00Z',
      join_closes_at: '2026-11-23T02:15:00Z',
      peer: { user_id: '33333333-3333-4333-8333-333333333333', name: 'Maria Santos', picture_url: null },
      peer_presence: 'left' as const,
      peer_waiting: false,
      join_path: `/fil/lawyer-portal/meeting/${id}`,
    })),
  };
  recordFetch(() => ({ status: 200, body: live }));
  dom.render(<LiveCallBanner initial={live} />, { query: true, locale: 'fil' });
  await act(async () => {});
  const names = [...dom.container.querySelectorAll('li p:first-child')].map((p) => p.textContent);
  expect(names).toEqual(['Konsultasyon sa video kasama si Maria Santos', 'Konsultasyon sa telepono kasama si Maria Santos']);
  expect(dom.container.textContent).not.toMatch(/consultation/i);
  expect(dom.container.textContent).toContain('Sumali na');
});
