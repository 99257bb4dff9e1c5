/** @jest-environment jsdom */
import { useDomRoot } from '@/lib/test/dom';
import { AskInWriting } from './ask-in-writing';

// Issue 60 on the public profile: the written-question price, and the median answer time once the
// lawyer answered enough questions (medianAnswerHours: null before), in both languages.
const dom = useDomRoot();
const line = () => dom.container.querySelector('[data-testid="ask-in-writing"]')?.textContent;
const LAWYER = '11111111-1111-4111-8111-111111111111';

describe('"Ask in writing" on the profile', () => {
  it('says how fast the lawyer usually answers once there is a median, in English', async () => {
    dom.render(await AskInWriting({ lawyerId: LAWYER, price: 50_000, medianHours: 26.4, problem: null, locale: 'en' }));
    expect(line()).toBe('Ask in writing · ₱500 · answer within 48 h · usually answers in 26 h');
    expect(dom.container.querySelector('a')!.getAttribute('href')).toBe(`/customer-portal/questions/new?lawyer=${LAWYER}`);
  });

  it('starts the form on the problem the visitor came with (search for written answers)', async () => {
    dom.render(await AskInWriting({ lawyerId: LAWYER, price: 50_000, medianHours: null, problem: 10, locale: 'fil' }), { locale: 'fil' });
    expect(dom.container.querySelector('a')!.getAttribute('href')).toBe(`/fil/customer-portal/questions/new?lawyer=${LAWYER}&problem=10`);
  });

  it('hides it below the threshold (no median yet)', async () => {
    dom.render(await AskInWriting({ lawyerId: LAWYER, price: 50_000, medianHours: null, problem: null, locale: 'en' }));
    expect(line()).toBe('Ask in writing · ₱500 · answer within 48 h');
    expect(dom.container.querySelector('[data-testid="median-answer"]')).toBeNull();
  });

  it('in Filipino, and never "0 h" for a lawyer who answers within the hour', async () => {
    dom.render(await AskInWriting({ lawyerId: LAWYER, price: 80_000, medianHours: 0.3, problem: null, locale: 'fil' }), { locale: 'fil' });
    expect(line()).toBe('Magtanong nang nakasulat · ₱800 · sagot sa loob ng 48 oras · karaniwang sumasagot sa loob ng 1 oras');
    dom.render(await AskInWriting({ lawyerId: LAWYER, price: 80_000, medianHours: null, problem: null, locale: 'fil' }), { locale: 'fil' });
    expect(line()).toBe('Magtanong nang nakasulat · ₱800 · sagot sa loob ng 48 oras');
  });
});
