/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ReportForm } from './report-form';

// Words typed into the report box before the page hydrated (a slow phone, a loaded CI machine) were
// shown in the box but not in React's state, so "Send report" stayed disabled.
it('takes up words typed before hydration: Send report is enabled', async () => {
  const ui = (
    <QueryClientProvider client={new QueryClient()}>
      <ReportForm kind="review" id="11111111-1111-4111-8111-111111111111" backHref="/" />
    </QueryClientProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  const button = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  expect(button().disabled).toBe(true);
  container.querySelector('textarea')!.value = 'It names the other party in my case.';
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, ui);
  });
  expect(container.querySelector('textarea')!.value).toBe('It names the other party in my case.');
  expect(button().disabled).toBe(false);
  act(() => root.unmount());
  container.remove();
});
