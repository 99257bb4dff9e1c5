// The Content-Security-Policy of every page, in plain JavaScript: Next loads the static-page cache
// handler (./static-page-cache.mjs) with Node's own loader, outside the TypeScript bundle, and it
// must build the same policy as proxy.ts. docs/decisions/0005-security-headers.md explains the
// two kinds of script-src (hashes on prerendered pages, a nonce on pages rendered per request).
import { createHash } from 'node:crypto';

/**
 * Sign-in with Google or Facebook keeps the provider's avatar URL (https only), so a customer's
 * picture may come from these hosts. Uploaded pictures are served by the app itself, S3 included.
 */
const AVATAR_HOSTS = ['https://*.googleusercontent.com', 'https://*.fbcdn.net', 'https://*.fbsbx.com'];

/**
 * @param {{ scriptSources: string[], dev?: boolean }} options
 *   scriptSources: `'nonce-…'` or `'sha256-…'` entries allowed besides same-origin files.
 *   dev: `next dev` only — React's refresh and error overlay need eval.
 * @returns {string}
 */
export function contentSecurityPolicy({ scriptSources, dev = false }) {
  const directives = [
    "default-src 'self'",
    // Same-origin files (Next's chunks, next/dynamic, the service worker) plus Next's own inline
    // scripts by nonce or hash. No 'unsafe-inline': an injected inline script does not run.
    ['script-src', "'self'", ...scriptSources, ...(dev ? ["'unsafe-eval'"] : [])].join(' '),
    // Style attributes (next/image, React style props) and sonner's injected <style> need it.
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...AVATAR_HOSTS].join(' '),
    "font-src 'self' data:",
    // fetch and the call's EventSource go to the app itself; WebRTC media is not governed by CSP.
    "connect-src 'self'",
    // The lobby's test sound is a blob: URL; call video uses srcObject (no URL).
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The CSP hash sources of the inline scripts a browser would run in this HTML (data blocks such as
 * JSON-LD and external `src` scripts excluded), in document order without duplicates. React escapes
 * `<` in text and attributes and Next escapes it inside its flight scripts, so every `<script` in
 * rendered HTML is a real element.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = (TYPE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!JAVASCRIPT_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
