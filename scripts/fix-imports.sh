#!/usr/bin/env bash
# Rewrites every import to the one style (issue 59, item 6): `@/…` across folders, relative within a folder.
# It applies the fix of local/import-style (lib/lint/rules/import-style.mjs) and nothing else — ESLint runs
# that one rule (ruleFilter), over the files eslint.config.mjs gives it — then lets Prettier re-wrap the
# files it changed (a longer path can pass the line width). Safe to re-run: a tree in style is left as it is.
# Usage: bash scripts/fix-imports.sh [paths…]   (default: app components lib scripts)
set -euo pipefail
cd "$(dirname "$0")/.."
changed=$(node - "${@:-app components lib scripts}" <<'NODE'
const { ESLint } = require('eslint');
const RULE = 'local/import-style';
const paths = process.argv.slice(2).flatMap((a) => a.split(' ')).filter(Boolean);
(async () => {
  const eslint = new ESLint({ cwd: process.cwd(), fix: true, ruleFilter: ({ ruleId }) => ruleId === RULE });
  const results = await eslint.lintFiles(paths);
  await ESLint.outputFixes(results);
  const files = [];
  let left = 0;
  for (const r of results) {
    if (r.output !== undefined) files.push(r.filePath);
    // After the fix, a message of the rule is one it could not fix (a parse error stops any fix).
    for (const m of r.messages.filter((m) => m.ruleId === RULE || m.fatal)) {
      console.error(`${r.filePath}:${m.line}: ${m.message}`);
      left++;
    }
  }
  if (left > 0) process.exitCode = 1;
  console.log(files.join('\n'));
})();
NODE
)
if [ -n "$changed" ]; then
  echo "$changed" | xargs npx prettier --write --log-level warn
  echo "rewrote imports in $(echo "$changed" | wc -l) files" >&2
else
  echo "every import already in style" >&2
fi
