/** @jest-environment jsdom */
import { CallOptions } from '@/components/booking/call-options';
import type { MeetingDetailDto } from '@/lib/dto/meeting';
import { estimateMb, weakLinkMb } from '@/lib/reference/call-data';
import { recordFetch, useDomRoot } from '@/lib/test/dom';
import { MeetingDetail } from './meeting-detail';

// Issue 44: before the call, the booking form and the meeting page say how much mobile data the
// consultation's length uses in each mode, from the measured table (lib/reference/call-data.ts).
const dom = useDomRoot();
const estimate = () => dom.container.querySelector('[data-testid="data-estimate"]');
const noop = () => {};

describe('the booking form', () => {
  it('gives each mode’s data for the chosen length; a phone consultation, audio only', () => {
    const options = { durations: [30, 60] as (30 | 60)[], prices: { 30: 100_000, 60: 180_000 }, onDuration: noop, onCallType: noop };
    dom.render(<CallOptions {...options} duration={60} callType="VIDEO" />);
    expect(estimate()?.textContent).toContain('Mobile data for a 60-minute call');
    expect(estimate()?.textContent).toContain(`Video: about ${estimateMb('video', 60)} MB`);
    // The typical figure, with the weak link's beside it where that differs (issue 63).
    expect(estimate()?.textContent).toContain(
      `Data saver: about ${estimateMb('saver', 60)} MB (${weakLinkMb('saver', 60)} MB on a weak link)`,
    );
    expect(estimate()?.textContent).toContain(`Audio only: about ${estimateMb('audio', 60)} MB`);
    dom.render(<CallOptions {...options} duration={30} callType="VIDEO" />, { locale: 'fil' });
    expect(estimate()?.textContent).toContain(
      `Data saver: mga ${estimateMb('saver', 30)} MB (${weakLinkMb('saver', 30)} MB kapag mahina ang signal)`,
    );
    dom.render(<CallOptions {...options} duration={30} callType="PHONE" />, { locale: 'fil' });
    expect(estimate()?.textContent).toContain('Mobile data sa 30 minutong tawag');
    expect(estimate()?.textContent).toContain(`Audio lang: mga ${estimateMb('audio', 30)} MB`);
    expect(estimate()?.textContent).not.toContain('Video:');
  });
});

describe('the meeting page', () => {
  const start = new Date(Date.now() + 86_400_000);
  const meeting = {
    _id: '11111111-1111-4111-8111-111111111111',
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 60 * 60_000).toISOString(),
    duration: 60,
    call_type: 'VIDEO',
    join_opens_at: start.toISOString(),
    join_closes_at: start.toISOString(),
    status: 'CONFIRMED',
    outcome: null,
    subject: 'Unpaid wages',
    description: null,
    price: 100_000,
    currency: 'PHP',
    hold_expires_at: null,
    work_item_id: null,
    lawyer: { _id: '22222222-2222-4222-8222-222222222222', display_name: 'Ana Reyes', picture_url: null },
    customer: { _id: '33333333-3333-4333-8333-333333333333', first_name: 'Maria', last_name: 'Santos', picture_url: null },
    role: 'CUSTOMER',
    unread_count: 0,
    files: [],
    attendance: [],
    comments: [],
    review: null,
    additions_closed: null,
    can_review: false,
    review_refusal: null,
    reschedules_left: 2,
    reschedules: [],
    cancellation: null,
    cancelled: null,
    refund: null,
    triage: null,
    payment: null,
  } as unknown as MeetingDetailDto;
  beforeEach(() => recordFetch(() => ({ status: 200, body: meeting })));

  it('gives each mode’s data for the meeting’s 60 minutes while it is ahead', () => {
    dom.render(<MeetingDetail initial={meeting} />);
    expect(estimate()?.textContent).toContain('Mobile data for a 60-minute call');
    expect(estimate()?.textContent).toContain(`Data saver: about ${estimateMb('saver', 60)} MB`);
  });

  it('says nothing of data for a cancelled meeting', () => {
    dom.render(<MeetingDetail initial={{ ...meeting, status: 'CANCELLED' }} />);
    expect(estimate()).toBeNull();
  });
});
