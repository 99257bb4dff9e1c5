/** @jest-environment jsdom */
import type { MeetingDto } from '@/lib/dto/meeting';
import { useDomRoot } from '@/lib/test/dom';
import { MeetingRow } from './meeting-list';

// Issue 63: a row of the meeting list reads as the meeting page heads it — abroad, the reader's clock
// with Manila's beside it; in Manila, one time and its zone.
const dom = useDomRoot();
const meeting = {
  _id: '11111111-1111-4111-8111-111111111111',
  start_time: '2026-11-28T17:00:00Z', // Sat 9:00 PM in Dubai, Sun 1:00 AM in Manila
  end_time: '2026-11-28T17:30:00Z',
  duration: 30,
  call_type: 'VIDEO',
  status: 'CONFIRMED',
  subject: 'Special power of attorney for the lot in Batangas',
  lawyer: { _id: '22222222-2222-4222-8222-222222222222', display_name: 'Ana Reyes', picture_url: null },
  customer: { _id: '33333333-3333-4333-8333-333333333333', first_name: 'Jun', last_name: 'Santos', picture_url: null },
  role: 'CUSTOMER',
  unread_count: 0,
  in_person: null,
} as unknown as MeetingDto;

const rowIn = (zone: string) => {
  dom.render(
    <ul>
      <MeetingRow meeting={meeting} zone={zone} href="/customer-portal/meeting/x" />
    </ul>,
  );
  return dom.container.textContent ?? '';
};

it('abroad: Dubai time with Manila time beside it', () => {
  const text = rowIn('Asia/Dubai');
  expect(text).toMatch(/Sat, Nov 28, 9:00 PM – 9:30 PM Dubai · Sun, Nov 29, 1:00 AM – 1:30 AM Manila/);
});

it('in Manila: one time, its zone named', () => {
  const text = rowIn('Asia/Manila');
  expect(text).toContain('Sun, Nov 29, 1:00 AM – 1:30 AM');
  expect(text).not.toContain('Dubai');
  expect(text).not.toContain(' · Sun');
});
