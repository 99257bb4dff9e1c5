/** @jest-environment jsdom */
import { act } from 'react';
import { toast } from 'sonner';
import { recordFetch, useDomRoot } from '@/lib/test/dom';
import AttachmentPicker from './attachment-picker';
import { SandboxCheckoutForm } from './sandbox-checkout-form';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// Issue 40: the booking form's uploader and the sandbox's hosted checkout (where a tester pays) in Filipino.
const dom = useDomRoot();
const text = () => dom.container.textContent ?? '';
const picked = (name: string, bytes: number) => ({ key: name, file: new File([new Uint8Array(bytes)], name) });
const noop = () => {};

describe('the attachment picker', () => {
  it('counts files in Filipino, and names them in its buttons', () => {
    dom.render(<AttachmentPicker files={[]} progress={null} onAdd={noop} onRemove={noop} />, { locale: 'fil' });
    expect(text()).toContain('Mga attachment');
    expect(text()).toContain('Hanggang 30 file at 20MB lahat-lahat (PDF, larawan, Word o Excel).');
    expect(dom.container.querySelector('[data-testid="file-pick-status"]')?.textContent).toBe('Wala pang naka-attach na file');
    dom.render(
      <AttachmentPicker files={[picked('kontrata.pdf', 2048), picked('resibo.jpg', 1024)]} progress={0.5} onAdd={noop} onRemove={noop} />,
      { locale: 'fil' },
    );
    expect(dom.container.querySelector('[data-testid="file-pick-status"]')?.textContent).toBe('2 file ang naka-attach');
    expect(dom.container.querySelector('button[aria-label="Alisin ang kontrata.pdf"]')).not.toBeNull();
    expect(dom.container.querySelector('progress[aria-label="Pag-upload ng resibo.jpg"]')).not.toBeNull();
    expect(text()).toContain('2 file, 3 KB sa 20 MB');
  });

  it('keeps its English words as before', () => {
    dom.render(<AttachmentPicker files={[picked('a.pdf', 1024)]} progress={null} onAdd={noop} onRemove={noop} />);
    expect(dom.container.querySelector('[data-testid="file-pick-status"]')?.textContent).toBe('1 file attached');
    expect(text()).toContain('1 file, 1 KB of 20 MB');
    dom.render(<AttachmentPicker files={[picked('a.pdf', 1024), picked('b.pdf', 1024)]} progress={null} onAdd={noop} onRemove={noop} />);
    expect(dom.container.querySelector('[data-testid="file-pick-status"]')?.textContent).toBe('2 files attached');
    expect(text()).toContain('Up to 30 files and 20MB in total (PDF, images, Word or Excel).');
  });
});

describe('the sandbox checkout', () => {
  it('asks for the method and offers its buttons in Filipino, and says a refusal in Filipino', async () => {
    recordFetch(() => ({
      status: 409,
      body: { message: 'This checkout session is closed.', key: 'CHECKOUT_CLOSED', status: 409, code: 'payments.checkoutClosed' },
    }));
    dom.render(<SandboxCheckoutForm sessionId="cs_sbx_1" />, { locale: 'fil' });
    expect(dom.container.querySelector('legend')?.textContent).toBe('Paraan ng pagbayad');
    expect([...dom.container.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      'GCash',
      'Maya',
      'Card',
      'Card na inisyu sa ibang bansa (Visa/Mastercard)',
      'QR Ph',
    ]);
    expect(dom.container.textContent).toContain('Sa piso ng Pilipinas ka sisingilin.');
    const buttons = [...dom.container.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['Magbayad', 'Pumalya', 'Kanselahin']);
    await act(async () => buttons[0].click());
    expect(toast.error).toHaveBeenCalledWith('Sarado na ang pagbabayad na ito.');
  });
});
