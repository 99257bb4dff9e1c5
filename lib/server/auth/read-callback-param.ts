import 'server-only';
import { safeCallbackPath } from '@/lib/auth/callback-url';
import { appUrl } from '@/lib/config/app';

export type CallbackSearchParams = Promise<{ callback_url?: string | string[] }>;

/** A page's callback_url as a same-origin path (spec §5), or null: read on the server, so the HTML already links there. */
export async function readCallbackParam(searchParams: CallbackSearchParams): Promise<string | null> {
  const { callback_url } = await searchParams;
  return safeCallbackPath(typeof callback_url === 'string' ? callback_url : null, new URL(appUrl()).origin);
}
