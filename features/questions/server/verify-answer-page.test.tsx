import { renderToStaticMarkup } from 'react-dom/server';
import { eq } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import VerifyLetterCodePage from '@/app/[locale]/(site)/verify-letter/[code]/page';
import { useTestDb } from '@/lib/test/db';
import { testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { answerQuestion, takeQuestion } from './question-steps';
import { SCOPE_STATEMENT_VERSION } from '@/features/questions/rules/written-questions';

// next-intl's server entry is its React Server Components build, which Jest does not resolve to:
// the same catalogues through the plain translator stand in for it.
jest.mock('@/lib/i18n/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return {
    textFor: async (locale: string, namespace: string) => translator(locale, namespace),
    localeOf: async (params: Promise<{ locale: string }>) => (await params).locale,
  };
});

// Issue 60: the engagement letters' verify page also answers a written answer's code — who answered,
// the roll number, the problem and when, in the page's language — and never the question or the answer.
const db = useTestDb();
const FACTS = 'My neighbour built a fence two metres into our lot in Antipolo.';
const WANTS = 'Can I make them remove the fence?';
const ANSWER = 'Yes: start with a barangay complaint for conciliation.';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const page = async (locale: string, code: string) =>
  text(renderToStaticMarkup(await VerifyLetterCodePage({ params: Promise.resolve({ locale, code }) })));

it('shows a written answer by its code in English and Filipino, and nothing of the question or the answer', async () => {
  const lawyer = await testLawyer(db().db);
  const client = await testCustomer(db().db);
  const now = new Date();
  const [q] = await db()
    .db.insert(t.writtenQuestions)
    .values({
      customerId: client.id,
      lawyerId: lawyer.id,
      problem: 0,
      facts: FACTS,
      wants: WANTS,
      otherParties: ['Ramon Reyes'],
      status: 'WAITING',
      offeredAt: now,
      takeDueAt: new Date(now.getTime() + 3_600_000),
    })
    .returning({ id: t.writtenQuestions.id });
  await db().db.insert(t.writtenQuestionOffers).values({ questionId: q.id, lawyerId: lawyer.id, offeredAt: now });
  await takeQuestion(lawyer.id, q.id, { scope_statement_version: SCOPE_STATEMENT_VERSION });
  await answerQuestion(lawyer.id, q.id, { body: ANSWER });
  const [row] = await db()
    .db.select({ code: t.writtenQuestions.verificationCode })
    .from(t.writtenQuestions)
    .where(eq(t.writtenQuestions.id, q.id));
  const [profile] = await db()
    .db.select({ name: t.lawyerProfiles.displayName, roll: t.lawyerProfiles.rollNumber })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, lawyer.id));
  const code = row.code!;

  const en = await page('en', code);
  expect(en).toContain(`Answer ${code}`);
  expect(en).toContain(`a written answer by Atty. ${profile.name} (Roll of Attorneys no. ${profile.roll}) on`);
  expect(en).toContain('(Philippine time)');
  const fil = await page('fil', code.toLowerCase());
  expect(fil).toContain(`Sagot ${code}`);
  expect(fil).toContain(`nakasulat na sagot ni Atty. ${profile.name} (Roll of Attorneys blg. ${profile.roll}) tungkol sa`);
  for (const html of [en, fil]) for (const secret of [FACTS, WANTS, ANSWER, 'Ramon', client.email]) expect(html).not.toContain(secret);

  // An unknown answer code: "not found" in the answers' words, not the letters'.
  expect(await page('en', 'WQ-2222-3333-4444')).toContain('No written answer has this code.');
  // A letter's code still leads to the letters' page.
  expect(await page('en', 'EL-2222-3333-4444')).toContain('No signed letter has this code.');
});
