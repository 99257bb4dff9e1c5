import 'server-only';
import { getDbHandle } from '@/lib/db';
import type { Listen } from '@/lib/db/client';
import { CALL_CHANNEL } from './signals';

type Wake = (signalId: number) => void;

/**
 * One LISTEN per process, fanned out to the event streams of this process by meeting. Every app
 * instance has its own hub on the same PostgreSQL channel, so a signal posted to any instance
 * wakes the streams on all of them (PGlite, one process, listens in-process).
 */
export class CallHub {
  private readonly streams = new Map<string, Set<Wake>>();
  private unlisten: Promise<() => Promise<void>> | undefined;

  constructor(private readonly listen: () => Promise<Listen>) {}

  private onNotify = (payload: string) => {
    const [meetingId, id] = payload.split(':');
    for (const wake of this.streams.get(meetingId) ?? []) wake(Number(id));
  };

  /** Calls `wake` with the id of each new signal of this meeting; returns the unsubscribe. */
  async subscribe(meetingId: string, wake: Wake): Promise<() => void> {
    this.unlisten ??= this.listen().then((listen) => listen(CALL_CHANNEL, this.onNotify));
    await this.unlisten;
    let set = this.streams.get(meetingId);
    if (!set) this.streams.set(meetingId, (set = new Set()));
    set.add(wake);
    return () => {
      set.delete(wake);
      if (set.size === 0) this.streams.delete(meetingId);
    };
  }

  /** Open streams of this process (benchmarks, health). */
  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    this.streams.clear();
    if (unlisten) await (await unlisten)();
  }
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
