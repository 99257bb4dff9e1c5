import type { CallEvent, VideoCall } from '@/lib/dto/video-call';
import { callApi, subscribeCallEvents } from './call';

/** A join begun by the lobby's Join button, for the call page to take over. */
export type EarlyJoin = {
  meetingId: string;
  /** The join's answer (the video call object), or its refusal. */
  joined: Promise<VideoCall>;
  /**
   * Takes over the call's event stream, opened as soon as the join answered: the events that
   * arrived meanwhile first, in order, then the rest as they come. Returns the unsubscribe.
   */
  listen: (onEvent: (event: CallEvent) => void, onOpenChange: (open: boolean) => void) => () => void;
  /** Not wanted after all (the page went away first): its stream closes. */
  drop: () => void;
};

/** Not taken by a call page this long (the navigation failed): its stream is closed; the join stays a presence that times out. */
const UNCLAIMED_MS = 30_000;

let pending: EarlyJoin | null = null;

/**
 * Join, at the click: the join request and the event stream start while the browser is still
 * loading the call page (its data, its code), instead of after it mounted. The other party's page
 * hears the arrival and makes its offer meanwhile, so the call page finds the negotiation under way
 * (issue 45 item 11: from Join to the first frame, the page load was ~1.2 s of the critical path).
 */
export function startEarlyJoin(meetingId: string, timeZone: string): void {
  pending?.drop();
  const buffer: CallEvent[] = [];
  const opens: boolean[] = [];
  let onEvent: ((event: CallEvent) => void) | null = null;
  let onOpen: ((open: boolean) => void) | null = null;
  let unsubscribe: (() => void) | null = null;
  let dropped = false;
  const joined = callApi.join(meetingId, timeZone).then((call) => {
    if (!dropped)
      unsubscribe = subscribeCallEvents(meetingId, (event) => (onEvent ? onEvent(event) : buffer.push(event)), {
        after: call.events_after,
        onOpenChange: (open) => (onOpen ? onOpen(open) : opens.push(open)),
      });
    return call;
  });
  // A refusal is the call page's to show; unhandled here it would be reported as an error.
  joined.catch(() => undefined);
  const timer = setTimeout(() => entry.drop(), UNCLAIMED_MS);
  const entry: EarlyJoin = {
    meetingId,
    joined,
    listen: (handle: (event: CallEvent) => void, handleOpen: (open: boolean) => void) => {
      clearTimeout(timer);
      onEvent = handle;
      onOpen = handleOpen;
      buffer.splice(0).forEach(handle);
      opens.splice(0).forEach(handleOpen);
      return () => entry.drop();
    },
    drop: () => {
      dropped = true;
      clearTimeout(timer);
      unsubscribe?.();
      unsubscribe = null;
    },
  };
  pending = entry;
}

/** The early join of this meeting, once (anything else pending is dropped). */
export function takeEarlyJoin(meetingId: string): EarlyJoin | null {
  const taken = pending;
  pending = null;
  if (taken && taken.meetingId !== meetingId) {
    taken.drop();
    return null;
  }
  return taken;
}
