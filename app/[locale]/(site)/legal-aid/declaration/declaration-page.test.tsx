/** @jest-environment jsdom */
import type { DeclarationDto } from '@/features/legal-aid/dto/legal-aid';
import { getMyDeclaration } from '@/features/legal-aid/server/declaration';
import { useDomRoot } from '@/lib/test/dom';
import LegalAidDeclarationPage from './page';

// Issue 61: once the person has a declaration, the page offers both ways of free help — a lawyer's free time
// (the list) and a free written answer from the desk's queue — in the page's language.

jest.mock('@/lib/i18n/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return {
    textFor: async (locale: string, namespace: string) => translator(locale, namespace),
    localeOf: async (params: Promise<{ locale: string }>) => (await params).locale,
  };
});
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/legal-aid/declaration',
}));
jest.mock('@/lib/server/auth/get-session-user', () => ({ requirePageUser: jest.fn(async () => ({ id: 'client' })) }));
jest.mock('@/features/legal-aid/server/declaration', () => ({ getMyDeclaration: jest.fn() }));
jest.mock('@/features/legal-aid/server/lawyers', () => ({ listLegalAidLawyers: jest.fn(async () => ({ lawyers: [] })) }));

const DECLARATION: DeclarationDto = {
  _id: '11111111-1111-4111-8111-111111111111',
  household_size: 4,
  monthly_income_pesos: 8000,
  income_source: 'Selling vegetables',
  property: '',
  region: null,
  reason: 'Four of us live on what I sell.',
  agreed_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
};
const dom = useDomRoot();
const render = async (locale: 'en' | 'fil', query: Record<string, string> = {}) =>
  dom.render(await LegalAidDeclarationPage({ params: Promise.resolve({ locale }), searchParams: Promise.resolve(query) }), {
    query: true,
    locale,
  });
const text = () => (dom.container.textContent ?? '').replace(/\s+/g, ' ');

it('offers a free written question once the person has a declaration, its problem chosen when they came with one', async () => {
  jest.mocked(getMyDeclaration).mockResolvedValue({ declaration: DECLARATION });
  await render('en', { problem: '10' });
  expect(text()).toContain('Ask a lawyer in writing, for free');
  expect(dom.container.querySelector('#ask form')).not.toBeNull();
  await render('fil');
  const select = dom.container.querySelector('#ask select[name="problem"]') as HTMLSelectElement;
  expect(select.options.length).toBeGreaterThan(2);
});

it('asks for the declaration first: no written question without one', async () => {
  jest.mocked(getMyDeclaration).mockResolvedValue({ declaration: null });
  await render('en');
  expect(dom.container.querySelector('#ask')).toBeNull();
});

it('links to what can be done today (for the problem) and to "Where do I start?" (issue 72)', async () => {
  jest.mocked(getMyDeclaration).mockResolvedValue({ declaration: null });
  await render('fil', { problem: '76' });
  const links = dom.container.querySelector('[data-testid="desk-help-links"]')!;
  expect(links.querySelector('a[href="/fil/legal-aid?problem=76#today"]')!.textContent).toBe('Ang magagawa mo ngayon');
  expect(links.querySelector('a[href="/fil/where-to-start"]')!.textContent).toBe('Saan ako magsisimula?');
});
