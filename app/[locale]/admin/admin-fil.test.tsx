/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SmsCard } from '@/components/admin/sms-items';
import { NOTIFICATION_KIND_INFO, NOTIFICATION_KINDS } from '@/lib/config/notification-kinds';
import { translator } from '@/lib/i18n/translator';
import { useDomRoot } from '@/lib/test/dom';
import type { Locale } from '@/lib/i18n/paths';
import AdminOverviewPage from './page';
import AuditLogPage from './audit-log/page';
import EmailsPage from './emails/page';
import ModerationPage from './moderation/page';
import PaymentsPage from './payments/page';
import PayoutsPage from './payouts/page';
import PrivacyRequestsPage from './privacy/page';
import SmsPage from './sms/page';
import AdminUserPage from './users/[userId]/page';
import AdminUsersPage from './users/page';
import VerificationsPage from './verifications/page';
import WhereToStartOutcomesPage from './where-to-start/page';
import LegalAidDeskPage from './legal-aid/page';
import AdminLayout, { generateMetadata as layoutMetadata } from './layout';
import { generateMetadata as verificationsMetadata } from './verifications/page';

// Issue 40: the operations console in Filipino (/fil/admin/…), each screen rendered with its data
// stood in for: the headings, columns, badges, actions, Filipino dates and links that keep /fil. The
// English pages keep their words letter for letter (e2e/admin-*.spec.ts read them).

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

const AT = '2026-11-23T01:05:00Z'; // Lunes, 9:05 AM in Manila
const ANA = '11111111-1111-4111-8111-111111111111';
const page = <T,>(results: T[]) => ({ results, page: 0, hasMore: true, total: 42 });
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
jest.mock('@/lib/server/verification/list-verification-queue', () => ({ listVerificationQueue: async () => page([lawyerRow]) }));
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
jest.mock('@/lib/server/moderation/list-reports', () => ({
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
jest.mock('@/lib/server/moderation/list-moderation', () => ({ listModeration: async () => page([]) }));
jest.mock('@/lib/server/payments/list-admin-payments', () => ({
  listAdminPayments: async () =>
    page([
      {
        _id: 'p1',
        reference: 'ABG-7K3Q-9M2X',
        status: 'REFUND_REQUIRED',
        amount: 150_000,
        provider: 'SANDBOX',
        description: '30-minute consultation',
        method: 'gcash',
        meeting_id: 'm1',
        work_item_id: null,
        customer: { name: 'Jose Rizal', email: 'jose@example.com' },
        lawyer: { name: 'Ana Reyes' },
        paid_at: AT,
        refund: { status: 'failed', method: 'provider', failure_reason: 'insufficient_balance', created_at: AT },
        in_payout: false,
      },
    ]),
}));
jest.mock('@/lib/server/payments/payment-totals', () => ({
  paymentTotals: async () => ({
    counts: { PENDING: 0, PAID: 1, FAILED: 0, EXPIRED: 0, CANCELLED: 0, REFUND_REQUIRED: 1, REFUNDED: 0 },
    days: [
      {
        day: '2026-11-23',
        paid_amount: 150_000,
        paid_count: 1,
        refunded_amount: 0,
        refunded_count: 0,
        refund_required_amount: 150_000,
        refund_required_count: 1,
      },
    ],
  }),
}));
jest.mock('@/lib/server/payouts/list-payouts', () => ({
  getPayoutsOverview: async () => ({
    owed: [
      {
        lawyer: { _id: ANA, name: 'Ana Reyes', email: 'ana@example.com' },
        items: 2,
        gross: 300_000,
        fee: 30_000,
        net: 270_000,
        has_banking_info: true,
        payment_ids: ['p1'],
      },
      {
        lawyer: { _id: 'l2', name: 'Jose Rizal', email: 'jose@example.com' },
        items: 1,
        gross: 100_000,
        fee: 10_000,
        net: 90_000,
        has_banking_info: false,
        payment_ids: ['p2'],
      },
    ],
    batches: page([
      {
        _id: 'b1',
        created_at: AT,
        created_by: { name: 'Admin' },
        lawyers: 2,
        items: 3,
        total: 360_000,
        status: 'PAID',
        paid_at: AT,
        bank_reference: 'BDO-1',
      },
    ]),
  }),
}));
jest.mock('@/lib/server/mail/config', () => ({ isSmtpConfigured: () => true }));
jest.mock('@/lib/server/mail/list-admin-outbox', () => ({
  listAdminOutbox: async () =>
    page([
      {
        _id: 'e1',
        created_at: AT,
        to: 'ana@example.com',
        subject: 'Kumpirmado ang booking mo',
        status: 'SENT',
        attempts: 2,
        sent_at: AT,
        error: null,
      },
    ]),
}));
jest.mock('@/lib/server/sms/sms-port', () => ({ isSmsProviderConfigured: () => false }));
jest.mock('@/lib/server/sms/list-sms', () => ({
  getAdminSms: async () => ({
    per_day: [{ day: '2026-11-24', messages: 2, segments: 3, sent: 1, failed: 1, skipped: 0, queued: 0 }],
    recent: [
      {
        _id: 's1',
        created_at: AT,
        to: '+639171234567',
        body: 'Abogado: paalala',
        segments: 1,
        encoding: 'GSM-7',
        kind: 'meeting_reminder',
        status: 'SKIPPED',
        attempts: 1,
        sent_at: null,
      },
    ],
  }),
}));
jest.mock('@/lib/server/privacy/dpo-email', () => ({ dpoEmail: () => 'dpo@example.com' }));
jest.mock('@/lib/server/privacy/list-privacy-requests', () => ({
  listPrivacyRequests: async () => [
    {
      _id: 'q1',
      kind: 'DELETION',
      source: 'ADMIN',
      user_id: ANA,
      user_label: 'ana@example.com',
      state: 'PENDING',
      failure: 'locked',
      attempts: 1,
      requested_at: AT,
      due_at: AT,
      finished_at: null,
    },
  ],
}));
jest.mock('@/lib/server/where-to-start/outcomes', () => ({
  weeklyWhereToStartOutcomes: async () => [{ weekStart: '2026-11-23', counts: { barangay: 4, pao: 1 }, total: 5 }],
}));
jest.mock('@/lib/server/legal-aid-desk/desk', () => ({
  DESK_STALE_HOURS: 48,
  legalAidDesk: async () => ({
    open: [
      {
        id: 'q1',
        kind: 'WRITTEN',
        status: 'AWAITING_ASSESSMENT',
        area: 'labor',
        lawyerName: null,
        createdAt: new Date(AT),
        ageHours: 52,
        stale: true,
      },
    ],
    openByArea: [{ area: 'labor', count: 1 }],
    stale: 1,
    declined: [{ id: 'd1', area: 'civil', reason: 'income-above', lawyerName: 'Ana Reyes', assessedAt: new Date(AT) }],
    months: [{ month: '2026-11', services: 3, minutes: 150, lawyers: 2 }],
    offers: { lawyers: 2, weeklySlots: 4, writtenPerMonth: 6 },
  }),
}));
jest.mock('@/lib/server/audit/list-audit-log', () => ({
  listAuditLog: async () =>
    page([
      {
        _id: 'x1',
        created_at: AT,
        actor: null,
        metadata: { via: 'verify-ibp-link' },
        action: 'lawyer.verify',
        target_type: 'user',
        target_id: ANA,
        reason: null,
      },
    ]),
}));

const dom = useDomRoot();
const params = <R extends Record<string, string>>(locale: Locale, rest = {} as R) => Promise.resolve({ locale, ...rest });
const text = () => (dom.container.textContent ?? '').replace(/\s+/g, ' ');
const hrefs = () => [...dom.container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
const columns = () => [...dom.container.querySelectorAll('th')].map((th) => th.textContent);

/** A page's tree, rendered in the browser's way with its language's client messages (what the layout sends). */
async function show(node: Promise<ReactNode>, locale: Locale = 'fil') {
  dom.render(await node, { query: true, locale });
}

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

it('money and payouts in Filipino, with Filipino days', async () => {
  await show(PaymentsPage({ params: params('fil'), searchParams: Promise.resolve({}) }));
  expect(dom.container.querySelector('h1')?.textContent).toBe('Pera');
  let words = text();
  for (const phrase of [
    'Huling 30 araw (oras sa Pilipinas)',
    'Lun, Nob 23',
    'Sandbox · gcash · konsultasyon',
    '→ Atty. Ana Reyes',
    'Kailangang i-refund',
    'Hindi ito na-refund ng provider: insufficient_balance',
    'Markahang na-refund',
    'Subukan ulit sa provider',
  ]) {
    expect(words).toContain(phrase);
  }
  expect(words).not.toMatch(/Refund required|Still to refund|Mark refunded/);

  await show(PayoutsPage({ params: params('fil'), searchParams: Promise.resolve({}) }));
  words = text();
  expect(dom.container.querySelector('h1')?.textContent).toBe('Mga payout');
  for (const phrase of [
    'Wala pang banking info: hindi kasama sa mga batch',
    '2 abogado, 3 item',
    'I-download ang CSV para sa bangko',
    'Piliin kung sino ang babayaran',
    'Gumawa ng payout batch',
    'ni Admin',
  ]) {
    expect(words).toContain(phrase);
  }
});

it('mail, texts, privacy requests, where to start and the audit log in Filipino', async () => {
  await show(EmailsPage({ params: params('fil'), searchParams: Promise.resolve({}) }));
  expect(text()).toContain('2 subok · naipadala Nob 23, 2026, 9:05 AM GMT+8');
  expect(dom.container.querySelector('button[aria-label="Ipadala ulit ang Kumpirmado ang booking mo"]')?.textContent).toBe('Ipadala ulit');

  await show(SmsPage({ params: params('fil') }));
  let words = text();
  expect(words).toContain('Hindi naka-set ang SEMAPHORE_API_KEY');
  expect(words).toContain('Mar, Nob 24');
  expect(words).toContain('Ang pinakahuling text, pinakabago muna.');
  expect(words).toContain('Paalala 10 minuto bago');
  expect(words).toContain('1 segment · GSM-7');
  expect(words).toContain('Nilaktawan');

  await show(PrivacyRequestsPage({ params: params('fil') }));
  words = text();
  expect(words).toContain('hanggang 5 beses');
  expect(words).toContain('Dumarating sa dpo@example.com (DPO_EMAIL)');
  expect(words).toContain('Pagbura (ng admin)');
  expect(words).toMatch(/Pumalya ang subok 1 sa \d+; susubukan ulit\. locked/);

  await show(WhereToStartOutcomesPage({ params: params('fil') }));
  expect(columns()).toEqual(expect.arrayContaining(['Linggo ng', 'Katarungang Pambarangay', 'Diretso sa abogado', 'Lahat ng sagot']));
  expect(text()).toContain('Nobyembre 23, 2026');

  await show(LegalAidDeskPage({ params: params('fil') }));
  words = text();
  expect(words).toContain('Naghihintay nang higit 48 oras');
  expect(words).toContain('Trabaho (labor) · 1');
  expect(words).toContain('Walang kumuha o sumuri sa loob ng 48 oras');
  expect(words).toContain('Lampas sa limitasyon ang kita');
  expect(words).toContain('Nobyembre 2026');
  expect(words).toContain('4 libreng oras bawat linggo · 6 nakasulat na sagot bawat buwan');
  expect(columns()).toEqual(expect.arrayContaining(['Buwan', 'Serbisyo', 'Oras', 'Mga abogado']));

  await show(AuditLogPage({ params: params('fil'), searchParams: Promise.resolve({ target: ANA }) }));
  words = text();
  expect(words).toContain(`${ANA} lang · ipakita lahat`);
  expect(words).toContain('Link ng IBP na ipinadala sa e-mail');
  expect(columns()).toEqual(['Kailan', 'Sino', 'Ano', 'Saan', 'Bakit']);
});

it('names a text’s kind as the settings page does, and the dev outbox’s card stays English', async () => {
  const en = translator('en', 'admin');
  for (const kind of NOTIFICATION_KINDS) expect(en(`sms.kind.${kind}`)).toBe(NOTIFICATION_KIND_INFO[kind].label);
  const item = {
    _id: 's1',
    created_at: AT,
    to: '+639171234567',
    body: 'Abogado: reminder',
    segments: 2,
    encoding: 'GSM-7',
    kind: 'phone_code',
    status: 'SENT',
    attempts: 3,
    sent_at: AT,
  } as const;
  const card = renderToStaticMarkup(await SmsCard({ item: item as never, display: '0917 123 4567', locale: 'en' }));
  expect(card).toContain('aria-label="Text to 0917 123 4567"');
  expect(card.replace(/<[^>]+>/g, '')).toContain('2 segments · GSM-7 · 17 characters · sent Nov 23, 2026, 9:05 AM GMT+8 · 3 attempts');
  expect(card).toContain('Verification code');
});
