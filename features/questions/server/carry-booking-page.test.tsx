import { isValidElement, type ReactElement, type ReactNode } from 'react';
import BookPage from '@/app/[locale]/book/[lawyerId]/[startTime]/page';
import { BookingForm } from '@/components/booking/booking-form';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

// Issue 60: "Book a call with this lawyer" from an answered question — the booking page reads `?question=`
// on the server for the signed-in client: its own question prefills the case, another's prefills nothing.
const db = useTestDb();
let pageCookies: TestUser['jar'] | null = null;
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (pageCookies?.get(name) ? { name, value: pageCookies.get(name) } : undefined) }),
  headers: async () => new Headers(),
}));
jest.mock('@/lib/i18n/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return {
    textFor: async (locale: string, namespace: string) => translator(locale, namespace),
    localeOf: async (params: Promise<{ locale: string }>) => (await params).locale,
  };
});

/** The BookingForm element of the page's tree (its props are what the browser gets). */
function bookingForm(node: ReactNode): ReactElement<Parameters<typeof BookingForm>[0]> | null {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = bookingForm(child);
      if (found) return found;
    }
    return null;
  }
  if (!isValidElement(node)) return null;
  if (node.type === BookingForm) return node as ReactElement<Parameters<typeof BookingForm>[0]>;
  return bookingForm((node.props as { children?: ReactNode }).children);
}

async function openPage(user: TestUser, lawyerId: string, question: string, locale = 'en') {
  pageCookies = user.jar;
  try {
    const start = new Date(Date.now() + 48 * 3_600_000).toISOString();
    const tree = await BookPage({
      params: Promise.resolve({ locale, lawyerId, startTime: encodeURIComponent(start) }),
      searchParams: Promise.resolve({ duration: '30', question }),
    });
    return bookingForm(tree)?.props;
  } finally {
    pageCookies = null;
  }
}

let client: TestUser;
let other: TestUser;
let lawyer: TestUser;
let questionId: string;
beforeAll(async () => {
  client = await testCustomer(db().db);
  other = await testCustomer(db().db);
  lawyer = await testLawyer(db().db);
  const at = new Date(Date.now() - 3_600_000);
  const [row] = await db()
    .db.insert(t.writtenQuestions)
    .values({
      customerId: client.id,
      lawyerId: lawyer.id,
      problem: 34,
      facts: 'We married in 2015; he left in 2018.',
      wants: 'Can I file for nullity?',
      otherParties: ['Juan Cruz'],
      status: 'ANSWERED',
      priceCentavos: 50_000,
      offeredAt: at,
      takenAt: at,
      scopeStatementVersion: 'cpra-iii-35-v1',
      answeredAt: at,
    })
    .returning({ id: t.writtenQuestions.id });
  questionId = row.id;
});

describe('the booking page with ?question=', () => {
  it("prefills the case from the client's own answered question, in the page's language", async () => {
    const props = await openPage(client, lawyer.id, questionId);
    expect(props?.initialCase).toEqual({
      subject: 'After my written question: Annulment or declaration of nullity of marriage',
      description: 'My question: Can I file for nullity?\n\nWhat happened: We married in 2015; he left in 2018.',
      callType: 'VIDEO',
    });
    const fil = await openPage(client, lawyer.id, questionId, 'fil');
    expect(fil?.initialCase?.description).toBe(
      'Ang tanong ko: Can I file for nullity?\n\nAng nangyari: We married in 2015; he left in 2018.',
    );
  });

  it("prefills nothing for another client's question id (the booking itself still opens)", async () => {
    const props = await openPage(other, lawyer.id, questionId);
    expect(props).toBeDefined();
    expect(props?.initialCase).toBeUndefined();
  });
});
