import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { platformFee } from '@/lib/rules/fees';
import { answerDueAt, followUpDueAt, SCOPE_STATEMENT_VERSION, takeDueAt } from '@/features/questions/rules/written-questions';
import { env } from '@/lib/server/env';
import { refreshLawyerRating } from '@/lib/server/lawyers/refresh-lawyer-rating';
import { CARD_ABROAD } from '@/lib/format/receipt';
import { DEMO_QUESTION_PRICE, seedWrittenOffers } from './demo-written-offers';

const HOUR = 60 * 60_000;

/** Fixed ids outside the seeded sequence: adding the demo questions moved no other demo row. */
const IDS = {
  answered: '7a0e5c11-60aa-4b0e-9c01-00000000a060',
  waiting: '7a0e5c11-60aa-4b0e-9c01-00000000b060',
  filipino: '7a0e5c11-60aa-4b0e-9c01-00000000c060',
  closed: '7a0e5c11-60aa-4b0e-9c01-00000000d060',
  review: '7a0e5c11-60aa-4b0e-9c01-00000000e060',
} as const;

/**
 * The answered demo questions' verification codes (what the answer step sets, fixed so docs/product.md's
 * /verify-letter/{code} link works on every seed), in the codes' alphabet (no 0, O, 1 or I).
 */
const DEMO_QUESTION_CODES = { answered: 'WQ-DEMQ-ANSW-2K26', filipino: 'WQ-DEMQ-SAGT-2K26', closed: 'WQ-DEMQ-KLSD-2K26' } as const;

type SeedLawyerRef = { id: string; areas: readonly string[]; displayName: string };

/**
 * Issue 60's demo (README): the demo lawyer answers written questions at ₱500, and so do most seeded lawyers
 * (demo-written-offers.ts; the open pool of each field has someone to pass a declined question to); the demo client
 * has one answered question (the follow-up still open) and one waiting for the demo lawyer to take it;
 * `kliyente@example.com` has one answered in Filipino. Times are relative to the seed, so the clocks read
 * as they would: the waiting one has about two days left to be taken, the answered ones three to follow up.
 * The demo client reviewed their answer (a review of a written answer, counted in the rating), and another
 * client's question was answered and closed ten days ago: three answers, so the demo lawyer's profile shows
 * their answer time (findAnswerTime: three samples at least).
 */
export async function seedWrittenQuestions(
  db: Db,
  {
    lawyers,
    customerId,
    filipinoId,
    otherCustomerId,
    now = new Date(),
  }: { lawyers: SeedLawyerRef[]; customerId: string; filipinoId: string; otherCustomerId: string; now?: Date },
): Promise<void> {
  const demo = lawyers[0];
  const demoName = demo.displayName;
  // Who answers in writing, and at what price: demo-written-offers.ts (issue 72).
  await seedWrittenOffers(db, lawyers);
  // Problems of civil law, the demo lawyer's field (the seed test holds it), each the one its text is about.
  const PROBLEM = { debt: 53, smallClaims: 54, childSupport: 38 } as const;
  const percent = env().PLATFORM_FEE_PERCENT;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);

  const answered = (
    id: string,
    customer: string,
    o: { language: 'en' | 'fil'; problem: number; facts: string; wants: string; parties: string[]; answer: string; code: string },
    hours: { paid: number; taken: number; answered: number; closed?: number } = { paid: 30, taken: 26, answered: 4 },
  ) => {
    const paidAt = at(hours.paid);
    const takenAt = at(hours.taken);
    const answeredAt = at(hours.answered);
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
        status: hours.closed === undefined ? ('ANSWERED' as const) : ('CLOSED' as const),
        priceCentavos: DEMO_QUESTION_PRICE,
        offeredAt: paidAt,
        takeDueAt: takeDueAt(paidAt),
        takenAt,
        scopeStatementVersion: SCOPE_STATEMENT_VERSION,
        answerDueAt: answerDueAt(takenAt),
        answeredAt,
        followUpDueAt: followUpDueAt(answeredAt),
        verificationCode: o.code,
        closedAt: hours.closed === undefined ? null : at(hours.closed),
        createdAt: at(hours.paid + 1),
        updatedAt: hours.closed === undefined ? answeredAt : at(hours.closed),
      },
      paidAt,
      takenAt,
      answer: { questionId: id, kind: 'answer' as const, authorId: demo.id, body: o.answer, createdAt: answeredAt },
    };
  };

  const rows = [
    answered(IDS.answered, customerId, {
      language: 'en',
      problem: PROBLEM.debt,
      code: DEMO_QUESTION_CODES.answered,
      facts:
        'In March I lent ₱80,000 to a former officemate to pay her hospital bills. She signed a note promising to pay by September. She has paid nothing and no longer answers my messages. We both live in Quezon City.',
      wants: 'How do I get my money back without hiring a lawyer for a long case?',
      parties: ['Liza Manalo'],
      answer:
        'Your signed note is written proof of the loan, which is what you need. First send her a written demand (a dated letter giving her, say, 15 days to pay); keep proof she received it. Since you both live in Quezon City, the dispute must go to your barangay for conciliation first (Katarungang Pambarangay); if it does not settle, the barangay issues a certificate to file action. Then file a small claims case in the first-level court: ₱80,000 is well within its limit, the forms are simple, no lawyer may appear for either side at the hearing, and a decision usually comes on the day of the hearing. This is a limited legal service: one answer on this question.',
    }),
    answered(IDS.filipino, filipinoId, {
      language: 'fil',
      problem: PROBLEM.childSupport,
      code: DEMO_QUESTION_CODES.filipino,
      facts:
        'Hiwalay na kami ng ama ng anak ko mula noong 2024. Hindi kami kasal. Kinikilala niya ang bata pero isang taon na siyang hindi nagbibigay ng sustento kahit may trabaho siya.',
      wants: 'Puwede ko ba siyang pilitin na magbigay ng sustento? Saan ako magsisimula?',
      parties: ['Roberto Dizon'],
      answer:
        'Oo. Ayon sa Family Code (Art. 194–195), may tungkulin ang ama na magbigay ng sustento sa anak niya, kasal man kayo o hindi, basta kinikilala niya ang bata. Magsimula sa isang nakasulat na demand na humihingi ng buwanang halaga. Kung hindi siya tumugon, puwede kang magsampa ng petisyon para sa sustento sa Family Court; ang sadyang hindi pagbibigay ng sustento ay maaari ding economic abuse sa ilalim ng RA 9262. Libre ang tulong ng Public Attorney’s Office kung kwalipikado ka. Ito ay limitadong serbisyong legal: isang sagot sa tanong na ito.',
    }),
  ];
  // Answered in 12 hours ten days ago; no follow-up came within 72 hours, so the scheduler closed it.
  rows.push(
    answered(
      IDS.closed,
      otherCustomerId,
      {
        language: 'en',
        problem: PROBLEM.smallClaims,
        facts:
          'I sold a second-hand laptop for ₱25,000 to a buyer in Pasig. He paid ₱10,000 and promised the rest in a month; two months later he says the laptop is slow and will not pay.',
        wants: 'Can I still collect the ₱15,000 balance?',
        parties: ['Marco Villanueva'],
        answer:
          'Yes. He accepted the laptop and part-paid, so the sale is perfected and he owes the balance; a complaint about its speed, raised months later, does not cancel it unless he proves a hidden defect. Send a written demand first; then, after barangay conciliation if you live in the same city, file a small claims case for the ₱15,000. This is a limited legal service: one answer on this question.',
        code: DEMO_QUESTION_CODES.closed,
      },
      { paid: 240, taken: 236, answered: 228, closed: 156 },
    ),
  );
  const waitingPaidAt = at(1);
  const waiting = {
    id: IDS.waiting,
    customerId,
    lawyerId: demo.id,
    problem: PROBLEM.smallClaims,
    facts:
      'My landlord in Makati is keeping my ₱30,000 deposit after I moved out. He says the walls need repainting, but the unit was painted when I moved in three years ago and I left it clean.',
    wants: 'Can he keep the deposit for ordinary wear and tear? Can I file a small claims case to get it back?',
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
  await db.insert(t.writtenQuestionOffers).values([
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
      // The waiting one was paid with a card issued abroad (issue 63 item 3): its receipt says what was charged.
      method: q === waiting ? CARD_ABROAD : 'gcash',
      description: `Written question – Atty. ${demoName}`,
      paidAt,
      feeCentavos: platformFee(DEMO_QUESTION_PRICE, percent),
      createdAt: paidAt,
      updatedAt: paidAt,
    })),
  );
  // The demo client's review of their answer, as a meeting's review is kept; the rating moves with it.
  await db.insert(t.reviews).values({
    id: IDS.review,
    questionId: IDS.answered,
    customerId,
    lawyerId: demo.id,
    rating: 5,
    comment: 'A clear written answer within a day: I knew exactly what to send and where to file.',
    createdAt: at(3),
  });
  await refreshLawyerRating(db, demo.id);
}
