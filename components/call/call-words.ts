import type { Locale } from '@/lib/i18n/paths';
import type { Translate } from '@/lib/i18n/client';
import type { CallError } from './hooks/use-call-signals';

/** The server's join refusals (lib/server/calls/join-rules.ts), by key, as the catalogue words them. */
const REFUSALS: Record<string, string> = {
  CALL_NOT_PAID: 'room.notPaid',
  CALL_CANCELLED: 'room.cancelled',
  CALL_NOT_OPEN_YET: 'room.notOpenYet',
  CALL_ENDED: 'room.ended',
  TOO_MANY_STREAMS: 'room.tooManyStreams',
};

/**
 * What the page says when the call cannot go on. English shows the server's own message, as before
 * (it names the opening time); Filipino words the known refusals itself, since the API speaks English.
 */
export function callErrorText(error: CallError, locale: Locale, t: Translate): string {
  if (error.kind === 'signed-out') return t('room.signedOut');
  if (locale === 'en' && error.message) return error.message;
  const key = error.key ? REFUSALS[error.key] : undefined;
  return key ? t(key) : t('room.startFailed');
}

/** "12:05 left", or "Time is up". */
export function timeLeft(endIso: string, now: number | null, t: Translate): string {
  if (now === null) return '';
  const ms = Date.parse(endIso) - now;
  if (ms <= 0) return t('room.timeUp');
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  return t('room.timeLeft', { time: `${minutes}:${String(seconds).padStart(2, '0')}` });
}
