import { paidItemLabel } from './paid-item';
import { parseCsv, pesos, toCsv } from './csv';

it('quotes what needs quoting, keeps formulas from running, and reads back what it wrote', () => {
  const rows = [['Cruz, Juan', 'He said "yes"', 'two\nlines', '=HYPERLINK("http://x")', '+63 917', '-1', '@SUM', 1500, null]];
  const text = toCsv(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], rows);
  expect(text.split('\r\n')[1]).toBe(`"Cruz, Juan","He said ""yes""","two\nlines","'=HYPERLINK(""http://x"")",'+63 917,'-1,'@SUM,1500,`);
  expect(text.endsWith('\r\n')).toBe(true);
  expect(parseCsv(text)[1]).toEqual([
    'Cruz, Juan',
    'He said "yes"',
    'two\nlines',
    `'=HYPERLINK("http://x")`,
    "'+63 917",
    "'-1",
    "'@SUM",
    '1500',
    '',
  ]);
});

it('pesos with centavos, no symbol or separators', () => {
  expect([pesos(0), pesos(5), pesos(150_050), pesos(650_005_000), pesos(-2_500)]).toEqual([
    '0.00',
    '0.05',
    '1500.50',
    '6500050.00',
    '-25.00',
  ]);
});

it('names what a lawyer was paid for, not the lawyer', () => {
  const now = new Date('2026-12-10T00:00:00Z');
  const item = { clientName: 'Juan Cruz', meetingStart: '2026-12-03T01:00:00Z', workItemTitle: null, serviceTitle: null };
  expect(paidItemLabel(item, { timeZone: 'Asia/Manila', now })).toBe('Consultation with Juan Cruz, 3 Dec');
  // The lawyer's day, not UTC's: 23:30 UTC on the 2nd is the 3rd in Manila.
  expect(paidItemLabel({ ...item, meetingStart: '2026-12-02T23:30:00Z' }, { timeZone: 'Asia/Manila', now })).toBe(
    'Consultation with Juan Cruz, 3 Dec',
  );
  expect(paidItemLabel(item, { timeZone: 'Asia/Manila', now: new Date('2027-01-05T00:00:00Z') })).toBe(
    'Consultation with Juan Cruz, 3 Dec 2026',
  );
  expect(paidItemLabel({ ...item, meetingStart: null, workItemTitle: 'Annulment' }, { timeZone: 'Asia/Manila' })).toBe(
    'Engagement: Annulment',
  );
  expect(
    paidItemLabel({ ...item, meetingStart: null, workItemTitle: 'Annulment', serviceTitle: 'Motion' }, { timeZone: 'Asia/Manila' }),
  ).toBe('Additional service: Motion (Annulment)');
});
