// node scripts/bench/framework-floor.mjs
// The first-load JavaScript of an empty Next.js app (one static server page, no client component)
// built with this checkout's next/react versions: the floor under any page's figure from
// landing-js-size.mjs. Builds in a temporary folder that links to this node_modules.
// Writes the figure to scripts/bench/framework-floor.json (with the versions it was measured for):
// e2e/js-budget.spec.ts holds `/` and a landing page to that floor + 12 kB (issue 17).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measurePage } from './first-load-js.mjs';
import { waitForUrl } from './landing-server.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'next-floor-'));
const port = Number(process.env.BENCH_PORT ?? 3302);
fs.mkdirSync(path.join(root, 'app'));
fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
// The linked node_modules lies outside the folder, so Turbopack's root is widened to reach it.
fs.writeFileSync(path.join(root, 'next.config.mjs'), "export default { turbopack: { root: '/' } };\n");
fs.writeFileSync(path.join(root, 'package.json'), '{ "name": "next-floor", "private": true }\n');
fs.writeFileSync(
  path.join(root, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      strict: true,
      jsx: 'react-jsx',
      module: 'esnext',
      moduleResolution: 'bundler',
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
      lib: ['dom', 'esnext'],
    },
    include: ['**/*.tsx'],
  }),
);
fs.writeFileSync(
  path.join(root, 'app/layout.tsx'),
  'export default function L({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html>; }\n',
);
fs.writeFileSync(path.join(root, 'app/page.tsx'), 'export default function P() { return <main><h1>Hello</h1></main>; }\n');

const next = path.resolve('node_modules/.bin/next');
execFileSync(next, ['build'], { cwd: root, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
const server = spawn(next, ['start', '-p', String(port)], { cwd: root, stdio: 'ignore', detached: true });
try {
  await waitForUrl(`http://localhost:${port}/`);
  const versions = Object.fromEntries(
    ['next', 'react', 'react-dom'].map((p) => [p, JSON.parse(fs.readFileSync(`node_modules/${p}/package.json`, 'utf8')).version]),
  );
  const { scripts, totalKb } = await measurePage(`http://localhost:${port}`, '/');
  console.log(
    `empty app (${Object.entries(versions)
      .map(([p, v]) => `${p} ${v}`)
      .join(', ')}):`,
  );
  console.log(`first-load JS /: ${totalKb.toFixed(1)} kB gzip in ${scripts.length} scripts`);
  const out = { floorKb: Number(totalKb.toFixed(1)), versions, measuredAt: new Date().toISOString().slice(0, 10) };
  fs.writeFileSync(path.resolve('scripts/bench/framework-floor.json'), `${JSON.stringify(out, null, 2)}\n`);
} finally {
  process.kill(-server.pid, 'SIGTERM');
  fs.rmSync(root, { recursive: true, force: true });
}
