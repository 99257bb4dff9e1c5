// First-load JavaScript of a page, as a new visitor's browser downloads it: the page's HTML, then
// every external script it references (<script src> and <link rel=preload|modulepreload as=script>),
// each counted once at its gzip size. Shared by landing-js-size.mjs, framework-floor.mjs and
// e2e/js-budget.spec.ts.
import { gzipSync } from 'node:zlib';
import { COMPILE_HINT } from '../build/compile-hints.mjs';

function scriptUrls(html, baseUrl) {
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

/** { path, scripts: [{ url, raw, gzip, compileHint }], totalKb } for `baseUrl + path` (compileHint: the file is marked for eager compilation, scripts/build/compile-hints.mjs). */
export async function measurePage(baseUrl, path) {
  const base = baseUrl.replace(/\/$/, '');
  const res = await fetch(`${base}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  const html = await res.text();
  const scripts = [];
  for (const url of scriptUrls(html, base)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    scripts.push({
      url,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      compileHint: body.toString('utf8', 0, COMPILE_HINT.length) === COMPILE_HINT,
    });
  }
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  return { path, scripts, totalKb: total / 1024 };
}
