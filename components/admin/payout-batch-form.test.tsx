/** @jest-environment jsdom */
import { act } from 'react';
import { recordFetch, useDomRoot, type RecordedCall } from '@/lib/test/dom';
import { PayoutBatchForm } from './payout-batch-form';

// A payout batch is the admin's explicit choice: nothing is chosen at first, the dialog repeats what
// the batch pays, and the request names the chosen lawyers' items — nobody else's.
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const dom = useDomRoot();
let calls: RecordedCall[];
beforeEach(() => {
  calls = recordFetch(() => ({ status: 201, body: { _id: '99999999-9999-4999-8999-999999999999' } }));
});

const ANA = { _id: '11111111-1111-4111-8111-111111111111', name: 'Ana Reyes', email: 'ana@example.com' };
const JOSE = { _id: '22222222-2222-4222-8222-222222222222', name: 'Jose Rizal', email: 'jose@example.com' };
const payable = [
  { lawyer: ANA, items: 2, net: 450_000, payment_ids: ['aaaaaaaa-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000002'] },
  { lawyer: JOSE, items: 1, net: 90_000, payment_ids: ['bbbbbbbb-0000-4000-8000-000000000001'] },
];

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;
const click = (el: HTMLElement) => act(async () => el.click());

it('pays only the lawyers ticked, after a confirmation that repeats the total', async () => {
  dom.render(<PayoutBatchForm payable={payable} />);
  expect(button('Make a payout batch').disabled).toBe(true);
  const ana = [...dom.container.querySelectorAll('label')].find((l) => l.textContent?.includes('Ana Reyes'))!.querySelector('input')!;
  await click(ana);
  await click(button('Make a payout batch'));
  const dialog = document.querySelector('[role="dialog"]')!;
  expect(dialog.textContent).toContain('It pays 1 lawyer ₱4,500 for 2 items.');
  expect(dialog.querySelector('[data-testid="payout-batch-total"]')?.textContent).toBe('₱4,500');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  await click(button('Make the batch'));
  expect(calls.filter((c) => c.method === 'POST')).toEqual([
    { url: '/api/v1/admin/payouts', method: 'POST', body: { payment_ids: payable[0].payment_ids } },
  ]);
});
