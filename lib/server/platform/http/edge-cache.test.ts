import { EDGE_CACHE_SECONDS, edgeCacheControl } from './edge-cache';

describe('edgeCacheControl', () => {
  it('lets a shared cache keep a prerendered public page for a few seconds, never a browser', () => {
    for (const path of ['/', '/lawyers-online/civil/metro-manila', '/notary-public', '/blog/some-post']) {
      const value = edgeCacheControl(path, true);
      expect(value).toContain('public');
      expect(value).toContain(`s-maxage=${EDGE_CACHE_SECONDS}`);
      expect(value).toContain('max-age=0');
    }
    expect(EDGE_CACHE_SECONDS).toBeLessThanOrEqual(5);
  });

  it('says nothing for a page rendered per request (its nonce must not be shared) or behind the access table', () => {
    expect(edgeCacheControl('/free-legal-help', false)).toBeUndefined();
    expect(edgeCacheControl('/login', false)).toBeUndefined();
    // Guarded paths even if they were ever prerendered: portals, admin, booking, the call.
    for (const path of ['/lawyer-portal', '/lawyer-portal/calendar', '/customer-portal', '/admin', '/book/x/y']) {
      expect([path, edgeCacheControl(path, true)]).toEqual([path, undefined]);
    }
  });
});
