// Test helper (not a test): malformed requests for one route method, aimed at what the handler reads.
import type { z } from 'zod';
import { sessionCookieName } from '@/lib/server/auth/session-cookie';
import { TEST_ORIGIN, type CookieJar } from '@/lib/test/fixtures/http';
import { encodedPath, handlerReads, type ApiRoute, type Method } from './api-routes';
import type { Example } from './route-examples';

/**
 * `refuse`: the request is malformed in an input the handler reads → a 4xx JSON with a message.
 * `survive`: junk the handler does not read (a route without inputs) → anything but a 5xx.
 */
export type Hostile = { label: string; expect: 'refuse' | 'survive'; request: () => Request; params: Record<string, string> };

const MB = 1024 * 1024;
const nest = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

/** Path parameters as a handler receives them (decoded), none of which names an object. */
const BAD_PARAMS = [
  'abc',
  '',
  ' ',
  '0',
  '-1',
  '9'.repeat(400),
  '1e309',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '..%2F..%2Fetc',
  '%FF',
  '%',
  'a\u0000b',
  '\u0000',
  '\u202Eabc',
  'ｆｕｌｌ',
  '😀',
  '\uD800',
  "' OR '1'='1",
  '<script>',
  '00000000-0000-0000-0000-000000000000',
  '00000000-0000-4000-8000-00000000000g',
  'x'.repeat(MB),
];

/** Values for one JSON field, a query value or a form field. */
const BAD_VALUES: unknown[] = [
  null,
  0,
  -1,
  -1e308,
  1e308,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  [],
  {},
  [1, 2],
  { nested: { deep: [] } },
  '',
  ' ',
  'x'.repeat(MB + 10),
  'a\u0000b',
  '\u202Egnp.exe',
  '\u200B\u200B',
  '😀'.repeat(50),
  '\uD800',
  '\uFFFE',
  '0000-01-01T00:00:00Z',
  '2027-02-30T10:00:00Z',
  '9999-99-99',
  '-1',
  '1e999',
  'NaN',
  'Infinity',
  '__proto__',
  '%FF',
  "' OR 1=1 --",
  'null',
];

const BAD_QUERY_VALUES = [
  'a\u0000b',
  '\u0000',
  'x'.repeat(100_000),
  '-1',
  '1e999',
  'NaN',
  '__proto__',
  '%FF',
  '0000-01-01T00:00:00Z',
  '2027-02-30T10:00:00Z',
  '\u202E',
  '😀',
  "' OR 1=1",
  '[]',
  '{}',
  '99999999999999999999',
];

const BROKEN_JSON = [
  '{',
  '{"a":',
  '[',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '{"a":NaN}',
  '}{',
  '{}{}',
  ' ',
  '\uFEFF{}',
  '{"a":"\\x"}',
  '{"a":1e99999}',
  '"unterminated',
  '{"a" 1}',
  '[1,]',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{}}}',
];
const NON_OBJECTS = ['[]', '[{}]', '1', '-1', '"text"', 'null', 'true'];
const WRONG_TYPES = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'application/xml',
  'text/html',
  'application/jsonx',
  'application/octet-stream',
  'image/png',
];
const EXE = Buffer.from('4d5a90000300000004000000ffff0000b800000000000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** Forged or broken values for the session cookie (the signed-in user's own one, tampered with). */
function badSessionCookies(real: string | undefined): string[] {
  const values = [
    '',
    'x',
    'a.b.c',
    'null',
    '%00',
    '..%2F..',
    'x'.repeat(8 * 1024),
    Buffer.from('{"sub":"admin"}').toString('base64url') + '..',
    'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  ];
  if (real) {
    const parts = real.split('.');
    // A changed character inside the signature: the last one of base64url may carry only padding
    // bits that decoders ignore, so flipping it could leave the signature valid (a flaky test).
    const at = real.length - 10;
    const flipped = real.slice(0, at) + (real[at] === 'A' ? 'B' : 'A') + real.slice(at + 1);
    values.push(real.slice(0, -2), real + 'x', flipped, real.split('').reverse().join(''));
    if (parts.length >= 3) {
      const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString() || '{}');
      const escalated = Buffer.from(JSON.stringify({ ...claims, roles: ['ADMIN'], typ: 'LAWYER' })).toString('base64url');
      values.push(
        [parts[0], escalated, ...parts.slice(2)].join('.'),
        [parts[0], parts[1], ''].join('.'),
        ['eyJhbGciOiJub25lIn0', escalated, ''].join('.'),
      );
    }
  }
  return values;
}

type Build = {
  route: ApiRoute;
  method: Method;
  params: Record<string, string>;
  jar?: CookieJar;
  example?: Example;
  querySchema?: z.ZodType;
  queryKeys: string[];
};

function request(
  b: Build,
  o: {
    path?: string;
    query?: string;
    body?: BodyInit | null;
    contentType?: string | null;
    cookie?: string | null;
    headers?: Record<string, string>;
  } = {},
): Request {
  const path = o.path ?? encodedPath(b.route.template, b.params);
  const headers: Record<string, string> = { origin: TEST_ORIGIN, 'x-forwarded-for': '203.0.113.77' };
  const cookie = o.cookie === undefined ? b.jar?.header() : o.cookie;
  if (cookie) headers.cookie = cookie;
  if (o.contentType) headers['content-type'] = o.contentType;
  Object.assign(headers, o.headers ?? {});
  const withBody = b.method !== 'GET' && o.body !== undefined && o.body !== null;
  return new Request(`${TEST_ORIGIN}${path}${o.query ? `?${o.query}` : ''}`, {
    method: b.method,
    headers,
    body: withBody ? o.body : undefined,
  });
}

const json = (value: unknown) => JSON.stringify(value);

function isHostileBody(example: Example | undefined, body: unknown): boolean {
  if (JSON.stringify(body)?.includes('\\u0000')) return true;
  return example ? !example.schema.safeParse(body).success : true;
}

/** Every malformed request for one method of one route (at least `minimum`, padded with junk headers). */
export function hostileRequests(b: Build, minimum = 100): Hostile[] {
  const reads = handlerReads(b.route, b.method);
  const out: Hostile[] = [];
  const add = (label: string, expect: Hostile['expect'], make: () => Request, params = b.params) =>
    out.push({ label, expect, request: make, params });
  const base = b.example?.body ?? {};

  // Path parameters that name nothing (each parameter in turn, the others real).
  for (const name of b.route.params) {
    for (const value of BAD_PARAMS) {
      const params = { ...b.params, [name]: value };
      const path = encodedPath(b.route.template, params);
      add(
        `param ${name}=${JSON.stringify(value.slice(0, 20))}`,
        'refuse',
        () => request(b, { path, body: reads.json ? json(base) : undefined, contentType: reads.json ? 'application/json' : undefined }),
        params,
      );
    }
  }

  // The query: NUL and oversize always; each known key with values its schema refuses.
  if (reads.query) {
    for (const q of ['a%00b=1', 'x=%00']) add(`query ${q.slice(0, 20)}`, 'refuse', () => request(b, { query: q }));
    // Keys no schema names are dropped, not refused (a read only: a write would be a valid request).
    if (b.method === 'GET') add('query unknown key', 'survive', () => request(b, { query: `unknown=${'y'.repeat(10_000)}` }));
    for (const key of b.queryKeys) {
      for (const value of BAD_QUERY_VALUES) {
        const refused = value.includes('\u0000') || (b.querySchema ? !b.querySchema.safeParse({ [key]: value }).success : true);
        if (!refused) continue;
        add(`query ${key}=${JSON.stringify(value.slice(0, 20))}`, 'refuse', () =>
          request(b, { query: new URLSearchParams({ [key]: value }).toString() }),
        );
      }
      add(`query ${key} repeated`, b.querySchema && b.querySchema.safeParse({ [key]: ['1', '2'] }).success ? 'survive' : 'refuse', () =>
        request(b, { query: `${key}=1&${key}=2` }),
      );
    }
  }

  // JSON bodies: transport-level breakage, then field-by-field mutations of a valid example.
  if (reads.json) {
    const body = json(base);
    for (const text of BROKEN_JSON)
      add(`json ${JSON.stringify(text.slice(0, 16))}`, 'refuse', () => request(b, { body: text, contentType: 'application/json' }));
    if (!b.example || !b.example.schema.safeParse([]).success)
      for (const text of NON_OBJECTS)
        add(`json top-level ${text}`, 'refuse', () => request(b, { body: text, contentType: 'application/json' }));
    for (const type of WRONG_TYPES) add(`content-type ${type}`, 'refuse', () => request(b, { body, contentType: type }));
    add('no content-type', 'refuse', () => request(b, { body: new Blob([body]), contentType: null }));
    if (isHostileBody(b.example, {})) {
      add('empty body', 'refuse', () => request(b, { body: '', contentType: 'application/json' }));
      add('empty object', 'refuse', () => request(b, { body: '{}', contentType: 'application/json' }));
    }
    for (const depth of [33, 1000, 20_000]) {
      add(`json nested ${depth} arrays`, 'refuse', () => request(b, { body: `{"a":${nest(depth)}}`, contentType: 'application/json' }));
      add(`json nested ${depth} objects`, 'refuse', () =>
        request(b, { body: `{"a":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`, contentType: 'application/json' }),
      );
    }
    for (const key of ['__proto__', 'constructor', 'prototype'])
      add(`json key ${key}`, 'refuse', () =>
        request(b, { body: json(base).replace(/^\{/, `{"${key}":{"roles":["ADMIN"]},`), contentType: 'application/json' }),
      );
    add('json NUL key', 'refuse', () => request(b, { body: json({ ...base, 'k\u0000': 1 }), contentType: 'application/json' }));
    add('json 2 MB', 'refuse', () => request(b, { body: json({ ...base, pad: 'x'.repeat(2 * MB) }), contentType: 'application/json' }));
    for (const key of [...Object.keys(base), 'unexpected_field']) {
      for (const value of BAD_VALUES) {
        const mutated = { ...base, [key]: value };
        if (isHostileBody(b.example, mutated))
          add(`json ${key}=${JSON.stringify(value)?.slice(0, 20)}`, 'refuse', () =>
            request(b, { body: json(mutated), contentType: 'application/json' }),
          );
      }
      const { [key]: _dropped, ...missing } = base;
      void _dropped;
      if (key in base && isHostileBody(b.example, missing))
        add(`json without ${key}`, 'refuse', () => request(b, { body: json(missing), contentType: 'application/json' }));
    }
    if (!reads.multipart) add('multipart to a JSON route', 'refuse', () => request(b, { body: formOf({ a: '1' }) }));
  }

  // Multipart bodies: broken framing, NUL, no file, files that lie about their type.
  if (reads.multipart) {
    const fields = Object.fromEntries(
      Object.entries(base)
        .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
        .map(([k, v]) => [k, String(v)]),
    );
    add('multipart without boundary', 'refuse', () => request(b, { body: '--x\r\n', contentType: 'multipart/form-data' }));
    add('multipart garbage', 'refuse', () => request(b, { body: 'not a form at all', contentType: 'multipart/form-data; boundary=zzz' }));
    add('multipart truncated', 'refuse', () =>
      request(b, {
        body: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue',
        contentType: 'multipart/form-data; boundary=zzz',
      }),
    );
    add('multipart truncated inside a file', 'refuse', () =>
      request(b, {
        body: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
        contentType: 'multipart/form-data; boundary=zzz',
      }),
    );
    add('multipart NUL field', 'refuse', () =>
      request(b, {
        body: formOf({ ...fields, first_name: 'a\u0000b', subject: 'a\u0000b', comment: 'a\u0000b' }, [
          ['files', 'x.pdf', PDF],
          ['picture', 'x.png', EXE],
        ]),
      }),
    );
    add('multipart no file', 'refuse', () => request(b, { body: formOf({ unrelated: 'x' }) }));
    add('multipart empty', 'refuse', () => request(b, { body: new FormData() }));
    for (const [field, name, bytes] of [
      ['files', 'a.pdf', EXE],
      ['picture', 'a.png', EXE],
      ['attachments', 'a.pdf', EXE],
      ['files', 'a.exe', PDF],
      ['picture', 'a\u202Egnp.exe', EXE],
      ['files', 'empty.pdf', Buffer.alloc(0)],
      ['ibp_id', 'id.pdf', EXE],
      ['government_id', 'id.pdf', EXE],
    ] as const) {
      add(`multipart ${field} ${JSON.stringify(name)} ${bytes.length}B`, 'refuse', () =>
        request(b, { body: formOf({ ...(name.endsWith('.exe') ? {} : {}), unrelated: 'x' }, [[field, name, bytes]]) }),
      );
    }
    add('multipart 31 files', 'refuse', () =>
      request(b, {
        body: formOf(
          {},
          Array.from({ length: 31 }, (_, i) => ['files', `f${i}.exe`, EXE] as const),
        ),
      }),
    );
    add('multipart field sent as text', 'refuse', () =>
      request(b, { body: formOf({ picture: 'not a file', files: 'not a file', attachments: 'x' }) }),
    );
    if (!reads.json) {
      add('json to a multipart route', 'refuse', () => request(b, { body: json(base), contentType: 'application/json' }));
      for (const type of WRONG_TYPES) add(`content-type ${type}`, 'refuse', () => request(b, { body: 'a=1', contentType: type }));
    }
  }

  // Cross-site mutations with a valid body: the CSRF check must refuse them (webhooks have no browser).
  if (b.method !== 'GET' && !/csrf: false/.test(b.route.source)) {
    const body = reads.json ? json(base) : undefined;
    const contentType = reads.json ? 'application/json' : undefined;
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://evil.com', 'x-forwarded-host': 'evil.com' },
      { origin: `${TEST_ORIGIN}.evil.example` },
    ]) {
      add(`cross-site ${headers.origin}`, 'refuse', () => request(b, { body, contentType, headers }));
    }
  }

  // A tampered session on a route that requires one.
  if (reads.session === 'user' || reads.session === 'customer' || reads.session === 'lawyer') {
    const real = b.jar?.get(sessionCookieName());
    for (const value of badSessionCookies(real))
      add(`session cookie ${JSON.stringify(value.slice(0, 16))}`, 'refuse', () =>
        request(b, {
          cookie: `${sessionCookieName()}=${value}`,
          body: reads.json ? json(base) : undefined,
          contentType: reads.json ? 'application/json' : undefined,
        }),
      );
  }

  // Pad to the minimum: the refused requests again with junk headers, or (a route that reads no
  // input) junk alone, sent without a session.
  const junkHeaders: Record<string, string>[] = [
    { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' },
    { 'user-agent': 'x'.repeat(4096) },
    { accept: '*/*;q=abc', 'accept-language': '\u00ff' },
    { range: 'bytes=999999999-', 'if-none-match': '*' },
    { 'x-http-method-override': 'DELETE', 'content-encoding': 'gzip' },
  ];
  const targeted = out.slice();
  let round = 0;
  while (out.length < minimum) {
    const headers = junkHeaders[round % junkHeaders.length];
    if (targeted.length) {
      const source = targeted[round % targeted.length];
      add(
        `${source.label} + ${Object.keys(headers)[0]}`,
        source.expect,
        () => {
          const req = source.request();
          const h = new Headers(req.headers);
          for (const [k, v] of Object.entries(headers)) h.set(k, v);
          return new Request(req, { headers: h });
        },
        source.params,
      );
    } else {
      const query = `junk=${round}&${['%00', '%FF', 'x'.repeat(1000), '__proto__'][round % 4]}=1`;
      add(`junk ${round}`, 'survive', () =>
        request(b, { query, cookie: round % 2 ? `${sessionCookieName()}=forged${round}` : null, headers }),
      );
    }
    round++;
  }
  return out;
}

function formOf(fields: Record<string, string>, files: readonly (readonly [string, string, Buffer])[] = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [field, name, bytes] of files) form.append(field, new File([new Uint8Array(bytes)], name));
  return form;
}
