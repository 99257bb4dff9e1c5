import 'server-only';
import type { CallEvent } from '@/lib/dto/video-call';
import { isShuttingDown } from '@/lib/server/platform/http/lifecycle';
import type { CallPeer } from './call-parties';
import { presenceOf } from './presence';
import type { CallHubLike } from './call-hub';
import { readSignalsAfter } from './signals';

/**
 * Why a stream ended. Only `shutdown` says goodbye (a `retry:` hint); a stream whose session ended
 * sends nothing more, and the browser's reconnect is refused with 401.
 */
export type CloseReason = 'client-gone' | 'shutdown' | 'session-ended' | 'slot-lost' | 'write-failed' | 'failed';

type Registry = { open: Set<CallEventStream>; releasing: Set<Promise<void>> };

// On globalThis: graceful shutdown (instrumentation.ts) and the route are bundled separately, and
// both must see the same open streams.
const g = globalThis as unknown as { __abogadoCallEventStreams?: Registry };
export const streamRegistry: Registry = (g.__abogadoCallEventStreams ??= { open: new Set(), releasing: new Set() });

/**
 * Who a stream is for, and what keeps it: a signed-in party (a call_streams slot, their session) or the
 * meeting's invited guest (their row: still admitted). event-stream.ts builds one of each.
 */
export type StreamReader = {
  meetingId: string;
  me: CallPeer;
  /** The others in the call when the stream opened: each one's presence starts a new stream. */
  peers: CallPeer[];
  /** Whether the reader may still listen (the session lives; the guest is still admitted). */
  isLive: () => Promise<boolean>;
  /** A heartbeat: the place and the presence kept; false when the place was lost. */
  keep: () => Promise<boolean>;
  release: () => Promise<void>;
};

export type StreamOptions = {
  signal: AbortSignal;
  reader: StreamReader;
  /** The last event id the browser has (a resume), or where a new stream starts. */
  lastId: number;
  resume: boolean;
  heartbeatMs: number;
  hub: CallHubLike;
};

const encoder = new TextEncoder();

function frame(event: CallEvent): string {
  return `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** Where another party is now: in the call, in the lobby, or gone. */
async function presenceSnapshot(meetingId: string, peer: CallPeer, lastId: number): Promise<CallEvent> {
  const now = new Date();
  return {
    kind: 'presence',
    state: await presenceOf(meetingId, peer, now),
    id: String(lastId),
    from: peer.id,
    sent_at: now.toISOString(),
    snapshot: true,
  };
}

/**
 * One call event stream and everything it holds: the hub subscription, the heartbeat, its slot
 * (call_streams row) and its place in the registry graceful shutdown ends. All of it exists from
 * the constructor on, and `close` is the only way out — for the client going away, a cancel that
 * arrives while the stream is still subscribing, a dead session, a shutdown or a failed write — so
 * nothing is left behind and nothing writes to a closed controller (an enqueue on one throws, and
 * from a timer that is an uncaughtException).
 */
export class CallEventStream {
  readonly body: ReadableStream<Uint8Array>;
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private closed = false;
  private unsubscribe: (() => void) | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private beating = false;
  private lastId: number;
  // One reader at a time, in id order: each read starts where the previous one stopped.
  private serial: Promise<void> = Promise.resolve();
  private readonly onAbort = () => this.close('client-gone');

  constructor(private readonly o: StreamOptions) {
    this.lastId = o.lastId;
    this.body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
      },
      cancel: () => this.close('client-gone'),
    });
    streamRegistry.open.add(this);
    if (o.signal.aborted) this.close('client-gone');
    else o.signal.addEventListener('abort', this.onAbort, { once: true });
    void this.begin();
  }

  /** Ends the stream and lets go of everything it holds; a second call does nothing. */
  close(reason: CloseReason, retryMs?: number): void {
    if (this.closed) return;
    if (retryMs !== undefined) {
      this.write(`retry: ${retryMs}\n\n`);
      if (this.closed) return; // that write failed and closed the stream already
    }
    this.closed = true;
    streamRegistry.open.delete(this);
    clearInterval(this.heartbeat);
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.o.signal.removeEventListener('abort', this.onAbort);
    const release = this.o.reader
      .release()
      .catch((error) => console.error('[call] releasing a stream slot failed', error))
      .finally(() => streamRegistry.releasing.delete(release));
    streamRegistry.releasing.add(release);
    try {
      this.controller.close();
    } catch {
      // already closed or cancelled by the client
    }
    if (reason === 'failed' || reason === 'write-failed') console.error(`[call] stream ended: ${reason}`);
  }

  /** The only way anything reaches the client; never throws. */
  private write(text: string): boolean {
    if (this.closed) return false;
    try {
      this.controller.enqueue(encoder.encode(text));
      return true;
    } catch {
      this.close('write-failed');
      return false;
    }
  }

  private async begin(): Promise<void> {
    if (this.closed) return;
    const { reader } = this.o;
    // A shutdown that began after openCallEventStream looked missed this stream in endCallEventStreams.
    if (isShuttingDown()) return this.close('shutdown', 500 + Math.floor(Math.random() * 1000));
    this.write('retry: 2000\n\n');
    // Queued before the subscription, so it is the first event even when a signal wakes the stream early.
    if (!this.o.resume) {
      void this.inOrder(async () => {
        for (const peer of reader.peers) this.write(frame(await presenceSnapshot(reader.meetingId, peer, this.lastId)));
      });
    }
    try {
      const unsubscribe = await this.o.hub.subscribe({
        meetingId: reader.meetingId,
        userId: reader.me.id,
        wake: (id) => {
          if (id > this.lastId) void this.pump();
        },
        sessionEnded: () => void this.checkSession(),
      });
      if (this.closed) return unsubscribe();
      this.unsubscribe = unsubscribe;
      this.heartbeat = setInterval(() => void this.beat(), this.o.heartbeatMs);
      // A session that ended between the request's check and the subscription notified nobody here.
      if (!(await this.checkSession())) return;
      await this.pump();
    } catch (error) {
      if (this.closed) return;
      console.error('[call] stream start failed', error);
      this.close('failed');
    }
  }

  private inOrder(task: () => Promise<void>): Promise<void> {
    this.serial = this.serial
      .then(() => (this.closed ? undefined : task()))
      .catch((error) => {
        // A failed read is retried by the next wake or heartbeat; the call goes on.
        if (!this.closed) console.error('[call] stream read failed', error);
      });
    return this.serial;
  }

  private pump(): Promise<void> {
    const { reader } = this.o;
    return this.inOrder(async () => {
      for (const event of await readSignalsAfter(reader.meetingId, reader.me, this.lastId)) {
        if (!this.write(frame(event))) return;
        this.lastId = Number(event.id);
      }
    });
  }

  /** False once the session is dead, and then the stream is closed. */
  private async checkSession(): Promise<boolean> {
    if (this.closed) return false;
    let live: boolean;
    try {
      live = await this.o.reader.isLive();
    } catch (error) {
      // The database is unreachable: the stream stays; the next heartbeat asks again.
      if (!this.closed) console.error('[call] session check failed', error);
      return !this.closed;
    }
    if (!live) this.close('session-ended');
    return !this.closed;
  }

  /** Keeps the connection, the slot and the attendance alive; the backstop for lost NOTIFYs. */
  private async beat(): Promise<void> {
    if (this.closed || this.beating) return;
    this.beating = true;
    try {
      if (!this.write(': ping\n\n')) return;
      if (!(await this.checkSession())) return;
      const [kept] = await Promise.all([this.o.reader.keep(), this.pump()]);
      if (!kept) this.close('slot-lost');
    } catch (error) {
      if (!this.closed) console.error('[call] stream heartbeat failed', error);
    } finally {
      this.beating = false;
    }
  }
}
