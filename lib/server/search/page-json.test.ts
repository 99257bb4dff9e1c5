import { searchPageJson } from './page-json';
import type { LawyerSearchPage, LawyerSearchResult } from './types';

const card = (id: string, calendar: LawyerSearchResult['calendar']): LawyerSearchResult => ({
  _id: id,
  display_name: 'Atty. "Quoted" \\ Name ñ',
  picture_url: null,
  rating: 4.5,
  review_count: 3,
  price_30: 100_000,
  price_60: null,
  bar_year: 2000,
  years_of_experience: 26,
  languages: ['English', 'Tagalog'],
  areas: ['civil'],
  region: 'Metro Manila (NCR)',
  city: null,
  ibp_verified: true,
  exactMatch: false,
  calendar,
});

describe('searchPageJson', () => {
  it('writes the same text as JSON.stringify', () => {
    const pages: LawyerSearchPage[] = [
      { results: [], total: 0, page: 0, hasMore: false, nextCursor: null, timeZone: 'Asia/Manila' },
      {
        results: [
          card('a', { '2026-03-02': [{ start_time: '2026-03-02T01:00:00.000Z' }, { start_time: '2026-03-02T02:00:00.000Z' }], '2026-03-03': [] }),
          card('b', {}),
          card('c', { '2026-03-02': [{ start_time: '2026-03-02T01:00:00.000Z' }] }),
        ],
        total: 42,
        page: 3,
        hasMore: true,
        nextCursor: 'eyJzIjoicmF0aW5nIn0',
        timeZone: undefined,
      },
    ];
    for (const page of pages) expect(searchPageJson(page)).toBe(JSON.stringify(page));
  });
});
