/** @jest-environment jsdom */
import { ApiError } from './client';
import { createAttendanceReporter, resubscribeDelayMs, STABLE_STREAM_MS, subscribeCallEvents } from './call';

// jsdom has no EventSource: a stand-in that records what was opened and lets the test play the server.
class FakeSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static all: FakeSource[] = [];
  readyState = FakeSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (e: MessageEvent) => void>();
  constructor(public url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(kind: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(kind, fn);
  }
  closedByClient = false;
  close() {
    this.readyState = FakeSource.CLOSED;
    this.closedByClient = true;
  }
  /** The server answered 200 with an event stream. */
  accept() {
    this.readyState = FakeSource.OPEN;
    this.onopen!();
  }
  /** The stream ended (the browser would reconnect by itself after the retry hint). */
  end() {
    this.readyState = FakeSource.CONNECTING;
    this.onerror!();
  }
  /** The answer was not a 200 event stream (a 502, a 429): the browser gives up on its own. */
  refuse() {
    this.readyState = FakeSource.CLOSED;
    this.onerror!();
  }
  emit(kind: string, id: string, data: object) {
    this.listeners.get(kind)!({ data: JSON.stringify(data), lastEventId: id } as MessageEvent);
  }
}

describe('call event subscription', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeSource.all = [];
    (globalThis as unknown as { EventSource: unknown }).EventSource = FakeSource;
  });
  afterEach(() => jest.useRealTimers());

  const latest = () => FakeSource.all.at(-1)!;

  it('a stream that ends after having been open is replaced at once, after the last event seen', () => {
    const seen: unknown[] = [];
    const unsubscribe = subscribeCallEvents('m1', (e) => seen.push(e));
    const first = FakeSource.all[0];
    expect(first.url).toBe('/api/v1/meeting/m1/events');
    first.accept();
    first.emit('offer', '41', { kind: 'offer' });
    jest.advanceTimersByTime(60_000);

    // The instance shut down or a proxy timed the stream out: no waiting for the browser's own retry.
    first.end();
    expect(first.closedByClient).toBe(true);
    expect(FakeSource.all).toHaveLength(2);
    expect(latest().url).toBe('/api/v1/meeting/m1/events?last_event_id=41');
    latest().accept();
    latest().emit('candidate', '42', { kind: 'candidate' });
    jest.advanceTimersByTime(STABLE_STREAM_MS);
    latest().end();
    expect(FakeSource.all).toHaveLength(3);
    expect(latest().url).toBe('/api/v1/meeting/m1/events?last_event_id=42');
    unsubscribe();
    expect(latest().closedByClient).toBe(true);
    expect(seen).toEqual([{ kind: 'offer' }, { kind: 'candidate' }]);
  });

  it('backs off only while reconnecting fails (a non-200, or an error before open), and starts over after a stream that worked', () => {
    const unsubscribe = subscribeCallEvents('m1', () => undefined);
    FakeSource.all[0].accept();
    jest.advanceTimersByTime(5_000);
    FakeSource.all[0].end();
    expect(FakeSource.all).toHaveLength(2);

    // A 502 while an instance restarts: wait 1 s.
    FakeSource.all[1].refuse();
    jest.advanceTimersByTime(resubscribeDelayMs(0) - 1);
    expect(FakeSource.all).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeSource.all).toHaveLength(3);

    // The network is down (the browser would keep retrying by itself): ours, closed, and 2 s.
    FakeSource.all[2].end();
    expect(FakeSource.all[2].closedByClient).toBe(true);
    jest.advanceTimersByTime(resubscribeDelayMs(1) - 1);
    expect(FakeSource.all).toHaveLength(3);
    jest.advanceTimersByTime(1);
    expect(FakeSource.all).toHaveLength(4);

    // It opens and works for a while: its end reconnects at once, and the next failure waits 1 s again.
    FakeSource.all[3].accept();
    jest.advanceTimersByTime(30_000);
    FakeSource.all[3].end();
    expect(FakeSource.all).toHaveLength(5);
    FakeSource.all[4].refuse();
    jest.advanceTimersByTime(resubscribeDelayMs(0));
    expect(FakeSource.all).toHaveLength(6);

    // Closing stops the retries.
    FakeSource.all[5].refuse();
    unsubscribe();
    jest.advanceTimersByTime(60_000);
    expect(FakeSource.all).toHaveLength(6);
  });

  it('a stream that is answered and hung up at once counts as a failure, so a refusing server is not hammered', () => {
    const unsubscribe = subscribeCallEvents('m1', () => undefined);
    for (let i = 0; i < 3; i++) {
      latest().accept();
      latest().end();
      expect(FakeSource.all).toHaveLength(i + 1);
      jest.advanceTimersByTime(resubscribeDelayMs(i));
      expect(FakeSource.all).toHaveLength(i + 2);
    }
    unsubscribe();
  });

  it('reports the stream opening and closing', () => {
    const changes: boolean[] = [];
    const unsubscribe = subscribeCallEvents('m1', () => undefined, { onOpenChange: (open) => changes.push(open) });
    latest().accept();
    jest.advanceTimersByTime(STABLE_STREAM_MS);
    latest().end();
    latest().accept();
    expect(changes).toEqual([true, false, true]);
    unsubscribe();
  });

  it('backs off 1, 2, 4 … seconds up to 15', () => {
    expect([0, 1, 2, 3, 4, 10].map(resubscribeDelayMs)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
  });
});

describe('the attendance report', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports a connection once, tries again after a 409 or a network error (1 s, 2 s …), and stops on a 404', async () => {
    const answers: (Error | null)[] = [new ApiError('Not set up yet', 409), new TypeError('fetch failed'), null];
    const calls: string[] = [];
    const report = jest.fn(async (_meeting: string, conn: string) => {
      calls.push(conn);
      const answer = answers.shift();
      if (answer) throw answer;
      return { attended: true as const, connected_at: '' };
    });
    const reporter = createAttendanceReporter('m1', report);
    reporter.connected('c1');
    reporter.connected('c1');
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['c1']);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual(['c1', 'c1']);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(calls).toEqual(['c1', 'c1', 'c1']);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(3);

    answers.push(new ApiError('Not found', 404));
    reporter.connected('c2');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual(['c1', 'c1', 'c1', 'c2']);
  });

  // CI of stop 78 (matter-after-call): a client who hung up a second after the call came up was not recorded as having
  // attended — their leave reached the server before their report. The leave now waits for the reports in flight.
  it('settled() waits for the reports in flight (a retry included), at most the time it is given', async () => {
    let answer: (() => void) | null = null;
    const report = jest.fn(
      () =>
        new Promise<{ attended: true; connected_at: string }>((resolve) => (answer = () => resolve({ attended: true, connected_at: '' }))),
    );
    const reporter = createAttendanceReporter('m1', report);
    // Nothing in flight: at once.
    let idle = false;
    void reporter.settled(3_000).then(() => (idle = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(idle).toBe(true);
    reporter.connected('c1');
    let done = false;
    void reporter.settled(3_000).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(done).toBe(false);
    answer!();
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    // A report that never answers holds a leave 3 s, no more.
    reporter.connected('c2');
    let bounded = false;
    void reporter.settled(3_000).then(() => (bounded = true));
    await jest.advanceTimersByTimeAsync(2_999);
    expect(bounded).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(bounded).toBe(true);
  });

  it('a closed page sends no more tries', async () => {
    const report = jest.fn(async () => {
      throw new ApiError('Busy', 503);
    });
    const reporter = createAttendanceReporter('m1', report);
    reporter.connected('c1');
    await jest.advanceTimersByTimeAsync(0);
    reporter.close();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(report).toHaveBeenCalledTimes(1);
  });
});
