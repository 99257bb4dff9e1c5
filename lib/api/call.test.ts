/** @jest-environment jsdom */
import { resubscribeDelayMs, subscribeCallEvents } from './call';

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
  close() {
    this.readyState = FakeSource.CLOSED;
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

  it('opens a new stream after the last event seen when the browser gave the old one up (a 502 on reconnect)', () => {
    const seen: unknown[] = [];
    const unsubscribe = subscribeCallEvents('m1', (e) => seen.push(e));
    const first = FakeSource.all[0];
    expect(first.url).toBe('/api/v1/meeting/m1/events');
    first.readyState = FakeSource.OPEN;
    first.onopen!();
    first.emit('offer', '41', { kind: 'offer' });

    // A transient drop: the browser reconnects by itself, nothing new is opened.
    first.readyState = FakeSource.CONNECTING;
    first.onerror!();
    jest.advanceTimersByTime(60_000);
    expect(FakeSource.all).toHaveLength(1);

    // The reconnect got a 502: the browser closes it for good; we open anew after the backoff.
    first.readyState = FakeSource.CLOSED;
    first.onerror!();
    jest.advanceTimersByTime(resubscribeDelayMs(0) - 1);
    expect(FakeSource.all).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeSource.all).toHaveLength(2);
    expect(FakeSource.all[1].url).toBe('/api/v1/meeting/m1/events?last_event_id=41');

    // Failing again waits longer; closing stops the retries.
    FakeSource.all[1].readyState = FakeSource.CLOSED;
    FakeSource.all[1].onerror!();
    jest.advanceTimersByTime(resubscribeDelayMs(0));
    expect(FakeSource.all).toHaveLength(2);
    unsubscribe();
    jest.advanceTimersByTime(60_000);
    expect(FakeSource.all).toHaveLength(2);
    expect(seen).toEqual([{ kind: 'offer' }]);
  });

  it('backs off 1, 2, 4 … seconds up to 15', () => {
    expect([0, 1, 2, 3, 4, 10].map(resubscribeDelayMs)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
  });
});
