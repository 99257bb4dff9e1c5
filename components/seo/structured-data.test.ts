import { serializeJsonLd } from './json-ld';
import { appUrl } from '@/lib/config/app';
import { article, breadcrumbList, faqPage, itemList } from './structured-data';

describe('JSON-LD', () => {
  it('escapes markup so a value can never end the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });

  it('builds absolute, 1-based breadcrumbs and item lists', () => {
    const crumbs = breadcrumbList([
      { name: 'Home', path: '/' },
      { name: 'Civil', path: '/lawyers-online/civil' },
    ]);
    expect(crumbs.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Civil',
      item: `${appUrl()}/lawyers-online/civil`,
    });
    const list = itemList('Lawyers', [{ name: 'Atty. A', path: '/lawyer/1' }]);
    expect(list.numberOfItems).toBe(1);
    expect(list.itemListElement[0].url).toBe(`${appUrl()}/lawyer/1`);
  });

  it('describes an article and an FAQ page', () => {
    const a = article({
      title: 'T',
      description: 'D',
      path: '/blog/t',
      date: '2026-05-06',
      author: 'Team',
      section: 'Civil',
      keywords: ['x', 'y'],
    });
    expect(a).toMatchObject({ '@type': 'Article', headline: 'T', datePublished: '2026-05-06', articleSection: 'Civil', keywords: 'x, y' });
    expect(faqPage([{ question: 'Q?', answer: 'A.' }]).mainEntity[0].acceptedAnswer.text).toBe('A.');
  });
});
