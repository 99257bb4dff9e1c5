'use client';

import { useNow } from '@/components/ui/use-now';
import { JOIN_OPENS_BEFORE_MINUTES } from '@/lib/config/time';
import type { MeetingDto } from '@/lib/dto/meeting';

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
  if (meeting.status !== 'CONFIRMED' && meeting.status !== 'COMPLETED') return null;
  const opens = Date.parse(meeting.join_opens_at);
  const closes = Date.parse(meeting.join_closes_at);
  if (now !== null && now > closes) return null;
  if (now === null || now < opens) {
    return (
      <span className="inline-flex flex-col">
        <button type="button" className="btn-primary" disabled aria-describedby="join-opens">
          Join meeting
        </button>
        <span id="join-opens" className="mt-1 text-xs text-slate-600">
          Opens {JOIN_OPENS_BEFORE_MINUTES} minutes before the start
        </span>
      </span>
    );
  }
  // A full page load, not a client-side transition: the join page's Permissions-Policy (camera and
  // microphone allowed) applies only to a document loaded from it (next.config.mjs).
  return (
    <a href={href} className="btn-primary">
      Join meeting
    </a>
  );
}
