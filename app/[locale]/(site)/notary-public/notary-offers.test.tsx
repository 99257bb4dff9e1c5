import { renderToString } from 'react-dom/server';
import type { PublicNotary } from '@/lib/dto/notary';
import { publicNotary } from '@/lib/test/fixtures/public-notary';
import NotaryProfilePage from './profile/[notaryId]/page';

// Issue 43: a notary's public page shows each appointment offer (fee, length, what to bring), says
// once that notarization is in person with a valid ID, links the office to a map, and offers no call.
jest.mock('@/lib/i18n/server', () => {
  const actual = jest.requireActual('@/lib/i18n/server');
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return { ...actual, textFor: async (locale: string, namespace: string) => translator(locale, namespace) };
});

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const notaryId = '5f0c7a3e-8a51-4c1e-9d7b-2f6b1c9e4a10';
const ana: PublicNotary = publicNotary({
  services: ['affidavit-of-loss', 'jurat'],
  map_url: 'https://www.google.com/maps/search/?api=1&query=123%20Ayala%20Avenue%2C%20Makati%2C%20Philippines',
  takes_bookings: true,
  pay_at_office: true,
  offers: [
    {
      service: 'affidavit-of-loss',
      fee_centavos: 35_000,
      duration_minutes: 15,
      checklist: ['government-id', 'unsigned-document', 'copies'],
    },
  ],
});
let notary: PublicNotary = ana;
jest.mock('@/lib/server/notary/find-public-notary', () => ({ findPublicNotary: async () => notary, listPublicNotaryIds: async () => [] }));

const render = async (locale: string) => renderToString(await NotaryProfilePage({ params: Promise.resolve({ locale, notaryId }) }));

describe('notary profile page: appointments (issue 43)', () => {
  beforeEach(() => (notary = ana));

  it('shows the fee, the length and the checklist, the in-person sentence and a map link; nothing of a call', async () => {
    const html = await render('en');
    expect(html).toContain('Fees and what to bring');
    expect(html).toContain('Notarization is done in person at the notary&#x27;s office, with a valid government ID.');
    expect(html).toContain('Pay online when you book, or at the office.');
    expect(html).toMatch(/Affidavit of loss<\/h3>.*₱350.*About 15 minutes/s);
    expect(html).toContain('A current government ID with your photo and signature');
    expect(html).toContain('Copies of the document (ask the notary how many)');
    // The booking: a service and its times, fetched in the browser.
    expect(html).toContain('Book an appointment');
    expect(html).toContain('data-testid="notary-booking"');
    expect(html).toContain(`href="${ana.map_url!.replace(/&/g, '&amp;')}"`);
    const offers = html.slice(html.indexOf('offers-heading'), html.indexOf('</section>', html.indexOf('offers-heading')));
    expect(offers).not.toMatch(/join|video|call/i);
    expect(html).not.toMatch(/href="[^"]*\/(call|meeting)\b/);
  });

  it('reads in Filipino', async () => {
    const html = await render('fil');
    expect(html).toContain('Bayad at mga dapat dalhin');
    expect(html).toContain('Personal na ginagawa ang notarization (pagpapanotaryo) sa opisina ng notaryo');
    expect(html).toContain('Mga 15 minuto');
    expect(html).toContain('Valid ID na galing sa gobyerno, hindi expired, may litrato at pirma mo');
    expect(html).toContain('Buksan ang mapa');
    expect(html).toContain('Mag-book ng appointment');
    expect(html).not.toMatch(/What to bring|About 15 minutes/);
  });

  it('shows no offers while the notary takes no appointments', async () => {
    notary = { ...ana, takes_bookings: false };
    const html = await render('en');
    expect(html).not.toContain('Fees and what to bring');
    expect(html).not.toContain('Book an appointment');
  });
});
