import { GET as getProfile } from '@/app/api/v1/lawyers/[lawyerId]/profile/route';
import type { PublicLawyerProfile } from '@/lib/dto/lawyer-profile';
import { ANSWER_TIME_WINDOW_DAYS } from '@/features/services/rules/service-orders';
import { useTestDb } from '@/lib/test/db';
import { commentSample, orderSample, questionSample } from '@/lib/test/fixtures/answer-times';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { insertCustomer } from '@/lib/test/fixtures/users';
import { findAnswerTime } from './answer-time';

// Issue 62 item 6: the median time a lawyer takes to answer over the last 90 days — a client's first comment on a
// work item, a written question, a paid service order — shown from 3 answers on, equal to the median of the
// seeded timestamps computed here.
const db = useTestDb();
const DAY = 86_400_000;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

const profile = async (lawyerId: string) => {
  const res = await getProfile(apiRequest(`/api/v1/lawyers/${lawyerId}/profile`), routeCtx({ lawyerId }));
  expect(res.status).toBe(200);
  return (await res.json()) as PublicLawyerProfile;
};

/** The median as a reader would compute it: the middle one, or the mean of the middle two. */
function expectedMedian(minutes: number[]): number {
  const sorted = [...minutes].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

describe('answer times', () => {
  it('the profile API shows the median of the three kinds of sample in the window, with the sample count', async () => {
    const d = db().db;
    const lawyer = await insertLawyer(d, { name: 'Ana Quick' });
    const client = await insertCustomer(d);
    const counted = { comments: [45, 300], questions: [180, 1_440], orders: [90] };
    await commentSample(d, lawyer, client, daysAgo(3), counted.comments[0]);
    await commentSample(d, lawyer, client, daysAgo(40), counted.comments[1]);
    await questionSample(d, lawyer, client, daysAgo(10), counted.questions[0]);
    await questionSample(d, lawyer, client, daysAgo(80), counted.questions[1]);
    await orderSample(d, lawyer, client, daysAgo(5), counted.orders[0]);
    // Not samples: older than the window (however fast), or not answered yet.
    await commentSample(d, lawyer, client, daysAgo(ANSWER_TIME_WINDOW_DAYS + 2), 1);
    await questionSample(d, lawyer, client, daysAgo(ANSWER_TIME_WINDOW_DAYS + 5), 2);
    await orderSample(d, lawyer, client, daysAgo(ANSWER_TIME_WINDOW_DAYS + 1), 3);
    await questionSample(d, lawyer, client, daysAgo(1), null);

    const all = [...counted.comments, ...counted.questions, ...counted.orders];
    const expected = { median_minutes: Math.round(expectedMedian(all)), samples: all.length };
    expect(expected).toEqual({ median_minutes: 180, samples: 5 });
    expect((await profile(lawyer)).answer_time).toEqual(expected);
    expect(await findAnswerTime(lawyer, now)).toEqual(expected);
  });

  it('an even number of samples averages the middle two', async () => {
    const d = db().db;
    const lawyer = await insertLawyer(d);
    const client = await insertCustomer(d);
    const minutes = [30, 60, 120, 600];
    for (const [i, m] of minutes.entries()) await commentSample(d, lawyer, client, daysAgo(i + 1), m);
    expect(await findAnswerTime(lawyer, now)).toEqual({ median_minutes: expectedMedian(minutes), samples: 4 });
    expect(expectedMedian(minutes)).toBe(90);
  });

  it('below 3 samples in the window there is no answer time (null), counting only this lawyer', async () => {
    const d = db().db;
    const lawyer = await insertLawyer(d);
    const other = await insertLawyer(d);
    const client = await insertCustomer(d);
    await commentSample(d, lawyer, client, daysAgo(2), 20);
    await orderSample(d, lawyer, client, daysAgo(2), 20);
    await commentSample(d, lawyer, client, daysAgo(ANSWER_TIME_WINDOW_DAYS + 1), 20);
    for (let i = 0; i < 3; i++) await questionSample(d, other, client, daysAgo(i + 1), 5);
    expect(await findAnswerTime(lawyer, now)).toBeNull();
    expect((await profile(lawyer)).answer_time).toBeNull();
    expect(await findAnswerTime(other, now)).toEqual({ median_minutes: 5, samples: 3 });
  });
});
