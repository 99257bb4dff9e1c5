// Next's file-system cache for prerendered pages, plus one thing: every cached page carries its own
// Content-Security-Policy header, whose script-src lists the SHA-256 of that page's inline scripts.
//
// Why: a nonce must be new on every request, so a page with a nonce cannot be prerendered (Next's
// CSP guide), and experimental.sri covers only external files, not the inline flight scripts
// (vercel/next.js#95354). A hash needs no request: it is computed from the very HTML that is served,
// when the page is read from this cache, so it stays right after every revalidatePath.
// Next replays a cache entry's `headers` on the response (appendHeader), for build-time pages and for
// pages regenerated at run time alike. proxy.ts adds no policy of its own to these pages
// (lib/server/platform/http/prerendered-paths.ts), so this is their only one.
//
// Loaded by next.config.mjs `cacheHandler` in production only (next dev renders every page anyway).
// It extends a Next internal class; e2e/security-headers.spec.ts fails at once if an upgrade breaks it.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { contentSecurityPolicy, inlineScriptHashes } from './policy.mjs';
import { broadcastRevalidation, listenForRevalidations } from './revalidation-bus.mjs';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;
const HEADER = 'content-security-policy';

/**
 * Per cache key, the policy of the version last seen (by its lastModified). Build-time pages are
 * read from disk on every request (Next keeps them out of its memory cache), so without this every
 * request would hash the page again (about 0.15 ms for a 145 kB landing page).
 */
const policies = new Map();

function policyOf(html) {
  return contentSecurityPolicy({ scriptSources: inlineScriptHashes(String(html)) });
}

function policyFor(key, entry) {
  if (typeof entry.lastModified !== 'number') return policyOf(entry.value.html);
  const known = policies.get(key);
  if (known && known.lastModified === entry.lastModified) return known.policy;
  const policy = policyOf(entry.value.html);
  policies.set(key, { lastModified: entry.lastModified, policy });
  return policy;
}

const isPage = (value) => value?.kind === 'APP_PAGE' && (typeof value.html === 'string' || Buffer.isBuffer(value.html));

export default class StaticPageCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    // Another instance's revalidatePath marks the same tags here (./revalidation-bus.mjs); the tag
    // manifest is one per process, so any instance of this class may apply them.
    listenForRevalidations((tags, durations) => super.revalidateTag(tags, durations));
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    await broadcastRevalidation(typeof tags === 'string' ? [tags] : tags, durations);
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (!entry || !isPage(entry.value)) return entry;
    // A copy: the stored entry stays as Next wrote it.
    return { ...entry, value: { ...entry.value, headers: { ...entry.value.headers, [HEADER]: policyFor(key, entry) } } };
  }

  async set(key, data, ctx) {
    // A page regenerated on request is served from this very object after set(): stamp it here too.
    if (isPage(data)) data.headers = { ...data.headers, [HEADER]: policyOf(data.html) };
    return super.set(key, data, ctx);
  }
}
