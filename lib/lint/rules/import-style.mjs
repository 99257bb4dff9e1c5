// One import style (issue 59, item 6): a module in another folder is named from the root, `@/lib/…`;
// a module in the importing file's own folder or below it is named relatively, `./x`, `./letters/y`.
// So a relative path never climbs (`../`), and an `@/` path never points into the importer's own folder:
// a reader sees at the import whether it crosses a folder, and moving a folder changes only the imports
// that reach into it. The rule covers imports, re-exports, `import()` (in code and in types) and the
// module paths of jest.mock and its kin; `fix` rewrites each to its one spelling (scripts/fix-imports.sh).
// Registered in eslint.config.mjs for the code Next, Jest and tsx load (they resolve `@/`); its cases
// are in lib/lint/import-style.test.ts.

import path from 'node:path';

const JEST_PATH_CALLS = new Set([
  'mock',
  'doMock',
  'unmock',
  'dontMock',
  'requireActual',
  'requireMock',
  'unstable_mockModule',
  'createMockFromModule',
]);

/** The module path a relative or `@/` specifier names, from the repository root; null if it names none. */
function targetOf(specifier, fromDir) {
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2));
  if (specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../')) {
    const target = path.posix.normalize(path.posix.join(fromDir, specifier));
    return target === '..' || target.startsWith('../') ? null : target;
  }
  return null;
}

/** The one spelling of `specifier` in a file of folder `fromDir`; null when it is already right. */
function preferredSpecifier(specifier, fromDir, keepAbsolute = []) {
  const target = targetOf(specifier, fromDir);
  if (target === null || target === '.') return null;
  const inside = path.posix.relative(fromDir, target);
  const own = inside !== '' && inside !== '..' && !inside.startsWith('../');
  if (own && !keepAbsolute.includes(specifier)) {
    const isPlainRelative = specifier.startsWith('./') && !specifier.split('/').includes('..');
    return isPlainRelative ? null : `./${inside}`;
  }
  if (specifier.startsWith('@/')) return null;
  // `.` (the folder's own index) climbs nowhere; anything with `..` in it leaves the folder.
  if (!specifier.split('/').includes('..')) return null;
  return `@/${target}`;
}

const rule = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: 'Imports across folders use @/…; imports within the folder are relative' },
    schema: [
      {
        type: 'object',
        properties: { keepAbsolute: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      absolute: "'{{given}}' leaves this file's folder: name it from the root, '{{wanted}}' (one import style, issue 59).",
      relative: "'{{given}}' is in this file's own folder: name it relatively, '{{wanted}}' (one import style, issue 59).",
    },
  },
  create(context) {
    const cwd = context.cwd ?? context.getCwd();
    const file = path
      .relative(cwd, context.filename ?? context.getFilename())
      .split(path.sep)
      .join('/');
    const fromDir = path.posix.dirname(file);
    const keepAbsolute = context.options[0]?.keepAbsolute ?? [];

    function check(literal) {
      if (!literal || literal.type !== 'Literal' || typeof literal.value !== 'string') return;
      const wanted = preferredSpecifier(literal.value, fromDir, keepAbsolute);
      if (wanted === null) return;
      const quote = context.sourceCode.getText(literal)[0];
      context.report({
        node: literal,
        messageId: wanted.startsWith('@/') ? 'absolute' : 'relative',
        data: { given: literal.value, wanted },
        fix: (fixer) => fixer.replaceText(literal, `${quote}${wanted}${quote}`),
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      CallExpression(node) {
        const callee = node.callee;
        const jestPath =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'jest' &&
          callee.property.type === 'Identifier' &&
          JEST_PATH_CALLS.has(callee.property.name);
        const requireCall = callee.type === 'Identifier' && callee.name === 'require';
        if (jestPath || requireCall) check(node.arguments[0]);
      },
    };
  },
};

const plugin = { meta: { name: 'abogado-local-imports' }, rules: { 'import-style': rule } };
export default plugin;
