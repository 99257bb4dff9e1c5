/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { ANA, AT, consoleScreen, page, params } from '@/lib/test/fixtures/admin-console';
import { useDomRoot } from '@/lib/test/dom';
import AdminOverviewPage from './page';
import ModerationPage from './moderation/page';
import AdminUserPage from './users/[userId]/page';
import AdminUsersPage from './users/page';
import VerificationsPage from './verifications/page';
import AdminLayout, { generateMetadata as layoutMetadata } from './layout';
import { generateMetadata as verificationsMetadata } from './verifications/page';

// Issue 40: the operations console in Filipino (/fil/admin/…), each screen rendered with its data
// stood in for: the headings, columns, badges, actions, Filipino dates and links that keep /fil. The
// English pages keep their words letter for letter (e2e/admin-*.spec.ts read them). Here the console's
// nav and overview, the verification queue, people and a person's page, and moderation; the money, the
// mail and texts, privacy requests, where to start, the legal-aid desk and the audit log:
// admin-fil-operations.test.tsx.

jest.mock('@/lib/i18n/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return {
    textFor: async (locale: string, namespace: string) => translator(locale, namespace),
    localeOf: async (params: Promise<{ locale: string }>) => (await params).locale,
  };
});
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/fil/admin/verifications',
  notFound: () => {
    throw new Error('not found');
  },
}));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/server/auth/get-session-user', () => ({ requireAdminPage: jest.fn(async () => ({ id: 'admin' })) }));
jest.mock('@/components/header/site-header', () => ({ SiteHeader: () => null }));
jest.mock('@/components/providers/query-provider', () => ({ QueryProvider: ({ children }: { children: ReactNode }) => children }));

const documents = [
  { kind: 'ibp-id', label: 'IBP ID', preview_url: '/api/v1/admin/files/1', content_type: 'image/png', is_image: true },
  { kind: 'government-id', label: 'Government ID', preview_url: '/api/v1/admin/files/2', content_type: 'application/pdf', is_image: false },
];
const lawyerRow = {
  _id: ANA,
  name: 'Ana Reyes',
  email: 'ana@example.com',
  roll_number: '81234',
  ibp_number: 'IBP-2026-4411',
  verification_status: 'PENDING',
  submitted_at: AT,
  verification_note: 'Malabo ang litrato.',
  documents,
  renewal_due: true,
  duplicate_roll_number: true,
};
const target = { kind: 'review', _id: ANA, title: 'Review of Atty. Ana Reyes', detail: 'Magaling.', url: '/lawyer/x', hidden: false };

jest.mock('@/lib/server/admin/get-admin-overview', () => ({
  getAdminOverview: async () => ({ pending_verifications: 3, renewals_due: 1, open_reports: 2, refunds_required: 0, failed_emails: 4 }),
}));
jest.mock('@/lib/server/admin/verification/list-verification-queue', () => ({ listVerificationQueue: async () => page([lawyerRow]) }));
jest.mock('@/lib/server/admin/list-admin-users', () => ({
  listAdminUsers: async () =>
    page([
      {
        _id: ANA,
        name: 'Ana Reyes',
        email: 'ana@example.com',
        type: 'LAWYER',
        roles: ['ADMIN'],
        verification_status: 'VERIFIED',
        suspended_at: AT,
        created_at: AT,
      },
    ]),
}));
jest.mock('@/lib/server/admin/get-admin-user', () => ({
  getAdminUser: async () => ({
    user: {
      _id: ANA,
      name: 'Ana Reyes',
      email: 'ana@example.com',
      type: 'LAWYER',
      roles: [],
      suspended_at: null,
      verification_status: 'REJECTED',
      created_at: AT,
      email_verified: true,
    },
    lawyer: {
      roll_number: '81234',
      ibp_number: 'IBP-2026-4411',
      submitted_at: AT,
      verification_note: 'Malabo ang litrato.',
      documents,
      verification_history: [],
      listed: false,
      profile_url: `/lawyer/${ANA}`,
    },
    audit: [{ _id: 'a1', created_at: AT, actor: null, action: 'lawyer.verification.reject', reason: 'Malabo.' }],
  }),
}));
jest.mock('@/lib/server/admin/moderation/list-reports', () => ({
  listReports: async () =>
    page([
      {
        _id: 'r1',
        status: 'OPEN',
        reason: 'Bastos.',
        reporter: { _id: ANA, name: 'Jose Rizal', type: 'CUSTOMER' },
        target,
        open_on_target: 2,
        resolution: null,
        created_at: AT,
      },
    ]),
}));
jest.mock('@/lib/server/admin/moderation/list-moderation', () => ({ listModeration: async () => page([]) }));

const dom = useDomRoot();
const { text, hrefs, columns, show } = consoleScreen(dom);

it('the overview and the nav of the console in Filipino', async () => {
  await show(AdminLayout({ params: params('fil'), children: null }));
  const nav = dom.container.querySelector('nav')!;
  expect(nav.getAttribute('aria-label')).toBe('Console ng admin');
  expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]).slice(0, 3)).toEqual([
    ['Buod', '/fil/admin'],
    ['Beripikasyon', '/fil/admin/verifications'],
    ['Mga tao', '/fil/admin/users'],
  ]);
  expect(await layoutMetadata({ params: params('fil') })).toMatchObject({ title: { template: '%s · Admin', default: 'Admin' } });
  expect((await verificationsMetadata({ params: params('fil') })).title).toBe('Beripikasyon');

  await show(AdminOverviewPage({ params: params('fil') }));
  expect(dom.container.querySelector('h1')?.textContent).toBe('Operasyon');
  expect(text()).toContain('Abogadong naghihintay ng beripikasyon');
  expect(text()).toContain('Nakadokumento ang API ng app sa /api-reference.');
  expect(hrefs()).toContain('/fil/admin/payments?status=REFUND_REQUIRED');
});

it('the verification queue in Filipino: columns, badges, dates, the decision buttons and the documents', async () => {
  await show(VerificationsPage({ params: params('fil'), searchParams: Promise.resolve({}) }));
  expect(dom.container.querySelector('h1')?.textContent).toBe('Pila ng beripikasyon');
  expect(columns()).toEqual(['Abogado', 'Roll at IBP number', 'Mga dokumento', 'Naghihintay mula', 'Status', 'Desisyon']);
  const words = text();
  for (const phrase of [
    'Dalawang beses nang ginamit ang roll number',
    'Hanapin sa Roll of Attorneys',
    'Naghihintay',
    'Dapat nang i-renew sa IBP',
    'Huling pinaayos: Malabo ang litrato.',
    'Nob 23, 2026, 9:05 AM GMT+8',
    'Pahina 1 · 42 resulta',
    'Susunod',
  ]) {
    expect(words).toContain(phrase);
  }
  const buttons = [...dom.container.querySelectorAll('button')].map((b) => [b.textContent, b.getAttribute('aria-label')]);
  expect(buttons).toEqual(
    expect.arrayContaining([
      ['I-approve', 'I-approve si Ana Reyes'],
      ['I-reject', 'I-reject si Ana Reyes'],
    ]),
  );
  expect(dom.container.querySelector('a[aria-label="Government ID ni Ana Reyes (PDF, bubukas sa bagong tab)"]')).not.toBeNull();
  expect(hrefs()).toContain(`/fil/admin/users/${ANA}`);
  expect(words).not.toMatch(/Waiting since|Search the Roll|Approve|Next/);
});

it('keeps the English queue as it was', async () => {
  await show(VerificationsPage({ params: params('en'), searchParams: Promise.resolve({}) }), 'en');
  expect(dom.container.querySelector('h1')?.textContent).toBe('Verification queue');
  expect(columns()).toEqual(['Lawyer', 'Roll and IBP numbers', 'Documents', 'Waiting since', 'Status', 'Decision']);
  const words = text();
  expect(words).toContain("Check the IDs against the Supreme Court's Roll of Attorneys, then approve, or reject saying what to fix.");
  expect(words).toContain('Roll 81234');
  expect(words).toContain('Last asked to fix: Malabo ang litrato.');
  expect(words).toContain('Nov 23, 2026, 9:05 AM GMT+8');
  expect(words).toContain('Page 1 · 42 entries');
  expect(dom.container.querySelector('button[aria-label="Approve Ana Reyes"]')?.textContent).toBe('Approve');
  expect(dom.container.querySelector('a[aria-label="Government ID of Ana Reyes (PDF, opens in a new tab)"]')).not.toBeNull();
  expect(hrefs()).toContain(`/admin/users/${ANA}`);
});

it('people and a person’s page in Filipino', async () => {
  await show(AdminUsersPage({ params: params('fil'), searchParams: Promise.resolve({ q: 'reyes' }) }));
  expect(dom.container.querySelector('h1')?.textContent).toBe('Mga tao');
  expect(dom.container.querySelector('caption')?.textContent).toBe('Mga taong tugma sa reyes');
  expect(dom.container.querySelector('input[name="q"]')?.getAttribute('placeholder')).toBe('Pangalan o e-mail');
  expect(dom.container.querySelector('form')?.getAttribute('action')).toBe('/fil/admin/users');
  expect(columns()).toEqual(['Tao', 'Account', 'Status', 'Sumali']);
  expect(text()).toContain('AbogadoAdminBeripikado');
  expect(text()).toContain('Suspendido');

  await show(AdminUserPage({ params: params('fil', { userId: ANA }) }));
  const words = text();
  for (const phrase of [
    'Beripikasyon',
    'Kasaysayan ng beripikasyon',
    'Wala pang desisyon.',
    'Mga audit entry',
    'Link ng IBP na ipinadala sa e-mail',
    'Hindi nakikita ng publiko',
    'Burahin (Data Privacy Act)',
  ]) {
    expect(words).toContain(phrase);
  }
  expect(dom.container.querySelector('img')?.getAttribute('alt')).toBe('IBP ID ni Ana Reyes');
  expect(dom.container.querySelector('button[aria-label="I-suspend si Ana Reyes"]')?.textContent).toBe('I-suspend ang account');
  expect(dom.container.querySelector('button[aria-label="Burahin si Ana Reyes"]')?.textContent).toBe(
    'Burahin ang personal na impormasyon…',
  );
  expect(hrefs()).toContain(`/fil/admin/audit-log?target=${ANA}`);
  expect(words).not.toMatch(/Verification history|Not shown publicly|Suspend account|Erase personal data/);
});

it('moderation in Filipino', async () => {
  await show(ModerationPage({ params: params('fil'), searchParams: Promise.resolve({}) }));
  expect(dom.container.querySelector('h1')?.textContent).toBe('Moderasyon');
  expect(columns()).toEqual(['Inireport', 'Report', 'Natanggap', 'Aksyon']);
  const words = text();
  expect(words).toContain('mula kay Jose Rizal (kliyente) · 2 bukas na report dito');
  expect(words).toContain('Buksan ang pampublikong page');
  expect(dom.container.querySelector('button[aria-label="Itago ang Review of Atty. Ana Reyes"]')?.textContent).toBe('Itago');
  expect(words).toContain('Ibasura');
  expect([...dom.container.querySelectorAll('nav a')].map((a) => a.textContent)).toEqual(
    expect.arrayContaining(['Mga report', 'Nakatago ngayon', 'Bukas', 'Inaksyunan', 'Ibinasura']),
  );
});
