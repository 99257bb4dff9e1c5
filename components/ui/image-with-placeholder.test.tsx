/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ImageWithPlaceholder } from './image-with-placeholder';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  jest.useFakeTimers();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  jest.useRealTimers();
});

const spinner = () => container.querySelector('[role="status"]');
const broken = () => container.querySelector('[aria-label$="(image unavailable)"]');
const image = () => container.querySelector('img')!;

function render(src: string | null) {
  act(() => root.render(<ImageWithPlaceholder src={src} alt="Atty. Ana Reyes" width={96} height={96} />));
}

describe('ImageWithPlaceholder (spec §4)', () => {
  it('shows a spinner while loading, then the image', () => {
    render('/images/avatars/avatar-1.svg');
    expect(spinner()).not.toBeNull();
    expect(image().getAttribute('loading')).toBe('lazy');
    expect(image().getAttribute('width')).toBe('96');
    act(() => image().dispatchEvent(new Event('load')));
    expect(spinner()).toBeNull();
    expect(broken()).toBeNull();
  });

  it('stops the spinner after 1.5 s but shows no broken-image icon for an image still loading (issue 17)', () => {
    render('/slow.jpg');
    act(() => jest.advanceTimersByTime(1499));
    expect(spinner()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(spinner()).toBeNull();
    expect(broken()).toBeNull();
    act(() => image().dispatchEvent(new Event('load')));
    expect(broken()).toBeNull();
    expect(image().className).toContain('opacity-100');
  });

  it('shows the placeholder at once when loading fails or there is no picture', () => {
    render('/missing.jpg');
    act(() => image().dispatchEvent(new Event('error')));
    expect(broken()).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    render(null);
    expect(broken()).not.toBeNull();
  });

  it('shows a new picture given in place of none or of a failed one, without a reload (issue 27)', () => {
    render(null);
    expect(broken()).not.toBeNull();
    render('/api/v1/files/new-portrait');
    expect(broken()).toBeNull();
    expect(image().getAttribute('src')).toBe('/api/v1/files/new-portrait');
    act(() => image().dispatchEvent(new Event('load')));
    expect(image().className).toContain('opacity-100');
    render('/api/v1/files/another');
    expect(image().className).toContain('opacity-0');
  });
});
