/**
 * Spec §5: a callback_url is honoured only if it resolves to the app's own origin. We parse it the
 * way a browser would (`new URL(value, origin)` strips tabs and treats `\` as `/`), compare the
 * origin, and hand back the re-serialised path — never the raw value.
 */
export function safeCallbackPath(value: string | null | undefined, origin: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // pathname always starts with one "/" after parsing; a second one would read as another host.
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  return path;
}

/** `/login?callback_url=<encoded path>` and friends. */
export function withCallbackUrl(target: string, callbackPath: string): string {
  const separator = target.includes('?') ? '&' : '?';
  return `${target}${separator}callback_url=${encodeURIComponent(callbackPath)}`;
}
