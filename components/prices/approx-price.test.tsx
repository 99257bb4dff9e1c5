/** @jest-environment jsdom */
import { act } from 'react';
import { useDomRoot } from '@/lib/test/dom';
import { ApproxPrice } from './approx-price';
import { CurrencySelect } from './currency-select';

// Issue 63 item 3: a peso price with its approximation in the visitor's currency, guessed from the
// browser's zone and changed with the select (kept in this browser).
const dom = useDomRoot();
const approx = () => dom.container.querySelector('[data-testid="approx-price"]');
let zone = 'Asia/Dubai';
const real = Intl.DateTimeFormat.prototype.resolvedOptions;

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: zone };
  });
});
afterEach(() => jest.restoreAllMocks());

function Price() {
  return (
    <p>
      ₱2,500
      <ApproxPrice centavos={250_000} />
      <CurrencySelect />
    </p>
  );
}

describe('the approximate price', () => {
  it('shows the amount in the currency of the browser zone, labelled approximate, in both languages', () => {
    zone = 'Asia/Dubai';
    dom.render(<Price />);
    expect(approx()?.textContent).toBe('(about AED 161)');
    expect(approx()?.getAttribute('title')).toContain('Approximately');
    expect(dom.container.textContent).toContain('₱2,500(about AED 161)');
    dom.render(<Price />, { locale: 'fil' });
    expect(approx()?.textContent).toBe('(humigit-kumulang AED 161)');
    expect(approx()?.getAttribute('title')).toContain('Tantiya');
  });

  it('shows nothing to a visitor in the Philippines, nor for a free item', () => {
    zone = 'Asia/Manila';
    dom.render(<Price />);
    expect(approx()).toBeNull();
    expect((dom.container.querySelector('select') as HTMLSelectElement).value).toBe('PHP');
    zone = 'America/Los_Angeles';
    dom.render(<ApproxPrice centavos={0} />);
    expect(approx()).toBeNull();
  });

  it('follows the visitor choice, kept in this browser; Pesos only hides it', () => {
    zone = 'America/Los_Angeles';
    dom.render(<Price />);
    expect(approx()?.textContent).toBe('(about US$44)');
    const select = dom.container.querySelector('select') as HTMLSelectElement;
    expect(select.value).toBe('USD');
    act(() => {
      select.value = 'GBP';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(approx()?.textContent).toBe('(about £32)');
    expect(window.localStorage.getItem('abogado.currency')).toBe('GBP');
    act(() => {
      select.value = 'PHP';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(approx()).toBeNull();
    // A new page in the same browser keeps the choice.
    dom.render(<Price />);
    expect(approx()).toBeNull();
  });
});
