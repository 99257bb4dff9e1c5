/** @jest-environment jsdom */
import { act } from 'react';
import type { LetterState } from '@/lib/api/engagement-letters';
import { recordFetch, useDomRoot } from '@/lib/test/dom';
import { eventLabel } from '@/components/work-items/format';
import { LetterPanel } from './letter-panel';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/fil/customer-portal/work-items',
}));

// Issue 42: the engagement letter's panel in both languages — whose turn, the letter itself, signing,
// a void version and why.

const ID = '11111111-1111-4111-8111-111111111111';
const TERMS = {
  lawyer_name: 'Ana Reyes',
  ibp_chapter: 'Makati City',
  ibp_number: 'IBP-1',
  ptr_number: 'PTR-1',
  exclusions: 'Appeals',
  appearance_fees: 'None',
  success_fee: null,
  out_of_pocket: 'At cost',
  termination: 'By notice',
  other_terms: null,
};

function state(over: Partial<LetterState> = {}, status: 'AWAITING_CLIENT' | 'VOID' = 'AWAITING_CLIENT'): LetterState {
  const summary = {
    version: 1,
    status,
    void_reason: status === 'VOID' ? ('TERMS_CHANGED' as const) : null,
    work_item_revision: 1,
    created_at: '2030-01-07T02:00:00.000Z',
    completed_at: null,
  };
  return {
    letter: {
      ...summary,
      locale: 'fil',
      pdf_sha256: 'ab'.repeat(32),
      signed_pdf_sha256: null,
      verification_code: null,
      terms: TERMS,
      document: [
        { kind: 'title', text: 'Engagement Letter' },
        { kind: 'heading', text: '1. Ang mga partido' },
        { kind: 'fees', rows: [{ label: 'Kabuuang bayad', amount: '₱65,000.50', role: 'total' }] },
      ],
      signatures: status === 'VOID' ? [{ role: 'CUSTOMER', typed_name: 'Juan Cruz', signed_at: '2030-01-07T03:00:00.000Z' }] : [],
    },
    latest_version: 1,
    versions: [summary],
    work_item_revision: status === 'VOID' ? 2 : 1,
    viewer: {
      role: 'CUSTOMER',
      my_turn: status !== 'VOID',
      next_signer: status === 'VOID' ? null : 'CUSTOMER',
      waiting_for_payment: false,
      can_prepare: false,
      expected_name: status === 'VOID' ? null : 'Juan Cruz',
      channels: ['sms', 'email'],
      code: null,
    },
    draft: null,
    ...over,
  };
}

const dom = useDomRoot();
beforeEach(() => {
  recordFetch(() => ({ status: 500, body: { message: 'no' } }));
});
const text = () => dom.container.textContent ?? '';
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

it('asks the client to sign in Filipino: the letter shown, the name to type, the consent, the code by text or e-mail', async () => {
  dom.render(<LetterPanel workItemId={ID} initial={state()} />, { locale: 'fil' });
  await settle();
  expect(dom.container.querySelector('[data-status]')?.textContent).toBe('Bersyon 1 · Hinihintay ang pirma ng kliyente');
  expect(dom.container.querySelector('article')?.textContent).toContain('Kabuuang bayad');
  const labels = [...dom.container.querySelectorAll('label, legend, button')].map((l) => l.textContent);
  expect(labels).toEqual(
    expect.arrayContaining([
      'Buong pangalan mo, gaya ng nakasulat: Juan Cruz',
      'Nabasa ko ang engagement letter na ito (bersyon 1) at pinipirmahan ko ito nang electronic.',
      'Ipadala ang code sa',
      'Text',
      'E-mail',
      'Ipadala ang code',
      '6-digit na code',
      'Pumipirma ako',
    ]),
  );
  expect([...dom.container.querySelectorAll('a')].map((a) => a.textContent)).toContain('I-download ang PDF');
  for (const english of ['Sign the letter', 'Your full name', 'Send code', 'I sign', 'Download PDF', 'Waiting for'])
    expect(text()).not.toContain(english);
});

it('tells the client why a version no longer counts, and keeps its signature readable', async () => {
  dom.render(<LetterPanel workItemId={ID} initial={state({}, 'VOID')} />);
  await settle();
  expect(dom.container.querySelector('[data-testid="letter-void"]')?.textContent).toBe(
    'Version 1 is void. The terms of the engagement changed (revision 2), so the signatures on this version no longer count.',
  );
  expect(dom.container.querySelector('[data-testid="letter-situation"]')?.textContent).toBe('Your lawyer sends a new version to sign.');
  expect(text()).toContain('The client signed');
  expect(dom.container.querySelector('form')).toBeNull();
});

it('offers the lawyer to prepare the first letter, and names every letter event of the timeline in both languages', async () => {
  const none = state({ letter: null, latest_version: null, versions: [] });
  dom.render(
    <LetterPanel workItemId={ID} initial={{ ...none, viewer: { ...none.viewer, role: 'LAWYER', my_turn: false, can_prepare: true } }} />,
    {
      locale: 'fil',
    },
  );
  await settle();
  expect(text()).toContain('Ihanda ang engagement letter: pipirma muna ang kliyente mo');
  expect([...dom.container.querySelectorAll('button')].map((b) => b.textContent)).toContain('Ihanda ang sulat');

  const en = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;
  const event = (kind: string, note: string) => ({
    _id: kind,
    kind,
    actor: 'LAWYER' as const,
    from_status: null,
    to_status: null,
    revision: 2,
    note,
    created_at: '2030-01-07T02:00:00.000Z',
  });
  expect(eventLabel(en, event('letter-voided', '1|TERMS_CHANGED'), 'CUSTOMER', 'Ana Reyes', 'Juan Cruz')).toBe(
    'event.letterVoided{"note":"1","reason":"event.letterVoidTERMS_CHANGED"}',
  );
  expect(eventLabel(en, event('letter-countersigned', '1'), 'CUSTOMER', 'Ana Reyes', 'Juan Cruz')).toMatch(/^event\.letterCountersigned/);
});

it('on a letter both signed: the signed PDF is the one main action; changing the letter is offered, not urged', async () => {
  const signed = state();
  const summary = { ...signed.versions[0], status: 'SIGNED' as const, completed_at: '2030-01-08T02:00:00.000Z' };
  dom.render(
    <LetterPanel
      workItemId={ID}
      initial={{
        ...signed,
        letter: { ...signed.letter!, ...summary, verification_code: 'EL-7K3Q-9M2X-AB4C' },
        versions: [summary],
        viewer: { ...signed.viewer, role: 'LAWYER', my_turn: false, next_signer: null, can_prepare: true, expected_name: null },
      }}
    />,
  );
  await settle();
  const main = [...dom.container.querySelectorAll('.btn-primary')].map((e) => e.textContent);
  expect(main).toEqual(['Download the signed PDF']);
  const change = [...dom.container.querySelectorAll('button')].find((b) => b.textContent === 'Change the letter');
  expect(change?.className).not.toContain('btn-primary');
  // One download link named "Download": the letter without its certificate is a small link saying what it is.
  const links = [...dom.container.querySelectorAll('a[download]')].map((a) => a.textContent);
  expect(links.filter((l) => l?.startsWith('Download'))).toEqual(['Download the signed PDF']);
  expect(links).toContain('The letter alone, without its signature certificate (PDF)');
});

it('on a fixed-price service order (issue 62): the client pays between the signatures, so the panel never says "accept and pay" once both signed', async () => {
  const signed = state();
  const summary = { ...signed.versions[0], status: 'SIGNED' as const, completed_at: '2030-01-08T02:00:00.000Z' };
  dom.render(
    <LetterPanel
      service
      workItemId={ID}
      initial={{
        ...signed,
        letter: { ...signed.letter!, ...summary, verification_code: 'EL-7K3Q-9M2X-AB4C' },
        versions: [summary],
        viewer: { ...signed.viewer, my_turn: false, next_signer: null, expected_name: null },
      }}
    />,
  );
  await settle();
  expect(dom.container.querySelector('[data-testid="letter-situation"]')?.textContent).toBe(
    'Both of you signed: your order runs by this letter.',
  );
});

it('issue 72, item 12: on an order the client signed but has not paid, the lawyer reads "waiting for the client\'s payment", and no form to countersign', async () => {
  const base = state();
  const summary = { ...base.versions[0], status: 'AWAITING_LAWYER' as const };
  const initial = (waiting: boolean, myTurn: boolean): LetterState => ({
    ...base,
    letter: {
      ...base.letter!,
      ...summary,
      signatures: [{ role: 'CUSTOMER', typed_name: 'Juan Cruz', signed_at: '2030-01-07T03:00:00.000Z' }],
    },
    versions: [summary],
    viewer: { ...base.viewer, role: 'LAWYER', my_turn: myTurn, next_signer: 'LAWYER', waiting_for_payment: waiting, expected_name: null },
  });
  dom.render(<LetterPanel service workItemId={ID} initial={initial(true, false)} />, { locale: 'fil' });
  await settle();
  expect(dom.container.querySelector('[data-testid="letter-situation"]')?.textContent).toBe(
    'Pumirma na ang kliyente. Hinihintay ang bayad ng kliyente: pipirmahan mo ang sulat na ito para tanggapin ang order kapag nakapagbayad na siya.',
  );
  expect(dom.container.querySelector('form')).toBeNull();
  expect(text()).not.toContain('Ipadala ang code');

  // The client, the same letter: while unpaid "pay above"; once paid, the lawyer's countersignature is what waits.
  const client = (waiting: boolean): LetterState => {
    const s = initial(waiting, false);
    return { ...s, viewer: { ...s.viewer, role: 'CUSTOMER' } };
  };
  dom.render(<LetterPanel key="unpaid" service workItemId={ID} initial={client(true)} />);
  await settle();
  expect(dom.container.querySelector('[data-testid="letter-situation"]')?.textContent).toMatch(/^You signed\. Pay for the order above/);
  dom.render(<LetterPanel key="paid" service workItemId={ID} initial={client(false)} />);
  await settle();
  expect(dom.container.querySelector('[data-testid="letter-situation"]')?.textContent).toBe(
    'You signed and paid. Your lawyer countersigns this letter when they take the order.',
  );
});
