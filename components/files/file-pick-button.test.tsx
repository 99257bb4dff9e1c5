/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FilePickButton } from './file-pick-button';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A slow phone shows the server's HTML before the page's code runs: a file picked then changes the
// input with nobody listening. When the code arrives, the pick is taken up (an e2e run once sent the
// form with "Choose your IBP ID …" after picking a file right after the page loaded).

it('a file picked before the page came alive is taken up when it does', () => {
  const picked: File[][] = [];
  const ui = <FilePickButton id="ibp" text="Choose file" accept=".pdf" onPick={(files) => picked.push(files)} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const file = new File(['%PDF-1.4'], 'ibp-front.pdf', { type: 'application/pdf' });
  Object.defineProperty(input, 'files', { configurable: true, get: () => [file] });

  let root!: ReturnType<typeof hydrateRoot>;
  act(() => {
    root = hydrateRoot(container, ui);
  });
  expect(picked).toEqual([[file]]);
  act(() => root.unmount());
  container.remove();
});

it('nothing is picked when the input was empty', () => {
  const picked: File[][] = [];
  const ui = <FilePickButton id="gov" text="Choose file" accept=".pdf" onPick={(files) => picked.push(files)} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  let root!: ReturnType<typeof hydrateRoot>;
  act(() => {
    root = hydrateRoot(container, ui);
  });
  expect(picked).toEqual([]);
  act(() => root.unmount());
});
