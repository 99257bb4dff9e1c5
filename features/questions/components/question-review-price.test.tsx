/** @jest-environment jsdom */
import { act } from 'react';
import { actUntil, recordFetch, useDomRoot } from '@/lib/test/dom';
import { QuestionDetail } from './question-detail';
import { QuestionPriceForm } from './question-price-form';
import { answered, NOW, questionId, typeInto } from './questions-fixtures';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }), usePathname: () => '/' }));

// Issue 60: the client reviews the answer with the meeting's review form; the lawyer offers written
// questions or not, at a price within the bounds, in English and in Filipino.
const dom = useDomRoot();
const $ = (selector: string) => dom.container.querySelector(selector);
const button = (words: string) => Array.from(dom.container.querySelectorAll('button')).find((b) => b.textContent?.includes(words));
const text = () => dom.container.textContent ?? '';
const alert = () => $('[role="alert"]')?.textContent ?? null;
const checkbox = () => $('input[type="checkbox"]') as HTMLInputElement;
const priceInput = () => $('input[inputmode="numeric"]');

const AT = new Date(NOW).toISOString();
const REVIEW = { _id: '44444444-4444-4444-8444-444444444444', question_id: questionId, created_at: AT, updated_at: AT };

describe("the review of an answer on the client's page", () => {
  it('appears once the server allows it and posts the stars and the words to the question', async () => {
    const calls = recordFetch((call) =>
      call.url.endsWith('/review')
        ? { status: 200, body: { ...REVIEW, rating: 5, comment: 'Clear and quick.' } }
        : { status: 200, body: answered },
    );
    dom.render(<QuestionDetail role="client" initial={answered} problem="Unpaid wages" now={NOW} />, { query: true });
    expect(text()).toContain('Review this answer');
    act(() => ($('input[name="rating"][value="5"]') as HTMLInputElement).click());
    act(() => typeInto($('form textarea[maxlength="1000"]'), 'Clear and quick.'));
    await act(async () => button('Submit review')!.click());
    await actUntil(() => calls.some((c) => c.url.endsWith('/review')));
    expect(calls.find((c) => c.url.endsWith('/review'))).toMatchObject({
      method: 'POST',
      url: `/api/v1/questions/${questionId}/review`,
      body: { rating: 5, comment: 'Clear and quick.' },
    });
    await actUntil(() => text().includes('Your review'));
    expect(button('Update review')).toBeDefined();
  });

  it('is not there before the answer, nor for the lawyer', () => {
    recordFetch(() => ({ status: 200, body: answered }));
    dom.render(<QuestionDetail role="client" initial={{ ...answered, can_review: false }} problem="Unpaid wages" now={NOW} />, {
      query: true,
    });
    expect(text()).not.toContain('Review this answer');
    dom.render(<QuestionDetail role="lawyer" initial={answered} problem="Unpaid wages" now={NOW} />, { query: true });
    expect(text()).not.toContain('Review this answer');
  });

  it('in Filipino, with the review the client already wrote', () => {
    recordFetch(() => ({ status: 200, body: answered }));
    const initial: typeof answered = { ...answered, review: { ...REVIEW, rating: 4, comment: 'Malinaw.' } };
    dom.render(<QuestionDetail role="client" initial={initial} problem="Hindi pinasweldo" now={NOW} />, { query: true, locale: 'fil' });
    expect(text()).toContain('Ang review mo');
    expect(button('I-update ang review')).toBeDefined();
    expect(($('input[name="rating"][value="4"]') as HTMLInputElement).checked).toBe(true);
  });
});

describe("the lawyer's written-question price", () => {
  it('not offered yet: ticking it suggests ₱500 and saves it', async () => {
    const calls = recordFetch(() => ({ status: 200, body: { price_centavos: 50_000 } }));
    dom.render(<QuestionPriceForm initial={null} />, { query: true });
    expect(text()).toContain('Written questions');
    expect(priceInput()).toBeNull();
    act(() => checkbox().click());
    expect((priceInput() as HTMLInputElement).value).toBe('500');
    expect(text()).toContain('Between ₱300 and ₱5,000; ₱500 is a common price.');
    await act(async () => button('Save price')!.click());
    await actUntil(() => calls.length > 0);
    expect(calls).toEqual([{ method: 'PUT', url: '/api/v1/lawyers/profile/question-price', body: { price_centavos: 50_000 } }]);
  });

  it('refuses a price outside the bounds before sending; shows the server’s refusal in its words; withdrawing sends null', async () => {
    const calls = recordFetch((call) =>
      (call.body as { price_centavos: number | null }).price_centavos === 90_000
        ? {
            status: 400,
            body: {
              message: 'Set a price between ₱300 and ₱5,000, or do not offer written questions.',
              key: 'PRICE_OUT_OF_BOUNDS',
              code: 'questions.priceOutOfBounds',
            },
          }
        : { status: 200, body: { price_centavos: null } },
    );
    dom.render(<QuestionPriceForm initial={120_000} />, { query: true });
    expect(checkbox().checked).toBe(true);
    expect((priceInput() as HTMLInputElement).value).toBe('1200');
    act(() => typeInto(priceInput(), '200'));
    await act(async () => button('Save price')!.click());
    expect(alert()).toBe('Set a price between ₱300 and ₱5,000.');
    expect(calls).toEqual([]);
    act(() => typeInto(priceInput(), '900'));
    await act(async () => button('Save price')!.click());
    await actUntil(() => alert() !== 'Set a price between ₱300 and ₱5,000.');
    expect(alert()).toBe('Set a price between ₱300 and ₱5,000, or do not offer written questions.');
    act(() => checkbox().click());
    await act(async () => button('Save price')!.click());
    await actUntil(() => calls.length === 2);
    expect(calls[1].body).toEqual({ price_centavos: null });
    await actUntil(() => alert() === null);
  });

  it('in Filipino: its words, its bounds and the server’s refusal', async () => {
    recordFetch(() => ({
      status: 400,
      body: {
        message: 'Set a price between ₱300 and ₱5,000, or do not offer written questions.',
        key: 'PRICE_OUT_OF_BOUNDS',
        code: 'questions.priceOutOfBounds',
      },
    }));
    dom.render(<QuestionPriceForm initial={null} />, { query: true, locale: 'fil' });
    expect(text()).toContain('Mga nakasulat na tanong');
    act(() => checkbox().click());
    expect(text()).toContain('Sumasagot ako ng nakasulat na tanong');
    expect(text()).toContain('Presyo ng isang nakasulat na tanong');
    expect(text()).toContain('Mula ₱300 hanggang ₱5,000; karaniwang presyo ang ₱500.');
    act(() => typeInto(priceInput(), '10000'));
    await act(async () => button('I-save ang presyo')!.click());
    expect(alert()).toBe('Maglagay ng presyo mula ₱300 hanggang ₱5,000.');
    act(() => typeInto(priceInput(), '600'));
    await act(async () => button('I-save ang presyo')!.click());
    await actUntil(() => alert()?.includes('huwag') ?? false);
    expect(alert()).toBe('Maglagay ng presyo mula ₱300 hanggang ₱5,000, o huwag mag-alok ng nakasulat na tanong.');
    expect(text()).not.toMatch(/Written questions|Save\b|Price of one/);
  });
});
