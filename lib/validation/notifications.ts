import { z } from './zod';
import { issueMessage } from '@/lib/errors/issue';

/** GET notifications/in-app: `before` is the last _id of the previous page. */
export const notificationsQuerySchema = z.object({ before: z.string().uuid(issueMessage('search.invalidCursor')).optional() });

/** https on a named public host: no IP literals, localhost or internal names (zod runs this even after .url() failed). */
function isPublicHttpsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname;
  return (
    url.protocol === 'https:' &&
    host.includes('.') &&
    !/^[\d.]+$/.test(host) &&
    !host.includes(':') &&
    !/(^|\.)localhost$/i.test(host) &&
    !host.endsWith('.internal')
  );
}

const base64Url = z
  .string()
  .min(1)
  .max(400)
  .regex(/^[A-Za-z0-9_-]+$/, issueMessage('notifications.invalidKey'));

/** The spec §3 push subscription payload. The server POSTs to `endpoint`, so only public https hosts. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().max(1000).url(issueMessage('push.invalidEndpoint')).refine(isPublicHttpsUrl, issueMessage('push.invalidEndpoint')),
  keys: z.object({ p256dh: base64Url, auth: base64Url }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE notifications/push/unsubscribe: one subscription by endpoint, or all of yours. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(1000, issueMessage('push.invalidEndpoint')).optional() });
