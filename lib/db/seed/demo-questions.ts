import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { LEGAL_PROBLEMS } from '@/lib/reference/legal-problems';
import { platformFee } from '@/lib/rules/fees';
import { answerDueAt, followUpDueAt, SCOPE_STATEMENT_VERSION, takeDueAt } from '@/lib/rules/written-questions';
import { env } from '@/lib/server/env';

const HOUR = 60 * 60_000;

/** Fixed ids outside the seeded sequence: adding the demo questions moved no other demo row. */
const IDS = {
  answered: '7a0e5c11-60aa-4b0e-9c01-00000000a060',
  waiting: '7a0e5c11-60aa-4b0e-9c01-00000000b060',
  filipino: '7a0e5c11-60aa-4b0e-9c01-00000000c060',
} as const;

/** The demo lawyer's written-question price (₱500: an IBP chapter's minimum for a simple consultation, issue 60). */
const DEMO_QUESTION_PRICE = 50_000;

type SeedLawyerRef = { id: string; areas: readonly string[]; displayName: string };

/**
 * Issue 60's demo (README): the demo lawyer answers written questions at ₱500, and so does every third
 * seeded lawyer (the open pool of each field has someone to pass a declined question to); the demo client
 * has one answered question (the follow-up still open) and one waiting for the demo lawyer to take it;
 * `kliyente@example.com` has one answered in Filipino. Times are relative to the seed, so the clocks read
 * as they would: the waiting one has about two days left to be taken, the answered ones three to follow up.
 */
export async function seedWrittenQuestions(
  db: Db,
  { lawyers, customerId, filipinoId, now = new Date() }: { lawyers: SeedLawyerRef[]; customerId: string; filipinoId: string; now?: Date },
): Promise<void> {
  const demo = lawyers[0];
  const demoName = demo.displayName;
  for (const [i, lawyer] of lawyers.entries()) {
    if (i % 3 !== 0) continue;
    await db
      .update(t.lawyerProfiles)
      .set({ questionPriceCentavos: i === 0 ? DEMO_QUESTION_PRICE : [50_000, 80_000, 100_000, 150_000][i % 4] })
      .where(eq(t.lawyerProfiles.userId, lawyer.id));
  }
  // Problems of the demo lawyer's own field, so taking and passing on behave as they would.
  const field = LEGAL_PROBLEMS.filter((p) => p._id >= 8 && p.value[0] === demo.areas[0]);
  const problem = (n: number) => (field[n % Math.max(field.length, 1)] ?? LEGAL_PROBLEMS[0])._id;
  const percent = env().PLATFORM_FEE_PERCENT;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);

  const answered = (
    id: string,
    customer: string,
    o: { language: 'en' | 'fil'; problem: number; facts: string; wants: string; parties: string[]; answer: string },
  ) => {
    const paidAt = at(30);
    const takenAt = at(26);
    const answeredAt = at(4);
    return {
      question: {
        id,
        customerId: customer,
        lawyerId: demo.id,
        problem: o.problem,
        facts: o.facts,
        wants: o.wants,
        otherParties: o.parties,
        language: o.language,
        poolOk: true,
        status: 'ANSWERED' as const,
        priceCentavos: DEMO_QUESTION_PRICE,
        offeredAt: paidAt,
        takeDueAt: takeDueAt(paidAt),
        takenAt,
        scopeStatementVersion: SCOPE_STATEMENT_VERSION,
        answerDueAt: answerDueAt(takenAt),
        answeredAt,
        followUpDueAt: followUpDueAt(answeredAt),
        createdAt: at(31),
        updatedAt: answeredAt,
      },
      paidAt,
      takenAt,
      answer: { questionId: id, kind: 'answer' as const, authorId: demo.id, body: o.answer, createdAt: answeredAt },
    };
  };

  const rows = [
    answered(IDS.answered, customerId, {
      language: 'en',
      problem: problem(0),
      facts:
        'I worked for a restaurant in Quezon City for two years. Last month I was told not to report anymore, with no notice and no written reason. My last two payslips show no overtime pay although I worked 10-hour shifts.',
      wants: 'Was I dismissed illegally, and can I still claim the overtime? Where do I file?',
      parties: ['Lutong Bahay Restaurant Inc.'],
      answer:
        'From what you describe — no notice and no written reason — your dismissal lacks both just cause and due process under the Labor Code (Art. 297–299 and the twin-notice rule). You may claim reinstatement or separation pay, backwages and the unpaid overtime (three years back). Start with a Request for Assistance under the DOLE SEnA: it is free and usually settles in 30 days. Bring your payslips, your ID and any messages telling you not to report. If it does not settle, the case goes to the NLRC. This is a limited legal service: one answer on this question.',
    }),
    answered(IDS.filipino, filipinoId, {
      language: 'fil',
      problem: problem(1),
      facts:
        'Dalawang taon na akong nagtatrabaho bilang kasambahay. Hindi ako binabayaran ng 13th month pay at wala akong SSS. Sinabi ng amo ko na hindi raw ito para sa mga kasambahay.',
      wants: 'May karapatan ba ako sa 13th month pay at SSS? Ano ang dapat kong gawin?',
      parties: ['Gng. Rosario Villanueva'],
      answer:
        'Oo. Sa ilalim ng Batas Kasambahay (RA 10361), may karapatan ka sa 13th month pay at sa SSS, PhilHealth at Pag-IBIG; ang amo ang nagbabayad ng kontribusyon kung ang sahod mo ay mas mababa sa ₱5,000. Humingi ka muna ng tulong sa DOLE field office (SEnA): libre ito. Dalhin ang anumang patunay ng sahod at ng iyong trabaho. Ito ay limitadong serbisyong legal: isang sagot sa tanong na ito.',
    }),
  ];
  const waitingPaidAt = at(1);
  const waiting = {
    id: IDS.waiting,
    customerId,
    lawyerId: demo.id,
    problem: problem(2),
    facts:
      'My landlord in Makati is keeping my ₱30,000 deposit after I moved out. He says the walls need repainting, but the unit was painted when I moved in three years ago and I left it clean.',
    wants: 'Can he keep the deposit for ordinary wear and tear? How do I get it back?',
    otherParties: ['Ramon Bautista'],
    language: 'en' as const,
    poolOk: true,
    status: 'WAITING' as const,
    priceCentavos: DEMO_QUESTION_PRICE,
    offeredAt: waitingPaidAt,
    takeDueAt: takeDueAt(waitingPaidAt),
    createdAt: at(2),
    updatedAt: waitingPaidAt,
  };
  await db.insert(t.writtenQuestions).values([...rows.map((r) => r.question), waiting]);
  await db
    .insert(t.writtenQuestionOffers)
    .values([
      ...rows.map((r) => ({
        questionId: r.question.id,
        lawyerId: demo.id,
        offeredAt: r.paidAt,
        outcome: 'taken' as const,
        decidedAt: r.takenAt,
      })),
      { questionId: waiting.id, lawyerId: demo.id, offeredAt: waitingPaidAt },
    ]);
  await db.insert(t.writtenQuestionMessages).values(rows.map((r) => r.answer));
  await db.insert(t.payments).values(
    [...rows.map((r) => ({ q: r.question, paidAt: r.paidAt })), { q: waiting, paidAt: waitingPaidAt }].map(({ q, paidAt }) => ({
      customerId: q.customerId,
      lawyerId: demo.id,
      questionId: q.id,
      provider: 'SANDBOX' as const,
      amountCentavos: DEMO_QUESTION_PRICE,
      status: 'PAID' as const,
      method: 'gcash',
      description: `Written question – Atty. ${demoName}`,
      paidAt,
      feeCentavos: platformFee(DEMO_QUESTION_PRICE, percent),
      createdAt: paidAt,
      updatedAt: paidAt,
    })),
  );
}
