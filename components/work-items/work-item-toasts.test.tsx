/** @jest-environment jsdom */
import { act } from 'react';
import { toast } from 'sonner';
import type { WorkItemDto } from '@/lib/dto/work-item';
import { recordFetch, useDomRoot, type RecordedCall } from '@/lib/test/dom';
import { allowedWorkItemActions } from '@/lib/rules/work-item-transitions';
import { WORK_ITEM_MESSAGES } from '@/lib/validation/work-items';
import { WorkItemDetail } from './work-item-detail';
import { WorkItemList } from './work-item-list';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/lawyer-portal/work-items',
}));

// Spec §8 work-item messages, letter for letter, each from the call it belongs to.

const ID = '11111111-1111-4111-8111-111111111111';
const COMMENT = '33333333-3333-4333-8333-333333333333';
const ENTRY = '44444444-4444-4444-8444-444444444444';
const SLOT = '2030-01-07T02:00:00.000Z';

function item(role: 'LAWYER' | 'CUSTOMER', over: Partial<WorkItemDto> = {}): WorkItemDto {
  const base: WorkItemDto = {
    _id: ID,
    kind: 'CUSTOM',
    service_order: null,
    status: 'PAID',
    title: 'Annulment petition',
    price: 6_500_050,
    currency: 'PHP',
    revision: 1,
    lawyer: { _id: '22222222-2222-4222-8222-222222222222', display_name: 'Ana Reyes', picture_url: null },
    customer: { _id: '55555555-5555-4555-8555-555555555555', first_name: 'Juan', last_name: 'Cruz', picture_url: null },
    role,
    included_meetings: 1,
    proposed_at: '2030-01-01T00:00:00.000Z',
    proposal_expires_at: null,
    proposal_expired: false,
    paid_at: '2030-01-02T00:00:00.000Z',
    lawyer_completed_at: null,
    customer_completed_at: null,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-02T00:00:00.000Z',
    scope: 'Petition',
    deliverables: 'Filed petition',
    fee_breakdown: [{ label: 'Fee', amount: 6_500_050 }],
    payment_terms: 'Full',
    estimated_timeline: '6 weeks',
    rejection_reason: null,
    additional_services: [],
    work_item_meetings: [{ _id: ENTRY, title: 'Meeting 1', duration: 60, meeting: null }],
    comments: [
      {
        _id: COMMENT,
        item_id: ID,
        comment: 'Mine',
        author: { _id: 'x', name: 'Me', type: role },
        mine: true,
        created_at: '2030-01-02T00:00:00.000Z',
        updated_at: '2030-01-02T00:00:00.000Z',
      },
    ],
    files: [],
    timeline: [],
    payment: null,
    allowed: [],
    ...over,
  };
  return { ...base, allowed: allowedWorkItemActions(role, base) };
}

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
let calls: RecordedCall[];
const dom = useDomRoot();

beforeEach(() => {
  answers = {};
  calls = recordFetch((c) => answers[`${c.method} ${c.url.split('?')[0]}`] ?? { status: 500, body: { message: 'Server said no' } });
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
  jest.spyOn(window, 'confirm').mockReturnValue(true);
});

async function settle() {
  for (let i = 0; i < 6; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}
async function click(el: Element | undefined) {
  if (!el) throw new Error('element not found');
  await act(async () => (el as HTMLElement).click());
  await settle();
}
const button = (name: string) =>
  [...dom.container.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent)?.trim() === name);
async function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!;
    setter.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const errors = () => jest.mocked(toast.error).mock.calls.map((c) => c[0]);

it('a list that fails to load: "Failed to get work items"', async () => {
  dom.render(<WorkItemList basePath="/lawyer-portal/work-items" />);
  await settle();
  expect(calls[0]).toMatchObject({ url: '/api/v1/work-items?page=0', method: 'GET' });
  expect(errors()).toEqual([WORK_ITEM_MESSAGES.listFailed]);
});

it('completing, by either side: "Failed to complete work item"; a reload that fails: "Failed to get work item details"', async () => {
  dom.render(<WorkItemDetail initial={item('LAWYER')} />);
  await click(button('Mark work as complete'));
  expect(calls.at(-1)).toMatchObject({ url: `/api/v1/work-items/${ID}/complete/lawyer`, method: 'PUT' });
  expect(errors()).toEqual([WORK_ITEM_MESSAGES.completeFailed]);
  // The call succeeds but the refresh of the item fails.
  answers[`PUT /api/v1/work-items/${ID}/complete/lawyer`] = {
    status: 200,
    body: item('LAWYER', { lawyer_completed_at: '2030-01-03T00:00:00.000Z' }),
  };
  await click(button('Mark work as complete'));
  expect(toast.success).toHaveBeenCalledWith(WORK_ITEM_MESSAGES.lawyerCompleted);
  expect(errors()).toContain(WORK_ITEM_MESSAGES.detailsFailed);
  // Spec §4: the lawyer's completed item shows as COMPLETED locally.
  expect(dom.container.querySelector('[data-testid="work-item-status"] [data-status]')?.getAttribute('data-status')).toBe('COMPLETED');

  dom.render(<WorkItemDetail key="client" initial={item('CUSTOMER', { lawyer_completed_at: '2030-01-03T00:00:00.000Z' })} />);
  jest.mocked(toast.error).mockClear();
  await click(button('Confirm completion'));
  expect(calls.at(-1)).toMatchObject({ url: `/api/v1/work-items/${ID}/complete`, method: 'PUT' });
  expect(errors()).toEqual([WORK_ITEM_MESSAGES.completeFailed]);
});

it('offering an additional service and adding a meeting: their §8 failures', async () => {
  dom.render(<WorkItemDetail initial={item('LAWYER')} />);
  await click(button('Offer an additional service'));
  const form = dom.container.querySelectorAll('form')[0];
  const [title, price] = [form.querySelector('input')!, form.querySelectorAll('input')[1]];
  await type(title, 'Motion for reconsideration');
  await type(price, '15000');
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
  expect(calls.at(-1)).toMatchObject({
    url: `/api/v1/work-items/${ID}/additional-services`,
    method: 'POST',
    body: { title: 'Motion for reconsideration', price: 1_500_000 },
  });
  expect(errors()).toEqual([WORK_ITEM_MESSAGES.addServiceFailed]);

  await click(button('Add meeting'));
  expect(calls.at(-1)).toMatchObject({ url: `/api/v1/work-items/${ID}/meetings`, method: 'POST', body: { duration: 60 } });
  expect(errors()).toEqual([WORK_ITEM_MESSAGES.addServiceFailed, WORK_ITEM_MESSAGES.addMeetingFailed]);
});

it('booking an included meeting that the server refuses: "Failed to create work item meeting"', async () => {
  answers[`GET /api/v1/work-items/${ID}/meetings/slots`] = {
    status: 200,
    body: { duration: 60, calendar: { '2030-01-07': [{ start_time: SLOT }] } },
  };
  dom.render(<WorkItemDetail initial={item('CUSTOMER')} />);
  await click(button('Book Meeting 1'));
  await click(dom.container.querySelector('[aria-label="Time"] button') ?? undefined);
  await click(button('Book meeting'));
  expect(calls.at(-1)).toMatchObject({
    url: `/api/v1/work-items/${ID}/meetings/create`,
    method: 'PUT',
    body: { work_item_meeting_id: ENTRY, start_time: SLOT, call_type: 'VIDEO' },
  });
  expect(errors()).toEqual([WORK_ITEM_MESSAGES.createMeetingFailed]);
});

it('comments of kind work-item: add, update and delete toasts', async () => {
  dom.render(<WorkItemDetail initial={item('CUSTOMER')} />);
  const forms = [...dom.container.querySelectorAll('form')];
  const commentForm = forms.at(-1)!;
  await type(commentForm.querySelector('textarea')!, 'When is the hearing?');
  await act(async () => {
    commentForm.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
  expect(calls.at(-1)).toMatchObject({ url: `/api/v1/work-item/${ID}/comment`, method: 'POST', body: { comment: 'When is the hearing?' } });
  expect(errors()).toEqual([WORK_ITEM_MESSAGES.addCommentFailed]);

  await click(button('Edit'));
  await click(button('Save'));
  expect(calls.at(-1)).toMatchObject({ url: `/api/v1/work-item/${ID}/comment/${COMMENT}`, method: 'PUT' });
  expect(errors().at(-1)).toBe('Failed to update the comment');
  answers[`PUT /api/v1/work-item/${ID}/comment/${COMMENT}`] = { status: 200, body: { _id: COMMENT } };
  await click(button('Save'));
  expect(toast.success).toHaveBeenCalledWith('Comment updated successfully!');

  await click(button('Delete'));
  expect(calls.at(-1)).toMatchObject({ url: `/api/v1/work-item/${ID}/comment/${COMMENT}`, method: 'DELETE' });
  expect(errors().at(-1)).toBe('Failed to delete the comment');
  answers[`DELETE /api/v1/work-item/${ID}/comment/${COMMENT}`] = { status: 200, body: { _id: COMMENT } };
  await click(button('Delete'));
  expect(toast.success).toHaveBeenCalledWith('Comment deleted :)');
});

it('the page shows only what the transition table allows this side', () => {
  dom.render(<WorkItemDetail initial={item('CUSTOMER', { status: 'PROPOSAL' })} />);
  expect(button('Accept and pay ₱65,000.50')).toBeDefined();
  expect(button('Decline')).toBeDefined();
  expect(button('Mark work as complete')).toBeUndefined();
  dom.render(<WorkItemDetail key="lawyer" initial={item('LAWYER', { status: 'PROPOSAL' })} />);
  expect(button('Accept and pay ₱65,000.50')).toBeUndefined();
  expect(button('Withdraw')).toBeDefined();
});
