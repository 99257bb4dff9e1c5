/** @jest-environment jsdom */
import { act } from 'react';
import { toast } from 'sonner';
import { actUntil, recordFetch, useDomRoot } from '@/lib/test/dom';
import type { MeetingDetailDto, MeetingDto } from '@/lib/dto/meeting';
import { CancelDialog } from '@/components/meetings/cancel-dialog';
import { InPersonOutcome } from '@/components/meetings/in-person-appointment';
import { ReportForm } from '@/components/moderation/report-form';
import { NotaryBooking } from '@/components/notary/notary-booking';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

// Issue 59: the four screens that showed the server's English now say its refusal by `code`, in the
// page's language; the English `message` beside it is not shown on /fil.
const dom = useDomRoot();
const id = '11111111-1111-4111-8111-111111111111';
const refusal = (status: number, code: string, params?: Record<string, string | number>) => ({
  status,
  body: { message: 'The English words', key: 'SOME_KEY', status, code, ...(params ? { params } : {}) },
});
const alert = () => dom.container.querySelector('[role="alert"]')?.textContent ?? '';
const button = (name: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name)!;

beforeEach(() => jest.mocked(toast.error).mockReset());

it('the report form says a refused report in Filipino', async () => {
  recordFetch(() => refusal(409, 'moderation.already'));
  dom.render(<ReportForm kind="review" id={id} backHref="/fil" />, { locale: 'fil' });
  const box = dom.container.querySelector('textarea')!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(box, 'Hindi totoo ang sinasabi nito.');
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => dom.container.querySelector('form')!.requestSubmit());
  await actUntil(() => alert() !== '');
  expect(alert()).toBe('Na-report mo na ito. Titingnan ito ng aming mga moderator.');
});

it('marking an in-person appointment says a refusal in Filipino', async () => {
  recordFetch(() => refusal(400, 'notaryAppointment.notYet'));
  const meeting = {
    _id: id,
    role: 'LAWYER',
    status: 'CONFIRMED',
    start_time: new Date(Date.now() - 60_000).toISOString(),
    in_person: { service: 'jurat' },
  } as unknown as Pick<MeetingDto, '_id' | 'role' | 'status' | 'start_time' | 'in_person'>;
  dom.render(<InPersonOutcome meeting={meeting} />, { locale: 'fil' });
  await actUntil(() => dom.container.querySelector('[data-testid="in-person-outcome"]') !== null);
  await act(async () => button('Markahang tapos na').click());
  await actUntil(() => alert() !== '');
  expect(alert()).toBe('Puwede mong markahan ang appointment kapag dumating na ang oras nito.');
});

it('a cancellation refused because the refund changed toasts in Filipino, with its arguments', async () => {
  recordFetch(() => refusal(409, 'meetings.refundChanged', { summary: 'walang refund' }));
  const meeting = {
    _id: id,
    in_person: null,
    cancellation: { refund: 'FULL', ground: 'CLIENT_EARLY', summary: 'Full refund', detail: 'More than 24 hours before the start.' },
  } as unknown as MeetingDetailDto;
  dom.render(<CancelDialog meeting={meeting} />, { locale: 'fil' });
  await act(async () => button('Kanselahin ang meeting').click());
  await act(async () => document.querySelector<HTMLFormElement>('[role="dialog"] form')!.requestSubmit());
  await actUntil(() => jest.mocked(toast.error).mock.calls.length > 0);
  expect(jest.mocked(toast.error).mock.calls[0][0]).toBe(
    'Nagbago ang refund mula nang buksan mo ito: walang refund. Tingnan ulit bago mag-cancel.',
  );
});

it('a cancellation refused because the meeting was cancelled meanwhile (another tab) says why, in Filipino', async () => {
  recordFetch(() => refusal(400, 'meetings.notCancellable'));
  const meeting = {
    _id: id,
    cancellation: { refund: 'FULL', ground: 'CLIENT_EARLY', summary: 'Buong refund', detail: '24 oras bago ang simula.' },
  } as unknown as MeetingDetailDto;
  dom.render(<CancelDialog meeting={meeting} />, { locale: 'fil', query: true });
  await act(async () => button('Kanselahin ang meeting').click());
  await act(async () => document.querySelector<HTMLFormElement>('[role="dialog"] form')!.requestSubmit());
  await actUntil(() => jest.mocked(toast.error).mock.calls.length > 0);
  expect(jest.mocked(toast.error)).toHaveBeenCalledWith('Ang paparating na meeting lang ang puwedeng i-cancel.');
});

it('the notary booking says a refusal it has no words of its own for in Filipino', async () => {
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  recordFetch((call) =>
    call.method === 'GET'
      ? {
          status: 200,
          body: {
            service: 'jurat',
            fee_centavos: 20_000,
            duration_minutes: 15,
            calendar: { [day]: [{ start_time: `${day}T01:00:00.000Z` }] },
          },
        }
      : refusal(400, 'notaryAppointment.notBookable'),
  );
  dom.render(
    <NotaryBooking
      notaryId={id}
      offers={[{ service: 'jurat', fee_centavos: 20_000, duration_minutes: 15 }]}
      payAtOffice={false}
      path="/notary-public/profile/x"
    />,
    { locale: 'fil' },
  );
  await actUntil(() => dom.container.querySelectorAll('[role="group"]').length === 2);
  await act(async () => (dom.container.querySelectorAll('[role="group"]')[1].querySelector('button') as HTMLButtonElement).click());
  await act(async () => button('I-book ang oras na ito').click());
  await actUntil(() => alert() !== '');
  expect(alert()).toBe('Hindi tumatanggap ang notary na ito ng appointment para sa serbisyong ito.');
});
