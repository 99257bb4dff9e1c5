import { paidItemLabel } from './paid-item';
import { parseCsv, pesos, toCsv } from './csv';

it('quotes what needs quoting, keeps formulas from running, and reads back what it wrote', () => {
  const rows = [
    ['Cruz, Juan', 'He said "yes"', 'two\nlines', '=HYPERLINK("http://x")', '+63 917', '-1', '@SUM', 1500, null, pesos(-2_500)],
  ];
  const text = toCsv(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'], rows);
  expect(text.split('\r\n')[1]).toBe(
    `"Cruz, Juan","He said ""yes""","two\nlines","'=HYPERLINK(""http://x"")",'+63 917,'-1,'@SUM,1500,,-25.00`,
  );
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
    '-25.00',
  ]);
});

it('starts with a UTF-8 byte order mark, so Excel on Windows reads "Niño" as written', () => {
  const text = toCsv(['name'], [['Niño']]);
  expect([...Buffer.from(text, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(parseCsv(text)).toEqual([['name'], ['Niño']]);
});

it('guards a formula behind an invisible or full-width character', () => {
  const hostile = [
    '\u200B=1+1', // zero-width space
    '\uFEFF=1+1', // byte order mark
    '\u200E=1+1', // left-to-right mark (Cf)
    '\u2060=1+1', // word joiner (Cf)
    '\u00A0=1+1', // no-break space (Zs)
    '\u3000=1+1', // ideographic space (Zs)
    ' =1+1',
    '\u0007=1+1', // a control character
    '\nx',
    '\uFF1D1+1', // ＝
    '\uFF0B1', // ＋
    '\uFF0D1', // －
    '\uFF20SUM(A1)', // ＠
    '\uFE661+1', // ﹦
    '\uFE621', // ﹢
    '\uFE631', // ﹣
    '\uFE6BSUM(A1)', // ﹫
  ];
  const [, guarded] = parseCsv(
    toCsv(
      hostile.map((_, i) => `c${i}`),
      [hostile],
    ),
  );
  expect(guarded).toEqual(hostile.map((value) => `'${value}`));
  // Text that only contains such characters later stays as it is.
  const [, plain] = parseCsv(toCsv(['a', 'b', 'c'], [['Juan\u200BCruz', 'A＝B', 'Peña-Cruz']]));
  expect(plain).toEqual(['Juan\u200BCruz', 'A＝B', 'Peña-Cruz']);
});

it('pesos with centavos, no symbol or separators', () => {
  expect([pesos(0), pesos(5), pesos(150_050), pesos(650_005_000), pesos(-2_500)].map((p) => p.amount)).toEqual([
    '0.00',
    '0.05',
    '1500.50',
    '6500050.00',
    '-25.00',
  ]);
  expect(() => pesos(1.5)).toThrow('Not a whole number of centavos');
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
