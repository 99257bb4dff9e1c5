import 'server-only';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress, resolvePublicHost } from '@/lib/server/platform/net/ip-address';
import { env } from '@/lib/server/env';
import { AppError } from '@/lib/server/platform/http/errors';
import type { ErrorKey, ErrorParams } from '@/lib/errors/keys';

/**
 * Fetching an address a user typed is a server-side request forgery risk: without these rules a
 * lawyer could make the server read its own metadata service (169.254.169.254), the database port
 * or anything else on the private network. So: https only; the host is resolved here and every
 * address must be public unicast (IPv4, IPv6 and IPv4-mapped IPv6); the connection goes to the
 * address that was checked (a custom `lookup`, so DNS cannot answer differently a moment later);
 * at most 3 redirects, each checked again; a 2 MB and 10 s budget; no connection pooling.
 */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
const IMPORT_TIMEOUT_MS = 10_000;
const IMPORT_MAX_REDIRECTS = 3;

export type FetchLimits = { maxBytes?: number; timeoutMs?: number; maxRedirects?: number };

const refuse = (errorKey: ErrorKey, key: string) => new AppError('BAD_REQUEST', errorKey, { key });
const failed = (errorKey: ErrorKey, key: string, params?: ErrorParams) => new AppError('UNPROCESSABLE', errorKey, { key, params });

/** Test-only allowance (ICAL_IMPORT_ALLOW_HOSTS): this host:port may be private and plain http. */
function isAllowedTestHost(url: URL): boolean {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return env().ICAL_IMPORT_ALLOW_HOSTS.includes(`${url.hostname}:${port}`);
}

/** The address as a URL we are willing to fetch (webcal:// is https://), or a 400 saying why not. */
export function parseImportUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^webcal:\/\//i, 'https://'));
  } catch {
    throw refuse('calendarSync.invalidUrl', 'ICAL_INVALID_URL');
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isAllowedTestHost(url))) return url;
  throw refuse('calendarSync.httpsOnly', 'ICAL_HTTPS_ONLY');
}

/** Re-exported for the calendar tests; the rule lives in lib/server/platform/net/ip-address.ts. */
export { isPublicAddress };

type Target = { url: URL; address: string; family: 4 | 6 };

async function resolveTarget(url: URL, deadline: Promise<never>): Promise<Target> {
  const resolved = await Promise.race([resolvePublicHost(url.hostname, { allowPrivate: isAllowedTestHost(url) }), deadline]);
  if (!resolved.ok)
    throw resolved.reason === 'private'
      ? refuse('calendarSync.privateNetwork', 'ICAL_PRIVATE_ADDRESS')
      : failed('calendarSync.unresolvable', 'ICAL_DNS');
  const [first] = resolved.addresses;
  return { url, address: first.address, family: first.family };
}

type Answer = { redirect: URL } | { body: string };

function requestOnce(target: Target, signal: AbortSignal, maxBytes: number): Promise<Answer> {
  const { url, address, family } = target;
  // Connect to the checked address whatever the resolver would say now (IP literals skip lookup).
  const lookup = ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      lookup,
      signal,
      agent: false,
      headers: {
        accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
        'user-agent': 'AbogadoCalendarSync/1.0',
        'accept-encoding': 'identity',
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        try {
          resolve({ redirect: new URL(res.headers.location, url) });
        } catch {
          reject(failed('calendarSync.unreachable', 'ICAL_BAD_REDIRECT'));
        }
        return;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        reject(failed('calendarSync.badStatus', 'ICAL_HTTP_STATUS', { status }));
        return;
      }
      if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
        req.destroy();
        reject(failed('calendarSync.tooLarge', 'ICAL_TOO_LARGE'));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          req.destroy();
          reject(failed('calendarSync.tooLarge', 'ICAL_TOO_LARGE'));
          return;
        }
        chunks.push(chunk);
      });
      res.on('error', reject);
      res.on('end', () => resolve({ body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.end();
  });
}

/** The text at a lawyer's external calendar address, fetched under the rules above. */
export async function fetchCalendarText(raw: string, limits: FetchLimits = {}): Promise<string> {
  const maxBytes = limits.maxBytes ?? IMPORT_MAX_BYTES;
  const timeoutMs = limits.timeoutMs ?? IMPORT_TIMEOUT_MS;
  const maxRedirects = limits.maxRedirects ?? IMPORT_MAX_REDIRECTS;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(failed('calendarSync.timeout', 'ICAL_TIMEOUT'));
    }, timeoutMs);
  });
  deadline.catch(() => undefined);
  try {
    let url = parseImportUrl(raw);
    for (let redirects = 0; ; redirects++) {
      const target = await resolveTarget(url, deadline);
      const answer = await Promise.race([requestOnce(target, controller.signal, maxBytes), deadline]).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        if (controller.signal.aborted) throw failed('calendarSync.timeout', 'ICAL_TIMEOUT');
        throw failed('calendarSync.unreachable', 'ICAL_UNREACHABLE');
      });
      if ('body' in answer) return answer.body;
      if (redirects >= maxRedirects) throw failed('calendarSync.tooManyRedirects', 'ICAL_REDIRECTS');
      // The next hop goes through the same checks: scheme, DNS, public address.
      url = parseImportUrl(answer.redirect.href);
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
