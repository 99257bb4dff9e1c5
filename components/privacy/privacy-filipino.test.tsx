/** @jest-environment jsdom */
import { useDomRoot } from '@/lib/test/dom';
import type { DeletionState } from '@/lib/dto/privacy';
import { ageBucket } from '@/components/notifications/age-label';
import { ConfirmDeletionForm } from './confirm-deletion-form';
import { DeleteAccountPage } from './delete-account-page';

// Issue 40: the privacy screens in Filipino come from the `account` catalogue, links stay under /fil.
const dom = useDomRoot();

const BLOCKED = {
  grace_days: 7,
  retention_years: 10,
  has_password: true,
  blockers: [{ kind: 'UPCOMING_MEETING', message: 'You have a meeting on 1 December.', path: '/customer-portal/meeting/m1' }],
} as unknown as DeletionState;

it('the delete page speaks Filipino and keeps its links in /fil', async () => {
  const page = await DeleteAccountPage({
    state: BLOCKED,
    portal: '/customer-portal',
    isLawyer: false,
    dpoEmail: 'dpo@example.ph',
    locale: 'fil',
  });
  dom.render(page, { locale: 'fil' });
  const text = dom.container.textContent!;
  expect(dom.container.querySelector('h1')!.textContent).toBe('Burahin ang account ko');
  expect(text).toContain('Mabubura ang lahat ng nasa itaas pagkalipas ng 7 araw.');
  expect(text).toContain('nang 10 taon');
  expect(text).toContain('Tapusin muna ang mga ito');
  const hrefs = [...dom.container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual(expect.arrayContaining(['/fil/customer-portal/account-settings', '/fil/customer-portal/meeting/m1']));
});

it('the delete page is unchanged in English', async () => {
  const page = await DeleteAccountPage({
    state: BLOCKED,
    portal: '/customer-portal',
    isLawyer: true,
    dpoEmail: 'dpo@example.ph',
    locale: 'en',
  });
  dom.render(page);
  expect(dom.container.textContent).toContain(
    'You are signed out everywhere at once and your profile leaves search. Everything above is erased 7 days later.',
  );
  expect(dom.container.querySelector('a')!.getAttribute('href')).toBe('/customer-portal/account-settings');
});

it('a confirmation link without a token says so in Filipino, with a Filipino sign-in link', () => {
  dom.render(<ConfirmDeletionForm token="" />, { locale: 'fil' });
  expect(dom.container.querySelector('[role="alert"]')!.textContent).toBe(
    'Mali o expired na ang link ng kumpirmasyon na ito. Humingi ng bago sa mga setting ng account mo.',
  );
  const link = dom.container.querySelector('a')!;
  expect([link.textContent, link.getAttribute('href')]).toEqual(['Mag-sign in', '/fil/login']);
});

it('notification ages map to catalogue keys (spec §4 buckets)', () => {
  const now = new Date(2030, 4, 20, 15, 0);
  expect([0, 1, 3, 8, 20].map((n) => ageBucket(new Date(2030, 4, 20 - n, 9), now))).toEqual([
    { key: 'today', days: 0 },
    { key: 'yesterday', days: 1 },
    { key: 'daysAgo', days: 3 },
    { key: 'weekAgo', days: 8 },
    { key: 'longAgo', days: 20 },
  ]);
});
