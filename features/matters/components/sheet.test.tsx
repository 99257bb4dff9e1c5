/** @jest-environment jsdom */
import { act, useState } from 'react';
import { toast } from 'sonner';
import { actUntil, useDomRoot } from '@/lib/test/dom';
import { SheetForm } from './sheet';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// The matter pages' one dialog with a form (open, edit, close a matter; change, cancel a hearing): a submit that
// works says so, closes and hands on its result; one that fails says why and stays open for another try.
const dom = useDomRoot();
const dialog = () => document.body.querySelector('[role="dialog"]');
const submit = () => document.body.querySelector<HTMLButtonElement>('[role="dialog"] button[type="submit"]')!;

function Harness({ action, then }: { action: () => Promise<string>; then: (r: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <SheetForm
      open={open}
      setOpen={setOpen}
      pending={false}
      trigger={<button type="button">Open it</button>}
      title="A sheet"
      action={action}
      done="Saved it"
      then={then}
      submitLabel="Do it"
    >
      <p>Fields</p>
    </SheetForm>
  );
}

beforeEach(() => jest.mocked(toast.success).mockClear());

it('a submit that works: the action runs once, "done" is said, the sheet closes, the result is handed on', async () => {
  const action = jest.fn(async () => 'matter-1');
  const then = jest.fn();
  dom.render(<Harness action={action} then={then} />);
  await act(async () => dom.container.querySelector('button')!.click());
  await actUntil(() => dialog() !== null);
  expect(submit().textContent).toBe('Do it');
  await act(async () => submit().click());
  await actUntil(() => dialog() === null);
  expect(action).toHaveBeenCalledTimes(1);
  expect(toast.success).toHaveBeenCalledWith('Saved it');
  expect(then).toHaveBeenCalledWith('matter-1');
});

it('a submit that fails: the failure is said, the sheet stays open, nothing is handed on', async () => {
  const then = jest.fn();
  dom.render(<Harness action={() => Promise.reject(new Error('refused'))} then={then} />);
  await act(async () => dom.container.querySelector('button')!.click());
  await actUntil(() => dialog() !== null);
  await act(async () => submit().click());
  await actUntil(() => jest.mocked(toast.error).mock.calls.length > 0);
  expect(dialog()).not.toBeNull();
  expect(toast.success).not.toHaveBeenCalled();
  expect(then).not.toHaveBeenCalled();
});
