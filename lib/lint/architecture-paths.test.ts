import fs from 'node:fs';
import path from 'node:path';

// Issue 26: ARCHITECTURE.md is the map (at most 200 lines: the tree, the import rules, one "Where
// is …" table) and docs/decisions/ holds the reasons. A map that names a file which was renamed or
// removed is worse than none, so every path the documents name in backticks must exist.

const ROOT = path.resolve(__dirname, '../..');
const MAX_ARCHITECTURE_LINES = 200;

const PREFIXES = ['app/', 'components/', 'lib/', 'e2e/', 'scripts/', 'content/', 'public/', 'docs/', '.ci/'];
const ROOT_FILES = new Set([
  'middleware.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'playwright.config.ts',
  'playwright.calls.config.ts',
  'playwright.proxy.config.ts',
  'eslint.config.mjs',
  'package.json',
  'README.md',
  'next-sitemap.config.js',
]);
/** Patterns and placeholders (`lib/server/<domain>/*`, `…`), not paths. */
const NOT_A_PATH = ['*', '{', '}', '<', '>', '…', '...', ' ', '$'];

/** `lib/db/schema/{users,files}.ts` → `lib/db/schema/users.ts`, `lib/db/schema/files.ts` (innermost first). */
function expandBraces(token: string): string[] {
  const group = /\{([^{}]*)\}/.exec(token);
  if (!group) return [token];
  const before = token.slice(0, group.index);
  const after = token.slice(group.index + group[0].length);
  return group[1].split(',').flatMap((alternative) => expandBraces(before + alternative + after));
}

/** The repository paths a markdown text names in inline code (fenced blocks are not read). */
function pathsNamedIn(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '');
  const paths = [...prose.matchAll(/`([^`\n]+)`/g)]
    .flatMap((match) => expandBraces(match[1]))
    .filter((token) => !NOT_A_PATH.some((mark) => token.includes(mark)))
    // `file.ts#anchor` and `file.ts(note)` name file.ts; a `(` right after a slash is a route
    // group folder (`app/(site)/…`) and part of the path.
    .map((token) => token.split(/#|(?<!\/)\(/)[0].replace(/[/:,]+$/, ''))
    .filter((token) => PREFIXES.some((prefix) => token.startsWith(prefix)) || ROOT_FILES.has(token));
  return [...new Set(paths)];
}

const DECISIONS_DIR = path.join(ROOT, 'docs/decisions');
const DOCUMENTS = [
  'ARCHITECTURE.md',
  ...fs
    .readdirSync(DECISIONS_DIR)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/decisions/${name}`),
].map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));

describe('ARCHITECTURE.md and docs/decisions name only paths that exist', () => {
  it('every backticked path exists', () => {
    const missing = DOCUMENTS.flatMap(({ file, text }) =>
      pathsNamedIn(text)
        .filter((named) => !fs.existsSync(path.join(ROOT, named)))
        .map((named) => `${file}: ${named}`),
    );
    expect(missing).toEqual([]);
  });

  it(`ARCHITECTURE.md has at most ${MAX_ARCHITECTURE_LINES} lines (the map; reasons go to docs/decisions/)`, () => {
    const lines = DOCUMENTS[0].text.replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(MAX_ARCHITECTURE_LINES);
  });

  it('there are decision records, and the map reads many paths (a check that reads none would pass forever)', () => {
    expect(DOCUMENTS.length).toBeGreaterThan(1);
    expect(pathsNamedIn(DOCUMENTS[0].text).length).toBeGreaterThan(100);
  });

  it('reads paths as documented: braces expanded, anchors and notes cut, route groups and patterns kept apart', () => {
    const sample = [
      'See `lib/db/schema/{users,files}.ts`, `README.md#setup`, `middleware.ts`, `app/(site)/verify/[lawyerId]`,',
      '`lib/server/http/errors.ts(AppError)`, `scripts/bench/`, `lib/server/<domain>/*`, `lib/api/…`, `npm run dev`,',
      '`e2e/a.spec.ts:`, `proxy.ts`.',
      '```',
      '`lib/inside-a-fence.ts`',
      '```',
    ].join('\n');
    expect(pathsNamedIn(sample)).toEqual([
      'lib/db/schema/users.ts',
      'lib/db/schema/files.ts',
      'README.md',
      'middleware.ts',
      'app/(site)/verify/[lawyerId]',
      'lib/server/http/errors.ts',
      'scripts/bench',
      'e2e/a.spec.ts',
    ]);
  });
});
