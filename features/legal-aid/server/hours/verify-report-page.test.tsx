import { renderToStaticMarkup } from 'react-dom/server';
import { eq } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import VerifyLetterCodePage from '@/app/[locale]/(site)/verify-letter/[code]/page';
import VerifyLetterPage from '@/app/[locale]/(site)/verify-letter/page';
import { useTestDb } from '@/lib/test/db';
import { testLawyer } from '@/lib/test/fixtures/users';
import { legalAidReport } from './report';
import { insertLedgerLines } from '@/lib/test/fixtures/legal-aid-lines';

// next-intl's server entry is its React Server Components build, which Jest does not resolve to:
// the same catalogues through the plain translator stand in for it.
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));
jest.mock('@/lib/i18n/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return {
    textFor: async (locale: string, namespace: string) => translator(locale, namespace),
    localeOf: async (params: Promise<{ locale: string }>) => (await params).locale,
    boundaryLocale: async () => 'fil',
  };
});

// Issue 61: the verify page answers a legal-aid hours report's code — the lawyer, the period, the number
// of services and the hours, when it was issued, in the page's language — and never the people helped.
// Issue 73: each line the report states, with how it was measured; lines the desk did not approve are not there.
const db = useTestDb();

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const page = async (locale: string, code: string) =>
  text(renderToStaticMarkup(await VerifyLetterCodePage({ params: Promise.resolve({ locale, code }) })));

it('shows a legal-aid hours report by its code in English and Filipino, each approved line as measured, and no beneficiary', async () => {
  const lawyer = await testLawyer(db().db);
  const line = { lawyerId: lawyer.id, beneficiaryInitials: 'Q.Z.', area: 'labor' } as const;
  await insertLedgerLines(db().db, [
    { ...line, serviceDate: '2026-04-06', kind: 'CONSULTATION', minutes: 42 },
    { ...line, serviceDate: '2026-05-11', kind: 'WRITTEN_ANSWER', minutes: 30 },
    // Waiting for the desk, and rejected by it: in no report, on no verify page.
    { ...line, serviceDate: '2026-05-14', kind: 'CONSULTATION', minutes: 17, review: 'PENDING' },
    { ...line, serviceDate: '2026-05-20', kind: 'WRITTEN_ANSWER', minutes: 30, review: 'REJECTED' },
  ]);
  await legalAidReport(lawyer.id, { format: 'pdf', period_start: '2026-04-06' }, 'en', new Date('2026-06-01T01:30:00Z'));
  const [report] = await db().db.select().from(t.legalAidReports).where(eq(t.legalAidReports.lawyerId, lawyer.id));
  const [profile] = await db()
    .db.select({ name: t.lawyerProfiles.displayName, roll: t.lawyerProfiles.rollNumber })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, lawyer.id));
  const code = report.verificationCode;

  const en = await page('en', code);
  expect(en).toContain(`Report ${code}`);
  expect(en).toContain(
    `the legal-aid hours report of Atty. ${profile.name} (Roll of Attorneys no. ${profile.roll}) for January 1, 2025 to December 31, 2027: 2 services, 1 h 12 min in all, issued on June 1, 2026 at 9:30 AM (Philippine time).`,
  );
  expect(en).toContain('The services it states');
  expect(en).toContain('April 6, 2026 · Consultation · call attendance, 42 min');
  expect(en).toContain('May 11, 2026 · Written answer · written answer, fixed 30 min');
  expect(en).toContain('a free written answer counts a fixed 30 minutes');
  expect(en).toContain('Every line was checked and approved by the platform’s legal-aid desk before it counted.');
  expect(en).toContain('is for the ULAS Office to say');
  const fil = await page('fil', code.toLowerCase());
  expect(fil).toContain(`Report ${code}`);
  expect(fil).toContain(`ni Atty. ${profile.name} (Roll of Attorneys blg. ${profile.roll})`);
  expect(fil).toContain('2 serbisyo, 1 oras 12 min lahat');
  expect(fil).toContain('Abril 6, 2026 · Konsultasyon · attendance sa tawag, 42 min');
  expect(fil).toContain('Mayo 11, 2026 · Nakasulat na sagot · nakasulat na sagot, takdang 30 min');
  expect(fil).toContain('(oras sa Pilipinas)');
  for (const html of [en, fil]) {
    for (const secret of ['Q.Z.', 'Labor', 'labor']) expect(html).not.toContain(secret);
    for (const notCounted of ['May 14', 'May 20', 'Mayo 14', 'Mayo 20', '17 min']) expect(html).not.toContain(notCounted);
  }

  // A report issued before the desk checked lines (migration 0069) says so.
  await db().db.update(t.legalAidReports).set({ deskChecked: false }).where(eq(t.legalAidReports.id, report.id));
  expect(await page('en', code)).toContain('This report was issued before the platform’s legal-aid desk checked each line.');

  // An unknown report code: "not found" in the reports' words, not the letters' or the answers'.
  expect(await page('en', 'LA-2222-3333-4444')).toContain('No legal-aid hours report has this code.');
  expect(await page('fil', 'LA-2222-3333-4444')).toContain('Walang report ng mga oras ng libreng tulong-legal na may ganitong code.');
});

it('tells on /verify-letter that a report’s LA- code opens its own page, in both languages', async () => {
  const html = async (locale: string) => text(renderToStaticMarkup(await VerifyLetterPage({ params: Promise.resolve({ locale }) })));
  expect(await html('en')).toContain('legal-aid hours report&#x27;s code (it starts with LA) opens its own page here too.');
  expect(await html('fil')).toContain('(nagsisimula sa LA) ay may sarili ring page dito.');
});

// Issue 73 item 6: a code whose percent-encoding is broken (`/verify-letter/%25` reaches the page as `%`)
// is an address that names nothing — the 404 page of the page's language, never a URIError.
it.each(['%', '%E0%A4%A'])('a broken code %s is the 404 page, not an error', async (code) => {
  const thrown = await VerifyLetterCodePage({ params: Promise.resolve({ locale: 'fil', code }) }).catch((e: unknown) => e);
  expect(String((thrown as { digest?: string }).digest)).toMatch(/^NEXT_REDIRECT;replace;\/fil\/_not-found;/);
});
