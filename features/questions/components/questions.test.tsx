/** @jest-environment jsdom */
import { act } from 'react';
import { goTo } from '@/components/portal/go-to';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { actUntil, recordFetch, useDomRoot } from '@/lib/test/dom';
import { AskForm } from './ask-form';
import { QuestionDetail } from './question-detail';
import { answered, draft, lawyerId, NOW, offer, questionId, taken, typeInto } from './questions-fixtures';

jest.mock('@/components/portal/go-to', () => ({ goTo: jest.fn() }));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }), usePathname: () => '/' }));

// Issue 60: "Ask a lawyer in writing" — the client's form and page, the lawyer's offer and answer.
const dom = useDomRoot();
const $ = (selector: string) => dom.container.querySelector(selector);
const button = (words: string) => Array.from(dom.container.querySelectorAll('button')).find((b) => b.textContent?.includes(words));
const text = () => dom.container.textContent ?? '';

const askForm = (over: Partial<typeof draft> = {}) => (
  <AskForm
    lawyer={{ _id: lawyerId, name: 'Ana Reyes' }}
    priceCentavos={50_000}
    draft={{ ...draft, ...over }}
    problem={findLegalProblem(0)!}
    fit={null}
    language="en"
  />
);

beforeEach(() => {
  jest.mocked(goTo).mockClear();
  push.mockClear();
});

describe('the ask form', () => {
  it('saves the draft as the client writes (PUT, once they pause)', async () => {
    const calls = recordFetch(() => ({ status: 200, body: draft }));
    dom.render(askForm(), { query: true });
    act(() => typeInto($('#ask-facts'), 'My employer did not pay my last two months, and still does not.'));
    await actUntil(() => calls.some((c) => c.method === 'PUT'));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe(`/api/v1/questions/${questionId}`);
    expect(put.body).toMatchObject({ problem: 0, facts: 'My employer did not pay my last two months, and still does not.' });
    await actUntil(() => text().includes('Draft saved'));
    expect(text()).toContain('Draft saved');
  });

  it('refuses what happened past 3,000 characters with the spec-style message, and opens no checkout', async () => {
    const calls = recordFetch(() => ({ status: 200, body: draft }));
    dom.render(askForm(), { query: true });
    act(() => typeInto($('#ask-facts'), 'a'.repeat(3_001)));
    expect(text()).toContain('3001 / 3000');
    await act(async () => button('Pay ₱500 and send')!.click());
    await actUntil(() => $('#ask-facts-error') !== null);
    expect($('#ask-facts-error')!.textContent).toMatch(/^Value can't be longer than 3,?000\.$/);
    expect(calls.filter((c) => c.url.endsWith('/checkout'))).toEqual([]);
    // Nor is the over-long text saved (the server would refuse the whole draft).
    await actUntil(() => calls.some((c) => c.method === 'PUT'));
    expect(calls.filter((c) => c.method === 'PUT').every((c) => !('facts' in (c.body as object)))).toBe(true);
  });

  it('"Pay ₱500 and send" saves what is left, then goes to the provider\'s checkout', async () => {
    const calls = recordFetch((call) =>
      call.url.endsWith('/checkout')
        ? { status: 200, body: { _id: questionId, status: 'PAYMENT_PENDING', checkout_url: 'https://pay.example/checkout/1' } }
        : { status: 200, body: draft },
    );
    dom.render(askForm(), { query: true });
    await act(async () => button('Pay ₱500 and send')!.click());
    await actUntil(() => jest.mocked(goTo).mock.calls.length > 0);
    expect(goTo).toHaveBeenCalledWith('https://pay.example/checkout/1');
    const order = calls.map((c) => `${c.method} ${c.url}`);
    expect(order).toContain(`POST /api/v1/questions/${questionId}/checkout`);
    expect(order.indexOf(`PUT /api/v1/questions/${questionId}`)).toBeLessThan(
      order.indexOf(`POST /api/v1/questions/${questionId}/checkout`),
    );
  });

  it('creates the draft for this lawyer once the problem is known, when none is kept', async () => {
    const calls = recordFetch(() => ({ status: 201, body: { _id: questionId } }));
    dom.render(
      <AskForm
        lawyer={{ _id: lawyerId, name: 'Ana Reyes' }}
        priceCentavos={50_000}
        draft={null}
        problem={findLegalProblem(0)!}
        fit={null}
        language="en"
      />,
      { query: true },
    );
    act(() => typeInto($('#ask-wants'), 'Can I file at DOLE?'));
    await actUntil(() => calls.some((c) => c.method === 'POST'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/questions',
      body: { lawyer_id: lawyerId, problem: 0, wants: 'Can I file at DOLE?' },
    });
  });
});

describe('a problem outside the lawyer’s areas (issue 72 item 3)', () => {
  const UNPAID_WAGES = findLegalProblem(10)!;
  const other = { picture_url: null, rating: 4.8, review_count: 12 };
  const outside = {
    outside: true,
    area: 'labor' as const,
    lawyer_areas: ['civil' as const, 'election' as const],
    lawyers: [
      { ...other, _id: '22222222-2222-4222-8222-222222222222', display_name: 'Lito Cruz', question_price: 60_000 },
      { ...other, _id: '33333333-3333-4333-8333-333333333333', display_name: 'Lara Santos', question_price: 80_000 },
    ],
  };
  const form = (fit: typeof outside | null) => (
    <AskForm
      lawyer={{ _id: lawyerId, name: 'Ana Reyes' }}
      priceCentavos={50_000}
      draft={{ ...draft, problem: 10 }}
      problem={UNPAID_WAGES}
      fit={fit}
      language="en"
    />
  );

  it('is said before paying, with what it means and the lawyers who handle it, each a link to ask them instead', () => {
    recordFetch(() => ({ status: 200, body: draft }));
    dom.render(form(outside), { query: true });
    const warning = $('[data-testid="fit-warning"]')!;
    expect(warning.textContent).toContain("Outside Atty. Ana Reyes's areas");
    expect(warning.textContent).toContain('Atty. Ana Reyes works in Civil and Election Law, not Labor.');
    const links = Array.from(warning.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Ask Atty. Lito Cruz₱600', '/customer-portal/questions/new?lawyer=22222222-2222-4222-8222-222222222222&problem=10'],
      ['Ask Atty. Lara Santos₱800', '/customer-portal/questions/new?lawyer=33333333-3333-4333-8333-333333333333&problem=10'],
      ['See every lawyer who handles it', '/lawyers-online?legal_problem=10&written=1'],
    ]);
    // Beside the button that pays, too: the form is long on a phone.
    expect($('[data-testid="fit-reminder"]')!.textContent).toContain("outside Atty. Ana Reyes's areas");
    expect(button('Pay ₱500 and send')).toBeDefined();
  });

  it('says nothing when the problem is one the lawyer handles', () => {
    recordFetch(() => ({ status: 200, body: draft }));
    dom.render(form({ ...outside, outside: false, lawyers: [] }), { query: true });
    expect($('[data-testid="fit-warning"]')).toBeNull();
    expect($('[data-testid="fit-reminder"]')).toBeNull();
  });
});

describe("the client's question page", () => {
  it('shows the answer and the one follow-up form while the server allows it', async () => {
    const calls = recordFetch(() => ({ status: 200, body: { ...answered, status: 'FOLLOW_UP', allowed: [] } }));
    dom.render(<QuestionDetail role="client" initial={answered} problem="Unpaid wages" now={NOW} />, { query: true });
    expect(text()).toContain('Yes: file a request for assistance at SEnA.');
    expect(text()).toContain('Ask one follow-up');
    act(() => typeInto($('#follow-up-body'), 'And if they close the company?'));
    await act(async () => button('Send follow-up')!.click());
    await actUntil(() => calls.some((c) => c.url.endsWith('/follow-up')));
    expect(calls.find((c) => c.url.endsWith('/follow-up'))).toMatchObject({
      method: 'POST',
      body: { body: 'And if they close the company?' },
    });
  });

  it('has no follow-up form when the server does not allow one', () => {
    recordFetch(() => ({ status: 200, body: answered }));
    dom.render(<QuestionDetail role="client" initial={{ ...answered, allowed: [] }} problem="Unpaid wages" now={NOW} />, { query: true });
    expect(text()).not.toContain('Ask one follow-up');
    expect($('#follow-up-body')).toBeNull();
  });
});

describe("the lawyer's question page", () => {
  it('before taking: the problem, other parties, language, price and time left — no facts — and the §35 statement', () => {
    recordFetch(() => ({ status: 200, body: offer }));
    dom.render(<QuestionDetail role="lawyer" initial={offer} problem="Unpaid wages" now={NOW} />, { query: true });
    expect(text()).toContain('Unpaid wages');
    expect(text()).toContain('Juan Dela Cruz');
    expect(text()).toContain('Filipino');
    expect(text()).toContain('₱500');
    expect(text()).toContain('36 hours left to take it');
    expect(text()).not.toContain('What happened');
    expect(text()).not.toContain('My employer');
    expect($('[data-testid="scope-statement"]')!.textContent).toContain('Limited legal service');
  });

  it('"Decline" sends the reason and returns to the queue', async () => {
    const calls = recordFetch((call) => ({
      status: 200,
      body: call.url.endsWith('/take') ? taken : call.method === 'GET' ? offer : { _id: questionId },
    }));
    dom.render(<QuestionDetail role="lawyer" initial={offer} problem="Unpaid wages" now={NOW} />, { query: true });
    await act(async () => button('Decline')!.click());
    act(() => ($('input[value="not-my-field"]') as HTMLInputElement).click());
    await act(async () => button('Decline the question')!.click());
    await actUntil(() => push.mock.calls.length > 0);
    expect(calls.find((c) => c.url.endsWith('/decline'))).toMatchObject({ method: 'POST', body: { reason: 'not-my-field' } });
    expect(push).toHaveBeenCalledWith('/lawyer-portal/questions');
  });

  it('"Take it" accepts the §35 statement\'s version', async () => {
    const calls = recordFetch((call) => ({ status: 200, body: call.url.endsWith('/take') ? taken : offer }));
    dom.render(<QuestionDetail role="lawyer" initial={{ ...offer, _id: questionId }} problem="Unpaid wages" now={NOW} />, { query: true });
    await act(async () => button('Take it')!.click());
    await actUntil(() => calls.some((c) => c.url.endsWith('/take')));
    expect(calls.find((c) => c.url.endsWith('/take'))).toMatchObject({
      method: 'POST',
      body: { scope_statement_version: 'cpra-iii-35-v1' },
    });
  });

  it('once taken: the facts, the question and the answer form, sent as multipart', async () => {
    const calls = recordFetch(() => ({ status: 200, body: { ...taken, status: 'ANSWERED', allowed: [] } }));
    dom.render(<QuestionDetail role="lawyer" initial={taken} problem="Unpaid wages" now={NOW} />, { query: true });
    expect(text()).toContain('My employer did not pay my last two months.');
    expect(text()).toContain('Can I file at DOLE?');
    act(() => typeInto($('#answer-body'), 'Yes. File at SEnA first.'));
    await act(async () => button('Send answer')!.click());
    await actUntil(() => calls.some((c) => c.url.endsWith('/answer')));
    const sent = calls.find((c) => c.url.endsWith('/answer'))!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toBeInstanceOf(FormData);
    expect((sent.body as FormData).get('body')).toBe('Yes. File at SEnA first.');
  });
  it('a free legal-aid question: the answer form says its fixed 30 minutes and asks for none (issue 73)', async () => {
    const calls = recordFetch(() => ({ status: 200, body: { ...taken, legal_aid: true, status: 'ANSWERED', allowed: [] } }));
    dom.render(
      <QuestionDetail role="lawyer" initial={{ ...taken, legal_aid: true, price_centavos: null }} problem="Unpaid wages" now={NOW} />,
      {
        query: true,
      },
    );
    expect(text()).toContain('it adds 30 minutes to your legal-aid hours');
    expect($('#answer-minutes')).toBeNull();
    act(() => typeInto($('#answer-body'), 'Yes. File at SEnA first.'));
    await act(async () => button('Send answer')!.click());
    await actUntil(() => calls.some((c) => c.url.endsWith('/answer')));
    const sent = calls.find((c) => c.url.endsWith('/answer'))!;
    expect((sent.body as FormData).get('body')).toBe('Yes. File at SEnA first.');
    expect((sent.body as FormData).has('minutes')).toBe(false);
  });

  it('a paid question’s answer form says nothing of legal-aid hours', () => {
    dom.render(<QuestionDetail role="lawyer" initial={taken} problem="Unpaid wages" now={NOW} />, { query: true });
    expect(text()).not.toContain('legal-aid hours');
  });
});
