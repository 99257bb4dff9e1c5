// Sessions and data for the signed-in benches (lighthouse-signed-in.mjs, inp-interactions.mjs, the
// public Lighthouse bench's photo upload), through the same /api/v1 calls the pages and the e2e
// fixtures (e2e/fixtures/{auth,users,booking}.ts) make. The server must trust 127.0.0.1 as a proxy
// (TRUSTED_PROXIES, as the e2e server does) so each sign-up comes from its own documentation-range
// address and never meets the per-address sign-up limit.

const testIp = () => `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** POST /api/v1/auth/signin; answers the session cookie (`name=value; …`) and the user. */
export async function signIn(baseUrl, email, password) {
  const res = await fetch(`${baseUrl}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json', 'x-forwarded-for': testIp() },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email}: HTTP ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const body = await res.json();
  return { cookie, user: body.user ?? body };
}

/** A fetch bound to one session: same-origin (CSRF) and the cookie; throws on an HTTP error. */
export function sessionFetch(baseUrl, cookie) {
  return async (path, { method = 'GET', json } = {}) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { origin: baseUrl, cookie, 'x-forwarded-for': testIp(), ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(json) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
}

/** The password of every account newCustomer makes. */
export const PASSWORD = 'BenchPass2026';

/** A new customer, e-mail verified through the link in the outbox (read as the demo admin), signed in. */
export async function newCustomer(baseUrl) {
  const email = `bench.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
  const signup = await fetch(`${baseUrl}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json', 'x-forwarded-for': testIp() },
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Client',
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      accept_terms: true,
    }),
  });
  if (signup.status !== 202) throw new Error(`sign-up: HTTP ${signup.status} ${await signup.text()}`);
  const admin = await signIn(baseUrl, 'admin@example.com', 'Admin123!');
  const adminFetch = sessionFetch(baseUrl, admin.cookie);
  let token;
  for (let i = 0; i < 50 && !token; i++) {
    const { results } = await adminFetch(`/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
    token = results.map((m) => m.text.match(/\/verify-email\/(\S+)/)?.[1]).find(Boolean);
    if (!token) await new Promise((r) => setTimeout(r, 200));
  }
  if (!token) throw new Error(`no verification mail for ${email}`);
  await sessionFetch(baseUrl, '')('/api/v1/auth/verify-email', { method: 'POST', json: { token: decodeURIComponent(token) } });
  return signIn(baseUrl, email, PASSWORD);
}

/** Free 30-minute slots of a lawyer at least two days ahead (Manila calendar), earliest first. */
export async function freeSlots(baseUrl, lawyerId) {
  const res = await fetch(`${baseUrl}/api/v1/lawyers/availability?_id=${lawyerId}&duration=30&tz=Asia/Manila`);
  if (!res.ok) throw new Error(`availability: HTTP ${res.status}`);
  const { calendar } = await res.json();
  const after = Date.now() + 2 * 86_400_000;
  return Object.values(calendar)
    .flat()
    .map((s) => s.start_time)
    .filter((s) => Date.parse(s) > after)
    .sort();
}

/** Books a 30-minute video meeting as the customer and pays it in the sandbox; answers its id. */
export async function paidMeeting(baseUrl, customerCookie, lawyerId) {
  const call = sessionFetch(baseUrl, customerCookie);
  const [start] = await freeSlots(baseUrl, lawyerId);
  if (!start) throw new Error(`lawyer ${lawyerId} has no free slot`);
  const { _id, checkout_url } = await call('/api/v1/meeting', {
    method: 'POST',
    json: { lawyer_id: lawyerId, start_time: start, duration: 30, call_type: 'VIDEO', subject: 'Bench: a land title question' },
  });
  await call(`/api/v1/payments/sandbox/${String(checkout_url).split('/').pop()}`, {
    method: 'POST',
    json: { action: 'pay', method: 'gcash' },
  });
  return _id;
}

/**
 * The signed-in world of the benches: the seeded lawyer@example.com (complete, verified, public, with a
 * seeded practice: meetings, payments, notifications — the pages at their realistic size), a new
 * customer of this run, and a paid meeting between them.
 */
export async function signedInWorld(baseUrl) {
  const lawyer = await signIn(baseUrl, 'lawyer@example.com', 'Lawyer123!');
  const customer = await newCustomer(baseUrl);
  const meetingId = await paidMeeting(baseUrl, customer.cookie, lawyer.user._id);
  return { lawyer, customer, meetingId };
}
