/** @jest-environment jsdom */
import { act } from 'react';
import { useDomRoot } from '@/lib/test/dom';
import { useNow } from './use-now';

// A busy call page re-renders often; each render must not restart the shared clock. It did: React
// re-subscribed on every render, the restarted clock read a new time, which re-rendered … until
// React gave up with "Maximum update depth exceeded" (error #185) whenever a millisecond passed in
// between — here every call to Date.now() moves the clock on, as on a loaded machine.

const dom = useDomRoot();

function Page({ n }: { n: number }) {
  // Two readers of the same clock in one component, as the call page has.
  const a = useNow(1000);
  const b = useNow(1000);
  return <p data-a={a} data-b={b} data-n={n} />;
}

it('re-rendering a component that reads the clock neither loops nor restarts the clock', () => {
  let t = 1_000_000;
  const spy = jest.spyOn(Date, 'now').mockImplementation(() => (t += 1));
  try {
    dom.render(<Page n={0} />, { query: false });
    const calls = spy.mock.calls.length;
    for (let i = 1; i <= 5; i++) act(() => dom.render(<Page n={i} />, { query: false }));
    expect(dom.container.querySelector('p')).not.toBeNull();
    // Re-renders read the clock's value; they do not ask for a new time.
    expect(spy.mock.calls.length).toBe(calls);
  } finally {
    spy.mockRestore();
  }
});
