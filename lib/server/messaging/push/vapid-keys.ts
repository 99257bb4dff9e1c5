import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import { SUPPORT_EMAIL } from '@/lib/config/app';
import { env } from '@/lib/server/env';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

let cached: VapidKeys | undefined;

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (and VAPID_SUBJECT) when configured; otherwise a pair is
 * generated once and kept in DATA_DIR, so subscriptions survive restarts and every instance sharing
 * the folder signs with the same key. Several instances on separate disks must set the variables.
 */
export function getVapidKeys(): VapidKeys {
  if (cached) return cached;
  const e = env();
  const subject = e.VAPID_SUBJECT || `mailto:${SUPPORT_EMAIL}`;
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    cached = { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject };
    return cached;
  }
  const file = path.join(e.DATA_DIR, '.vapid-keys.json');
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    cached = { ...stored, subject };
    return cached;
  } catch {
    const generated = webPush.generateVAPIDKeys();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, JSON.stringify(generated), { flag: 'wx', mode: 0o600 });
      cached = { ...generated, subject };
    } catch {
      // Another process won the race: use its pair.
      cached = { ...(JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }), subject };
    }
    return cached;
  }
}

export function resetVapidKeysForTests(): void {
  cached = undefined;
}
