import type { CallEvent, VideoCall } from '@/lib/dto/video-call';
import { startEarlyJoin, takeEarlyJoin } from './early-join';

const subscriptions: { after?: string; emit: (e: CallEvent) => void; open: (o: boolean) => void; closed: boolean }[] = [];
let answerJoin: (call: VideoCall) => void = () => undefined;

jest.mock('./call', () => ({
  callApi: { join: () => new Promise((resolve) => (answerJoin = resolve)) },
  subscribeCallEvents: (_id: string, onEvent: (e: CallEvent) => void, options: { after?: string; onOpenChange: (o: boolean) => void }) => {
    const sub = { after: options.after, emit: onEvent, open: options.onOpenChange, closed: false };
    subscriptions.push(sub);
    return () => (sub.closed = true);
  },
}));

// Issue 45 item 11: Join starts the join and its event stream at the click; the call page takes
// them over without losing or reordering an event that arrived while it loaded.
const call = { meeting_id: 'm1', events_after: '41' } as VideoCall;
const event = (id: string): CallEvent => ({ kind: 'media', audio: true, video: true, id, from: 'u2', sent_at: '' }) as CallEvent;

beforeEach(() => subscriptions.splice(0));

it('buffers what arrives before the call page listens, hands it over in order, then passes the rest', async () => {
  startEarlyJoin('m1', 'Asia/Manila');
  answerJoin(call);
  const early = takeEarlyJoin('m1')!;
  expect(await early.joined).toBe(call);
  expect(subscriptions).toHaveLength(1);
  expect(subscriptions[0].after).toBe('41');
  subscriptions[0].open(true);
  subscriptions[0].emit(event('42'));
  subscriptions[0].emit(event('43'));
  const seen: string[] = [];
  const opens: boolean[] = [];
  const stop = early.listen(
    (e) => seen.push(e.id),
    (o) => opens.push(o),
  );
  subscriptions[0].emit(event('44'));
  expect(seen).toEqual(['42', '43', '44']);
  expect(opens).toEqual([true]);
  stop();
  expect(subscriptions[0].closed).toBe(true);
  // Taken once.
  expect(takeEarlyJoin('m1')).toBeNull();
});

it('a page that goes away before the join answers opens no stream; another meeting gets nothing', async () => {
  startEarlyJoin('m1', 'Asia/Manila');
  const early = takeEarlyJoin('m1')!;
  early.drop();
  answerJoin(call);
  await early.joined;
  expect(subscriptions).toHaveLength(0);
  startEarlyJoin('m1', 'Asia/Manila');
  expect(takeEarlyJoin('m2')).toBeNull();
});
