/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { uploadForm } from '@/lib/api/auth-api';
import { ApiError } from '@/lib/api/client';
import { notaryProfileKey } from '@/lib/api/notary';
import type { NotaryPrivateProfile } from '@/lib/dto/notary';
import { actUntil, recordFetch, useDomRoot, type RecordedCall } from '@/lib/test/dom';
import { NOTARY_MESSAGES } from '@/lib/validation/notary';
import { NotaryEditor } from './notary-editor';

jest.mock('@/lib/api/auth-api', () => ({ uploadForm: jest.fn() }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/lawyer-portal/notary-public',
}));

// Spec §4: fetch, save, picture upload, commission upload and toggle each keep their own idle /
// loading / succeeded / failed state; spec §8: their errors are kept as messages in state.
const PROFILE: NotaryPrivateProfile = {
  _id: '11111111-1111-4111-8111-111111111111',
  display_name: 'Atty. Ana Cruz',
  picture_url: '/p.webp',
  commission_number: 'M-1',
  commission_expires_on: `${new Date().getFullYear() + 1}-12-31`,
  commissioning_court: 'RTC Makati',
  territory: 'Makati City',
  roll_number: '12345',
  ibp_number: 'IBP-1',
  ptr_number: 'PTR-1',
  mcle_number: 'VIII-1',
  office_address: '1 Ayala Ave',
  city: 'Makati',
  city_slug: 'makati',
  region: 'Metro Manila (NCR)',
  phone: '0917 123 4567',
  email: null,
  office_hours: 'Monday to Friday, 9:00 AM – 5:00 PM',
  office_days: [1, 2, 3, 4, 5],
  opens_at: '09:00',
  closes_at: '17:00',
  services: ['jurat'],
  fees_note: null,
  map_url: null,
  takes_bookings: false,
  pay_at_office: false,
  pay_at_office_per_day: 4,
  offers: [],
  notarial_commission_doc_url: null,
  notarial_commission_doc_name: null,
  is_public: false,
  ibp_verified: true,
  missing: ['commission_doc'],
  lapsed: false,
  listed: false,
};
const COMPLETE: NotaryPrivateProfile = {
  ...PROFILE,
  notarial_commission_doc_url: '/api/v1/files/x',
  notarial_commission_doc_name: 'c.pdf',
  missing: [],
};

let answer: { status: number; body: unknown };
let calls: RecordedCall[];
const dom = useDomRoot();
let client: QueryClient;

beforeEach(() => {
  calls = recordFetch(() => answer);
  jest.mocked(uploadForm).mockReset();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  dom.render(
    <QueryClientProvider client={client}>
      <NotaryEditor initial={PROFILE} />
    </QueryClientProvider>,
    { query: false },
  );
});

async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}
const op = (name: string) => dom.container.querySelector(`[data-testid="op-${name}"]`)!;
const state = () =>
  Object.fromEntries(['fetch', 'save', 'picture', 'commission', 'toggle'].map((n) => [n, op(n).getAttribute('data-status')]));
const toggle = () => dom.container.querySelector('[role="switch"]') as HTMLButtonElement;
async function pickFile(label: string, file: File) {
  const input = dom.container.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
}
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

it('starts with every operation idle (fetch served by the page)', () => {
  expect(state()).toEqual({ fetch: 'idle', save: 'idle', picture: 'idle', commission: 'idle', toggle: 'idle' });
});

it('toggle: a refusal keeps the message and the switch hidden; a success flips it — the other operations stay idle', async () => {
  answer = { status: 422, body: { message: 'Before your notary profile can be public, add: commission document.' } };
  await act(async () => toggle().click());
  await settle();
  expect(calls.at(-1)).toMatchObject({ url: '/api/v1/notary-public/toggle-visibility', method: 'PUT', body: { is_public: true } });
  expect(state()).toEqual({ fetch: 'idle', save: 'idle', picture: 'idle', commission: 'idle', toggle: 'failed' });
  expect(op('toggle').textContent).toBe('Before your notary profile can be public, add: commission document.');
  expect(toggle().getAttribute('aria-checked')).toBe('false');

  answer = { status: 200, body: { data: { is_public: true }, profile: { ...COMPLETE, is_public: true, listed: true } } };
  await act(async () => toggle().click());
  await settle();
  expect(toggle().getAttribute('aria-checked')).toBe('true');
  expect(state().toggle).toBe('succeeded');
  expect(op('toggle').textContent).toBe('Your notary profile is public.');
});

it('save: failed with the server’s message, then succeeded; the form sends the §7 PUT', async () => {
  answer = { status: 400, body: { message: NOTARY_MESSAGES.december31 } };
  await act(async () => dom.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await settle();
  expect(calls.at(-1)).toMatchObject({
    url: '/api/v1/notary-public',
    method: 'PUT',
    body: { city_slug: 'makati', office_days: [1, 2, 3, 4, 5], services: ['jurat'] },
  });
  expect(state().save).toBe('failed');
  expect(op('save').textContent).toBe(NOTARY_MESSAGES.december31);
  answer = { status: 200, body: { data: { saved: true }, profile: PROFILE } };
  await act(async () => dom.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await settle();
  expect(state()).toMatchObject({ save: 'succeeded', toggle: 'idle', picture: 'idle' });
  expect(op('save').textContent).toBe('Saved.');
});

it('picture and commission uploads keep separate states: loading while sending, one succeeds, the other fails with its message', async () => {
  const picture = deferred<unknown>();
  jest.mocked(uploadForm).mockReturnValueOnce(picture.promise as Promise<never>);
  await pickFile('Notary profile photo', new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }));
  await actUntil(() => state().picture !== 'idle');
  expect(state()).toMatchObject({ picture: 'loading', commission: 'idle' });
  expect(jest.mocked(uploadForm).mock.calls[0][0]).toBe('/api/v1/notary-public/picture');
  await act(async () => picture.resolve({ picture_url: '/new.webp', data: {}, profile: { ...PROFILE, picture_url: '/new.webp' } }));
  await actUntil(() => state().picture !== 'loading');
  expect(state()).toMatchObject({ picture: 'succeeded', commission: 'idle' });

  jest.mocked(uploadForm).mockRejectedValueOnce(new ApiError('File type is not supported.', 415));
  await pickFile('Notarial commission document', new File([new Uint8Array(10)], 'commission.pdf', { type: 'application/pdf' }));
  await actUntil(() => state().commission === 'failed');
  expect(jest.mocked(uploadForm).mock.calls[1][0]).toBe('/api/v1/notary-public/notarial-commission-doc');
  expect(state()).toMatchObject({ picture: 'succeeded', commission: 'failed' });
  expect(op('commission').textContent).toBe('File type is not supported.');
});

it('a file of the wrong type or size fails before anything is sent', async () => {
  await pickFile('Notarial commission document', new File([new Uint8Array(10)], 'commission.exe', { type: 'application/octet-stream' }));
  await pickFile('Notary profile photo', new File([new Uint8Array(11 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }));
  await actUntil(() => state().picture === 'failed' && state().commission === 'failed');
  expect(uploadForm).not.toHaveBeenCalled();
  expect(state()).toMatchObject({ commission: 'failed', picture: 'failed' });
  expect(op('picture').textContent).toBe('Maximum size is 10 mb.');
});

it('fetch: a reload that fails shows its own message', async () => {
  answer = { status: 500, body: { message: 'Internal server error' } };
  await act(async () => client.refetchQueries({ queryKey: notaryProfileKey }));
  await settle();
  expect(state()).toMatchObject({ fetch: 'failed', save: 'idle', toggle: 'idle' });
  expect(op('fetch').textContent).toBe(NOTARY_MESSAGES.fetchFailed);
});
