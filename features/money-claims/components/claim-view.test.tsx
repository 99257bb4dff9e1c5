/** @jest-environment jsdom */
import { act } from 'react';
import type { MoneyClaimDto } from '@/features/money-claims/dto/money-claims';
import { actUntil, recordFetch, useDomRoot } from '@/lib/test/dom';
import { ClaimView } from './claim-view';
import { IntakeForm } from './intake-form';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }), usePathname: () => '/fil' }));

// Issue 75: the claim's pages in both languages — the intake refuses what its schema refuses, on its fields, and
// opens the claim; the timeline says each step with its rule's section and offers only the outcomes the server sent.
const dom = useDomRoot();
const text = () => dom.container.textContent ?? '';
const ID = '75c1a1a0-0000-4000-8075-000000000001';

const CLAIM: MoneyClaimDto = {
  _id: ID,
  status: 'BARANGAY',
  amount_centavos: 45_000_00,
  recovered_centavos: null,
  debtor: 'PERSON',
  purpose: 'LOAN',
  since: '2025-11-15',
  created_at: '2026-11-01T02:00:00.000Z',
  steps: [
    {
      step: 'demand',
      state: 'done',
      status: 'to-do',
      skippable: true,
      reason: 'demand-recommended',
      rule: 'Civil Code Art. 1169',
      outcome: 'DONE',
      on: '2026-11-02',
      may: [],
      words: { key: 'steps.reasons.demand-recommended', values: { rule: 'Civil Code Art. 1169' } },
    },
    {
      step: 'barangay',
      state: 'current',
      status: 'to-do',
      skippable: false,
      reason: 'barangay-same-town',
      rule: 'RA 7160 §408',
      barangay: 'San Roque',
      may: ['SETTLED', 'CERTIFIED'],
      words: { key: 'barangay.barangay-same-town', values: { rule: 'RA 7160 §408' } },
    },
    {
      step: 'court',
      state: 'ahead',
      status: 'to-do',
      skippable: false,
      reason: 'small-claims',
      rule: 'A.M. No. 08-8-7-SC',
      may: [],
      words: { key: 'steps.reasons.small-claims', values: { rule: 'A.M. No. 08-8-7-SC' } },
    },
    {
      step: 'collection',
      state: 'ahead',
      status: 'to-do',
      skippable: false,
      reason: 'execution',
      rule: 'Rules of Court Rule 39 §1',
      may: [],
      words: { key: 'steps.reasons.execution', values: { rule: 'Rules of Court Rule 39 §1' } },
    },
  ],
  notes: [{ key: 'prescription.running', values: { lastDay: '2035-11-15', rule: 'Civil Code Art. 1144' } }],
};

it('the timeline in Filipino: each step with its section, the barangay’s two ends offered (no skip), the last day in Filipino', async () => {
  const calls = recordFetch(() => ({ status: 200, body: { ...CLAIM, status: 'COLLECTION' } }));
  dom.render(<ClaimView initial={CLAIM} />, { query: true, locale: 'fil' });
  expect(text()).toContain('Ang iyong paniningil ng ₱45,000');
  expect(text()).toContain('RA 7160 §408');
  expect(text()).toContain('Nagkasundo kami');
  expect(text()).not.toContain('Laktawan');
  expect(text()).toContain('Nobyembre 15, 2035');
  for (const english of ['Your claim', 'Step:', 'We settled', 'Save'])
    expect(`${english}: ${text().includes(english)}`).toBe(`${english}: false`);
  const day = dom.container.querySelector<HTMLInputElement>('input[type="date"]')!;
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(day, '2026-11-20');
    day.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => dom.container.querySelector('form')!.requestSubmit());
  await actUntil(() => calls.length > 0);
  expect(calls[0]).toMatchObject({
    url: `/api/v1/money-claims/${ID}/steps`,
    method: 'POST',
    body: { step: 'barangay', outcome: 'SETTLED', on: '2026-11-20' },
  });
});

it('the intake in English: its refusals on their fields, nothing sent until they are fixed', async () => {
  const calls = recordFetch(() => ({ status: 200, body: CLAIM }));
  dom.render(<IntakeForm />, { query: true, locale: 'en' });
  expect(text()).toContain('Who owes you?');
  await act(async () => dom.container.querySelector('form')!.requestSubmit());
  await actUntil(() => dom.container.querySelector('#amount-error') !== null);
  expect(dom.container.querySelector('#proof-error')).not.toBeNull();
  expect(calls).toEqual([]);
});
