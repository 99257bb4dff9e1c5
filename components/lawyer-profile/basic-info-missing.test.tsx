/** @jest-environment jsdom */
import { act } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';
import type { LawyerOwnProfile } from '@/lib/dto/lawyer-profile';
import { actUntil, recordFetch, useDomRoot, type RecordedCall } from '@/lib/test/dom';
import { BasicInfoForm } from './basic-info-form';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/lawyer-portal/profile/basic-info',
}));

// Issue 45: Save on basic info needed a specialization and said so only with "Please choose at least
// one." under a box far from the button. Now the field says what is missing, and so does the Save bar.
const PROFILE = {
  _id: '11111111-1111-4111-8111-111111111111',
  display_name: 'Ana Reyes',
  is_public: false,
  picture_url: '/p.webp',
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

let calls: RecordedCall[];
const dom = useDomRoot();

beforeEach(() => {
  calls = recordFetch(() => ({ status: 200, body: { data: {}, profile: PROFILE } }));
});

const form = () => dom.container.querySelector('form')!;
const summary = () => dom.container.querySelector('[data-testid="form-error-summary"]');
async function save() {
  await act(async () => {
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}
const specializationBox = () => dom.container.querySelector<HTMLInputElement>('input[aria-label="Add a specialization"]')!;

it('Save without a specialization names the field, beside it and above the button, and sends nothing', async () => {
  dom.render(
    <AuthProvider>
      <BasicInfoForm initial={PROFILE} />
    </AuthProvider>,
  );
  await save();
  // The form's schema loads on first use (issue 28): wait for the verdict, not a number of ticks.
  await actUntil(() => summary() !== null);
  expect(summary()?.textContent).toBe('Please check this field:Specializations');
  const message = document.getElementById(specializationBox().getAttribute('aria-describedby')!)!;
  expect(message.textContent).toBe('Add at least one specialization.');
  expect(specializationBox().getAttribute('aria-invalid')).toBe('true');
  // The summary's button takes the focus to the box to type one in.
  await act(async () => summary()!.querySelector('button')!.click());
  expect(document.activeElement).toBe(specializationBox());
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

it('a specialization typed but not added is added by Save, and the profile is saved', async () => {
  dom.render(
    <AuthProvider>
      <BasicInfoForm initial={PROFILE} />
    </AuthProvider>,
  );
  await act(async () => {
    const box = specializationBox();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, 'Annulment');
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await save();
  await actUntil(() => calls.some((c) => c.method === 'POST'));
  const post = calls.find((c) => c.method === 'POST')!;
  expect(post.url).toBe('/api/v1/lawyers/profile/basic-info');
  expect((post.body as { specializations: string[] }).specializations).toEqual(['Annulment']);
  expect(summary()).toBeNull();
});
