import { prerenderedPathMatcher } from './prerendered-paths';

// The shape of a real build's manifests (trimmed): a prerendered page, an ISR route prerendered on
// first request, a fallback:false route, a page rendered per request and the static 404 page.
const prerender = {
  routes: { '/': {}, '/about': {}, '/_not-found': {}, '/blog/first-post': {} },
  dynamicRoutes: {
    '/blog/[slug]': { routeRegex: '^/blog/([^/]+?)(?:/)?$' },
    '/notary-public/[city]': { routeRegex: '^/notary\\-public/([^/]+?)(?:/)?$' },
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

  it('an unknown path is rendered per request when the 404 page is not prerendered', () => {
    const withoutStaticNotFound = Object.fromEntries(Object.entries(prerender.routes).filter(([path]) => path !== '/_not-found'));
    expect(prerenderedPathMatcher({ ...prerender, routes: withoutStaticNotFound }, routes)('/no/such/page')).toBe(false);
  });
});
