/** @jest-environment jsdom */
import { act } from 'react';
import { useDomRoot } from '@/lib/test/dom';
import { PriceRange } from './price-range';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  usePathname: () => '/lawyers-online',
  useSearchParams: () => new URLSearchParams(),
}));

const dom = useDomRoot();

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

it('moving from Min to Max applies nothing; leaving the pair applies both, in centavos', () => {
  const onApply = jest.fn();
  dom.render(
    <div>
      <PriceRange onApply={onApply} />
      <button type="button">elsewhere</button>
    </div>,
    { query: false },
  );
  const [min, max] = [...dom.container.querySelectorAll('input')] as HTMLInputElement[];
  act(() => min.focus());
  type(min, '1000');
  act(() => max.focus());
  expect(onApply).not.toHaveBeenCalled();
  type(max, '1500');
  act(() => (dom.container.querySelector('button[type="button"]') as HTMLButtonElement).focus());
  expect(onApply).toHaveBeenCalledTimes(1);
  expect(onApply).toHaveBeenCalledWith(100000, 150000);
});
