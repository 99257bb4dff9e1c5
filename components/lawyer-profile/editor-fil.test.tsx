/** @jest-environment jsdom */
import { act } from 'react';
import { toast } from 'sonner';
import en from '@/messages/en/editor.json';
import { AuthProvider } from '@/lib/auth/auth-provider';
import type { LawyerOwnProfile } from '@/lib/dto/lawyer-profile';
import { PAYOUT_SCHEDULE_NOTE } from '@/lib/rules/fees';
import { actUntil, recordFetch, useDomRoot } from '@/lib/test/dom';
import { COMPLETENESS_LABELS, PROFILE_TOASTS } from '@/lib/validation/lawyer-profile';
import { BankingInfoForm } from './banking-info-form';
import { BasicInfoForm } from './basic-info-form';
import { CompletenessChecklist } from './completeness-checklist';
import { listingNote } from './listing-note';
import { VisibilityToggle } from './visibility-toggle';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/fil/lawyer-portal/profile/basic-info',
}));

const PROFILE = {
  _id: '11111111-1111-4111-8111-111111111111',
  display_name: 'Ana Reyes',
  is_public: false,
  picture_url: '/p.webp',
  banking_info: null,
  basic_info: {
    first_name: 'Ana',
    last_name: 'Reyes',
    display_name: 'Ana Reyes',
    about: 'a'.repeat(300),
    quote: 'Q',
    roll_number: '12345',
    ibp_number: 'IBP-1',
    office_address: 'Makati',
    city: 'Makati',
    region: 'Metro Manila (NCR)',
    bar_year: 2010,
    languages: ['English'],
    areas: ['civil'],
    legal_problems: [33],
    specializations: [],
    law_firm: '',
  },
} as unknown as LawyerOwnProfile;

const dom = useDomRoot();
const submit = async () =>
  act(async () => {
    dom.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });

beforeEach(() => {
  recordFetch(() => ({ status: 200, body: { data: {}, profile: PROFILE } }));
});

it('keeps the English catalogue to the spec', () => {
  expect(en.banking.schedule).toBe(PAYOUT_SCHEDULE_NOTE);
  for (const [key, english] of Object.entries(PROFILE_TOASTS))
    if (key !== 'calendarFailed') expect((en.toasts as Record<string, string>)[key]).toBe(english);
  for (const [item, { label }] of Object.entries(COMPLETENESS_LABELS))
    expect((en.checklist.items as Record<string, string>)[item]).toBe(label);
  const t = (key: string) => (en.listing as Record<string, string>)[key.replace('listing.', '')];
  expect(listingNote({ listed: false, listing_blockers: ['private'] }, t)).toBe(
    'Hidden: only you can see this profile. Make it public so clients can find you.',
  );
});

it('shows the basic-info form in Filipino, with the schema’s message in Filipino beside the field', async () => {
  dom.render(
    <AuthProvider>
      <BasicInfoForm initial={PROFILE} />
    </AuthProvider>,
    { locale: 'fil' },
  );
  const text = () => dom.container.textContent!;
  expect(text()).toContain('Kredensyal at opisina');
  expect(text()).toContain('Kasong sibil'); // the area's label from the search catalogue
  // The legal problems offered, in Filipino (the page sends their labels), found by Filipino or English words.
  const problems = () =>
    [...dom.container.querySelectorAll('button[aria-pressed]')].map((b) => [b.textContent, b.getAttribute('aria-pressed')]);
  expect(problems()).toContainEqual(['Pangkalahatang kasong sibil o alitan', 'true']);
  expect(problems()).toContainEqual(['Child support (sustento sa anak)', 'false']);
  const filter = dom.container.querySelector<HTMLInputElement>('input[type="search"]')!;
  const typeFilter = (value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(filter, value);
      filter.dispatchEvent(new Event('input', { bubbles: true }));
    });
  typeFilter('sustento');
  expect(problems().map(([label]) => label)).toEqual(['Child support (sustento sa anak)', 'Sustento sa asawa at pamilya']);
  typeFilter('spousal');
  expect(problems().map(([label]) => label)).toEqual(['Sustento sa asawa at pamilya']);
  typeFilter('');
  expect(dom.container.querySelector('input[aria-label="Magdagdag ng espesyalisasyon"]')).not.toBeNull();
  await submit();
  await actUntil(() => dom.container.querySelector('[data-testid="form-error-summary"]') !== null);
  expect(dom.container.querySelector('[data-testid="form-error-summary"]')!.textContent).toContain('Mga espesyalisasyon');
  expect(text()).toContain('Magdagdag ng kahit isang espesyalisasyon.');
  expect(text()).not.toContain('Add at least one specialization.');
});

it('shows the banking form in Filipino, its messages too, and links to the Filipino payments page', async () => {
  dom.render(<BankingInfoForm initial={PROFILE} />, { locale: 'fil' });
  expect(dom.container.textContent).toContain('Kailan ka mababayaran');
  expect(dom.container.querySelector('a[href="/fil/lawyer-portal/payments"]')).not.toBeNull();
  expect(dom.container.textContent).toContain('Makikita sa Payments kung magkano ang para sa iyo');
  await submit();
  await actUntil(() => dom.container.querySelector('[aria-invalid="true"]') !== null);
  expect(dom.container.textContent).toContain('Kailangang punan ito.');
  expect(dom.container.textContent).not.toContain('Please provide a value.');
});

it('a refused "make public" toasts in Filipino, without the server’s English beneath', async () => {
  recordFetch(() => ({ status: 422, body: { message: PROFILE_TOASTS.visibilityFailed, code: 'profile.visibilityFailed' } }));
  dom.render(<VisibilityToggle initial={{ ...PROFILE, listed: false, listing_blockers: ['private'] }} />, { locale: 'fil' });
  const toggle = dom.container.querySelector<HTMLButtonElement>('button[role="switch"]')!;
  expect(toggle.getAttribute('aria-label')).toBe('Nakikita ng mga kliyente ang profile');
  expect(dom.container.textContent).toContain('Nakatago: ikaw lang ang nakakakita ng profile na ito.');
  await act(async () => toggle.click());
  await actUntil(() => jest.mocked(toast.error).mock.calls.length > 0);
  expect(toast.error).toHaveBeenCalledWith(
    'Hindi naging public! Siguraduhing kumpleto ang lahat ng kailangang impormasyon at may litrato ka sa profile',
    undefined,
  );
});

it('lists the checklist in Filipino, each item linking to its section under /fil', async () => {
  dom.render(await CompletenessChecklist({ missing: ['picture'], locale: 'fil' }), { locale: 'fil' });
  const open = dom.container.querySelector('a[data-done="false"]')!;
  expect(open.textContent).toBe('Litrato sa profile(gagawin pa)');
  expect(open.getAttribute('href')).toBe('/fil/lawyer-portal/profile/basic-info#picture');
  expect(dom.container.querySelector('[role="progressbar"]')!.getAttribute('aria-label')).toBe('Gaano kakumpleto ang profile');
});
