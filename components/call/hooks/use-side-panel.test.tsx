/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, useEffect } from 'react';
import { meetingKeys } from '@/lib/api/meetings';
import { useDomRoot } from '@/lib/test/dom';
import { useSidePanel } from './use-side-panel';

const dom = useDomRoot();
let panel: ReturnType<typeof useSidePanel>;

function Harness() {
  const result = useSidePanel('m1');
  useEffect(() => {
    panel = result;
  });
  return null;
}

it('activity refetches the meeting at once; while the panel is closed it counts as unread until opened', async () => {
  const client = new QueryClient();
  const invalidated: unknown[] = [];
  jest.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => void invalidated.push(filters?.queryKey));
  dom.render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
    { query: false },
  );
  expect(panel.open).toBe(false);
  act(() => panel.onActivity());
  act(() => panel.onActivity());
  expect(panel.unread).toBe(2);
  expect(invalidated).toEqual([meetingKeys.detail('m1'), meetingKeys.detail('m1')]);
  act(() => panel.setOpen(true));
  expect(panel.unread).toBe(0);
  act(() => panel.onActivity());
  expect(panel.unread).toBe(0);
  expect(invalidated).toHaveLength(3);
});
