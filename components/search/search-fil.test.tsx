/** @jest-environment jsdom */
import { act } from 'react';
import { CardBooking } from '@/components/lawyers/card-booking';
import { slotText } from '@/components/lawyers/format';
import { FilterChips } from '@/components/search-results/filter-chips';
import { useDomRoot } from '@/lib/test/dom';
import { HomeSearch } from './home-search';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn() }),
  usePathname: () => '/fil',
  useSearchParams: () => new URLSearchParams(),
}));

// Issue 40: the search's client islands in Filipino (the page sends them the `search` namespace).
const dom = useDomRoot();
const text = () => dom.container.textContent ?? '';

describe('the home search in Filipino', () => {
  it('names its tabs, fields and button in Filipino, and asks for a problem in Filipino', () => {
    dom.render(<HomeSearch regions={['Metro Manila (NCR)']} />, { locale: 'fil', query: false });
    const tabs = [...dom.container.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['Online na konsultasyon', 'Notary public']);
    expect(dom.container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Ano ang kailangan mo?');
    expect(text()).toContain('Legal na problema');
    expect(text()).toContain('Rehiyon (opsyonal)');
    expect(text()).toContain('Kahit anong rehiyon');
    expect(dom.container.querySelector('input[role="combobox"]')?.getAttribute('placeholder')).toBe(
      'hal. annulment, illegal dismissal, titulo ng lupa',
    );
    expect(dom.container.querySelector('a[href="/fil/notary-public"]')?.textContent).toBe('Humanap ng notary public');
    const submit = dom.container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(submit.textContent).toBe('Maghanap');
    act(() => submit.click());
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe('Pumili muna ng legal na problema.');
    expect(push).not.toHaveBeenCalled();
  });

  it('stays in English on an English page, letter for letter', () => {
    dom.render(<HomeSearch regions={[]} />, { query: false });
    act(() => (dom.container.querySelector('button[type="submit"]') as HTMLButtonElement).click());
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe('Please select area of law.');
    expect(dom.container.querySelector('a[href="/notary-public"]')?.textContent).toBe('Find a notary public');
  });
});

describe('a result card and the filter chips in Filipino', () => {
  it('gives the next free times in Filipino, in Philippine time, and links the Filipino pages', () => {
    const start = '2026-11-23T01:30:00.000Z';
    const lawyer = { _id: 'l1', display_name: 'Maria Santos', picture_url: null };
    dom.render(
      <CardBooking lawyer={lawyer} slots={[{ start, manila: slotText(start, 'Asia/Manila', true, 'fil') }]} profileHref="/fil/lawyer/l1" />,
      {
        locale: 'fil',
      },
    );
    expect(text()).toContain('Susunod na bakante');
    expect(text()).toContain('Tingnan ang profile ni Atty. Maria Santos');
    const slot = dom.container.querySelector('a[href^="/fil/book/l1/"]');
    expect(slot?.textContent).toBe('Lun, Nob 23, 9:30 AM');
    expect(slot?.getAttribute('aria-label')).toBe('I-book ang Lun, Nob 23, 9:30 AM (oras sa Pilipinas)');
  });

  it('says the filters and how to remove them in Filipino', () => {
    const filters = [
      { key: 'region', label: 'Metro Manila (NCR)', without: {} },
      { key: 'call_type', label: 'Tawag na boses lang (online)', without: {} },
    ];
    dom.render(<FilterChips filters={filters} onChange={jest.fn()} onClear={jest.fn()} />, { locale: 'fil', query: false });
    expect(dom.container.querySelector('ul')?.getAttribute('aria-label')).toBe('Mga filter na nakalagay');
    expect(dom.container.querySelector('button[aria-label="Alisin ang filter: Metro Manila (NCR)"]')).not.toBeNull();
    expect(text()).toContain('Alisin lahat');
  });
});
