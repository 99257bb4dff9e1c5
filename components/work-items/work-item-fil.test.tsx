/** @jest-environment jsdom */
import { act } from 'react';
import type { WorkItemDto } from '@/lib/dto/work-item';
import { recordFetch, useDomRoot } from '@/lib/test/dom';
import { allowedWorkItemActions } from '@/lib/rules/work-item-transitions';
import { WorkItemDetail } from './work-item-detail';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/fil/customer-portal/work-items',
}));

// Issue 40: the engagement page in Filipino — status, actions, terms, timeline, comments and files.

const ID = '11111111-1111-4111-8111-111111111111';

function proposal(): WorkItemDto {
  const base: WorkItemDto = {
    _id: ID,
    kind: 'CUSTOM',
    service_order: null,
    status: 'PROPOSAL',
    title: 'Annulment petition',
    price: 6_500_050,
    currency: 'PHP',
    revision: 1,
    lawyer: { _id: '22222222-2222-4222-8222-222222222222', display_name: 'Ana Reyes', picture_url: null },
    customer: { _id: '55555555-5555-4555-8555-555555555555', first_name: 'Juan', last_name: 'Cruz', picture_url: null },
    role: 'CUSTOMER',
    included_meetings: 2,
    proposed_at: '2030-01-07T02:00:00.000Z',
    proposal_expires_at: '2030-02-06T02:00:00.000Z',
    proposal_expired: false,
    paid_at: null,
    lawyer_completed_at: null,
    customer_completed_at: null,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-07T02:00:00.000Z',
    scope: 'Petition',
    deliverables: 'Filed petition',
    fee_breakdown: [{ label: 'Fee', amount: 6_500_050 }],
    payment_terms: 'Full',
    estimated_timeline: '6 weeks',
    rejection_reason: null,
    additional_services: [],
    work_item_meetings: [
      { _id: '44444444-4444-4444-8444-444444444444', title: 'Meeting 1', duration: 60, meeting: null },
      { _id: '44444444-4444-4444-8444-444444444445', title: 'Meeting 2', duration: 60, meeting: null },
    ],
    comments: [],
    files: [],
    timeline: [
      {
        _id: 'e1',
        kind: 'proposed',
        actor: 'LAWYER',
        from_status: 'DRAFT',
        to_status: 'PROPOSAL',
        revision: 1,
        note: null,
        created_at: '2030-01-07T02:00:00.000Z',
      },
    ] as WorkItemDto['timeline'],
    payment: null,
    allowed: [],
  };
  return { ...base, allowed: allowedWorkItemActions('CUSTOMER', base) };
}

const dom = useDomRoot();
beforeEach(() => {
  recordFetch(() => ({ status: 500, body: { message: 'no' } }));
});

const text = () => dom.container.textContent ?? '';

it('shows a client’s proposal in Filipino: status, next step with the gloss, actions, terms, timeline, comments, files', async () => {
  dom.render(<WorkItemDetail initial={proposal()} />, { locale: 'fil' });
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  expect(dom.container.querySelector('[data-status="PROPOSAL"]')?.textContent).toBe('Alok');
  expect(text()).toContain('kasama si Atty. Ana Reyes');
  expect(dom.container.querySelector('[data-testid="next-step"]')?.textContent).toContain(
    'engagement agreement (kasunduan sa serbisyo ng abogado)',
  );
  const buttons = [...dom.container.querySelectorAll('button')].map((b) => b.textContent);
  expect(buttons).toEqual(expect.arrayContaining(['Tanggapin at magbayad ng ₱65,000.50', 'Tanggihan', 'Ipadala']));
  expect(text()).toContain('2 × tawag na tig-60 minuto, walang dagdag na bayad');
  expect(text()).toContain('Ipinadala Lun, Ene 7');
  expect(dom.container.querySelector('ol[aria-label="Mga nangyari"]')?.textContent).toContain('Ipinadala ni Atty. Ana Reyes ang alok');
  expect(text()).toContain('Mga comment');
  expect(text()).toContain('Wala pang naka-attach na file');

  // No English words of these components are left on the Filipino page.
  for (const english of ['Accept and pay', 'Decline', 'Terms', 'Timeline', 'Comments', 'No files yet', 'Times shown in']) {
    expect(text()).not.toContain(english);
  }
});

it('keeps the English page word for word', async () => {
  dom.render(<WorkItemDetail initial={proposal()} />);
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  expect(text()).toContain('Accept and pay ₱65,000.50');
  expect(text()).toContain('2 × 60-minute calls, at no extra charge');
  expect(dom.container.querySelector('ol[aria-label="Timeline"]')?.textContent).toContain('Atty. Ana Reyes sent the proposal');
  expect(text()).toContain('No files attached yet');
});

it('says in Filipino that an unanswered proposal expired, with no way to accept it (issue 57 item 11)', async () => {
  dom.render(<WorkItemDetail initial={{ ...proposal(), proposal_expired: true }} />, { locale: 'fil' });
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  expect(dom.container.querySelector('[data-testid="next-step"]')?.textContent).toBe(
    'Nag-expire na ang proposal na ito: bukas ang mga tuntunin nito nang 30 araw. Hilingin sa iyong abogado sa comments na ipadala itong muli.',
  );
  const buttons = [...dom.container.querySelectorAll('button')].map((b) => b.textContent);
  expect(buttons).not.toContain('Tanggapin at magbayad ng ₱65,000.50');
});

it('says until when an open proposal can be accepted', async () => {
  dom.render(<WorkItemDetail initial={proposal()} />, { locale: 'fil' });
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  expect(dom.container.querySelector('[data-testid="proposal-open-until"]')?.textContent).toMatch(/^Bukas hanggang /);
});
