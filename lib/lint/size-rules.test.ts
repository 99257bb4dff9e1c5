/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { lintCases } from './lint-cases';
import { COMPONENT_FOLDERS } from './source-roots';

// Issue 74 item 5: components and tests stop regrowing. ESLint's max-lines (eslint.config.mjs): a component or page at
// most 250 lines (the call room and the guest's call page 220), a test file 500, the whole file counted; and at
// most MAX_EFFECTS effects in a component file (an effect more is a hook of its own). This shows each rule firing
// on a planted file and passing on the tree. ESLint runs in a child process (lint-cases.ts).
const root = path.resolve(__dirname, '../..');
const MAX_EFFECTS = 3;

const lines = (n: number, first = "'use client';") => [first, ...Array.from({ length: n - 1 }, (_, i) => `// line ${i + 2}`)].join('\n');
const CASES: Record<string, [string, string]> = {
  component260: [lines(260), 'components/booking/planted.tsx'],
  component250: [lines(250), 'components/booking/planted.tsx'],
  page260: [lines(260, 'export default function Page() {}'), 'app/[locale]/(site)/planted/page.tsx'],
  callRoom221: [lines(221), 'components/call/call-room.tsx'],
  test510: [lines(510, "it('adds', () => expect(1 + 1).toBe(2));"), 'lib/server/x/planted.test.ts'],
  test500: [lines(500, "it('adds', () => expect(1 + 1).toBe(2));"), 'lib/server/x/planted.test.ts'],
};

/** The `useEffect(` calls of a component's text (comments left out). */
function effectCount(text: string): number {
  return text.split('\n').filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && /\buseEffect\(/.test(line)).length;
}

function componentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('size rules (issue 74 item 5)', () => {
  let results: Record<string, string[]>;
  beforeAll(() => {
    results = lintCases(CASES, ['max-lines']);
  });

  it('a component or a page of 260 lines fails, one of 250 passes; the call room fails at 221', () => {
    expect(results.component260).toEqual(['File has too many lines (260). Maximum allowed is 250.']);
    expect(results.page260).toEqual(['File has too many lines (260). Maximum allowed is 250.']);
    expect(results.component250).toEqual([]);
    expect(results.callRoom221).toEqual(['File has too many lines (221). Maximum allowed is 220.']);
  });

  it('a test file of 510 lines fails, one of 500 passes', () => {
    expect(results.test510).toEqual(['File has too many lines (510). Maximum allowed is 500.']);
    expect(results.test500).toEqual([]);
  });

  it(`no component file has more than ${MAX_EFFECTS} effects; a planted fourth is counted`, () => {
    const over = COMPONENT_FOLDERS.flatMap((folder) => componentFiles(path.join(root, folder)))
      .map((file) => ({ file: path.relative(root, file), effects: effectCount(fs.readFileSync(file, 'utf8')) }))
      .filter((f) => f.effects > MAX_EFFECTS);
    expect(over).toEqual([]);
    const planted = [
      'useEffect(() => a(), []);',
      '// useEffect(() => b(), []);',
      'useEffect(() => c(), [x]);',
      '  useEffect(() => {',
      'useEffect(d);',
    ];
    expect(effectCount(planted.join('\n'))).toBe(4);
  });
});
