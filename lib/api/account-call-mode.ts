import type { CallMode } from '@/lib/rules/call-mode';

/**
 * PUT auth/account/call-mode (issue 44): the lobby's choice, kept on the account for the next lobby.
 * keepalive: Join may navigate away while it is on its way.
 */
export function saveAccountCallMode(mode: CallMode): void {
  void fetch('/api/v1/auth/account/call-mode', {
    method: 'PUT',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mode }),
  }).catch(() => undefined);
}
