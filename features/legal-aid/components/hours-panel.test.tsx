/** @jest-environment jsdom */
import { act } from 'react';
import type { LegalAidHoursDto } from '@/features/legal-aid/dto/legal-aid';
import { actUntil, recordFetch, useDomRoot } from '@/lib/test/dom';
import { LegalAidHoursPanel } from './hours-panel';

// Issue 61: the lawyer's legal-aid hours in both languages — the period's total against 60 hours with a
// bar, the services (a table, a list on a phone), another period chosen, the report's PDF and CSV. Issue 73: each
// line's measure and the desk's word, and what still waits for the desk.

const CURRENT = { start: '2025-01-01', end: '2027-12-31' };
const NEXT = { start: '2028-01-01', end: '2030-12-31' };
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
type Line = LegalAidHoursDto['services'][number];
const line = (
  n: number,
  day: string,
  kind: Line['kind'],
  minutes: number,
  measure: Line['measure'],
  review: Line['review'] = 'APPROVED',
) => ({
  _id: id(n),
  service_date: day,
  kind,
  minutes,
  measure,
  review,
  review_note: null,
});
const HOURS: LegalAidHoursDto = {
  period: CURRENT,
  required_minutes: 3600,
  total_minutes: 750,
  pending_minutes: 75,
  services: [
    { ...line(1, '2026-09-14', 'CONSULTATION', 30, 'CALL_ATTENDANCE'), beneficiary_initials: 'L.B.', area: 'civil' },
    { ...line(2, '2026-10-02', 'WRITTEN_ANSWER', 30, 'WRITTEN_FIXED', 'PENDING'), beneficiary_initials: 'R.S.', area: 'labor' },
    { ...line(3, '2026-10-20', 'DRAFTING', 690, 'STATED'), beneficiary_initials: 'J.C.', area: 'land-issues' },
    { ...line(5, '2026-10-22', 'CONSULTATION', 45, 'CALL_ATTENDANCE', 'PENDING'), beneficiary_initials: 'N.O.', area: 'civil' },
    {
      ...line(6, '2026-10-23', 'WRITTEN_ANSWER', 30, 'WRITTEN_FIXED', 'REJECTED'),
      review_note: 'The client’s account is the lawyer’s own.',
      beneficiary_initials: 'P.Q.',
      area: 'labor',
    },
  ],
  periods: [
    { ...NEXT, total_minutes: 45 },
    { ...CURRENT, total_minutes: 750 },
  ],
};
const NEXT_HOURS: LegalAidHoursDto = {
  ...HOURS,
  period: NEXT,
  total_minutes: 45,
  pending_minutes: 0,
  services: [{ ...line(4, '2028-02-10', 'CONSULTATION', 45, 'CALL_ATTENDANCE'), beneficiary_initials: 'A.C.', area: 'criminal' }],
};

const dom = useDomRoot();
let calls: ReturnType<typeof recordFetch>;
beforeEach(() => {
  calls = recordFetch((call) => ({ status: 200, body: call.url.includes('period_start=2028-01-01') ? NEXT_HOURS : HOURS }));
});
const text = () => dom.container.textContent ?? '';
const links = () => [...dom.container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

it('shows the total as "12 h 30 min of 60 h" with its bar, each service in the table and the phone list, and the report links', async () => {
  dom.render(<LegalAidHoursPanel initial={HOURS} />);
  expect(dom.container.querySelector('[data-testid="legal-aid-total"]')?.textContent).toBe('12 h 30 min of 60 h');
  const bar = dom.container.querySelector('[role="progressbar"]')!;
  expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax'), bar.getAttribute('aria-valuetext')]).toEqual([
    '750',
    '3600',
    '12 h 30 min of 60 h',
  ]);
  expect((bar.firstElementChild as HTMLElement).style.width).toBe('21%');
  const rows = [...dom.container.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
  expect(rows).toEqual([
    ['Sep 14, 2026', 'Consultation', '30', 'call attendance, 30 min', 'Counted', 'L.B.', 'Civil'],
    ['Oct 2, 2026', 'Written answer', '30', 'written answer, fixed 30 min', 'Waiting for the desk', 'R.S.', 'Labor'],
    ['Oct 20, 2026', 'Drafting', '690', 'stated by the lawyer, 690 min', 'Counted', 'J.C.', 'Land Issues'],
    ['Oct 22, 2026', 'Consultation', '45', 'call attendance, 45 min', 'Waiting for the desk', 'N.O.', 'Civil'],
    [
      'Oct 23, 2026',
      'Written answer',
      '30',
      'written answer, fixed 30 min',
      'Not counted: The client’s account is the lawyer’s own.',
      'P.Q.',
      'Labor',
    ],
  ]);
  expect([...dom.container.querySelectorAll('[data-testid="legal-aid-lines"] li')].map((li) => li.textContent)).toEqual([
    'Consultation30 minSep 14, 2026 · L.B. · Civilcall attendance, 30 minCounted',
    'Written answer30 minOct 2, 2026 · R.S. · Laborwritten answer, fixed 30 minWaiting for the desk',
    'Drafting690 minOct 20, 2026 · J.C. · Land Issuesstated by the lawyer, 690 minCounted',
    'Consultation45 minOct 22, 2026 · N.O. · Civilcall attendance, 45 minWaiting for the desk',
    'Written answer30 minOct 23, 2026 · P.Q. · Laborwritten answer, fixed 30 minNot counted: The client’s account is the lawyer’s own.',
  ]);
  expect(dom.container.querySelector('[data-testid="legal-aid-pending"]')?.textContent).toBe(
    '1 h 15 min more waits for the legal-aid desk’s check and is not counted yet.',
  );
  expect(text()).toContain('a free written answer counts a fixed 30 minutes');
  expect(links()).toEqual([
    ['Download PDF', '/api/v1/lawyers/profile/legal-aid/report?format=pdf&period_start=2025-01-01'],
    ['Download CSV', '/api/v1/lawyers/profile/legal-aid/report?format=csv&period_start=2025-01-01'],
  ]);
  expect(text()).toContain('For your ULAS report.');
  expect(calls).toHaveLength(0);
});

it('in Filipino, and another period chosen loads its lines and points the downloads at it', async () => {
  dom.render(<LegalAidHoursPanel initial={HOURS} />, { locale: 'fil' });
  expect(dom.container.querySelector('[data-testid="legal-aid-total"]')?.textContent).toBe('12 oras 30 min ng 60 oras');
  expect([...dom.container.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
    'Petsa',
    'Uri',
    'Minuto',
    'Paano sinukat',
    'Suri ng desk',
    'Tinulungan',
    'Larangan',
  ]);
  expect(text()).toContain('Konsultasyon');
  expect(text()).toContain('attendance sa tawag, 30 min');
  expect(text()).toContain('nakasulat na sagot, takdang 30 min');
  expect(text()).toContain('Hindi binilang: The client’s account is the lawyer’s own.');
  expect(text()).toContain('May 1 oras 15 min pang hinihintay ang suri ng legal-aid desk');
  expect(text()).toContain('Kasong sibil');
  const select = dom.container.querySelector('select')!;
  expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
    ['2028-01-01', 'Enero 1, 2028 – Disyembre 31, 2030'],
    ['2025-01-01', 'Enero 1, 2025 – Disyembre 31, 2027'],
  ]);
  await act(async () => {
    select.value = '2028-01-01';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await actUntil(() => text().includes('A.C.'));
  expect(calls.map((c) => c.url)).toEqual([expect.stringContaining('/api/v1/lawyers/profile/legal-aid/hours?period_start=2028-01-01')]);
  expect(dom.container.querySelector('[data-testid="legal-aid-total"]')?.textContent).toBe('0 oras 45 min ng 60 oras');
  expect(links()).toEqual([
    ['I-download ang PDF', '/api/v1/lawyers/profile/legal-aid/report?format=pdf&period_start=2028-01-01'],
    ['I-download ang CSV', '/api/v1/lawyers/profile/legal-aid/report?format=csv&period_start=2028-01-01'],
  ]);
  for (const english of ['Download', 'Consultation', 'of 60 h', 'Date', 'Counted', 'call attendance', 'waits for'])
    expect(text()).not.toContain(english);
});

it('fetches the current period when the page gives none, and says so when it cannot', async () => {
  dom.render(<LegalAidHoursPanel />);
  await actUntil(() => text().includes('L.B.'));
  expect(calls.map((c) => c.url)).toEqual([expect.stringMatching(/\/api\/v1\/lawyers\/profile\/legal-aid\/hours$/)]);
  recordFetch(() => ({ status: 500, body: { message: 'no' } }));
  dom.render(<LegalAidHoursPanel key="again" />);
  await actUntil(() => dom.container.querySelector('[role="alert"]') !== null);
  expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe('We could not load your hours. Please reload the page.');
});
