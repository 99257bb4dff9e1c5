/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SmsCard } from '@/components/admin/sms-items';
import { NOTIFICATION_KIND_INFO, NOTIFICATION_KINDS } from '@/lib/config/notification-kinds';
import { translator } from '@/lib/i18n/translator';
import { ANA, AT, consoleScreen, page, params } from '@/lib/test/fixtures/admin-console';
import { useDomRoot } from '@/lib/test/dom';
import AuditLogPage from './audit-log/page';
import EmailsPage from './emails/page';
import PaymentsPage from './payments/page';
import PayoutsPage from './payouts/page';
import PrivacyRequestsPage from './privacy/page';
import SmsPage from './sms/page';
import WhereToStartOutcomesPage from './where-to-start/page';
import LegalAidDeskPage from './legal-aid/page';

// Issue 40: the operations console in Filipino (/fil/admin/…), each screen rendered with its data
// stood in for: the headings, columns, badges, actions, Filipino dates and links that keep /fil. Here the
// money and payouts, the mail and texts (a text's kind named as the settings page does), privacy requests,
// where to start, the legal-aid desk and the audit log; the console's nav and overview, the verification
// queue, people and moderation: admin-fil.test.tsx.

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
jest.mock('@/lib/server/payments/payouts/list-payouts', () => ({
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
jest.mock('@/lib/server/messaging/mail/config', () => ({ isSmtpConfigured: () => true }));
jest.mock('@/lib/server/messaging/mail/list-admin-outbox', () => ({
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
jest.mock('@/lib/server/messaging/sms/sms-port', () => ({ isSmsProviderConfigured: () => false }));
jest.mock('@/lib/server/messaging/sms/list-sms', () => ({
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
jest.mock('@/features/where-to-start/server/outcomes', () => ({
  weeklyWhereToStartOutcomes: async () => [{ weekStart: '2026-11-23', counts: { barangay: 4, pao: 1 }, total: 5 }],
}));
jest.mock('@/features/legal-aid/server/desk/desk', () => ({
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
// Issue 73: the ledger lines waiting for the desk (one sampled) and one it rejected.
jest.mock('@/features/legal-aid/server/desk/line-review', () => {
  const line = {
    lawyerName: 'Ana Reyes',
    serviceDate: '2026-11-20',
    kind: 'CONSULTATION',
    measure: 'CALL_ATTENDANCE',
    minutes: 42,
    initials: 'L.B.',
    area: 'labor',
    clientSince: new Date('2026-11-19T02:00:00Z'),
    sameClientLines: 3,
    createdAt: new Date('2026-11-20T02:00:00Z'),
  };
  return {
    deskLedgerLines: async () => ({
      pending: [{ ...line, id: 'l1', sampled: true, review: 'PENDING', note: null, reviewedAt: null }],
      decided: [
        {
          ...line,
          id: 'l2',
          kind: 'WRITTEN_ANSWER',
          measure: 'WRITTEN_FIXED',
          minutes: 30,
          sampled: false,
          review: 'REJECTED',
          note: 'Bagong account',
          reviewedAt: new Date('2026-11-21T02:00:00Z'),
        },
      ],
    }),
  };
});
jest.mock('@/lib/server/platform/audit/list-audit-log', () => ({
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
const { text, columns, show } = consoleScreen(dom);

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
  expect(words).toContain('Mga oras na susuriin');
  expect(words).toContain('Mga linyang naghihintay sa desk');
  expect(words).toContain('Sampled: suriing mabuti');
  expect(words).toContain('Konsultasyon · attendance sa tawag, 42 min');
  expect(words).toContain('Nakasulat na sagot · nakasulat na sagot, takdang 30 min');
  expect(words).toContain('3 linya kasama ang abogadong ito');
  expect(words).toContain('Tinanggihan');
  expect(words).toContain('Bagong account');
  expect(columns()).toEqual(expect.arrayContaining(['Petsa ng serbisyo', 'Serbisyo', 'Tinulungan', 'Suri', 'Pasya']));
  expect(dom.container.querySelector('[aria-label^="Aprubahan ang Ana Reyes"]')).not.toBeNull();
  expect(dom.container.querySelector('[aria-label^="Tanggihan ang Ana Reyes"]')).not.toBeNull();

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
