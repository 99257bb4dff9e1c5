import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { expect, type APIRequestContext, type APIResponse } from '../fixtures/test';
import { Client } from 'pg';
import { testIp } from '../fixtures/auth';

// The proxy e2e's view of the stack e2e/proxy/start-servers.sh runs (ports and folders from
// playwright.proxy.config.ts), and rows written straight into its database where the site cannot
// make them (a consultation starting in minutes).
const adminUrl = process.env.PROXY_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_URL = `${adminUrl.slice(0, adminUrl.lastIndexOf('/'))}/${process.env.PROXY_DB ?? 'abogado_e2e_proxy'}`;
export const PROXY = `http://localhost:${process.env.PROXY_PORT}`;
export const INSTANCES = { a: `127.0.0.1:${process.env.PROXY_PORT_A}`, b: `127.0.0.1:${process.env.PROXY_PORT_B}` } as const;
const WEBHOOK_SECRET = 'whsk_e2e_proxy_sandbox_secret';
export const PASSWORD = 'Proxy2026!';

export async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: DB_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The instance (nginx's $upstream_addr) that answered; nginx adds it to every response. */
/** The instance that answered, from nginx's X-Upstream (possibly a list of the instances tried). */
export function answeredBy(res: { headers(): Record<string, string> }): string | undefined {
  return res.headers()['x-upstream']?.split(',').at(-1)?.trim();
}

export function upstreamOf(res: { headers(): Record<string, string> }): string {
  // nginx lists every instance it tried ("a, b" when it passed a 503 on to the next): the last answered.
  const upstream = answeredBy(res) ?? '';
  expect(Object.values(INSTANCES), `X-Upstream ${upstream}`).toContain(upstream);
  return upstream;
}

/** The PID of instance a or b (written by start-servers.sh). */
export function instancePid(upstream: string): number {
  const name = upstream === INSTANCES.a ? 'a' : 'b';
  return Number(fs.readFileSync(path.join(process.env.PROXY_RUN_DIR!, `instance-${name}.pid`), 'utf8'));
}

export type Party = { id: string; email: string; name: string };

export async function createParty(type: 'CUSTOMER' | 'LAWYER', first: string, last: string): Promise<Party> {
  const id = randomUUID();
  const email = `${type.toLowerCase()}-${id}@example.com`;
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  await sql(
    `INSERT INTO users (id, email, password_hash, type, first_name, last_name, email_verified) VALUES ($1, $2, $3, $4, $5, $6, true)`,
    [id, email, passwordHash, type, first, last],
  );
  if (type === 'LAWYER') {
    await sql(
      `INSERT INTO lawyer_profiles (user_id, display_name, roll_number, ibp_number, ibp_verified, verification_status) VALUES ($1, $2, '12345', '67890', true, 'VERIFIED')`,
      [id, `${first} ${last}`],
    );
  }
  return { id, email, name: type === 'LAWYER' ? `Atty. ${first} ${last}` : `${first} ${last}` };
}

/** A paid consultation starting in a few minutes: its call is open and its 10-minute reminder is due now. */
export async function createDueMeeting(lawyer: Party, customer: Party, startInMinutes = 3): Promise<string> {
  const start = new Date(Date.now() + startInMinutes * 60_000);
  const [row] = await sql<{ id: string }>(
    `INSERT INTO meetings (lawyer_id, customer_id, start_at, end_at, duration_minutes, status, subject, call_type, price_centavos, reminder_at)
     VALUES ($1, $2, $3, $4, 30, 'CONFIRMED', 'Unpaid wages', 'VIDEO', 100000, $5) RETURNING id`,
    [lawyer.id, customer.id, start, new Date(start.getTime() + 30 * 60_000), new Date(start.getTime() - 10 * 60_000)],
  );
  return row.id;
}

/** Signs in through the proxy; returns the response (its X-Upstream names the instance). */
export async function signIn(request: APIRequestContext, email: string, password: string): Promise<APIResponse> {
  const res = await request.post(`${PROXY}/api/v1/auth/signin`, {
    data: { email, password },
    headers: { origin: PROXY, 'x-forwarded-for': testIp() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res;
}

/** A paid-checkout event for a sandbox session, signed as the sandbox (PayMongo's envelope and header). */
export function paidEvent(sessionId: string, amountCentavos: number): { body: string; signature: string } {
  const body = JSON.stringify({
    data: {
      id: `evt_e2e_${randomUUID().replace(/-/g, '')}`,
      type: 'event',
      attributes: {
        type: 'checkout_session.payment.paid',
        livemode: false,
        created_at: Math.floor(Date.now() / 1000),
        data: {
          id: sessionId,
          type: 'checkout_session',
          attributes: {
            reference_number: sessionId,
            metadata: {},
            payment_method_used: 'gcash',
            payments: [
              {
                id: `pay_e2e_${randomUUID().replace(/-/g, '')}`,
                type: 'payment',
                attributes: { status: 'paid', amount: amountCentavos, currency: 'PHP' },
              },
            ],
          },
        },
      },
    },
  });
  const t = Math.floor(Date.now() / 1000);
  return { body, signature: `t=${t},te=${createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex')},li=` };
}
