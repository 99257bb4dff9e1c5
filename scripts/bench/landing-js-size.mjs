// node scripts/bench/landing-js-size.mjs [baseUrl] [path ...]
// First-load JavaScript of a page: fetches its HTML, sums the gzip size of every external script it
// references (<script src> and <link rel=preload|modulepreload as=script>), each counted once.
// Prints one line per page; exits 1 when a page is over the budget (LANDING_JS_BUDGET_KB, default 120).
import { gzipSync } from 'node:zlib';

const baseUrl = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const paths = process.argv.slice(3);
if (paths.length === 0) paths.push('/lawyers-online/civil/metro-manila');
const budgetKb = Number(process.env.LANDING_JS_BUDGET_KB ?? 120);

function scriptUrls(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<script\b[^>]*>/g)) {
    // nomodule scripts are legacy polyfills that module-capable browsers never download.
    if (/\bnomodule\b/i.test(match[0])) continue;
    const src = match[0].match(/\bsrc="([^"]+)"/);
    if (src) urls.add(src[1]);
  }
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    if (/rel="(?:preload|modulepreload)"/.test(tag) && (/as="script"/.test(tag) || /modulepreload/.test(tag))) {
      const href = tag.match(/href="([^"]+)"/);
      if (href) urls.add(href[1]);
    }
  }
  return [...urls].map((u) => new URL(u.replaceAll('&amp;', '&'), `${baseUrl}/`).toString());
}

export async function measurePage(path) {
  const res = await fetch(`${baseUrl}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  const html = await res.text();
  const scripts = [];
  for (const url of scriptUrls(html)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    scripts.push({ url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  return { path, scripts, totalKb: total / 1024 };
}

let over = false;
for (const path of paths) {
  const { scripts, totalKb } = await measurePage(path);
  if (process.env.VERBOSE) for (const s of scripts) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} kB  ${s.url}`);
  console.log(`first-load JS ${path}: ${totalKb.toFixed(1)} kB gzip in ${scripts.length} scripts (budget ${budgetKb} kB)`);
  if (totalKb > budgetKb) over = true;
}
process.exit(over ? 1 : 0);
