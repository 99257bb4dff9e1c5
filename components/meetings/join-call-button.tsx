'use client';

import { useNow } from '@/components/ui/use-now';
import { JOIN_OPENS_BEFORE_MINUTES } from '@/lib/config/time';
import type { MeetingDto } from '@/lib/dto/meeting';
import { useT } from '@/lib/i18n/client';

/**
 * The "Join meeting" button the FAQ and the reminder e-mail speak of: a link to the join page while
 * the call is open (the server checks the same window), a disabled button before it.
 */
export function JoinCallButton({
  meeting,
  href,
}: {
  meeting: Pick<MeetingDto, 'status' | 'join_opens_at' | 'join_closes_at'>;
  href: string;
}) {
  const now = useNow(15_000);
  const t = useT('meetings');
  if (meeting.status !== 'CONFIRMED' && meeting.status !== 'COMPLETED') return null;
  const opens = Date.parse(meeting.join_opens_at);
  const closes = Date.parse(meeting.join_closes_at);
  if (now !== null && now > closes) return null;
  if (now === null || now < opens) {
    return (
      <span className="inline-flex flex-col">
        <button type="button" className="btn-primary" disabled aria-describedby="join-opens">
          {t('join.button')}
        </button>
        <span id="join-opens" className="mt-1 text-xs text-slate-600">
          {t('join.opens', { minutes: JOIN_OPENS_BEFORE_MINUTES })}
        </span>
      </span>
    );
  }
  // A full page load, not a client-side transition: the join page's Permissions-Policy (camera and
  // microphone allowed) applies only to a document loaded from it (next.config.mjs).
  return (
    <a href={href} className="btn-primary">
      {t('join.button')}
    </a>
  );
}
