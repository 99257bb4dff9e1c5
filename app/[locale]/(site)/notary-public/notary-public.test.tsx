import { randomUUID } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import NotaryCityPage, { generateMetadata } from './[city]/page';

// next-intl's getTranslations resolves to its client build under Jest; the same catalogues through
// createTranslator (lib/i18n/translator.ts) stand in for it.
jest.mock('@/lib/i18n/server', () => {
  const actual = jest.requireActual('@/lib/i18n/server');
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return { ...actual, textFor: async (locale: string, namespace: string) => translator(locale, namespace) };
});

describe('notary city page in Filipino (issue 40)', () => {
  const handle = useTestDb();
  let notaryId: string;

  beforeAll(async () => {
    const db = handle().db;
    const userId = randomUUID();
    await db.insert(t.users).values({ id: userId, email: `${userId}@example.com`, firstName: 'Ana', lastName: 'N', type: 'LAWYER' });
    notaryId = randomUUID();
    await db.insert(t.notaryProfiles).values({
      id: notaryId,
      userId,
      displayName: 'Atty. Ana Reyes',
      city: 'Makati',
      citySlug: 'makati',
      region: 'Metro Manila (NCR)',
      officeAddress: '123 Ayala Avenue',
      isPublic: true,
      isComplete: true,
      commissionNumber: 'NP-1',
      commissionExpiresOn: '2099-12-31',
      services: ['jurat'],
      officeDays: [1, 2, 3, 4, 5],
      opensAt: '08:30',
      closesAt: '16:30',
    });
  });

  const params = (locale: string) => Promise.resolve({ locale, city: 'makati' });

  it('has Filipino metadata with its own canonical and the hreflang pair', async () => {
    const meta = await generateMetadata({ params: params('fil') });
    expect(meta.title).toBe('Notaryo publiko sa Makati – Saan puwedeng magpa-notaryo');
    expect(meta.description).toMatch(/^1 notaryo publikong may komisyon sa Makati: .*magpa-notaryo.*valid ID\.$/);
    expect(meta.alternates).toEqual({
      canonical: '/fil/notary-public/makati',
      languages: { en: '/notary-public/makati', fil: '/fil/notary-public/makati', 'x-default': '/notary-public/makati' },
    });
    expect(meta.openGraph).toMatchObject({ url: '/fil/notary-public/makati', locale: 'fil_PH' });
  });

  it('keeps the English metadata as it was', async () => {
    const meta = await generateMetadata({ params: params('en') });
    expect(meta.title).toBe('Notary Public in Makati');
    expect(meta.description).toBe(
      '1 commissioned notary public in Makati: office addresses, hours and commission details. Personal appearance with a valid ID is required.',
    );
    expect(meta.alternates).toMatchObject({ canonical: '/notary-public/makati' });
  });

  it('renders the page in Filipino: headings, the card, office hours and links', async () => {
    const html = renderToString(await NotaryCityPage({ params: params('fil') }));
    expect(html).toContain('Notaryo publiko sa Makati</h1>');
    expect(html).toContain('May 1 notaryo publikong may komisyon at opisina sa Makati, Metro Manila (NCR).');
    expect(html).toContain('personal appearance (personal na pagharap)');
    expect(html).toContain('competent evidence of identity (valid ID)');
    expect(html).toContain('Lunes hanggang Biyernes, 8:30 AM – 4:30 PM');
    expect(html).toContain('Disyembre 31, 2099');
    expect(html).toContain('Jurat (mga affidavit at sinumpaang salaysay)');
    expect(html).toContain(`href="/fil/notary-public/profile/${notaryId}"`);
    expect(html).toContain('href="/fil/notary-public"');
    expect(html).not.toMatch(/Monday|View details|Search another city/);
  });

  it('renders the English page as before', async () => {
    const html = renderToString(await NotaryCityPage({ params: params('en') }));
    expect(html).toContain('Notary public in Makati</h1>');
    expect(html).toContain('Monday to Friday, 8:30 AM – 4:30 PM');
    expect(html).toContain('you must appear <strong>in person</strong> before the notary public');
    expect(html).toContain(`href="/notary-public/profile/${notaryId}"`);
  });
});
