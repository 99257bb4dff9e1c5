import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { COMPONENT_FOLDERS } from './source-roots';

// Issue 59 item 4: no silent English. A component or helper that falls back to English words when its
// caller passes none (a default prop `label = 'Save'`, `text = ENGLISH`, `?? 'No files'`) or to English
// as its language (`locale = 'en'`) shows English on /fil the day a caller forgets: text and locale are
// required, and the caller passes them from its catalogue. This test fails on such a fallback in the
// folders below and shows each check firing on a planted one.

const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = [...COMPONENT_FOLDERS, 'app', 'lib/i18n'];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|type-test)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * Words for people rather than a token (`'primary'`, `'h3'`) or a class list (`'h-4 w-4'`): a capital
 * word, an ellipsis, or words of letters only with a space between.
 */
const looksLikeWords = (text: string) => /^[A-Z][a-z]|…/.test(text) || /^[A-Za-z',.!?]+(\s+[A-Za-z',.!?]+)+$/.test(text.trim());
const LANGUAGE_NAMES = /^(locale|language|lang)$/i;

/** Each fallback in one file's source, as `line: what`. */
function silentEnglish(source: string, fileName = 'planted.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const visit = (node: ts.Node) => {
    // A parameter or a destructured prop with a default: `locale = 'en'`, `label = 'Save'`, `text = ENGLISH`.
    if ((ts.isParameter(node) || ts.isBindingElement(node)) && node.initializer && ts.isIdentifier(node.name)) {
      const name = node.name.text;
      const value = node.initializer;
      // A default that is English ('en', 'en-US', DEFAULT_LOCALE); one read from the reader (`= m.customer.language`) is theirs.
      const english =
        (ts.isStringLiteralLike(value) && /^en\b/.test(value.text)) ||
        (ts.isIdentifier(value) && /DEFAULT_LOCALE|english/i.test(value.text));
      if (LANGUAGE_NAMES.test(name)) {
        if (english) at(node, `a default language for ${name}`);
      } else if (ts.isStringLiteralLike(value) && looksLikeWords(value.text)) at(node, `English words by default for ${name}`);
      else if (ts.isIdentifier(value) && /english/i.test(value.text)) at(node, `English words by default for ${name}`);
    }
    // `x ?? 'Loading…'` / `x || 'No files'`: the same fallback inside the body.
    if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken) &&
      ts.isStringLiteralLike(node.right) &&
      looksLikeWords(node.right.text)
    )
      at(node, `English words as a fallback: '${node.right.text}'`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no silent English', () => {
  it('no component, page or i18n helper falls back to English words or to English', () => {
    const found = FOLDERS.flatMap((folder) => files(path.join(ROOT, folder))).flatMap((full) =>
      silentEnglish(fs.readFileSync(full, 'utf8'), full).map((hit) => `${path.relative(ROOT, full)}:${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('no helper, template or service in lib/ takes English as its language when the caller passes none', () => {
    // Mails, texts, PDFs and formatted dates are made in lib/: a default language there is the same fallback
    // (issue 59 counted 28). A caller that means English says 'en'.
    const found = files(path.join(ROOT, 'lib')).flatMap((full) =>
      silentEnglish(fs.readFileSync(full, 'utf8'), full)
        .filter((hit) => hit.includes('a default language'))
        .map((hit) => `${path.relative(ROOT, full)}:${hit}`),
    );
    expect(found).toEqual([]);
  });

  it.each([
    ["export function When({ iso, locale = 'en' }: { iso: string; locale?: Locale }) {}", 'a default language for locale'],
    ["export function slotText(start: string, zone: string, locale: Locale = 'en') {}", 'a default language for locale'],
    ['export function Page({ language = DEFAULT_LOCALE }: Props) {}', 'a default language for language'],
    ["export function SaveBar({ pending, label = 'Save' }: Props) {}", 'English words by default for label'],
    ["export function Badge({ label = 'IBP verified' }: Props) {}", 'English words by default for label'],
    ["export function Empty({ text = 'no free times' }: Props) {}", 'English words by default for text'],
    ["export function Spinner({ label = 'Loading…' }: { label?: string }) {}", 'English words by default for label'],
    ['export function SlotPicker({ slots, text = ENGLISH }: Props) {}', 'English words by default for text'],
    ["export function Shelf({ label }: Props) { return <p>{label ?? 'No files yet'}</p>; }", "English words as a fallback: 'No files yet'"],
  ])('fires on a planted fallback: %s', (source, what) => {
    expect(silentEnglish(source)).toEqual([`1: ${what}`]);
  });

  it('leaves tokens and required text alone', () => {
    const innocent = [
      "export function Card({ className = '', tone = 'primary', columns = 'sm:grid-cols-3', headingLevel = 'h3' }: Props) {}",
      "export function Field({ label, locale }: { label: string; locale: Locale }) { return label ?? ''; }",
      "const mode = props.mode ?? 'video';",
      "function Svg({ className = 'h-4 w-4' }: IconProps) { return tone ?? 'bg-slate-100 text-slate-700 ring-slate-200'; }",
    ];
    for (const source of innocent) expect({ source, found: silentEnglish(source) }).toEqual({ source, found: [] });
  });
});
