import 'server-only';

/** A JSON response that can carry several Set-Cookie headers. */
export function jsonWithCookies(
  body: unknown,
  options: { status?: number; cookies?: (string | readonly string[] | undefined | null)[] } = {},
): Response {
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
  for (const cookie of (options.cookies ?? []).flat()) if (cookie) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status: options.status ?? 200, headers });
}
