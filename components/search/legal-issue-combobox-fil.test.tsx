/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ClientMessagesProvider } from '@/lib/i18n/context';
import { compiledNamespace } from '@/lib/i18n/compile';
import type { Locale } from '@/lib/i18n/paths';
import { actUntil, recordFetch } from '@/lib/test/dom';
import { LegalIssueCombobox } from './legal-issue-combobox';

// Issue 40: every legal problem reads in Filipino on a Filipino page, and is found by its Filipino
// words. The page sends the combobox the `search` namespace only, as the home page does: the labels
// come with the list when the box is first used, not with the page.

let root: Root;
let container: HTMLDivElement;
// jsdom does not lay out: the active option's scrolling into view is a no-op here.
Element.prototype.scrollIntoView = jest.fn();
beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  // The server's typo search, asked only when nothing in the list matches.
  recordFetch(() => ({ status: 200, body: { results: [] } }));
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function render(locale: Locale) {
  act(() =>
    root.render(
      <ClientMessagesProvider locale={locale} messages={{ search: compiledNamespace(locale, 'search') }}>
        <LegalIssueCombobox value={null} onChange={jest.fn()} />
      </ClientMessagesProvider>,
    ),
  );
  return container.querySelector<HTMLInputElement>('input[role="combobox"]')!;
}

function type(input: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const options = () => [...container.querySelectorAll('[role="option"]')].map((option) => option.textContent);
const groups = () => [...container.querySelectorAll('[role="group"] > [role="presentation"]')].map((heading) => heading.textContent);

describe('the legal-issue combobox on a Filipino page', () => {
  it('lists every legal problem in Filipino once the list loads, grouped under Filipino headings', async () => {
    const input = render('fil');
    act(() => input.click());
    await actUntil(() => options().length > 0);
    expect(options()).toHaveLength(198);
    expect(options()).toContain('Hindi nabayarang sahod o kulang na sahod');
    expect(options()).toContain('Annulment o declaration of nullity (pagpapawalang-bisa ng kasal)');
    expect(options()).toContain('Problema sa pamilya');
    expect(options()).not.toContain('Unpaid wages or underpayment');
    expect(groups()).toContain('Pinakakaraniwan');
    expect(groups()).toContain('Kasong sibil');
  });

  it('finds a problem by Filipino words ("kulang na sahod"), by English ones still, and shows the chosen one in Filipino', async () => {
    const onChange = jest.fn();
    act(() =>
      root.render(
        <ClientMessagesProvider locale="fil" messages={{ search: compiledNamespace('fil', 'search') }}>
          <LegalIssueCombobox value={null} onChange={onChange} />
        </ClientMessagesProvider>,
      ),
    );
    const input = container.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    act(() => input.focus());
    type(input, 'kulang na sahod');
    await actUntil(() => options().length > 0);
    expect(options()).toEqual(['Hindi nabayarang sahod o kulang na sahod']);
    type(input, 'sahod');
    await actUntil(() => options().includes('Problema sa trabaho'));
    expect(options()).toContain('Hindi nabayarang sahod o kulang na sahod');
    type(input, 'underpayment');
    await actUntil(() => options().length === 1);
    expect(options()).toEqual(['Hindi nabayarang sahod o kulang na sahod']);
    act(() => (container.querySelector('[role="option"]') as HTMLElement).click());
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ _id: 10 }));
    expect(input.value).toBe('Hindi nabayarang sahod o kulang na sahod');
  });
});

describe('the legal-issue combobox on an English page', () => {
  it('keeps the English labels; Filipino words find their problem there too (issue 56)', async () => {
    const input = render('en');
    act(() => input.focus());
    type(input, 'underpayment');
    await actUntil(() => options().length > 0);
    expect(options()).toEqual(['Unpaid wages or underpayment']);
    type(input, 'kulang na sahod');
    await actUntil(() => options()[0] === 'Unpaid wages or underpayment');
    expect(options()[0]).toBe('Unpaid wages or underpayment');
  });
});

// Issue 56, point 5: the words people type first, ranked by the one matcher; only a strong match pre-selected.
const activeOption = (input: HTMLInputElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the words people type first', () => {
  it('offers unpaid wages first for "hindi pinasahod" on a Filipino page, pre-selected, and Enter chooses it', async () => {
    const onChange = jest.fn();
    act(() =>
      root.render(
        <ClientMessagesProvider locale="fil" messages={{ search: compiledNamespace('fil', 'search') }}>
          <LegalIssueCombobox value={null} onChange={onChange} />
        </ClientMessagesProvider>,
      ),
    );
    const input = container.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    act(() => input.focus());
    type(input, 'hindi pinasahod');
    await actUntil(() => options().length > 0);
    expect(options()[0]).toBe('Hindi nabayarang sahod o kulang na sahod');
    expect(activeOption(input)).toBe('Hindi nabayarang sahod o kulang na sahod');
    act(() => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ _id: 10 }));
  });

  it('offers special power of attorney first for "SPA" on an English page, pre-selected', async () => {
    const input = render('en');
    act(() => input.focus());
    type(input, 'SPA');
    await actUntil(() => options().length > 0);
    expect(options()[0]).toBe('Special power of attorney and apostille');
    expect(activeOption(input)).toBe('Special power of attorney and apostille');
  });

  it('lists a weak match without pre-selecting it: Enter chooses nothing, ArrowDown reaches it', async () => {
    const onChange = jest.fn();
    act(() =>
      root.render(
        <ClientMessagesProvider locale="en" messages={{ search: compiledNamespace('en', 'search') }}>
          <LegalIssueCombobox value={null} onChange={onChange} />
        </ClientMessagesProvider>,
      ),
    );
    const input = container.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    act(() => input.focus());
    type(input, 'spaces');
    await actUntil(() => options().length > 0);
    expect(options()).toEqual(['Sexual harassment at work']);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    act(() => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ _id: 18 }));
    act(() => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
    expect(activeOption(input)).toBe('Sexual harassment at work');
  });

  it('offers "Where do I start?" when nothing matches, in either language', async () => {
    for (const [locale, words] of [
      ['fil', 'Saan ako magsisimula?'],
      ['en', 'Where do I start?'],
    ] as const) {
      const input = render(locale);
      act(() => input.focus());
      type(input, 'zzzz walang ganito');
      await actUntil(() => container.querySelector('a[href$="/where-to-start"]') !== null);
      const link = container.querySelector('a[href$="/where-to-start"]')!;
      expect(link.textContent).toBe(words);
      expect(link.getAttribute('href')).toBe(locale === 'fil' ? '/fil/where-to-start' : '/where-to-start');
      // It stays when the list closes (Tab moves on to it).
      act(() => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })));
      expect(container.querySelector('a[href$="/where-to-start"]')).not.toBeNull();
      type(input, '');
    }
  });
});
