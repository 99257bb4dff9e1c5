import { renderToStaticMarkup } from 'react-dom/server';
import { REFUND_ARRIVAL_TEXT } from '@/lib/config/refunds';
import { documentAlternates } from '@/lib/i18n/alternates';
import { translator } from '@/lib/i18n/translator';
import { blogPostLanguages, findBlogPost, listBlogPosts } from '@/lib/server/content/load-blog-posts';
import { loadStaticPage, staticPageLanguages } from '@/lib/server/content/load-static-page';
import CancellationPolicyPage, { generateMetadata as cancellationMetadata } from './cancellation-policy/page';
import BlogPostPage, { generateMetadata as postMetadata } from './blog/[slug]/page';
import TermsPage, { generateMetadata as termsMetadata } from './terms/page';
import PrivacyPage, { generateMetadata as privacyMetadata } from './privacy/page';

// Issue 57 item 8: /fil/terms, /fil/privacy, /fil/cancellation-policy and the blog's posts were
// Filipino chrome around English text, canonical to the English page, without hreflang. Each is now
// written in Filipino, its own canonical, paired with its English page.

jest.mock('@/lib/i18n/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/translator');
  return {
    textFor: async (locale: string, namespace: string) => translator(locale, namespace),
    localeOf: async (params: Promise<{ locale: string }>) => (await params).locale,
  };
});

const params = (locale: string) => Promise.resolve({ locale });
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const paired = (path: string) => ({ en: path, fil: `/fil${path}`, 'x-default': path });

describe('the legal pages in Filipino', () => {
  it.each([
    ['terms', TermsPage, termsMetadata, 'Mga Tuntunin ng Serbisyo', 'Hindi law firm ang Abogado'],
    ['privacy', PrivacyPage, privacyMetadata, 'Patakaran sa Privacy', 'Data Privacy Act of 2012'],
  ] as const)('/fil/%s: its own Filipino text, canonical and hreflang pair', async (slug, Page, metadata, title, words) => {
    expect(staticPageLanguages(slug)).toEqual(['en', 'fil']);
    const page = loadStaticPage(slug, 'fil');
    expect(page).toMatchObject({ lang: 'fil', title });
    expect(loadStaticPage(slug, 'en').lang).toBe('en');
    const fil = await metadata({ params: params('fil') });
    expect(fil.title).toBe(title);
    expect(fil.alternates).toEqual({ canonical: `/fil/${slug}`, languages: paired(`/${slug}`) });
    expect((await metadata({ params: params('en') })).alternates).toEqual({ canonical: `/${slug}`, languages: paired(`/${slug}`) });
    const html = renderToStaticMarkup(await Page({ params: params('fil') }));
    const body = text(html);
    expect(body).toContain(words);
    expect(body).toContain('Huling binago noong');
    expect(body).toContain('Sa pahinang ito');
    expect(html).toContain('href="/fil"');
    expect(html).not.toMatch(/<article[^>]* lang="en"/);
    for (const english of ['Last updated', 'On this page']) expect(body).not.toContain(english);
  });
});

describe('the cancellation policy in Filipino', () => {
  it('/fil/cancellation-policy says its rules in Filipino with the rules’ own numbers, paired with the English page', async () => {
    const meta = await cancellationMetadata({ params: params('fil') });
    expect(meta.title).toBe('Patakaran sa Pagkansela at Refund');
    expect(meta.description).toBe(
      'Libreng pagkansela hanggang 24 oras bago ang konsultasyon mo, at buong refund kapag hindi sumipot ang abogado.',
    );
    expect(meta.alternates).toEqual({ canonical: '/fil/cancellation-policy', languages: paired('/cancellation-policy') });
    const body = text(renderToStaticMarkup(await CancellationPolicyPage({ params: params('fil') })));
    expect(body).toContain('Sa madaling salita');
    expect(body).toContain('Magkansela nang hindi bababa sa 24 oras bago ang konsultasyon mo: buong refund.');
    expect(body).toContain('hindi siya sumali sa loob ng 10 minuto');
    expect(body).toContain('nang hanggang 2 beses bawat isa');
    expect(body).toContain('Bahagi ng aming Terms of Service ang mga patakarang ito.');
    for (const english of ['In short', 'Before you pay', 'When you cancel', 'How refunds are paid', 'full refund']) {
      expect(body).not.toContain(english);
    }
  });
  it('the English page keeps its words, and says how long a refund takes as REFUND_ARRIVAL_TEXT does', async () => {
    const body = text(renderToStaticMarkup(await CancellationPolicyPage({ params: params('en') })));
    expect(body).toContain('Cancel at least 24 hours before your consultation: full refund.');
    expect(body).toContain(`(${REFUND_ARRIVAL_TEXT})`);
    expect(translator('en', 'policy')('cancellation.refunds', { businessDays: 5 })).toContain(REFUND_ARRIVAL_TEXT);
  });
});

describe('the blog in Filipino', () => {
  const english = listBlogPosts('en');
  it('every post is written in Filipino too, listed in Filipino on the Filipino pages', () => {
    const filipino = listBlogPosts('fil');
    expect(filipino.map((p) => p.slug)).toEqual(english.map((p) => p.slug));
    for (const post of filipino) {
      const en = english.find((p) => p.slug === post.slug)!;
      expect({ slug: post.slug, lang: post.lang, date: post.date, area: post.area, languages: blogPostLanguages(post.slug) }).toEqual({
        slug: en.slug,
        lang: 'fil',
        date: en.date,
        area: en.area,
        languages: ['en', 'fil'],
      });
      expect(post.title).not.toBe(en.title);
      expect(findBlogPost(post.slug, 'fil')!.toc.length).toBeGreaterThan(3);
    }
  });
  it.each(listBlogPosts('en').map((p) => p.slug))('/fil/blog/%s: its own canonical, paired, in Filipino', async (slug) => {
    const path = `/blog/${slug}`;
    const meta = await postMetadata({ params: Promise.resolve({ slug, locale: 'fil' }) });
    expect(meta.alternates).toEqual({ canonical: `/fil${path}`, languages: paired(path) });
    expect(meta.title).toBe(findBlogPost(slug, 'fil')!.title);
    const body = text(renderToStaticMarkup(await BlogPostPage({ params: Promise.resolve({ slug, locale: 'fil' }) })));
    expect(body).toContain('Kailangan mo ba ng payo tungkol sa sarili mong sitwasyon?');
    expect(body).toContain('minutong basa');
    for (const words of ['Need advice on your own situation?', 'min read', 'More Legal Insights', 'Nasa English ang artikulong ito']) {
      expect(body).not.toContain(words);
    }
  });
});

describe('documentAlternates', () => {
  it('pairs only a document written in both languages; an English-only one stays canonical to English', () => {
    expect(documentAlternates('fil', '/x', ['en'])).toEqual({ canonical: '/x' });
    expect(documentAlternates('en', '/x', ['en'])).toEqual({ canonical: '/x' });
    expect(documentAlternates('fil', '/x', ['en', 'fil'])).toEqual({ canonical: '/fil/x', languages: paired('/x') });
  });
});
