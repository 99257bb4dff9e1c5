import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/server/env';
import { AppError } from '@/lib/server/platform/http/errors';
import type { z } from 'zod';
import type { smsInboundSchema } from '@/lib/validation/phone';
import { inboundKeyword, recordOptChoice, type InboundAction } from './opt-outs';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The inbound endpoint's credential: `Authorization: Bearer <SMS_INBOUND_SECRET>`, compared in
 * constant time (digests of equal length, so not even the length leaks). Without a configured secret
 * the endpoint does not exist (404): nobody could call it legitimately.
 */
export function checkInboundSecret(req: Request): void {
  const secret = env().SMS_INBOUND_SECRET;
  if (!secret) throw new AppError('NOT_FOUND', 'common.notFound', { key: 'NOT_FOUND' });
  const given = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim() ?? '';
  if (!given || !timingSafeEqual(digest(given), digest(secret))) {
    throw new AppError('UNAUTHORIZED', 'sms.invalidMissingSecret', { key: 'INVALID_SECRET' });
  }
}

/**
 * A text received from a number, or the provider's own opt-out report: STOP, STOPALL, UNSUBSCRIBE,
 * CANCEL, END or QUIT opts the number out of every text (codes included), START opts it back in;
 * anything else is ignored (we do not read replies).
 */
export async function receiveInboundSms(input: z.output<typeof smsInboundSchema>, now = new Date()): Promise<{ action: InboundAction }> {
  if (input.event !== 'message') {
    const action = input.event === 'opt_out' ? 'opted_out' : 'opted_in';
    await recordOptChoice(input.from, action, 'provider', input.event.toUpperCase(), now);
    return { action };
  }
  const { keyword, action } = inboundKeyword(input.message);
  if (action !== 'ignored') await recordOptChoice(input.from, action, 'inbound', keyword, now);
  return { action };
}
