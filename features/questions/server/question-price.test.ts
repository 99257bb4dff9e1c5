import { revalidatePath } from 'next/cache';
import { useTestDb } from '@/lib/test/db';
import { testLawyer } from '@/lib/test/fixtures/users';
import { setQuestionPrice } from './question-price';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));

// Issue 72: a lawyer who starts or stops answering in writing changes static pages — their card's "Written answer"
// badge on the landing pages, the home page's "Ask in writing — from ₱N" — which follow at once, not in 10 minutes.
const db = useTestDb();

it('setting or withdrawing the written-question price revalidates the home page and the lawyer’s landing pages', async () => {
  const lawyer = await testLawyer(db().db, { areas: ['labor'], region: 'Central Visayas (VII)', city: 'Cebu City' });
  for (const price of [50_000, null]) {
    jest.mocked(revalidatePath).mockClear();
    expect(await setQuestionPrice(lawyer.id, price)).toEqual({ price_centavos: price });
    const paths = jest.mocked(revalidatePath).mock.calls.map(([path]) => path);
    expect(paths).toEqual(expect.arrayContaining(['/en', '/fil', '/en/lawyers-online/labor', '/fil/lawyers-online/labor/cebu-city']));
    expect(paths).not.toContain('/en/lawyers-online/civil');
  }
});
