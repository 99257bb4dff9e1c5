/** @jest-environment jsdom */
import { act } from 'react';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { actUntil, recordFetch, useDomRoot } from '@/lib/test/dom';
import { AskForm } from './ask-form';
import { QuestionDetail } from './question-detail';
import { QuestionList } from './question-list';
import { answered, draft, lawyerId, NOW, offer, taken, typeInto } from './questions-fixtures';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }), usePathname: () => '/fil' }));

// Issue 60 in Filipino: the ask form, the client's page, the lawyer's offer and answer form and both
// lists speak Filipino, and none of the English words is left on them.
const dom = useDomRoot();
const text = () => dom.container.textContent ?? '';
const ENGLISH = [
  'What happened',
  'What you want to know',
  'other party',
  'Answer in',
  'Add files',
  'Pay ',
  'and send',
  'Draft saved',
  'Take it',
  'Decline',
  'hours left',
  'Ask one follow-up',
  'Send',
  'Your answer',
  'Waiting for a lawyer',
  'Answered',
  'The answer',
  'Files',
  'Language',
  'Price',
];
const noEnglish = () => {
  for (const words of ENGLISH) expect(`${words}: ${text().includes(words)}`).toBe(`${words}: false`);
};

it('the ask form, its saving and its refusal speak Filipino', async () => {
  recordFetch(() => ({ status: 200, body: draft }));
  dom.render(
    <AskForm
      lawyer={{ _id: lawyerId, name: 'Ana Reyes' }}
      priceCentavos={50_000}
      draft={draft}
      problem={findLegalProblem(0)!}
      fit={null}
      language="fil"
    />,
    { query: true, locale: 'fil' },
  );
  expect(text()).toContain('Ano ang nangyari');
  expect(text()).toContain('Magbayad ng ₱500 at ipadala');
  act(() => typeInto(dom.container.querySelector('#ask-wants'), 'b'.repeat(1_001)));
  await act(async () => dom.container.querySelector('form')!.requestSubmit());
  await actUntil(() => dom.container.querySelector('#ask-wants-error') !== null && text().includes('Na-save'));
  expect(dom.container.querySelector('#ask-wants-error')!.textContent).not.toContain("can't");
  noEnglish();
});

it('the warning of a problem outside the lawyer’s areas speaks Filipino (issue 72 item 3)', () => {
  recordFetch(() => ({ status: 200, body: draft }));
  const fit = {
    outside: true,
    area: 'labor' as const,
    lawyer_areas: ['civil' as const, 'election' as const],
    lawyers: [
      {
        _id: '22222222-2222-4222-8222-222222222222',
        display_name: 'Lito Cruz',
        picture_url: null,
        question_price: 60_000,
        rating: 4.8,
        review_count: 12,
      },
    ],
  };
  dom.render(
    <AskForm
      lawyer={{ _id: lawyerId, name: 'Ana Reyes' }}
      priceCentavos={50_000}
      draft={{ ...draft, problem: 10 }}
      problem={findLegalProblem(10)!}
      fit={fit}
      language="fil"
    />,
    { query: true, locale: 'fil' },
  );
  const warning = dom.container.querySelector('[data-testid="fit-warning"]')!.textContent;
  expect(warning).toContain('Wala sa mga larangan ni Atty. Ana Reyes');
  expect(warning).toContain('Kasong sibil at Eleksyon ang larangan ni Atty. Ana Reyes, hindi Labor.');
  expect(warning).toContain('Magtanong kay Atty. Lito Cruz');
  expect(dom.container.querySelector('a[href^="/fil/customer-portal/questions/new?lawyer=2222"]')).not.toBeNull();
  noEnglish();
});

it("the client's answered question and its follow-up form speak Filipino", () => {
  recordFetch(() => ({ status: 200, body: answered }));
  dom.render(<QuestionDetail role="client" initial={answered} problem="Hindi pinasahod" now={NOW} />, { query: true, locale: 'fil' });
  expect(text()).toContain('Ang sagot');
  expect(text()).toContain('Mag-follow-up nang isang beses');
  expect(text()).toContain('oras pa');
  noEnglish();
});

it("the lawyer's offer, with the §35 statement, speaks Filipino", () => {
  recordFetch(() => ({ status: 200, body: offer }));
  dom.render(<QuestionDetail role="lawyer" initial={offer} problem="Hindi pinasahod" now={NOW} />, { query: true, locale: 'fil' });
  expect(text()).toContain('Tanggapin');
  expect(text()).toContain('36 oras pa para tanggapin');
  expect(dom.container.querySelector('[data-testid="scope-statement"]')!.textContent).not.toContain('Limited legal service');
  noEnglish();
});

it("the lawyer's answer form speaks Filipino", () => {
  recordFetch(() => ({ status: 200, body: taken }));
  dom.render(<QuestionDetail role="lawyer" initial={taken} problem="Hindi pinasahod" now={NOW} />, { query: true, locale: 'fil' });
  expect(text()).toContain('Ang sagot mo');
  noEnglish();
});

it("the client's list speaks Filipino", () => {
  recordFetch(() => ({ status: 200, body: { questions: [] } }));
  dom.render(
    <QuestionList
      role="client"
      initial={[answered, { ...draft, _id: '44444444-4444-4444-8444-444444444444' }]}
      problems={{ 0: 'Hindi pinasahod' }}
      now={NOW}
    />,
    {
      query: true,
      locale: 'fil',
    },
  );
  expect(text()).toContain('May sagot na');
  expect(text()).toContain('Kay Atty. Ana Reyes');
  noEnglish();
});

it("the lawyer's queue speaks Filipino", () => {
  recordFetch(() => ({ status: 200, body: { questions: [] } }));
  dom.render(<QuestionList role="lawyer" initial={[offer]} problems={{ 0: 'Hindi pinasahod' }} now={NOW} />, {
    query: true,
    locale: 'fil',
  });
  expect(text()).toContain('Bago: tanggapin o tanggihan');
  noEnglish();
});

it('the empty list speaks Filipino', () => {
  recordFetch(() => ({ status: 200, body: { questions: [] } }));
  dom.render(<QuestionList role="client" initial={[]} problems={{}} now={NOW} />, { query: true, locale: 'fil' });
  expect(text()).toContain('Wala ka pang naitatanong');
  noEnglish();
});
