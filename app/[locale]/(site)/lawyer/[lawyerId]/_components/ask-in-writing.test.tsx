/** @jest-environment jsdom */
import { actUntil, useDomRoot } from '@/lib/test/dom';
import { AskInWriting } from './ask-in-writing';

// Issue 60 on the public profile: "Ask in writing" and its price, in both languages. Issue 72 item 7: the estimate
// abroad ("(about AED 31)", filled in by the browser) sits right after the price, never after "48 h"; how fast the
// lawyer answers is said once on the profile (AnswerTimeLine), not here a second time from another count.
const dom = useDomRoot();
const detail = () => dom.container.querySelector('[data-testid="ask-in-writing-detail"]');
const LAWYER = '11111111-1111-4111-8111-111111111111';

// The estimate's lazy island, loaded once beforehand: React then resolves it within the test's act().
beforeAll(() => import('@/components/prices/approx-price'));

describe('"Ask in writing" on the profile', () => {
  it('says the price, then the answer time the rule promises, in English', async () => {
    await dom.renderAsync(await AskInWriting({ lawyerId: LAWYER, price: 50_000, problem: null, locale: 'en' }));
    expect(dom.container.querySelector('a')!.textContent).toBe('Ask in writing₱500 · answer within 48 h');
    expect(detail()!.textContent).toBe('₱500 · answer within 48 h');
    expect(dom.container.querySelector('[data-testid="median-answer"]')).toBeNull();
    expect(dom.container.querySelector('a')!.getAttribute('href')).toBe(`/customer-portal/questions/new?lawyer=${LAWYER}`);
  });

  it('puts the estimate abroad right after the price, not after "48 oras", with its own space', async () => {
    window.localStorage.setItem('abogado.currency', 'AED');
    await dom.renderAsync(await AskInWriting({ lawyerId: LAWYER, price: 80_000, problem: null, locale: 'fil' }), { locale: 'fil' });
    await actUntil(() => dom.container.querySelector('[data-testid="approx-price"]') !== null);
    expect(detail()!.textContent).toMatch(/^₱800\(humigit-kumulang AED \d+\) · sagot sa loob ng 48 oras$/);
    window.localStorage.clear();
  });

  it('starts the form on the problem the visitor came with (search for written answers)', async () => {
    await dom.renderAsync(await AskInWriting({ lawyerId: LAWYER, price: 50_000, problem: 10, locale: 'fil' }), { locale: 'fil' });
    expect(dom.container.querySelector('a')!.getAttribute('href')).toBe(`/fil/customer-portal/questions/new?lawyer=${LAWYER}&problem=10`);
  });
});
