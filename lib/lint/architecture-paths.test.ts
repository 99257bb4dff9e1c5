import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Issue 26: ARCHITECTURE.md is the map (at most 200 lines: the tree, the import rules, one "Where
// is …" table) and docs/decisions/ holds the reasons. A map that names a file which was renamed or
// removed is worse than none, so every path the documents name in backticks must exist.
// Issue 39: the map had kept to 200 lines by growing rows of up to 2,000 characters and left folders
// out of its tree. So no line may pass 200 characters (details go in the code's comments), and the
// tree must name every folder that holds code, by the rule of `foldersToMap` below.

const ROOT = path.resolve(__dirname, '../..');
const MAX_ARCHITECTURE_LINES = 200;
const MAX_LINE_CHARACTERS = 200;

const PREFIXES = ['app/', 'components/', 'features/', 'lib/', 'e2e/', 'scripts/', 'content/', 'public/', 'docs/', '.ci/'];
const ROOT_FILES = new Set([
  'proxy.ts',
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
/**
 * Issue 59: the README became a front page and the pages it sends a newcomer to (docs/*.md); they name
 * paths as the map does, so they are held to the same rule.
 */
const GUIDES = ['README.md', 'docs/operations.md', 'docs/testing.md', 'docs/benchmarks.md', 'docs/product.md', 'docs/how-to.md'];
const DOCUMENTS = [
  'ARCHITECTURE.md',
  ...GUIDES,
  ...fs
    .readdirSync(DECISIONS_DIR)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/decisions/${name}`),
].map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));

/**
 * The folders the tree must show: every folder holding a file git tracks (or would track: new, not
 * ignored), three levels deep under lib/, components/, e2e/ and scripts/ (`lib/server/auth`,
 * `components/call/hooks`), two elsewhere (`app/admin`, `docs/decisions`). Deeper folders are the
 * route tree under app/ (its URLs) or a folder's own parts; ignored ones (`node_modules`, `.next`,
 * `data`) are not read, being absent from git.
 */
const THREE_LEVELS = new Set(['lib', 'components', 'e2e', 'scripts']);
function foldersToMap(files: string[]): string[] {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/').slice(0, -1);
    const depth = Math.min(parts.length, THREE_LEVELS.has(parts[0]) ? 3 : 2);
    for (let level = 1; level <= depth; level++) folders.add(parts.slice(0, level).join('/'));
  }
  return [...folders].sort();
}

function repositoryFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // A file deleted but not yet committed is still in the index; its folder may be gone.
  return listing.split('\0').filter((file) => file !== '' && fs.existsSync(path.join(ROOT, file)));
}

/**
 * The folders the fenced tree under "## Layout" names, as full paths. A line is its indentation (two
 * spaces a level), one or more names separated by single spaces (a folder ends in `/`), then two or more
 * spaces and what lives there. A line with one folder opens it: the lines indented under it are inside.
 */
function foldersInTree(markdown: string): string[] {
  const tree = /^## Layout[^\n]*\n+```[^\n]*\n([\s\S]*?)^```/m.exec(markdown);
  if (!tree) throw new Error('no fenced tree under "## Layout"');
  const open: (string | undefined)[] = [];
  const folders = new Set<string>();
  for (const line of tree[1].split('\n').filter((text) => text.trim() !== '')) {
    const [, indent, names] = /^( *)(\S+(?: \S+)*)/.exec(line)!;
    if (indent.length % 2 !== 0) throw new Error(`odd indentation: ${line}`);
    const level = indent.length / 2;
    const parent = open.slice(0, level);
    if (parent.some((name) => name === undefined)) throw new Error(`no single folder above: ${line}`);
    const named = names.split(' ').filter((name) => name.endsWith('/'));
    for (const name of named) {
      const segments = [...parent, ...name.replace(/\/$/, '').split('/')] as string[];
      for (let end = parent.length + 1; end <= segments.length; end++) folders.add(segments.slice(0, end).join('/'));
    }
    open.length = level;
    open[level] = named.length === 1 ? named[0].replace(/\/$/, '') : undefined;
  }
  return [...folders].sort();
}

describe('ARCHITECTURE.md, docs/decisions and the README with its docs pages name only paths that exist', () => {
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

  it(`no line of ARCHITECTURE.md is longer than ${MAX_LINE_CHARACTERS} characters (details live in the code's comments)`, () => {
    const long = DOCUMENTS[0].text
      .split('\n')
      .map((line, index) => ({ line: index + 1, characters: [...line].length }))
      .filter(({ characters }) => characters > MAX_LINE_CHARACTERS);
    expect(long).toEqual([]);
  });

  it('the tree under "## Layout" names every folder that holds code, and only folders that exist', () => {
    const named = foldersInTree(DOCUMENTS[0].text);
    const required = foldersToMap(repositoryFiles());
    expect(required.filter((folder) => !named.includes(folder))).toEqual([]);
    expect(named.filter((folder) => !fs.statSync(path.join(ROOT, folder), { throwIfNoEntry: false })?.isDirectory())).toEqual([]);
  });

  it('maps folders by the stated rule: three levels under lib/, components/, e2e/, scripts/, two elsewhere', () => {
    const files = [
      'lib/server/auth/sign-in.ts',
      'lib/server/auth/deep/part.ts',
      'components/call/hooks/use-x.ts',
      'app/admin/users/[userId]/page.tsx',
      'docs/decisions/0001.md',
      'proxy.ts',
    ];
    expect(foldersToMap(files)).toEqual([
      'app',
      'app/admin',
      'components',
      'components/call',
      'components/call/hooks',
      'docs',
      'docs/decisions',
      'lib',
      'lib/server',
      'lib/server/auth',
    ]);
    // A repository listing that found nothing would make the folder check pass forever.
    expect(foldersToMap(repositoryFiles())).toEqual(expect.arrayContaining(['lib/server/auth', 'app/api', 'docs/decisions']));
  });

  it('reads the tree as documented: indentation nests, several folders share a line, files are skipped', () => {
    const sample = [
      '## Layout',
      '',
      '```',
      'proxy.ts             redirects',
      'app/                 the pages',
      '  (site)/            public pages',
      '  book/[id]/         the booking flow',
      'lib/',
      '  server/            server-only code',
      '    auth/            sign-in',
      '    admin/ audit/    the console',
      '  rules/             pure rules: see lib/x/ in prose',
      '```',
    ].join('\n');
    expect(foldersInTree(sample)).toEqual([
      'app',
      'app/(site)',
      'app/book',
      'app/book/[id]',
      'lib',
      'lib/rules',
      'lib/server',
      'lib/server/admin',
      'lib/server/audit',
      'lib/server/auth',
    ]);
    expect(() => foldersInTree(sample.replace('    auth/', '     auth/'))).toThrow('odd indentation');
    expect(() => foldersInTree(sample.replace('  rules/ ', '      rules/'))).toThrow('no single folder above');
  });

  it('there are decision records, and the map reads many paths (a check that reads none would pass forever)', () => {
    expect(DOCUMENTS.length).toBeGreaterThan(1);
    expect(pathsNamedIn(DOCUMENTS[0].text).length).toBeGreaterThan(50);
    expect(foldersInTree(DOCUMENTS[0].text).length).toBeGreaterThan(100);
  });

  it('reads paths as documented: braces expanded, anchors and notes cut, route groups and patterns kept apart', () => {
    const sample = [
      'See `lib/db/schema/{users,files}.ts`, `README.md#setup`, `proxy.ts`, `app/(site)/verify/[lawyerId]`,',
      '`lib/server/platform/http/errors.ts(AppError)`, `scripts/bench/`, `lib/server/<domain>/*`, `lib/api/…`, `npm run dev`,',
      '`e2e/a.spec.ts:`, `middleware.ts`.',
      '```',
      '`lib/inside-a-fence.ts`',
      '```',
    ].join('\n');
    expect(pathsNamedIn(sample)).toEqual([
      'lib/db/schema/users.ts',
      'lib/db/schema/files.ts',
      'README.md',
      'proxy.ts',
      'app/(site)/verify/[lawyerId]',
      'lib/server/platform/http/errors.ts',
      'scripts/bench',
      'e2e/a.spec.ts',
    ]);
  });
});
