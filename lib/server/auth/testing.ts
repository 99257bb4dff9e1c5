import 'server-only';

/** Helpers for Jest suites that call the auth route handlers directly (no server, no browser). */
export const TEST_ORIGIN = 'http://localhost:3000';
export const routeCtx = <P extends Record<string, string> = Record<string, string>>(params = {} as P) => ({ params: Promise.resolve(params) });

/** A browser-like cookie jar: applies Set-Cookie (including deletions) and renders a Cookie header. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  apply(res: Response): this {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

type RequestOptions = { method?: string; body?: unknown; jar?: CookieJar; ip?: string; headers?: Record<string, string> };

export function apiRequest(path: string, options: RequestOptions = {}): Request {
  const { method = 'GET', body, jar, ip = '203.0.113.10', headers = {} } = options;
  const isForm = body instanceof FormData;
  const init: RequestInit = {
    method,
    headers: {
      origin: TEST_ORIGIN,
      'x-forwarded-for': ip,
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(jar ? { cookie: jar.header() } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : typeof body === 'string' ? body : JSON.stringify(body),
  };
  return new Request(`${TEST_ORIGIN}${path}`, init);
}

/** The first link to this app's origin in a text body. */
export function linkIn(text: string, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s]+${pathPrefix.replace(/[/]/g, '\\/')}[^\\s]+`).exec(text);
  if (!match) throw new Error(`no ${pathPrefix} link in: ${text}`);
  return match[0];
}
