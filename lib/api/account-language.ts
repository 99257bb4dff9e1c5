import type { Locale } from '@/lib/i18n/paths';

/**
 * PUT auth/account/language, fired as the page changes language (keepalive: the request outlives
 * the page). A bare fetch, not the api client: it is in the header of every public page.
 */
export function saveAccountLanguage(language: Locale): void {
  void fetch('/api/v1/auth/account/language', {
    method: 'PUT',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ language }),
  }).catch(() => undefined);
}
