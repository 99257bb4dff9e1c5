/** @jest-environment jsdom */
import { act } from 'react';
import type { ServiceOrder } from '@/features/services/api/service-orders';
import { recordFetch, useDomRoot, type RecordedCall } from '@/lib/test/dom';
import { eventLabel } from '@/components/work-items/format';
import { ServiceOrderPanel } from './service-order-panel';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// Issue 62: the order panel shows exactly the steps the server's `allowed` lists (never re-derived from the
// status), the clock in the viewer's words, the deliveries' files, and the notary link for SPA and affidavit.

const ID = '22222222-2222-4222-8222-222222222222';
const FILE = { _id: '33333333-3333-4333-8333-333333333333', name: 'demand-letter.pdf', size: 20_480, content_type: 'application/pdf' };

function order(over: Partial<ServiceOrder> = {}): ServiceOrder {
  return {
    _id: ID,
    service_type: 'DEMAND_LETTER',
    status: 'DELIVERED',
    price_pesos: 4500,
    turnaround_days: 3,
    revisions_included: 1,
    revisions_used: 0,
    other_party_name: 'Pedro Santos',
    intake: {},
    ordered_at: '2030-01-01T01:00:00.000Z',
    paid_at: '2030-01-01T02:00:00.000Z',
    take_by: '2030-01-03T02:00:00.000Z',
    countersigned_at: '2030-01-01T03:00:00.000Z',
    due_at: '2030-01-04T15:59:59.999Z',
    dispute_until: '2030-01-10T03:00:00.000Z',
    cancel_reason: null,
    decline_reason: null,
    allowed: [],
    deliveries: [
      {
        _id: '44444444-4444-4444-8444-444444444444',
        number: 1,
        note: 'Send by registered mail.',
        delivered_at: '2030-01-03T03:00:00.000Z',
        late: false,
        files: [FILE],
      },
    ],
    dispute: null,
    notarized: false,
    sent_by_lawyer: false,
    send_price_pesos: null,
    sending_proof: [],
    ...over,
  };
}

const ACTION_BUTTONS = {
  pay: 'Pay ₱4,500',
  accept: 'Accept the work',
  deliver: 'Deliver again',
  revise: 'Ask for a revision',
  'cancel-late': 'Cancel: full refund',
  dispute: 'Open a dispute',
  decline: 'Decline the order',
  'answer-dispute': 'Answer the dispute',
  withdraw: 'Withdraw the order',
  'attach-proof': 'Attach proof of sending',
} as const;

const dom = useDomRoot();
let calls: RecordedCall[];
beforeEach(() => {
  calls = recordFetch(() => ({ status: 500, body: { message: 'no' } }));
});
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const buttons = () => [...dom.container.querySelectorAll('[data-testid="order-actions"] button')].map((b) => b.textContent);

it.each([
  ['CUSTOMER', ['accept', 'revise', 'dispute']],
  ['CUSTOMER', ['accept']],
  ['CUSTOMER', ['pay', 'withdraw']],
  ['CUSTOMER', []],
  ['LAWYER', ['deliver']],
  ['LAWYER', ['decline']],
  ['LAWYER', ['answer-dispute']],
  ['CUSTOMER', ['cancel-late']],
  ['LAWYER', ['attach-proof']],
] as const)('%s with allowed %j: exactly those buttons', async (party, allowed) => {
  // The same DELIVERED order each time: only `allowed` changes what is offered.
  dom.render(<ServiceOrderPanel party={party} initial={order({ allowed: [...allowed] })} />);
  await settle();
  const expected = Object.entries(ACTION_BUTTONS)
    .filter(([a]) => (allowed as readonly string[]).includes(a))
    .map(([, label]) => label);
  expect(buttons().sort()).toEqual(expected.sort());
  expect(calls).toEqual([]);
});

it('points the client to the letter to sign, and the lawyer to the letter to countersign, without a button of its own', async () => {
  dom.render(
    <ServiceOrderPanel party="CUSTOMER" initial={order({ status: 'AWAITING_PAYMENT', deliveries: [], allowed: ['sign', 'withdraw'] })} />,
  );
  await settle();
  expect(dom.container.querySelector('a[href="#letter-heading"]')?.textContent).toBe('Sign the engagement letter below ↓');
  expect(buttons()).toEqual(['Withdraw the order']);
});

it('shows the deliveries with their download links, the due date, the revisions left and the dispute window', async () => {
  dom.render(<ServiceOrderPanel party="CUSTOMER" initial={order({ allowed: ['accept', 'revise', 'dispute'] })} />);
  await settle();
  const link = dom.container.querySelector('[data-testid="order-delivery"] a[download]');
  expect(link?.getAttribute('href')).toBe(`/api/v1/service-orders/${ID}/files/${FILE._id}`);
  expect(link?.textContent).toContain('demand-letter.pdf');
  expect(dom.container.querySelector('[data-testid="order-status"]')?.textContent).toBe('Delivered');
  expect(dom.container.querySelector('[data-testid="order-due"]')?.textContent).toMatch(/^Due by /);
  expect(dom.container.querySelector('[data-testid="order-dispute-until"]')?.textContent).toMatch(/^You can open a dispute until /);
  expect(dom.container.querySelector('[data-testid="revisions-left"]')?.textContent).toBe('1 revision left');
  expect(dom.container.querySelector('[data-testid="notary-note"]')).toBeNull();
});

it('asks for a revision with the note typed, and follows the order the server answers', async () => {
  calls = recordFetch((call) =>
    call.url.endsWith('/revision')
      ? { status: 200, body: order({ status: 'IN_PROGRESS', revisions_used: 1, allowed: [] }) }
      : { status: 500, body: { message: 'no' } },
  );
  dom.render(<ServiceOrderPanel party="CUSTOMER" initial={order({ allowed: ['accept', 'revise'] })} />);
  await settle();
  const revise = [...dom.container.querySelectorAll('button')].find((b) => b.textContent === 'Ask for a revision')!;
  act(() => revise.click());
  const textarea = dom.container.querySelector('[data-testid="order-form-revise"] textarea') as HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(textarea, 'Name the due date in words.');
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    (dom.container.querySelector('[data-testid="order-form-revise"]') as HTMLFormElement).requestSubmit();
  });
  await settle();
  expect(calls.find((c) => c.method === 'POST')).toEqual({
    url: `/api/v1/service-orders/${ID}/revision`,
    method: 'POST',
    body: { note: 'Name the due date in words.' },
  });
  expect(dom.container.querySelector('[data-testid="order-status"]')?.textContent).toBe('In progress');
  expect(buttons()).toEqual([]);
});

it('links an SPA once delivered to the notary search, in Filipino, with the dispute and its decision', async () => {
  dom.render(
    <ServiceOrderPanel
      party="CUSTOMER"
      initial={order({
        service_type: 'SPA',
        notarized: true,
        status: 'RESOLVED',
        dispute: {
          _id: '55555555-5555-4555-8555-555555555555',
          reason: 'Mali ang pangalan ng agent.',
          opened_at: '2030-01-04T03:00:00.000Z',
          answer_by: '2030-01-07T03:00:00.000Z',
          answer: null,
          answered_at: null,
          files: [],
          outcome: 'PARTIAL',
          refund_pesos: 1500,
          decision_reason: 'Kulang ang trabaho.',
          decided_at: '2030-01-08T03:00:00.000Z',
        },
      })}
    />,
    { locale: 'fil' },
  );
  await settle();
  const note = dom.container.querySelector('[data-testid="notary-note"]');
  expect(note?.querySelector('a')?.getAttribute('href')).toBe('/fil/notary-public');
  expect(note?.textContent).toContain('notary public');
  expect(dom.container.querySelector('[data-testid="dispute-decision"]')?.textContent).toContain('Bahagyang refund na ₱1,500');
  for (const english of ['Delivered', 'Deliveries', 'Book a notary', 'Dispute'])
    expect(dom.container.querySelector('[data-testid="service-order-panel"]')?.textContent).not.toContain(english);
});

it("names a service order's timeline events, and its system moves as Abogado's, not a person's", () => {
  const t = ((key: string, v?: Record<string, unknown>) => `${key}${v ? `|${String(v.by)}|${String(v.actor)}` : ''}`) as never;
  const event = (kind: string, actor: 'CUSTOMER' | 'SYSTEM') => ({
    _id: kind,
    kind,
    actor,
    from_status: null,
    to_status: null,
    revision: 1,
    note: '1',
    created_at: '2030-01-07T02:00:00.000Z',
  });
  expect(eventLabel(t, event('ordered', 'CUSTOMER'), 'CUSTOMER', 'Ana Reyes', 'Juan Cruz')).toBe('event.ordered|event.you|you');
  expect(eventLabel(t, event('letter-prepared', 'SYSTEM'), 'CUSTOMER', 'Ana Reyes', 'Juan Cruz')).toBe(
    'event.letterPrepared|event.platformBy|other',
  );
  expect(eventLabel(t, event('service-revision-asked', 'CUSTOMER'), 'LAWYER', 'Ana Reyes', 'Juan Cruz')).toMatch(/^event\.revisionAsked/);
  expect(eventLabel(t, event('order-closed', 'SYSTEM'), 'LAWYER', 'Ana Reyes', 'Juan Cruz')).toBe('event.orderClosed');
});

it('warns the client under a delivery the server flags as asking to pay outside Abogado', async () => {
  const delivery = order().deliveries[0];
  dom.render(
    <ServiceOrderPanel
      party="CUSTOMER"
      initial={order({ deliveries: [{ ...delivery, note: 'Send the fee to my GCash 0917 123 4567.', note_off_platform: true }] })}
    />,
  );
  await settle();
  expect(dom.container.querySelectorAll('[data-testid="off-platform-warning"]')).toHaveLength(1);
});

it('shows no such warning under an ordinary delivery', async () => {
  const delivery = order().deliveries[0];
  dom.render(<ServiceOrderPanel party="CUSTOMER" initial={order({ deliveries: [{ ...delivery, note_off_platform: false }] })} />);
  await settle();
  expect(dom.container.querySelector('[data-testid="order-delivery"]')).not.toBeNull();
  expect(dom.container.querySelector('[data-testid="off-platform-warning"]')).toBeNull();
});

it('issue 72: says who sends the demand letter — the client, or the lawyer at its price with the proof of sending once attached', async () => {
  dom.render(<ServiceOrderPanel party="CUSTOMER" initial={order()} />);
  await settle();
  expect(dom.container.querySelector('[data-testid="order-sending"]')?.textContent).toBe(
    'You send the letter yourself, by registered mail or courier: keep the proof.',
  );
  const proof = {
    ...FILE,
    _id: '66666666-6666-4666-8666-666666666666',
    name: 'registry-receipt.jpg',
    attached_at: '2030-01-03T05:00:00.000Z',
  };
  dom.render(
    <ServiceOrderPanel
      key="sent"
      party="CUSTOMER"
      initial={order({ price_pesos: 5000, sent_by_lawyer: true, send_price_pesos: 500, sending_proof: [proof] })}
    />,
    { locale: 'fil' },
  );
  await settle();
  const box = dom.container.querySelector('[data-testid="order-sending"]');
  expect(box?.getAttribute('data-by')).toBe('LAWYER');
  expect(box?.textContent).toContain(
    'Ipinadala ng abogado ang sulat na ito sa kabilang panig sa e-mail at sa registered mail (₱500, kasama sa kabuuan)',
  );
  expect(box?.querySelector('a[download]')?.getAttribute('href')).toBe(`/api/v1/service-orders/${ID}/files/${proof._id}`);
  // Not for a service whose letter is never sent for the client.
  dom.render(<ServiceOrderPanel key="review" party="CUSTOMER" initial={order({ service_type: 'CONTRACT_REVIEW' })} />);
  await settle();
  expect(dom.container.querySelector('[data-testid="order-sending"]')).toBeNull();
});
