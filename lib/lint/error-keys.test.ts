import fs from 'node:fs';
import path from 'node:path';
import en from '@/messages/en/errors.json';
import { errorKeyViolations } from '@/lib/errors/error-key-lint';
import { CODE_FOLDERS } from './source-roots';

// Issue 59, errors as keys: every AppError and every schema's message names a key of the errors
// catalogue (its words in both languages: lib/errors/error-catalogue.test.ts), and no screen turns
// English words back into keys. The checks are lib/errors/error-key-lint.ts.

const ROOT = path.resolve(__dirname, '../..');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The catalogue's keys, dotted (`meetings.conflict`). */
function leaves(node: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : leaves(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}
const KEYS = new Set(leaves(en.api));

const check = (file: string, text: string) => errorKeyViolations(file, text, KEYS).map((v) => v.problem);

describe('errors as keys (issue 59)', () => {
  it('finds planted violations', () => {
    const imports = "import { AppError } from '@/lib/server/platform/http/errors';\n";
    expect(check('lib/server/x/a.ts', `${imports}throw new AppError('CONFLICT', 'meetings.conflikt');`)).toEqual([
      expect.stringContaining('"meetings.conflikt" is not a key'),
    ]);
    expect(check('lib/server/x/b.ts', `${imports}throw new AppError('CONFLICT', 'This time is taken.');`)).toHaveLength(1);
    expect(check('lib/server/x/c.ts', `${imports}throw new AppError('BAD_REQUEST', \`Invalid \${name}.\`);`)).toEqual([
      expect.stringContaining('made at run time'),
    ]);
    expect(check('lib/server/x/d.ts', `${imports}throw new AppError('CONFLICT', ok ? 'meetings.conflict' : 'It is taken.');`)).toHaveLength(
      1,
    );
    expect(check('lib/validation/x.ts', "const s = z.string().min(1, issueMessage('validation.requird'));")).toHaveLength(1);
    expect(check('components/x/y.tsx', "const KEYS = { [MEETING_MESSAGES.conflict]: 'errors.conflict' };")).toEqual([
      expect.stringContaining('English words mapped to a key'),
    ]);
    expect(check('components/x/z.tsx', "const KEYS: Record<string, string> = { 'Please provide a value.': 'required' };")).toHaveLength(1);
    expect(check('components/x/w.tsx', 'const say = messageTranslator(t, {});')).toHaveLength(1);
  });

  it('lets keys, typed keys and ordinary objects pass', () => {
    const code = [
      "throw new AppError('CONFLICT', 'meetings.conflict', { key: 'SCHEDULE_CONFLICT' });",
      "throw new AppError('CONFLICT', ok ? 'admin.alreadySuspended' : 'admin.notSuspended');",
      'throw new AppError(mapped.code, mapped.errorKey, { key: mapped.key });',
      "const s = z.string().max(50, issueMessage('validation.tooLong', { max: 50 }));",
    ].join('\n');
    expect(check('lib/server/x/ok.ts', code)).toEqual([]);
    expect(check('components/x/ok.tsx', "const labels = { 'Home page': 1, pending: 'Waiting' };")).toEqual([]);
  });

  it('holds the tree to it', () => {
    const sources = [...CODE_FOLDERS, 'proxy.ts']
      .flatMap((entry) => (entry.endsWith('.ts') ? [path.join(ROOT, entry)] : files(path.join(ROOT, entry))))
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
    const found = sources.flatMap((file) => errorKeyViolations(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), KEYS));
    expect(found.map((v) => `${v.file}:${v.line} ${v.problem}`)).toEqual([]);
  });
});
