/**
 * The one CSV writer of the app (the lawyer's statement, the bank's payout batch): CSV as
 * spreadsheets and banks read it. RFC 4180 (CRLF, fields with a comma, quote or line break quoted),
 * preceded by a UTF-8 byte order mark: without it Excel on Windows reads the file in the system's
 * code page and shows "Niño" as "NiÃ±o".
 *
 * A text cell that a spreadsheet could run as a formula gets a leading apostrophe, so a client's name
 * or an engagement title cannot run in the spreadsheet that opens it: one starting with = + - @, a tab
 * or a line break; with their full-width (＝＋－＠) or small (﹦﹢﹣﹫) forms, which spreadsheets
 * normalise to the ASCII ones; or with any invisible character — a format character (Unicode Cf:
 * zero-width space, byte order mark, direction marks), a space (Zs) or a control character — that a
 * spreadsheet may skip before it reads the formula. Amounts are written as numbers (`pesos`), never
 * guarded.
 */
const CSV_BOM = '\uFEFF';

/** An amount the writer puts down as it is: only pesos() makes one, so it is always a plain number. */
export type CsvAmount = { readonly amount: string };
export type CsvCell = string | number | null | CsvAmount;

const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\p{Cf}\p{Zs}\p{Cc}]/u;

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.amount;
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Centavos as the bank and spreadsheets want pesos: 150050 → 1500.50 (no symbol, no separators). */
export function pesos(centavos: number): CsvAmount {
  if (!Number.isSafeInteger(centavos)) throw new Error(`Not a whole number of centavos: ${centavos}`);
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return { amount: `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}` };
}

/** Reads toCsv's output back (tests, and anyone checking an export): rows of cells, the BOM dropped. */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith(CSV_BOM) ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) {
      field += c;
    } else if (c === ',') {
      endField();
    } else if (c === '\n') {
      endField();
      rows.push(row);
      row = [];
    }
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}
