/** @jest-environment jsdom */
import { act } from 'react';
import { toast } from 'sonner';
import { AuthProvider } from '@/lib/auth/auth-provider';
import type { LawyerOwnProfile } from '@/lib/dto/lawyer-profile';
import { PROFILE_TOASTS } from '@/lib/validation/lawyer-profile';
import { recordFetch, useDomRoot, type RecordedCall } from '@/lib/test/dom';
import { AvailabilityForm } from './availability-form';
import { AwardsEditor } from './awards-editor';
import { BankingInfoForm } from './banking-info-form';
import { BasicInfoForm } from './basic-info-form';
import { EducationEditor } from './entry-lists';
import { VisibilityToggle } from './visibility-toggle';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/lawyer-portal/profile',
}));

// Spec §4/§8: each save goes loading → "Success!" or its section's failure toast, through its §7 call.
const PROFILE: LawyerOwnProfile = {
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
    specializations: ['Family'],
    law_firm: '',
  },
  banking_info: { bank_name: 'BDO Unibank', provider_bank_id: 'BNORPHMM', account_name: 'Ana Reyes', account_number: '1234567890' },
  education: [{ _id: '22222222-2222-4222-8222-222222222222', school: 'UP', degree: 'JD', start_year: 2005, end_year: 2009, honours: null }],
  work_experience: [],
  awards: [
    { _id: '33333333-3333-4333-8333-333333333333', title: 'First', description: null, year: null, priority: 0 },
    { _id: '44444444-4444-4444-8444-444444444444', title: 'Second', description: null, year: null, priority: 1 },
  ],
  availability: {
    daily_availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      available: weekday === 1,
      start_time: '09:00',
      end_time: '17:00',
      ranges: [{ start_time: '09:00', end_time: '17:00' }],
    })),
    notice_time: 120,
    ical_feed: null,
    ical_import_url: null,
    ical_import_checked_at: null,
    ical_import_error: null,
    services: [
      { duration: 30, price: 80000 },
      { duration: 60, price: 150000 },
    ],
    time_zone: 'Asia/Manila',
  },
  services: [
    { duration: 30, price: 80000 },
    { duration: 60, price: 150000 },
  ],
  ibp_verified: true,
  ibp_verified_at: null,
  verification_status: 'VERIFIED',
  missing: ['work_experience'],
  listed: false,
  listing_blockers: ['private', 'incomplete'],
  hidden_reason: null,
};

let answer: { status: number; body: unknown };
let calls: RecordedCall[];
const dom = useDomRoot();
// The photo upload re-reads the signed-in user (the bar's avatar), so the editor lives under the AuthProvider.
const render = (node: React.ReactNode) => dom.render(<AuthProvider>{node}</AuthProvider>);

beforeEach(() => {
  calls = recordFetch(() => answer);
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
});

const fail = (message = 'Server said no') => (answer = { status: 400, body: { message } });
const succeed = (profile: LawyerOwnProfile = PROFILE, data: unknown = {}) => (answer = { status: 200, body: { data, profile } });
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}
async function submitForm(index = 0) {
  await act(async () => {
    dom.container.querySelectorAll('form')[index].dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
}
async function click(el: Element) {
  await act(async () => (el as HTMLElement).click());
  await settle();
}
const button = (name: string) =>
  [...dom.container.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name)!;

it.each([
  ['basic info', () => <BasicInfoForm initial={PROFILE} />, '/api/v1/lawyers/profile/basic-info', 'POST', PROFILE_TOASTS.basicInfoFailed],
  [
    'banking info',
    () => <BankingInfoForm initial={PROFILE} />,
    '/api/v1/lawyers/profile/banking-info',
    'POST',
    PROFILE_TOASTS.bankInfoFailed,
  ],
  ['availability', () => <AvailabilityForm initial={PROFILE} />, '/api/v1/lawyers/profile/availability', 'PUT', PROFILE_TOASTS.failed],
])('%s: a failed save toasts its §8 message, a good one "Success!"', async (_name, element, url, method, failure) => {
  render(element());
  fail();
  await submitForm();
  expect(calls.map((c) => [c.url, c.method])).toEqual([[url, method]]);
  expect(toast.error).toHaveBeenCalledWith(failure, { description: 'Server said no' });
  expect(toast.success).not.toHaveBeenCalled();
  succeed();
  await submitForm();
  expect(toast.success).toHaveBeenCalledWith('Success!');
});

it('education delete and award reorder: "Failed" on failure', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  render(<EducationEditor initial={PROFILE} />);
  fail();
  await click(button('Delete UP'));
  expect(calls.at(-1)).toMatchObject({ url: '/api/v1/lawyers/profile/education/22222222-2222-4222-8222-222222222222', method: 'DELETE' });
  expect(toast.error).toHaveBeenCalledWith(PROFILE_TOASTS.failed, { description: 'Server said no' });
  dom.render(<></>);

  render(<AwardsEditor initial={PROFILE} />);
  succeed({ ...PROFILE, awards: [PROFILE.awards[1], PROFILE.awards[0]] });
  await click(button('Move Second up'));
  expect(calls.at(-1)).toMatchObject({
    url: '/api/v1/lawyers/profile/awards',
    method: 'PUT',
    body: { order: [PROFILE.awards[1]._id, PROFILE.awards[0]._id] },
  });
  expect(toast.success).toHaveBeenCalledWith('Success!');
  expect([...dom.container.querySelectorAll('ol > li p.font-semibold')].map((p) => p.textContent)).toEqual(['Second', 'First']);
});

it('visibility flips only after success; a refusal toasts the completeness message and stays hidden', async () => {
  render(<VisibilityToggle initial={PROFILE} />);
  const toggle = () => dom.container.querySelector('[role="switch"]')!;
  answer = { status: 422, body: { message: PROFILE_TOASTS.visibilityFailed } };
  await click(toggle());
  expect(calls.at(-1)).toMatchObject({ url: '/api/v1/lawyers/profile/visibility', method: 'POST', body: { is_public: true } });
  expect(toast.error).toHaveBeenCalledWith(PROFILE_TOASTS.visibilityFailed, undefined);
  expect(toggle().getAttribute('aria-checked')).toBe('false');
  succeed({ ...PROFILE, is_public: true, missing: [] }, { is_public: true });
  await click(toggle());
  expect(toast.success).toHaveBeenCalledWith('Success!');
  expect(toggle().getAttribute('aria-checked')).toBe('true');
});
