/** @jest-environment jsdom */
import type { NotaryPrivateProfile } from '@/lib/dto/notary';
import { useDomRoot } from '@/lib/test/dom';
import { NotaryVisibility } from './notary-visibility';

// Issue 40: the lawyer portal's notary editor in Filipino (words, dates, links under /fil).
const dom = useDomRoot();

const LAPSED = {
  _id: '11111111-1111-4111-8111-111111111111',
  is_public: true,
  listed: true,
  lapsed: true,
  commission_expires_on: '2025-12-31',
  missing: ['commission_doc'],
} as unknown as NotaryPrivateProfile;

it('says in Filipino that the commission ended, with a Filipino date, and links to the /fil public page', () => {
  dom.render(<NotaryVisibility profile={LAPSED} />, { locale: 'fil' });
  expect(dom.container.querySelector('[role="switch"]')!.getAttribute('aria-label')).toBe('Nakikita ng publiko ang notary profile');
  expect(dom.container.querySelector('[role="alert"]')!.textContent).toContain('Natapos ang commission mo noong Disyembre 31, 2025.');
  expect(dom.container.textContent).toContain('Dokumento ng commission');
  expect(dom.container.querySelector('a')!.getAttribute('href')).toBe('/fil/notary-public/profile/11111111-1111-4111-8111-111111111111');
});
