/** @jest-environment jsdom */
import { act } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api/client';
import { actUntil, useDomRoot } from '@/lib/test/dom';
import { closeMatterSchema } from '@/features/matters/validation/matters';
import { useActionForm } from './use-action-form';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// The one form kit's submit path: the action runs once per submit and never on a schema failure or
// while a submit is on its way; a refusal about a field lands on that field in the page's words.
const dom = useDomRoot();
type Values = { reason: string };

function Harness({ action, onDone }: { action: (v: Values) => Promise<string>; onDone?: (r: string) => void }) {
  const { form, submit, pending, failure } = useActionForm<Values, string>({
    schema: closeMatterSchema,
    defaultValues: { reason: '' },
    action,
    done: 'Closed it',
    onDone,
    failure: 'Could not close it',
    serverFields: { 'database.duplicate': 'reason' },
  });
  const error = form.formState.errors.reason?.message;
  return (
    <form method="post" onSubmit={submit}>
      <label htmlFor="reason">Reason</label>
      <input id="reason" {...form.register('reason')} />
      {error && <p data-testid="reason-error">{error}</p>}
      {failure && <p data-testid="failure">{failure}</p>}
      <button type="submit">{pending ? 'Closing…' : 'Close'}</button>
    </form>
  );
}

const input = () => dom.container.querySelector<HTMLInputElement>('#reason')!;
const button = () => dom.container.querySelector<HTMLButtonElement>('button')!;
const fieldError = () => dom.container.querySelector('[data-testid="reason-error"]')?.textContent;
const type = (text: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), text);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
const send = () => act(async () => dom.container.querySelector('form')!.requestSubmit());

beforeEach(() => {
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
});

it('a submit that works: the action runs once with the parsed values, "done" is said, onDone gets the result', async () => {
  const action = jest.fn(async () => 'matter-1');
  const onDone = jest.fn();
  dom.render(<Harness action={action} onDone={onDone} />);
  await type('  Settled  ');
  await send();
  await actUntil(() => onDone.mock.calls.length > 0);
  // The schema's transform (trim) is what the action gets: the values the handler will check.
  expect(action).toHaveBeenCalledTimes(1);
  expect(action).toHaveBeenCalledWith({ reason: 'Settled' });
  expect(toast.success).toHaveBeenCalledWith('Closed it');
  expect(onDone).toHaveBeenCalledWith('matter-1', { reason: 'Settled' });
});

it('a schema failure never calls the action: the field says why, in the page words', async () => {
  const action = jest.fn(async () => 'never');
  dom.render(<Harness action={action} />);
  await send();
  await actUntil(() => fieldError() !== undefined);
  expect(fieldError()).toBe('Please provide a value.');
  expect(action).not.toHaveBeenCalled();
  expect(document.activeElement).toBe(input());
});

it('a 4xx refusal the form names for a field lands on that field, not in a toast', async () => {
  const action = jest.fn(() =>
    Promise.reject(new ApiError('This record already exists.', 409, 'DUPLICATE', { code: 'database.duplicate' })),
  );
  dom.render(<Harness action={action} />);
  await type('Again');
  await send();
  await actUntil(() => fieldError() !== undefined);
  expect(fieldError()).toBe('This record already exists.');
  expect(toast.error).not.toHaveBeenCalled();
  expect(document.activeElement).toBe(input());
});

it('any other failure is said in a toast with the fallback, and handed back as `failure`', async () => {
  dom.render(<Harness action={() => Promise.reject(new Error())} />);
  await type('Why');
  await send();
  await actUntil(() => jest.mocked(toast.error).mock.calls.length > 0);
  expect(toast.error).toHaveBeenCalledWith('Could not close it');
  await actUntil(() => dom.container.querySelector('[data-testid="failure"]') !== null);
  expect(fieldError()).toBeUndefined();
  expect(toast.success).not.toHaveBeenCalled();
});

it('a second submit while the first is on its way does not call the action again', async () => {
  let finish: (r: string) => void = () => undefined;
  const action = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
  const onDone = jest.fn();
  dom.render(<Harness action={action} onDone={onDone} />);
  await type('Once');
  await send();
  await actUntil(() => button().textContent === 'Closing…');
  await send();
  await send();
  expect(action).toHaveBeenCalledTimes(1);
  await act(async () => finish('done'));
  await actUntil(() => button().textContent === 'Close');
  expect(onDone).toHaveBeenCalledTimes(1);
  // Once it has answered, the form can be sent again.
  await send();
  await actUntil(() => action.mock.calls.length === 2);
});

function OneBox({ action, hold }: { action: () => Promise<string>; hold?: boolean }) {
  const { form, submit, pending } = useActionForm<{ url: string }, string>({
    defaultValues: { url: '' },
    action,
    holdOnDone: hold,
    failure: 'Could not save',
    failureAlways: true,
    failureField: 'url',
  });
  return (
    <form method="post" onSubmit={submit}>
      <input id="url" {...form.register('url')} />
      {form.formState.errors.url && <p data-testid="url-error">{form.formState.errors.url.message}</p>}
      <button type="submit">{pending ? 'Saving…' : 'Save'}</button>
    </form>
  );
}
const urlError = () => dom.container.querySelector('[data-testid="url-error"]')?.textContent;

it('failureField: a one-field form says the refusal under its box, the toast the step; a new try clears it', async () => {
  const action = jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(new ApiError('This record already exists.', 409, 'DUPLICATE', { code: 'database.duplicate' }))
    .mockResolvedValueOnce('saved');
  dom.render(<OneBox action={action} />);
  await send();
  await actUntil(() => urlError() !== undefined);
  expect(urlError()).toBe('This record already exists.');
  expect(toast.error).toHaveBeenCalledWith('Could not save');
  await send();
  await actUntil(() => action.mock.calls.length === 2 && button().textContent === 'Save');
  expect(urlError()).toBeUndefined();
});

it('holdOnDone: a form whose page is leaving stays pending after the action answered', async () => {
  const action = jest.fn(async () => 'https://checkout.example/1');
  dom.render(<OneBox action={action} hold />);
  await send();
  await actUntil(() => action.mock.calls.length === 1);
  await act(async () => undefined);
  expect(button().textContent).toBe('Saving…');
  await send();
  expect(action).toHaveBeenCalledTimes(1);
});
