import { request as newRequest, type APIRequestContext, type BrowserContext, type Page } from './fixtures/test';
import { authSettled } from './fixtures/auth';
import { freeSlots, listedLawyerIds, paidMeeting } from './fixtures/booking';
import { createVerifiedCustomer, expect, test } from './fixtures/users';

// Security headers (issue #16): the CSP (hashes on prerendered pages, a nonce on the others), the
// Permissions-Policy of the call pages, the fixed headers and the request id.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function directives(policy: string | undefined): Record<string, string[]> {
  expect(policy, 'a Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    policy!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

/** A paid meeting of this (new) client with a listed lawyer, booked through the API the pages use. */
async function securityCheckMeeting(request: APIRequestContext): Promise<string> {
  const [lawyerId] = await listedLawyerIds(request, 1);
  const [slot] = (await freeSlots(request, lawyerId, { minDays: 3 })).slice(-1);
  return paidMeeting(request, lawyerId, slot, 'Security headers check');
}

/** Records every CSP violation of the page (console messages and securitypolicyviolation events). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`),
    );
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

/** Adds an inline <script> the way an injection would; true when it ran. Also reports the violation. */
async function injectInlineScript(page: Page): Promise<{ ran: boolean; violation: string | null }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const ran = () => (window as unknown as { __injected?: boolean }).__injected === true;
        // A blocked script is reported by the event (queued after the append); one that ran has run
        // by the time appendChild returns. The 10 s are a bound for a failure, not a wait.
        const bound = setTimeout(() => resolve({ ran: ran(), violation: null }), 10_000);
        document.addEventListener(
          'securitypolicyviolation',
          (e) => {
            clearTimeout(bound);
            resolve({ ran: ran(), violation: e.effectiveDirective });
          },
          { once: true },
        );
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.appendChild(script);
        if (ran()) {
          clearTimeout(bound);
          resolve({ ran: true, violation: null });
        }
      }),
  );
}

test('headers on a prerendered page, a page rendered per request, an API answer and a call page', async ({ customerContext }) => {
  const request = customerContext.request;
  const home = await request.get('/');
  expect(home.headers()['x-nextjs-cache'], 'the home page is served from the prerender cache').toBeTruthy();
  const login = await newRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const loginPage = await login.get('/login');
  const api = await request.get('/api/v1/health');
  const meetingId = await securityCheckMeeting(request);
  const join = await request.get(`/customer-portal/meeting/${meetingId}/join`);
  const call = await request.get(`/meeting/${meetingId}/call`);
  expect([home.status(), loginPage.status(), api.status(), join.status(), call.status()]).toEqual([200, 200, 200, 200, 200]);

  for (const res of [home, loginPage, api, join]) {
    const h = res.headers();
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['x-request-id']).toMatch(UUID);
    // http://localhost: no HSTS (it is sent only when APP_URL is https).
    expect(h['strict-transport-security']).toBeUndefined();
    expect(directives(h['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
  }

  const hashed = directives(home.headers()['content-security-policy']);
  expect(hashed['script-src'][0]).toBe("'self'");
  expect(hashed['script-src'].slice(1).length).toBeGreaterThan(0);
  for (const source of hashed['script-src'].slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  const html = await home.text();
  expect(html).toContain('self.__next_f.push');

  for (const page of [loginPage, join]) {
    const policy = directives(page.headers()['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]+=*'$/)]);
    const nonce = policy['script-src'][1].slice("'nonce-".length, -1);
    expect(await page.text()).toContain(`nonce="${nonce}"`);
  }
  // Each request its own nonce and id.
  const again = await login.get('/login');
  expect(again.headers()['content-security-policy']).not.toBe(loginPage.headers()['content-security-policy']);
  expect(again.headers()['x-request-id']).not.toBe(loginPage.headers()['x-request-id']);

  for (const res of [home, loginPage, join]) {
    expect(directives(res.headers()['content-security-policy'])['script-src']).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/unsafe/)]),
    );
  }
  expect(directives(api.headers()['content-security-policy'])['default-src']).toEqual(["'none'"]);

  expect(home.headers()['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  expect(api.headers()['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  expect(join.headers()['permissions-policy']).toBe('camera=(self), microphone=(self), geolocation=()');
  expect(call.headers()['permissions-policy']).toBe('camera=(self), microphone=(self), geolocation=()');
  await login.dispose();
});

test('the camera works on a call page and is refused elsewhere', async ({ customerContext }) => {
  const meetingId = await securityCheckMeeting(customerContext.request);
  const page = await customerContext.newPage();
  const camera = () =>
    page.evaluate(() =>
      navigator.mediaDevices.getUserMedia({ video: true }).then(
        (stream) => (stream.getTracks().forEach((t) => t.stop()), 'granted'),
        (error: Error) => error.name,
      ),
    );
  await page.goto('/customer-portal');
  await authSettled(page);
  expect(await camera()).toBe('NotAllowedError');
  await page.goto(`/customer-portal/meeting/${meetingId}/join`);
  await authSettled(page);
  expect(await camera()).toBe('granted');
});

test('the CSP blocks an injected inline script, on a prerendered page and on a page rendered per request', async ({ page }) => {
  for (const path of ['/', '/login']) {
    await page.goto(path);
    await authSettled(page);
    expect([path, await injectInlineScript(page)]).toEqual([path, { ran: false, violation: 'script-src-elem' }]);
  }
});

// One test per page: a client of this group alone with a paid meeting (for its join page), made once.
test.describe('no CSP violations', () => {
  let client: BrowserContext;
  let meetingId = '';
  let lawyerId = '';

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    client = await browser.newContext();
    await createVerifiedCustomer(browser, client.request);
    meetingId = await securityCheckMeeting(client.request);
    [lawyerId] = await listedLawyerIds(client.request, 1);
  });

  test.afterAll(async () => {
    await client?.close();
  });

  for (const listed of [
    '/',
    '/lawyers-online/civil/metro-manila',
    '/lawyer/[listed lawyer]',
    '/customer-portal',
    '/customer-portal/meeting/[meeting]/join',
  ]) {
    test(`on ${listed}`, async () => {
      const path = listed.replace('[listed lawyer]', lawyerId).replace('[meeting]', meetingId);
      const page = await client.newPage();
      const violations = await watchViolations(page);
      await page.goto(path);
      await authSettled(page);
      // The toaster and other next/dynamic parts load after hydration (the join page's event stream
      // and the portal's polling never let the network go idle for long).
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
      expect([path, await violations()]).toEqual([path, []]);
      await page.close();
    });
  }

  test("after a client-side navigation from a prerendered page (more chunks under the first page's policy)", async () => {
    const page = await client.newPage();
    const violations = await watchViolations(page);
    await page.goto('/');
    await authSettled(page);
    await page.getByRole('region', { name: 'Featured lawyers' }).locator('a[href^="/lawyer/"]').first().click();
    await expect(page).toHaveURL(/\/lawyer\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.close();
  });
});
