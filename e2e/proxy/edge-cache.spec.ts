import { expect, test, type APIRequestContext } from '../fixtures/test';
import { DEMO } from '../fixtures/auth';
import { AREAS_OF_PRACTICE } from '../../lib/reference/areas';
import { SEO_REGIONS } from '../../lib/reference/regions';
import { INSTANCES, PROXY, signIn } from './fixtures';

// nginx's microcache (docs/operations.md "Running several instances", e2e/proxy/start-servers.sh): public pages
// from its cache to visitors (X-Cache: HIT), never to a signed-in person, never /api; and a lawyer who
// turns public is on the landing page promptly — through nginx and on each instance by itself (an
// instance that did not take the request learns of the change over PostgreSQL). "Promptly" is the rule
// the edge keeps a page by: the app's s-maxage of a few seconds (lib/server/platform/http/edge-cache.ts), checked
// here; the seconds it takes are printed here and measured by scripts/bench/visibility-to-landing.ts,
// not asserted (a duration on a shared machine is no verdict).

const LANDING = '/lawyers-online/civil/metro-manila';
const cacheOf = (res: { headers(): Record<string, string> }) => res.headers()['x-cache'];

async function statuses(request: APIRequestContext, path: string, times: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < times; i++) {
    const res = await request.get(`${PROXY}${path}`, { maxRedirects: 0 });
    expect(res.status(), path).toBeLessThan(500);
    seen.push(cacheOf(res) ?? '(none)');
  }
  return seen;
}

test('a visitor gets a public page from the edge cache; a signed-in person, /api and pages per request never', async ({
  browser,
  playwright,
}) => {
  // A visitor in a browser: the second visit of the landing page is nginx's copy.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const first = await page.goto(`${PROXY}${LANDING}`);
  expect(first!.status()).toBe(200);
  expect(first!.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d, stale-while-revalidate=\d+$/);
  // The copy is kept s-maxage seconds from when nginx stored it: a busy machine can take longer than that
  // to load the first visit, so the next visits go as soon as the answer arrives ('commit'), until one is
  // the stored copy (EXPIRED or MISS meanwhile: nginx asked an instance and stored the answer again).
  await expect
    .poll(async () => cacheOf((await page.goto(`${PROXY}${LANDING}`, { waitUntil: 'commit' }))!), { intervals: [0], timeout: 30_000 })
    .toBe('HIT');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.close();

  // The same page, signed in: always to an instance (BYPASS), never stored from that answer.
  const member = await playwright.request.newContext();
  await signIn(member, DEMO.customer.email, DEMO.customer.password);
  expect(await statuses(member, LANDING, 4)).toEqual(['BYPASS', 'BYPASS', 'BYPASS', 'BYPASS']);
  expect(await statuses(member, '/customer-portal', 3)).toEqual(['BYPASS', 'BYPASS', 'BYPASS']);
  await member.dispose();

  const anonymous = await playwright.request.newContext();
  // A page rendered per request (its own CSP nonce) and the API: never from the cache.
  expect(await statuses(anonymous, '/free-legal-help', 3)).not.toContain('HIT');
  expect(await statuses(anonymous, '/login', 3)).not.toContain('HIT');
  const api = await anonymous.get(`${PROXY}/api/v1/lawyers?area_of_practice=civil`);
  expect(api.status()).toBe(200);
  expect(cacheOf(api)).toBeUndefined();
  // A portal page for a visitor: the redirect to sign in, never a stored copy.
  expect(await statuses(anonymous, '/lawyer-portal', 3)).not.toContain('HIT');
  await anonymous.dispose();
});

test('a lawyer who turns public is on the landing page through nginx (kept a few seconds at most) and on each instance', async ({
  playwright,
}) => {
  const lawyer = await playwright.request.newContext();
  await signIn(lawyer, DEMO.lawyer.email, DEMO.lawyer.password);
  const headers = { origin: PROXY };
  const call = async (method: 'get' | 'post', path: string, data?: unknown) => {
    const res = await lawyer[method](`${PROXY}/api/v1/lawyers/profile${path}`, { data, headers });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  const profile = await call('get', '');

  // A landing page where the demo data has fewer lawyers than a page shows: "on the page" is then
  // decided by the listing alone, not by rank.
  let corner: { area: string; region: string; path: string } | undefined;
  for (const region of SEO_REGIONS.filter((r) => r.queryRegion && !r.city)) {
    for (const area of AREAS_OF_PRACTICE.filter((a) => a.areas.length === 1)) {
      const res = await lawyer.get(
        `${PROXY}/api/v1/lawyers?area_of_practice=${area.slug}&region=${encodeURIComponent(region.queryRegion)}`,
      );
      if ((await res.json()).total < 5)
        corner ??= { area: area.slug, region: region.queryRegion, path: `/lawyers-online/${area.slug}/${region.slug}` };
    }
  }
  expect(corner, 'a quiet area and region').toBeDefined();
  const { law_firm, ...basic } = profile.basic_info;
  await call('post', '/basic-info', { ...basic, law_firm, areas: [corner!.area, ...basic.areas], region: corner!.region });
  const marker = `/lawyer/${profile._id}`;

  const visitor = await playwright.request.newContext();
  const shows = async (base: string) => (await (await visitor.get(`${base}${corner!.path}`)).text()).includes(marker);
  /** Waits (on the page, every 100 ms) until `base` shows the lawyer or not; answers the milliseconds it took, to print. */
  const until = async (base: string, present: boolean, since: number): Promise<string> => {
    await expect
      .poll(() => shows(base), {
        message: `${base}${corner!.path} ${present ? 'shows' : 'leaves out'} the lawyer`,
        intervals: [100],
        timeout: 30_000,
      })
      .toBe(present);
    return `${base} ${Date.now() - since} ms`;
  };

  // The rule the edge keeps this page by: a shared copy a few seconds old at most (s-maxage), browsers
  // asking every time (max-age=0); nginx counts whole seconds and the refresh renders once.
  const rule = (await visitor.get(`${PROXY}${corner!.path}`)).headers()['cache-control'];
  expect(rule).toMatch(/^public, max-age=0, s-maxage=[1-3], stale-while-revalidate=\d+$/);

  // Hidden, and the edge holding a copy without the lawyer.
  await call('post', '/visibility', { is_public: false });
  console.log(`turned hidden → off ${corner!.path}: ${await until(PROXY, false, Date.now())}`);
  // The edge then holds a copy without the lawyer (asked until one answer is the stored copy: on a busy
  // machine the poll's last answer may be older than s-maxage by the time of the next request).
  await expect
    .poll(
      async () => {
        const held = await visitor.get(`${PROXY}${corner!.path}`);
        return `${cacheOf(held)} ${(await held.text()).includes(marker) ? 'with' : 'without'} the lawyer`;
      },
      { intervals: [0], timeout: 30_000 },
    )
    .toBe('HIT without the lawyer');

  // Public again: every path to the page shows it.
  const since = Date.now();
  await call('post', '/visibility', { is_public: true });
  const instances = Object.values(INSTANCES).map((address) => `http://${address}`);
  const took = await Promise.all([PROXY, ...instances].map((base) => until(base, true, since)));
  console.log(`turned public → on ${corner!.path}: ${took.join(', ')}`);
  await visitor.dispose();
  await lawyer.dispose();
});
