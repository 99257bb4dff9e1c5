import { builtPaths } from './listing-paths';

describe('builtPaths (issue 40: every page is built under its language)', () => {
  it('revalidates a page in both languages, and the profiles sitemap as it is', () => {
    expect(builtPaths('/')).toEqual(['/en', '/fil']);
    expect(builtPaths('/lawyers-online/labor/cebu-city')).toEqual([
      '/en/lawyers-online/labor/cebu-city',
      '/fil/lawyers-online/labor/cebu-city',
    ]);
    expect(builtPaths('/server-sitemap.xml')).toEqual(['/server-sitemap.xml']);
  });
});
