import type { CallEvent, CallEventInput, VideoCall } from '@/lib/dto/video-call';
import { ApiError, api } from './client';

/** The call's HTTP side (spec §7 meeting/video and meeting/{id}/events). */
export const callApi = {
  join: (meetingId: string, tz: string) => api.get<VideoCall>(`meeting/video/${meetingId}`, { tz }),
  leave: (meetingId: string) => api.post<{ ok: true }>(`meeting/video/${meetingId}`),
  /** While the page closes: the browser sends it even after the page is gone. */
  leaveOnUnload: (meetingId: string) => navigator.sendBeacon(`/api/v1/meeting/video/${meetingId}`),
  send: (meetingId: string, event: CallEventInput) => api.post<{ _id: string }>(`meeting/${meetingId}/events`, event),
  eventsUrl: (meetingId: string, after?: string) => `/api/v1/meeting/${meetingId}/events${after ? `?last_event_id=${after}` : ''}`,
};

/**
 * Signals to the other party, in order, retried while the network is down (a 3-second drop must
 * not lose the ICE restart offer); a 4xx other than 429 is final and dropped.
 */
export function createSignalSender(meetingId: string): { send: (event: CallEventInput) => void; close: () => void } {
  const queue: CallEventInput[] = [];
  let running = false;
  let closed = false;
  const run = async () => {
    if (running) return;
    running = true;
    while (queue.length && !closed) {
      try {
        await callApi.send(meetingId, queue[0]);
        queue.shift();
      } catch (error) {
        const status = error instanceof ApiError ? error.status : undefined;
        if (status && status < 500 && status !== 429) queue.shift();
        else await new Promise((r) => setTimeout(r, 500));
      }
    }
    running = false;
  };
  return {
    send: (event) => {
      queue.push(event);
      void run();
    },
    close: () => {
      closed = true;
    },
  };
}

/** The other party's signals: EventSource reconnects by itself and resends Last-Event-ID. */
export function subscribeCallEvents(meetingId: string, onEvent: (event: CallEvent) => void, options: { after?: string; onOpenChange?: (open: boolean) => void } = {}): () => void {
  const source = new EventSource(callApi.eventsUrl(meetingId, options.after));
  const handle = (e: MessageEvent) => {
    try {
      onEvent(JSON.parse(e.data) as CallEvent);
    } catch {
      // a frame we cannot read is skipped; the call goes on
    }
  };
  for (const kind of ['offer', 'answer', 'candidate', 'presence', 'media', 'hangup']) source.addEventListener(kind, handle as EventListener);
  source.onopen = () => options.onOpenChange?.(true);
  source.onerror = () => options.onOpenChange?.(false);
  return () => source.close();
}
