import 'server-only';
import { getDbHandle } from '@/lib/db';
import type { Listen } from '@/lib/db/client';
import { CALL_CHANNEL } from '@/lib/server/meetings/call-signals/insert-signal';

/**
 * NOTIFY channel of migration 0024's triggers: a session was revoked or deleted, or an account was
 * disabled. The payload is the user id.
 */
const SESSION_ENDED_CHANNEL = 'session_ended';

/** What one event stream hears through the hub. */
export type HubListener = {
  meetingId: string;
  userId: string;
  /** A new signal of this meeting (its id). */
  wake: (signalId: number) => void;
  /** One of this user's sessions ended or the account was disabled: the stream checks its own. */
  sessionEnded: () => void;
};

/** The part of the hub a stream uses (tests give streams a slow or fake one). */
export type CallHubLike = { subscribe: (listener: HubListener) => Promise<() => void> };

/**
 * One LISTEN per channel per process, fanned out to the event streams of this process, by meeting
 * for signals and by user for ended sessions. Every app instance has its own hub on the same
 * PostgreSQL channels, so a signal posted or a session revoked on any instance reaches the streams
 * on all of them (PGlite, one process, listens in-process).
 */
export class CallHub implements CallHubLike {
  private readonly byMeeting = new Map<string, Set<HubListener>>();
  private readonly byUser = new Map<string, Set<HubListener>>();
  private unlisten: Promise<Array<() => Promise<void>>> | undefined;

  constructor(private readonly listen: () => Promise<Listen>) {}

  private onSignal = (payload: string) => {
    const [meetingId, id] = payload.split(':');
    for (const listener of this.byMeeting.get(meetingId) ?? []) listener.wake(Number(id));
  };

  private onSessionEnded = (userId: string) => {
    for (const listener of this.byUser.get(userId) ?? []) listener.sessionEnded();
  };

  /** Starts delivering to `listener`; resolves, once LISTEN is in place, to the unsubscribe. */
  async subscribe(listener: HubListener): Promise<() => void> {
    if (!this.unlisten) {
      const unlisten = this.listen().then((listen) =>
        Promise.all([listen(CALL_CHANNEL, this.onSignal), listen(SESSION_ENDED_CHANNEL, this.onSessionEnded)]),
      );
      this.unlisten = unlisten;
      // A failed LISTEN (database down) is tried again by the next stream instead of failing them all.
      unlisten.catch(() => {
        if (this.unlisten === unlisten) this.unlisten = undefined;
      });
    }
    await this.unlisten;
    add(this.byMeeting, listener.meetingId, listener);
    add(this.byUser, listener.userId, listener);
    return () => {
      remove(this.byMeeting, listener.meetingId, listener);
      remove(this.byUser, listener.userId, listener);
    };
  }

  /** Open streams of this process (benchmarks, health). */
  get size(): number {
    let n = 0;
    for (const set of this.byMeeting.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    this.byMeeting.clear();
    this.byUser.clear();
    if (unlisten) await Promise.all((await unlisten).map((stop) => stop()));
  }
}

function add(map: Map<string, Set<HubListener>>, key: string, listener: HubListener): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(listener);
}

function remove(map: Map<string, Set<HubListener>>, key: string, listener: HubListener): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(listener);
  if (set.size === 0) map.delete(key);
}

const g = globalThis as unknown as { __abogadoCallHub?: CallHub };

/** This process's hub, on the app's database handle. */
export function callHub(): CallHub {
  g.__abogadoCallHub ??= new CallHub(async () => (await getDbHandle()).listen);
  return g.__abogadoCallHub;
}

/** Tests switch databases between suites. */
export function resetCallHubForTests(): void {
  void g.__abogadoCallHub?.close();
  g.__abogadoCallHub = undefined;
}
