import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The lint tests' one way to run ESLint over code samples: in a child process (Jest's module loader
// cannot import the flat config's ESM/CJS mix), one child for every case (loading the config costs
// seconds), each sample linted as if it were the file at its path (so the config's file globs apply).
const root = path.resolve(__dirname, '../..');
const LINT_SCRIPT = `
  const { ESLint } = require('eslint');
  // import/no-cycle walks the whole tree for each sample and no case here is about it.
  const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
  const { cases, rules, fatal, prefix } = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
  Promise.all(cases.map(([code, filePath]) => eslint.lintText(code, { filePath }))).then((results) =>
    console.log(JSON.stringify(results.map(([r]) => r.messages
      .filter((m) => rules.includes(m.ruleId) || (fatal && m.fatal))
      .map((m) => (prefix ? m.ruleId + ': ' : '') + m.message)))));
`;

type Options = {
  /** Report a parse error too (a sample that does not parse proves nothing). Default true. */
  fatal?: boolean;
  /** Each message as "rule: message". */
  prefixRule?: boolean;
};

/** The messages of `rules` for each named sample ([code, path relative to the repository]). */
export function lintCases(
  cases: Record<string, readonly [code: string, file: string]>,
  rules: readonly string[],
  { fatal = true, prefixRule = false }: Options = {},
): Record<string, string[]> {
  const names = Object.keys(cases);
  const input = JSON.stringify({
    cases: names.map((n) => [cases[n][0], path.join(root, cases[n][1])]),
    rules,
    fatal,
    prefix: prefixRule,
  });
  const out: string[][] = JSON.parse(
    execFileSync(process.execPath, ['-e', LINT_SCRIPT], { cwd: root, input, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } }),
  );
  return Object.fromEntries(names.map((n, i) => [n, out[i]]));
}
