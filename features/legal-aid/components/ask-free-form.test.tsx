/** @jest-environment jsdom */
import { act } from 'react';
import { actUntil, recordFetch, useDomRoot } from '@/lib/test/dom';
import { AskFreeForm } from './ask-free-form';
import { LegalAidQueuePanel } from './queue-panel';
import { legalAidRequest } from './legal-aid-fixtures';

// Issue 61: the free written question to the legal-aid desk (both languages): it posts the problem, what happened,
// what the person wants to know, the other parties (one a line) and the language, then says a legal-aid lawyer
// reads the declaration first; the server's refusal shows as it says it. And the lawyer's queue with "Take".

const dom = useDomRoot();
const text = () => (dom.container.textContent ?? '').replace(/\s+/g, ' ');
const button = (name: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name)!;
const PROBLEMS = [
  { id: 8, name: 'Unpaid wages' },
  { id: 0, name: 'Family problem' },
];

async function fill(name: string, value: string) {
  const field = dom.container.querySelector(`[name="${name}"]`) as HTMLTextAreaElement | HTMLSelectElement;
  const proto = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLTextAreaElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

it('sends the question and says a legal-aid lawyer reads the declaration first', async () => {
  const calls = recordFetch(() => ({ status: 200, body: { _id: '00000000-0000-4000-8000-000000000001' } }));
  dom.render(<AskFreeForm problems={PROBLEMS} />);
  // Nothing is sent until the question is whole.
  await act(async () => button('Send my free question').click());
  expect(text()).toContain("Fill in your problem, what happened, what you want to know and the other party's name.");
  expect(calls).toHaveLength(0);
  await fill('problem', '8');
  await fill('facts', 'My employer has not paid me for two months.');
  await fill('wants', 'Where do I file?');
  await fill('other_parties', 'Sari-Sari Trading Corp.\n\n  Juan Dela Cruz ');
  await act(async () => button('Send my free question').click());
  await actUntil(() => text().includes('Sent: a legal-aid lawyer will read your declaration first.'));
  expect(calls).toEqual([
    expect.objectContaining({
      method: 'POST',
      url: expect.stringContaining('/api/v1/legal-aid/questions'),
      body: {
        problem: 8,
        facts: 'My employer has not paid me for two months.',
        wants: 'Where do I file?',
        other_parties: ['Sari-Sari Trading Corp.', 'Juan Dela Cruz'],
        language: 'en',
      },
    }),
  ]);
});

it('in Filipino: answers in Filipino by default, and shows the server’s refusal in Filipino', async () => {
  const calls = recordFetch(() => ({
    status: 409,
    body: { key: 'DECLARATION_REQUIRED', code: 'legalAid.declarationFirstQuestion', message: 'Fill in your declaration first.' },
  }));
  dom.render(<AskFreeForm problems={PROBLEMS} problem={8} />, { locale: 'fil' });
  expect(text()).toContain('Magtanong nang nakasulat sa abogado, nang libre');
  await fill('facts', 'Hindi ako pinasahod.');
  await fill('wants', 'Saan ako magrereklamo?');
  await fill('other_parties', 'Juan Dela Cruz');
  await act(async () => button('Ipadala ang aking libreng tanong').click());
  await actUntil(() => dom.container.querySelector('[role="alert"]') !== null);
  expect(calls[0].body).toMatchObject({ problem: 8, language: 'fil' });
  expect(text()).toContain('Punan muna ang iyong deklarasyon bago magpadala ng libreng nakasulat na tanong.');
  expect(text()).not.toContain('Naipadala');
});

it('the lawyer’s queue: the problem, the other parties and the age; "Take" shows the CPRA statement, then the declaration', async () => {
  const id = '00000000-0000-4000-8000-000000000002';
  const calls = recordFetch(() => ({
    status: 200,
    body: legalAidRequest({
      _id: id,
      kind: 'WRITTEN',
      problem: 8,
      meeting_id: null,
      start_time: null,
      other_parties: ['Sari-Sari Trading Corp.'],
      created_at: '2026-11-25T02:00:00Z',
      declaration: {
        _id: '00000000-0000-4000-8000-000000000005',
        household_size: 4,
        monthly_income_pesos: 8000,
        income_source: 'Laundry work',
        property: '',
        region: null,
        reason: 'No savings',
        agreed_at: '2026-11-25T01:00:00Z',
        updated_at: '2026-11-25T01:00:00Z',
      },
      allowed: ['assess', 'cancel'],
    }),
  }));
  dom.render(
    <LegalAidQueuePanel
      initial={{
        written_per_month: 2,
        written_left: 2,
        questions: [
          {
            _id: id,
            problem: 8,
            area: 'labor',
            other_parties: ['Sari-Sari Trading Corp.'],
            waiting_since: '2026-11-25T02:00:00Z',
            waiting_hours: 30,
          },
        ],
      }}
      problems={{ 8: 'Unpaid wages' }}
      timeZone="Asia/Manila"
    />,
  );
  expect(text()).toContain('2 free written answers left this month (of 2).');
  expect(text()).toContain('Unpaid wages');
  expect(text()).toContain('Other party: Sari-Sari Trading Corp.');
  expect(text()).toContain('Waiting 30 hours');
  await act(async () => button('Take').click());
  expect(dom.container.querySelector('[data-testid="scope-statement"]')?.textContent).toMatch(/limited/i);
  await act(async () => button('Accept and take it').click());
  await actUntil(() => text().includes('Laundry work'));
  expect(calls[0]).toMatchObject({
    method: 'POST',
    url: expect.stringContaining(`/api/v1/legal-aid/requests/${id}/claim`),
    body: { scope_statement_version: 'cpra-iii-35-v1' },
  });
  expect(text()).toContain('1 free written answer left this month (of 2).');
  expect(text()).toContain('No free written question in your areas waits now.');
});

it('the queue in Filipino', () => {
  dom.render(
    <LegalAidQueuePanel initial={{ written_per_month: 3, written_left: 0, questions: [] }} problems={{}} timeZone="Asia/Manila" />,
    {
      locale: 'fil',
    },
  );
  expect(text()).toContain('0 libreng nakasulat na sagot ang natitira ngayong buwan (sa 3).');
  expect(text()).toContain('Walang libreng nakasulat na tanong sa iyong mga larangan na naghihintay ngayon.');
});
