import 'server-only';
import { contentSecurityPolicy } from '@/lib/csp/policy.mjs';
import { env } from '@/lib/server/env';

/**
 * The headers that depend on the request or the environment. The fixed ones (nosniff,
 * Referrer-Policy, X-Frame-Options, Permissions-Policy by path) are in next.config.mjs `headers()`;
 * a prerendered page's CSP comes from its cache entry (lib/csp/static-page-cache.mjs).
 */

/** An API answer is data, never a document: it may load nothing and be framed by no one. */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** HSTS only where the app is served over https (a browser ignores it on http, and so do we). */
export function strictTransportSecurity(): string | undefined {
  const { NODE_ENV, APP_URL } = env();
  return NODE_ENV === 'production' && APP_URL.startsWith('https:') ? 'max-age=63072000; includeSubDomains' : undefined;
}

/** For route(): set only where the handler did not set its own (stored files carry a sandbox CSP). */
export function apiSecurityHeaders(): Record<string, string> {
  const hsts = strictTransportSecurity();
  return { 'content-security-policy': API_CONTENT_SECURITY_POLICY, ...(hsts ? { 'strict-transport-security': hsts } : {}) };
}

/** A fresh CSP nonce for a page rendered on this request (128 random bits, base64). */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** The policy of a page rendered per request: Next stamps this nonce on each of its scripts. */
export function nonceContentSecurityPolicy(nonce: string): string {
  return contentSecurityPolicy({ scriptSources: [`'nonce-${nonce}'`], dev: env().NODE_ENV === 'development' });
}
