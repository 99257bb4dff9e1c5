import 'server-only';
import { issueDeviceCookie, trustedDeviceId } from './device-cookie';
import { startSession } from './issue-session';
import type { RequestMeta } from '@/lib/server/platform/security/types';

type Browser = { meta: RequestMeta; sessionCookie?: string; deviceCookie?: string };

/**
 * Signs this browser in after a mailed link proved the mailbox (the one-time sign-in link, the e-mail
 * verification link): a fresh session, and the browser becomes a known device of the account, so
 * the sign-in limits never block it.
 */
export async function signInBrowser(user: Parameters<typeof startSession>[0], browser: Browser): Promise<string[]> {
  const cookies = await startSession(user, browser.meta, browser.sessionCookie);
  if (!(await trustedDeviceId(browser.deviceCookie, user.id))) cookies.push(await issueDeviceCookie(user.id));
  return cookies;
}
