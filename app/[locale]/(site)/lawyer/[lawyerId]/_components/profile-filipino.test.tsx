/** @jest-environment jsdom */
import type { PublicLawyerProfile } from '@/lib/dto/lawyer-profile';
import { textFor } from '@/lib/i18n/server';
import { useDomRoot } from '@/lib/test/dom';
import { CompareToggle } from '@/components/lawyers/compare-toggle';
import { ConsultLanguages } from './consult-languages';
import { ProfileSections } from './profile-sections';
import { consultLanguages } from './profile-text';
import { SlotPicker } from './slot-picker';

// Issue 40 point 5: the Filipino profile is in Filipino, says prominently which languages the lawyer
// consults in (Filipino first), and leaves what the lawyer wrote as they wrote it.
const PROFILE: PublicLawyerProfile = {
  _id: '11111111-1111-4111-8111-111111111111',
  display_name: 'Ana Reyes',
  picture_url: null,
  about: 'I help families settle estates without going to court.',
  quote: null,
  law_firm: null,
  city: 'Quezon City',
  region: 'NCR',
  ibp_chapter: null,
  bar_year: 2015,
  years_of_experience: 11,
  languages: ['English', 'Cebuano', 'Tagalog'],
  areas: ['civil', 'criminal'],
  legal_problems: [],
  specializations: ['Estate settlement'],
  education: [{ _id: 'e1', degree: 'Juris Doctor', school: 'UP College of Law', start_year: 2010, end_year: null, honours: null }],
  work_experience: [],
  awards: [],
  services: [
    { duration: 30, price: 150000 },
    { duration: 60, price: 250000 },
  ],
  question_price: null,
  legal_aid: false,
  service_offers: [],
  answer_time: null,
  rating: 0,
  review_count: 0,
  ibp_verified: true,
  updated_at: '2026-01-01T00:00:00.000Z',
} as PublicLawyerProfile;

const dom = useDomRoot();
const text = () => dom.container.textContent ?? '';
const headings = () => [...dom.container.querySelectorAll('h2')].map((h) => h.textContent);

describe('the profile in Filipino', () => {
  it('puts Filipino first on a Filipino page and keeps the lawyer’s order in English', () => {
    expect(consultLanguages(PROFILE.languages, 'fil')).toEqual(['Tagalog', 'English', 'Cebuano']);
    expect(consultLanguages(PROFILE.languages, 'en')).toEqual(['English', 'Cebuano', 'Tagalog']);
  });

  it('says which languages the lawyer consults in, in the page’s language', async () => {
    dom.render(<ConsultLanguages languages={PROFILE.languages} locale="fil" t={await textFor('fil', 'profile')} />, { locale: 'fil' });
    expect(dom.container.querySelector('[data-testid="consult-languages"]')?.textContent).toBe(
      'Nagkokonsulta sa Tagalog, English, at Cebuano',
    );
    dom.render(<ConsultLanguages languages={PROFILE.languages} locale="en" t={await textFor('en', 'profile')} />);
    expect(dom.container.querySelector('[data-testid="consult-languages"]')?.textContent).toBe('Consults in English, Cebuano, and Tagalog');
  });

  it('heads the sections in Filipino and leaves the lawyer’s own words untranslated', async () => {
    dom.render(await ProfileSections({ profile: PROFILE, locale: 'fil' }), { locale: 'fil' });
    expect(headings()).toEqual(['Tungkol sa abogado', 'Mga larangan ng batas', 'Mga wika', 'Mga espesyalisasyon', 'Edukasyon']);
    expect(text()).toContain('Kasong sibil');
    expect(text()).toContain('Kasong kriminal');
    expect(text()).toContain('2010 – kasalukuyan');
    expect(text()).toContain(PROFILE.about);
    expect(text()).toContain('Estate settlement');
    expect(text()).toContain('Juris Doctor');
  });

  it('names the legal problems the lawyer handles in Filipino, English as before', async () => {
    const problems = [
      { _id: 10, label: 'Unpaid wages or underpayment' },
      { _id: 34, label: 'Annulment or declaration of nullity of marriage' },
    ];
    const chips = () => [...dom.container.querySelectorAll('#problems-heading + div li')].map((li) => li.textContent);
    dom.render(await ProfileSections({ profile: { ...PROFILE, legal_problems: problems }, locale: 'fil' }), { locale: 'fil' });
    expect(chips()).toEqual([
      'Hindi nabayarang sahod o kulang na sahod',
      'Annulment o declaration of nullity (pagpapawalang-bisa ng kasal)',
    ]);
    dom.render(await ProfileSections({ profile: { ...PROFILE, legal_problems: problems }, locale: 'en' }));
    expect(chips()).toEqual(problems.map((p) => p.label));
  });

  it('keeps the English sections letter for letter (the lawyer portal’s preview passes its page’s)', async () => {
    dom.render(await ProfileSections({ profile: PROFILE, locale: 'en' }));
    expect(headings()).toEqual(['About', 'Areas of law', 'Languages', 'Specializations', 'Education']);
    expect(text()).toContain('2010 – present');
    expect(text()).toContain('Criminal');
  });

  it('offers booking and compare in Filipino', () => {
    const day = { timeZone: 'Asia/Manila', calendar: { '2026-11-23': [], '2026-11-24': [] } };
    dom.render(
      <>
        <SlotPicker lawyerId={PROFILE._id} initial={{ 30: day, 60: day } as never} />
        <CompareToggle lawyer={{ _id: PROFILE._id, display_name: PROFILE.display_name, picture_url: null }} />
      </>,
      { locale: 'fil' },
    );
    expect(dom.container.querySelector('h2')?.textContent).toBe('Mag-book ng konsultasyon');
    expect(text()).toContain('30 minuto');
    expect(text()).toContain('Walang bakanteng oras sa susunod na 14 na araw.');
    expect(dom.container.querySelector('button[aria-pressed]')?.textContent).toBe('Ikumpara Atty. Ana Reyes');
  });
});
