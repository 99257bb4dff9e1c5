/** @jest-environment jsdom */
import { act } from 'react';
import { toast } from 'sonner';
import { recordFetch, useDomRoot } from '@/lib/test/dom';
import { ErasureAction } from '@/components/privacy/erasure-action';
import { ModerationAction, SuspensionAction, VerificationActions } from './actions';
import { PayoutBatchForm } from './payout-batch-form';

// Issue 40: the console's dialogs and forms in Filipino — what they ask, their buttons, placeholders
// and toasts (the `admin` catalogue's client keys, components/admin/message-keys.ts).
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const dom = useDomRoot();
beforeEach(() => {
  (toast.success as jest.Mock).mockClear();
});

const ANA = '11111111-1111-4111-8111-111111111111';
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;
const click = (el: HTMLElement) => act(async () => el.click());
const type = (el: HTMLTextAreaElement | HTMLInputElement, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });

it('the verification decision asks in Filipino, repeats what was checked and toasts in Filipino', async () => {
  recordFetch(() => ({ status: 200, body: { _id: ANA, verification_status: 'REJECTED', ibp_verified: false } }));
  dom.render(<VerificationActions lawyerId={ANA} name="Ana Reyes" rollNumber="81234" ibpNumber="IBP-2026-4411" status="PENDING" />, {
    locale: 'fil',
  });
  expect(dom.container.querySelector('button[aria-label="I-approve si Ana Reyes"]')?.textContent).toBe('I-approve');
  await click(button('I-reject'));
  const dialog = document.querySelector('[role="dialog"]')!;
  expect(dialog.querySelector('h2')?.textContent).toBe('I-reject si Ana Reyes?');
  expect(dialog.textContent).toContain('Sasabihan ang abogado kung ano ang aayusin');
  expect([...dialog.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Pangalan', 'Roll number', 'IBP number']);
  const reason = dialog.querySelector('textarea')!;
  expect(dialog.querySelector(`label[for="${reason.id}"]`)?.textContent).toBe('Ano ang dapat ayusin ng abogado?');
  expect(reason.placeholder).toBe('hal. Malabo ang IBP ID: mag-upload ng malinaw na litrato ng harap.');
  await type(reason, 'Malabo ang litrato.');
  await click(button('I-reject at sabihan ang abogado'));
  expect(toast.success).toHaveBeenCalledWith('Nasabihan na si Ana Reyes kung ano ang aayusin.');
});

it('suspending, hiding and erasing ask for their reason in Filipino', async () => {
  recordFetch(() => ({ status: 200, body: {} }));
  dom.render(
    <>
      <SuspensionAction userId={ANA} name="Ana Reyes" suspended={false} />
      <ModerationAction kind="lawyer" id={ANA} hidden title="Atty. Ana Reyes" />
      <ErasureAction userId={ANA} name="Ana Reyes" />
    </>,
    { locale: 'fil' },
  );
  await click(button('I-suspend ang account'));
  expect(dom.container.textContent).toContain('Bakit isu-suspend? (audit log)');
  expect(button('I-suspend at i-sign out')).toBeDefined();
  expect(button('Kanselahin')).toBeDefined();
  await click(dom.container.querySelector<HTMLButtonElement>('button[aria-label="Ibalik ang Atty. Ana Reyes"]')!);
  expect(dom.container.textContent).toContain('Paalala para sa may-ari');
  await type(dom.container.querySelectorAll('textarea')[1], 'Naayos na.');
  await click(button('Ibalik ang profile ng abogado'));
  expect(toast.success).toHaveBeenCalledWith('Nakikita na ulit ang profile ng abogado.');
  await click(button('Burahin ang personal na impormasyon…'));
  expect(dom.container.textContent).toContain('Paano dumating ang kahilingan (audit log;');
  expect(button('Burahin na')).toBeDefined();
  expect(dom.container.textContent).not.toMatch(/Why|Cancel|Restore|Erase/);
});

it('the payout batch confirms in Filipino, the numbers as Filipinos write them', async () => {
  recordFetch(() => ({ status: 201, body: { _id: '99999999-9999-4999-8999-999999999999' } }));
  const payable = [
    {
      lawyer: { _id: ANA, name: 'Ana Reyes', email: 'ana@example.com' },
      items: 2,
      net: 450_000,
      payment_ids: ['aaaaaaaa-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000002'],
    },
  ];
  dom.render(<PayoutBatchForm payable={payable} />, { locale: 'fil' });
  expect(dom.container.querySelector('legend')?.textContent).toBe('Piliin kung sino ang babayaran');
  expect(dom.container.textContent).toContain('Atty. Ana Reyes₱4,500 · 2 item');
  await click(dom.container.querySelectorAll('input[type="checkbox"]')[0] as HTMLInputElement);
  await click(button('Gumawa ng payout batch'));
  const dialog = document.querySelector('[role="dialog"]')!;
  expect(dialog.querySelector('h2')?.textContent).toBe('Gawin ang payout batch na ito?');
  expect(dialog.textContent).toContain('Babayaran nito ang 1 abogado ng ₱4,500 para sa 2 item.');
  await click(button('Gawin ang batch'));
  expect(toast.success).toHaveBeenCalledWith('Nagawa ang payout batch: i-download ang CSV nito para sa bangko.');
});
