import Link from 'next/link';
import { notFound } from 'next/navigation';
import { LazyLobby } from '@/components/call/lazy';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { CALL_MESSAGES, loadCallMeeting } from '@/lib/server/video/join-rules';

/**
 * The join page of either portal: the page itself checks the session, the role and that the user is
 * a party of the meeting (the proxy only redirects). Unpaid, cancelled and ended calls say so.
 */
export async function JoinPage({ meetingId, portal }: { meetingId: string; portal: 'customer-portal' | 'lawyer-portal' }) {
  const user = await requirePageUser(`/${portal}/meeting/${encodeURIComponent(meetingId)}/join`);
  const call = await loadCallMeeting(user.id, meetingId).catch(() => notFound());
  if ((portal === 'customer-portal') !== (call.role === 'CUSTOMER')) notFound();
  const closed =
    call.state === 'not-paid'
      ? CALL_MESSAGES.notPaid
      : call.state === 'cancelled'
        ? CALL_MESSAGES.cancelled
        : call.state === 'ended'
          ? CALL_MESSAGES.ended
          : null;
  return (
    <div className="container-page max-w-5xl py-8">
      <Link href={`/${portal}/meeting/${call.id}`} className="text-sm font-medium text-primary hover:underline">
        ← Meeting
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">Join your consultation with {call.peer.name}</h1>
      <p className="mt-1 text-slate-600">Check your camera and microphone, then join. The other party sees when you are here.</p>
      <div className="mt-6">
        {closed ? (
          <p role="alert" className="rounded-xl bg-white p-5 text-slate-800 shadow-sm ring-1 ring-slate-200">
            {closed}
          </p>
        ) : (
          <LazyLobby
            meetingId={call.id}
            callType={call.callType}
            start={call.start.toISOString()}
            end={call.end.toISOString()}
            opensAt={call.opensAt.toISOString()}
            peer={call.peer}
            state={call.state === 'open' ? 'open' : 'not-open-yet'}
          />
        )}
      </div>
    </div>
  );
}
