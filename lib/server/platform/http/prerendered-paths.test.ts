import { prerenderedPathMatcher } from './prerendered-paths';

// The shape of a real build's manifests (trimmed): a prerendered page, an ISR route prerendered on
// first request, a fallback:false route, a page rendered per request and the static 404 page.
const prerender = {
  routes: { '/': {}, '/about': {}, '/_not-found': {}, '/blog/first-post': {} },
  dynamicRoutes: {
    '/blog/[slug]': { routeRegex: '^/blog/([^/]+?)(?:/)?$', fallback: false as const },
    '/notary-public/[city]': { routeRegex: '^/notary\\-public/([^/]+?)(?:/)?$', fallback: null },
  },
};
const routes = {
  staticRoutes: [{ regex: '^/(?:/)?$' }, { regex: '^/about(?:/)?$' }, { regex: '^/login(?:/)?$' }, { regex: '^/_not\\-found(?:/)?$' }],
  dynamicRoutes: [
    { regex: '^/blog/([^/]+?)(?:/)?$' },
    { regex: '^/notary\\-public/([^/]+?)(?:/)?$' },
    { regex: '^/lawyer/([^/]+?)(?:/)?$' },
    { regex: '^/customer\\-portal/meeting/([^/]+?)/join(?:/)?$' },
  ],
};

describe('prerenderedPathMatcher', () => {
  const isPrerendered = prerenderedPathMatcher(prerender, routes);

  it('prerendered pages, ISR routes and unknown paths (the static 404) come from the cache', () => {
    for (const path of ['/', '/about', '/blog/first-post', '/blog/unknown-post', '/notary-public/cebu', '/no/such/page']) {
      expect([path, isPrerendered(path)]).toEqual([path, true]);
    }
  });

  it('pages rendered per request do not', () => {
    for (const path of ['/login', '/lawyer/123', '/customer-portal/meeting/abc/join']) {
      expect([path, isPrerendered(path)]).toEqual([path, false]);
    }
  });

  it("an unknown path, and a fallback:false route's unknown params, are rendered per request when the 404 page is not prerendered", () => {
    const withoutStaticNotFound = Object.fromEntries(Object.entries(prerender.routes).filter(([path]) => path !== '/_not-found'));
    const matcher = prerenderedPathMatcher({ ...prerender, routes: withoutStaticNotFound }, routes);
    // Issue 57: the 404 page (app/global-not-found.tsx) is rendered per request, in the path's language.
    expect(['/no/such/page', '/blog/unknown-post'].map(matcher)).toEqual([false, false]);
    // The known params of that route, and an ISR route's unknown ones, still come from the cache.
    expect(['/blog/first-post', '/notary-public/cebu'].map(matcher)).toEqual([true, true]);
  });
});
