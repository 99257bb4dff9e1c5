/** @jest-environment jsdom */
import { act } from 'react';
import { actUntil, recordFetch, useDomRoot } from '@/lib/test/dom';
import { QuestionDetail } from './question-detail';
import { answered, NOW, questionId } from './questions-fixtures';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }), usePathname: () => '/' }));

// Issue 60: from the answer, "Book a call with this lawyer" (the booking carries the question) and
// "Ask for a proposal (work item)" (the lawyer is told) — each does something real.
const dom = useDomRoot();
const text = () => dom.container.textContent ?? '';
const button = (words: string) => Array.from(dom.container.querySelectorAll('button')).find((b) => b.textContent?.includes(words));
const BOOK = `/book/lawyer-1/2026-12-01T01:00:00.000Z?duration=30&question=${questionId}`;

describe('carrying the answered question along', () => {
  it('links the booking with the question, and asks for a proposal once, then says so', async () => {
    const calls = recordFetch((call) =>
      call.url.endsWith('/proposal-request')
        ? { status: 200, body: { requested_at: '2026-11-27T03:00:00.000Z' } }
        : { status: 200, body: answered },
    );
    dom.render(
      <QuestionDetail role="client" initial={answered} problem="Unpaid wages" now={NOW} bookHref={BOOK} proposal={{ asked: false }} />,
      { query: true },
    );
    const book = dom.container.querySelector<HTMLAnchorElement>('[data-testid="book-with-question"]')!;
    expect(book.textContent).toBe('Book a call with this lawyer');
    expect(book.getAttribute('href')).toBe(BOOK);
    await act(async () => button('Ask for a proposal (work item)')!.click());
    await actUntil(() => text().includes('You asked for a proposal.'));
    expect(calls.filter((c) => c.url.endsWith('/proposal-request'))).toEqual([
      expect.objectContaining({ method: 'POST', url: `/api/v1/questions/${questionId}/proposal-request` }),
    ]);
    expect(text()).toContain('Atty. Ana Reyes was told.');
    expect(button('Ask for a proposal')).toBeUndefined();
  });

  it('a failed request says so and keeps the button', async () => {
    recordFetch((call) =>
      call.url.endsWith('/proposal-request') ? { status: 500, body: { message: 'x' } } : { status: 200, body: answered },
    );
    dom.render(<QuestionDetail role="client" initial={answered} problem="Unpaid wages" now={NOW} proposal={{ asked: false }} />, {
      query: true,
    });
    await act(async () => button('Ask for a proposal (work item)')!.click());
    await actUntil(() => text().includes('could not be sent'));
    expect(button('Ask for a proposal (work item)')).toBeDefined();
  });

  it('already asked: says so, no button; the lawyer sees the request and the prefilled proposal link', () => {
    recordFetch(() => ({ status: 200, body: answered }));
    dom.render(<QuestionDetail role="client" initial={answered} problem="Unpaid wages" now={NOW} proposal={{ asked: true }} />, {
      query: true,
    });
    expect(text()).toContain('You asked for a proposal.');
    expect(button('Ask for a proposal')).toBeUndefined();
    dom.render(<QuestionDetail role="lawyer" initial={answered} problem="Unpaid wages" now={NOW} proposal={{ asked: true }} />, {
      query: true,
    });
    expect(text()).toContain('The client asks you for a proposal (a work item).');
    const start = Array.from(dom.container.querySelectorAll('a')).find((a) => a.textContent === 'Start a proposal')!;
    expect(start.getAttribute('href')).toBe(`/lawyer-portal/work-items/proposal?question=${questionId}`);
  });

  it('in Filipino', async () => {
    recordFetch((call) =>
      call.url.endsWith('/proposal-request')
        ? { status: 200, body: { requested_at: '2026-11-27T03:00:00.000Z' } }
        : { status: 200, body: answered },
    );
    dom.render(
      <QuestionDetail role="client" initial={answered} problem="Hindi pinasahod" now={NOW} bookHref={BOOK} proposal={{ asked: false }} />,
      { query: true, locale: 'fil' },
    );
    expect(dom.container.querySelector('[data-testid="book-with-question"]')!.textContent).toBe('Mag-book ng tawag sa abogadong ito');
    await act(async () => button('Humingi ng proposal (work item)')!.click());
    await actUntil(() => text().includes('Humingi ka na ng proposal. Nasabihan na si Atty. Ana Reyes.'));
  });

  it('nothing is offered before the answer (no booking link, no request)', () => {
    recordFetch(() => ({ status: 200, body: answered }));
    dom.render(<QuestionDetail role="client" initial={answered} problem="Unpaid wages" now={NOW} />, { query: true });
    expect(dom.container.querySelector('[data-testid="book-with-question"]')).toBeNull();
    expect(button('Ask for a proposal')).toBeUndefined();
  });
});
