/** @jest-environment jsdom */
import { act } from 'react';
import type { MeetingDetailDto } from '@/lib/dto/meeting';
import { actUntil, recordFetch, useDomRoot, type RecordedCall } from '@/lib/test/dom';
import { MeetingDetail } from './meeting-detail';
import { MeetingRow } from './meeting-list';

// "Add to calendar" on the meeting page (both portals): the meeting's .ics, offered while it is ahead and booked.
const dom = useDomRoot();
const id = '11111111-1111-4111-8111-111111111111';
const start = new Date(Date.now() + 3 * 86_400_000);
const meeting: MeetingDetailDto = {
  _id: id,
  start_time: start.toISOString(),
  end_time: new Date(start.getTime() + 30 * 60_000).toISOString(),
  duration: 30,
  call_type: 'VIDEO',
  join_opens_at: new Date(start.getTime() - 10 * 60_000).toISOString(),
  join_closes_at: new Date(start.getTime() + 45 * 60_000).toISOString(),
  status: 'CONFIRMED',
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
  cancelled: null,
  refund: null,
  triage: null,
  payment: {
    status: 'PAID',
    method: 'gcash',
    amount: 100_000,
    paid_at: new Date().toISOString(),
    checkout_url: null,
    reference: 'ABG-7K3Q-9M2X',
    receipt_url: null,
  },
};
const addLink = () => [...dom.container.querySelectorAll('a')].find((a) => a.textContent === 'Add to calendar');

let calls: RecordedCall[];
beforeEach(() => {
  calls = recordFetch((call) => ({ status: 200, body: call.method === 'PUT' ? { _id: id, refund: 'NONE', summary: 'x' } : meeting }));
});

it('links a booked meeting ahead to its .ics, for the client and for the lawyer', () => {
  for (const role of ['CUSTOMER', 'LAWYER'] as const) {
    dom.render(<MeetingDetail initial={{ ...meeting, role }} />);
    expect(addLink()?.getAttribute('href')).toBe(`/api/v1/meeting/${id}/ics`);
  }
});

it('offers nothing to add for a cancelled or an unpaid meeting', () => {
  dom.render(<MeetingDetail initial={{ ...meeting, status: 'CANCELLED' }} />);
  expect(addLink()).toBeUndefined();
  dom.render(<MeetingDetail initial={{ ...meeting, status: 'PAYMENT_PENDING' }} />);
  expect(addLink()).toBeUndefined();
});

describe('the cancel dialog', () => {
  const late = {
    refund: 'NONE',
    ground: 'CLIENT_LATE',
    summary: 'No refund: less than 24 hours before the start',
    detail: 'The lawyer kept this time for you. You can reschedule instead.',
  } as const;
  const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name);

  it('no cancel button when the server says the meeting cannot be cancelled', () => {
    dom.render(<MeetingDetail initial={meeting} />);
    expect(button('Cancel meeting')).toBeUndefined();
  });

  it('says the server’s answer before confirming, takes a reason, and sends back the refund it showed', async () => {
    calls = recordFetch((call) => ({
      status: 200,
      body: call.method === 'PUT' ? { _id: id, refund: 'NONE', summary: late.summary } : { ...meeting, cancellation: late },
    }));
    dom.render(<MeetingDetail initial={{ ...meeting, cancellation: late }} />);
    await act(async () => button('Cancel meeting')!.click());
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.querySelector('[data-testid="cancel-refund"]')?.textContent).toBe('No refund: less than 24 hours before the start');
    expect(dialog.textContent).toContain('You can reschedule instead.');
    const reason = dialog.querySelector('textarea')!;
    await act(async () => {
      // The native setter, as typing does: React ignores a value assigned through the element's own property.
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(reason, 'Found a lawyer nearer home');
      reason.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      dialog.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { url: `/api/v1/meeting/${id}/cancel`, method: 'PUT', body: { reason: 'Found a lawyer nearer home', expect_refund: 'NONE' } },
    ]);
  });
});

const at = new Date().toISOString();
const comment: MeetingDetailDto['comments'][number] = {
  _id: '44444444-4444-4444-8444-444444444444',
  meeting_id: id,
  comment: 'Please bring the title.',
  author: { _id: meeting.customer._id, name: 'Maria Santos', type: 'CUSTOMER' },
  mine: true,
  created_at: at,
  updated_at: at,
};

describe('a cancelled meeting (issue 27)', () => {
  const closed = 'This meeting was cancelled, so it takes no new files or comments.';

  it("shows the server's reason in place of the file input and the comment form; what is there stays", () => {
    dom.render(<MeetingDetail initial={{ ...meeting, status: 'CANCELLED', additions_closed: closed, comments: [comment] }} />);
    expect(dom.container.querySelector('input[type="file"]')).toBeNull();
    expect(dom.container.querySelector('textarea')).toBeNull();
    expect(dom.container.querySelector('[data-testid="files-closed"]')?.textContent).toBe(closed);
    expect(dom.container.querySelector('[data-testid="comments-closed"]')?.textContent).toBe(closed);
    expect(dom.container.textContent).toContain('Please bring the title.');
    const buttons = [...dom.container.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).not.toContain('Edit');
    expect(buttons).toContain('Delete');
  });

  it('an open meeting offers both inputs', () => {
    dom.render(<MeetingDetail initial={meeting} />);
    expect(dom.container.querySelector('input[type="file"]')).not.toBeNull();
    expect(dom.container.querySelector('textarea')).not.toBeNull();
  });
});

describe('zones are named wherever times are listed (issue 27)', () => {
  it('a meeting row names its zone the way the meeting page does', () => {
    dom.render(
      <ul>
        <MeetingRow meeting={meeting} zone="Asia/Manila" href={`/customer-portal/meeting/${id}`} />
      </ul>,
    );
    const row = dom.container.textContent!;
    expect(row).toContain('(GMT+8, Asia/Manila)');
    dom.render(<MeetingDetail initial={meeting} />);
    // The page reads the viewer's clock (jsdom: UTC) with Manila's beside it (issue 63), each named.
    expect(dom.container.querySelector('#meeting-heading')!.parentElement!.textContent).toMatch(/ UTC · .+ Manila/);
  });

  it('the comment thread names the zone of its times', () => {
    dom.render(<MeetingDetail initial={{ ...meeting, comments: [comment] }} />);
    expect(dom.container.textContent).toMatch(/Times shown in (UTC|GMT)/);
  });
});

describe('a notarial appointment (issue 43)', () => {
  const appointment: MeetingDetailDto = {
    ...meeting,
    payment: null,
    in_person: {
      service: 'affidavit-of-loss',
      address: '12 Ayala Ave',
      city: 'Makati',
      map_url: 'https://www.google.com/maps/search/?api=1&query=12%20Ayala%20Ave%2C%20Makati%2C%20Philippines',
      checklist: ['government-id', 'original-document'],
      pay_at_office: true,
      has_draft: false,
    },
  };

  it('shows the office, the map, what to bring and that it is in person — no join button', () => {
    calls = recordFetch(() => ({ status: 200, body: appointment }));
    dom.render(<MeetingDetail initial={appointment} />);
    const text = dom.container.textContent!;
    expect(dom.container.querySelector('h1')!.textContent).toBe('Notarial appointment with Atty. Ana Reyes');
    expect(dom.container.querySelector('[data-testid="office-address"]')!.textContent).toContain('12 Ayala Ave');
    expect([...dom.container.querySelectorAll('[data-testid="checklist"] li')].map((li) => li.textContent)).toEqual([
      'A current government ID with your photo and signature',
      'The original, for the notary to compare with the copy',
    ]);
    expect(text).toContain('in person at the notary');
    expect(text).toContain('to be paid at the office');
    expect(text).not.toMatch(/Join/);
    // No call, so no data a call would cost (issue 44's estimate is for consultations).
    expect(text).not.toContain('Mobile data for a');
    expect(dom.container.querySelector(`a[href*="/join"]`)).toBeNull();
  });

  it('offers Reschedule to the client and to the notary while it is ahead and confirmed', () => {
    for (const role of ['CUSTOMER', 'LAWYER'] as const) {
      calls = recordFetch(() => ({ status: 200, body: { ...appointment, role } }));
      dom.render(<MeetingDetail initial={{ ...appointment, role }} />);
      expect([...dom.container.querySelectorAll('button')].map((b) => b.textContent)).toContain('Reschedule');
    }
  });

  it('is cancelled as an appointment, not a meeting', () => {
    const cancellable = {
      ...appointment,
      cancellation: { refund: 'FULL' as const, ground: 'CLIENT_EARLY' as const, summary: 'Full refund', detail: 'More than a day ahead.' },
    };
    calls = recordFetch(() => ({ status: 200, body: cancellable }));
    dom.render(<MeetingDetail initial={cancellable} />);
    const labels = [...dom.container.querySelectorAll('button')].map((b) => b.textContent);
    expect(labels).toContain('Cancel appointment');
    expect(labels).not.toContain('Cancel meeting');
  });

  it('has no draft link when the client prepared none', () => {
    calls = recordFetch(() => ({ status: 200, body: appointment }));
    dom.render(<MeetingDetail initial={appointment} />);
    expect(dom.container.querySelector('[data-testid="notary-draft"]')).toBeNull();
  });

  it('links the prepared draft when the client prepared one', () => {
    const withDraft = { ...appointment, in_person: { ...appointment.in_person!, has_draft: true } };
    calls = recordFetch(() => ({ status: 200, body: withDraft }));
    dom.render(<MeetingDetail initial={withDraft} />);
    const draft = dom.container.querySelector('[data-testid="notary-draft"]')!;
    expect(draft.querySelector('a')!.getAttribute('href')).toBe(`/api/v1/meeting/${id}/notary-draft`);
    expect(draft.textContent).toBe('Download the prepared draft (PDF)Print it and bring it unsigned: it is signed in front of the notary.');
  });

  it("is shown in the office's Philippine time wherever the viewer is, as it was booked and moves (a call: the viewer's zone)", async () => {
    calls = recordFetch(() => ({ status: 200, body: appointment }));
    dom.render(
      <>
        <MeetingDetail initial={meeting} />
        <MeetingDetail initial={{ ...appointment, _id: '99999999-9999-4999-8999-999999999999' }} />
      </>,
    );
    // Once the browser's zone has taken over (jsdom's: UTC) the call shows it; the office visit still shows Manila's.
    await actUntil(() => / UTC · /.test(dom.container.textContent!));
    const headings = [...dom.container.querySelectorAll('h1')].map((h) => h.parentElement!.textContent);
    expect(headings[0]).toMatch(/ UTC · .+ Manila/);
    expect(headings[1]).toContain('(GMT+8, Asia/Manila)');
    dom.render(
      <ul>
        <MeetingRow meeting={appointment} zone="Europe/Rome" href={`/customer-portal/meeting/${id}`} />
        <MeetingRow meeting={meeting} zone="Europe/Rome" href={`/customer-portal/meeting/${id}`} />
      </ul>,
    );
    const rows = [...dom.container.querySelectorAll('li')].map((li) => li.textContent);
    expect(rows[0]).toContain('(GMT+8, Asia/Manila)');
    // A call, in Rome: Rome's clock with Manila's beside it (issue 63).
    expect(rows[1]).toMatch(/ Rome · .+ Manila/);
  });

  it('is marked in person in the meetings list, for the client and the notary', () => {
    for (const role of ['CUSTOMER', 'LAWYER'] as const) {
      dom.render(
        <ul>
          <MeetingRow meeting={{ ...appointment, role }} zone="Asia/Manila" href={`/customer-portal/meeting/${id}`} />
        </ul>,
      );
      expect(dom.container.textContent).toContain('30-minute notarial appointment, in person');
      expect(dom.container.textContent).not.toContain('video call');
    }
  });

  it('reads in Filipino', () => {
    calls = recordFetch(() => ({ status: 200, body: appointment }));
    dom.render(<MeetingDetail initial={appointment} />, { locale: 'fil' });
    expect(dom.container.querySelector('h1')!.textContent).toBe('Notarial appointment kay Atty. Ana Reyes');
    expect(dom.container.textContent).toContain('Dalhin');
  });
});

describe('the notary marks an in-person appointment once its time has come (issue 43)', () => {
  const started = new Date(Date.now() - 20 * 60_000);
  const appointment: MeetingDetailDto = {
    ...meeting,
    role: 'LAWYER',
    start_time: started.toISOString(),
    end_time: new Date(started.getTime() + 30 * 60_000).toISOString(),
    payment: null,
    in_person: {
      service: 'jurat',
      address: '12 Ayala Ave',
      city: 'Makati',
      map_url: null,
      checklist: ['government-id'],
      pay_at_office: true,
      has_draft: false,
    },
  };
  const button = (name: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name);

  it('sends done or absent for the notary; the client sees no such buttons, nor does an appointment not yet begun', async () => {
    calls = recordFetch((call) => ({
      status: 200,
      body: call.method === 'PUT' ? { _id: id, status: 'COMPLETED', outcome: 'CLIENT_NO_SHOW' } : appointment,
    }));
    dom.render(<MeetingDetail initial={appointment} />);
    await act(async () => button('The client did not come')!.click());
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { url: `/api/v1/meeting/${id}/in-person-outcome`, method: 'PUT', body: { outcome: 'CLIENT_NO_SHOW' } },
    ]);
    for (const other of [
      { ...appointment, role: 'CUSTOMER' as const },
      { ...appointment, start_time: new Date(Date.now() + 3_600_000).toISOString() },
    ]) {
      calls = recordFetch(() => ({ status: 200, body: other }));
      dom.render(<MeetingDetail key={`${other.role}${other.start_time}`} initial={other} />);
      expect(button('Mark as done')).toBeUndefined();
    }
  });
});
