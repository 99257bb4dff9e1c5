/** @jest-environment jsdom */
import { act, useEffect } from 'react';
import type { CallMode, LinkReading } from '@/lib/rules/call-mode';
import { useDomRoot } from '@/lib/test/dom';
import { useCallMode } from './use-call-mode';

// The call's mode on the page (issue 44): the person's choice, the other party's, and the weak
// link's step down with its notice and its way back.

const dom = useDomRoot();
let hook: ReturnType<typeof useCallMode>;

function Harness({ initial, theirs }: { initial: CallMode; theirs: CallMode | null }) {
  const result = useCallMode(initial, theirs, 'VIDEO');
  useEffect(() => {
    hook = result;
  });
  return null;
}

/** Feeds `seconds` of readings every 2 s from `start`, with this audio loss. */
function feed(start: number, seconds: number, loss: number) {
  for (let s = 0; s <= seconds; s += 2) {
    const reading: LinkReading = { at: start + s * 1000, audioReceived: 100 - loss * 100, audioLost: loss * 100, availableBitrate: null };
    act(() => hook.onReading(reading));
  }
}

it('the call follows the lighter of both choices; a tap changes this side only', () => {
  dom.render(<Harness initial="video" theirs={null} />, { query: false });
  expect(hook.mode).toBe('video');
  dom.render(<Harness initial="video" theirs="saver" />, { query: false });
  expect([hook.mine, hook.mode]).toEqual(['video', 'saver']);
  act(() => hook.choose('audio'));
  expect([hook.mine, hook.mode]).toEqual(['audio', 'audio']);
});

it('a lossy link steps down to data saver and says so; going back holds the mode for a while', () => {
  jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  dom.render(<Harness initial="video" theirs={null} />, { query: false });
  feed(1_000_000, 12, 0);
  expect(hook.notice).toBeNull();
  feed(1_020_000, 12, 0.04);
  expect(hook.mode).toBe('saver');
  expect(hook.notice).toEqual({ to: 'saver', back: 'video' });
  act(() => hook.goBack());
  expect([hook.mode, hook.notice]).toEqual(['video', null]);
  // Still lossy, but the person chose video again: not stepped down within the hold.
  feed(1_040_000, 30, 0.04);
  expect(hook.mode).toBe('video');
  // After it, it steps down again; worse still, to audio only, and the way back is to video.
  feed(1_000_000 + 130_000, 12, 0.04);
  expect(hook.mode).toBe('saver');
  feed(1_000_000 + 150_000, 12, 0.2);
  expect(hook.notice).toEqual({ to: 'audio', back: 'video' });
});

it('when the other side steps down and then goes back, this side holds too: the same link does not undo their choice', () => {
  jest.spyOn(Date, 'now').mockReturnValue(2_000_000);
  dom.render(<Harness initial="video" theirs="video" />, { query: false });
  // The other side's page saw the loss first: the call follows them to data saver, with no notice here.
  dom.render(<Harness initial="video" theirs="saver" />, { query: false });
  feed(2_000_000, 12, 0.04);
  expect([hook.mine, hook.mode, hook.notice]).toEqual(['video', 'saver', null]);
  // They went back to video: this page, on the same lossy link, does not step the call down again.
  dom.render(<Harness initial="video" theirs="video" />, { query: false });
  expect(hook.mode).toBe('video');
  feed(2_014_000, 30, 0.04);
  expect([hook.mode, hook.notice]).toEqual(['video', null]);
  // After the hold, the link is judged again.
  feed(2_000_000 + 130_000, 12, 0.04);
  expect(hook.notice).toEqual({ to: 'saver', back: 'video' });
});
