// marked is an ES module; on Node 24 Jest requires it natively (jest.config.mjs), no stand-in needed.
import { findBlogPost, listBlogPosts, listRelatedPosts } from './load-blog-posts';
import { loadStaticPage } from './load-static-page';
import { countWords, readingTimeMinutes, WORDS_PER_MINUTE } from './reading-time';
import { renderMarkdown } from './render-markdown';

describe('reading time', () => {
  it('counts words, ignoring markdown syntax and link targets', () => {
    expect(countWords('## A title\n\nSee [the **Family Code**](https://example.com/a-b-c) - now.')).toBe(7);
  });
  it('rounds up to whole minutes with a minimum of one', () => {
    expect(readingTimeMinutes('one')).toBe(1);
    expect(readingTimeMinutes(Array(WORDS_PER_MINUTE + 1).fill('word').join(' '))).toBe(2);
  });
});

describe('markdown rendering', () => {
  it('gives headings unique ids, demotes H1 and builds a table of contents', () => {
    const { html, toc } = renderMarkdown('# Top\n\n## Step 1: Pay\n\ntext\n\n## Step 1: Pay\n\n### Déjà vu');
    expect(html).toContain('<h2 id="top">Top</h2>');
    expect(html).toContain('<h2 id="step-1-pay">Step 1: Pay</h2>');
    expect(html).toContain('<h2 id="step-1-pay-1">');
    expect(toc.map((e) => e.id)).toEqual(['top', 'step-1-pay', 'step-1-pay-1', 'deja-vu']);
  });
  it('opens external links safely and keeps internal links in the site', () => {
    const { html } = renderMarkdown('[out](https://lawphil.net) and [in](/notary-public)');
    expect(html).toContain('<a href="https://lawphil.net" target="_blank" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="/notary-public">in</a>');
  });
  it('wraps tables in a scrollable region so phones never scroll sideways', () => {
    const { html } = renderMarkdown('| a | b |\n|---|---|\n| **1** | 2 |');
    expect(html).toMatch(/^<div class="table-scroll"[^>]*><table><thead><tr><th scope="col">a<\/th>/);
    expect(html).toContain('<td><strong>1</strong></td>');
  });
});

describe('blog posts', () => {
  const posts = listBlogPosts('en');
  it('has at least six substantive Philippine articles, newest first', () => {
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const dates = posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const post of posts) {
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.description.length).toBeGreaterThan(50);
      expect(post.readingMinutes).toBeGreaterThanOrEqual(5);
      expect(post.slug).toMatch(/^[a-z0-9-]+$/);
    }
  });
  it('loads one post with HTML, a table of contents and its area label', () => {
    const post = findBlogPost('annulment-vs-declaration-of-nullity', 'en');
    expect(post?.title).toMatch(/Annulment/);
    expect(post?.areaLabel).toBe('Civil');
    expect(post?.html).toContain('<h2 id=');
    expect(post?.toc.length).toBeGreaterThan(3);
    expect(post?.wordCount).toBeGreaterThan(1000);
  });
  it('returns nothing for unknown or path-like slugs', () => {
    expect(findBlogPost('no-such-post', 'en')).toBeUndefined();
    expect(findBlogPost('../pages/terms', 'en')).toBeUndefined();
  });
  it('suggests related posts of the same area first, never the post itself', () => {
    const related = listRelatedPosts('annulment-vs-declaration-of-nullity', 3, 'en');
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.slug)).not.toContain('annulment-vs-declaration-of-nullity');
    expect(related[0].area).toBe('civil');
  });
});

describe('legal pages', () => {
  it('loads the privacy policy under the Data Privacy Act and the terms saying we are not a law firm', () => {
    const privacy = loadStaticPage('privacy', 'en');
    expect(privacy.title).toBe('Privacy Policy');
    expect(privacy.html).toContain('Data Privacy Act of 2012');
    const terms = loadStaticPage('terms', 'en');
    expect(terms.title).toBe('Terms of Service');
    expect(terms.html).toMatch(/not a law firm/);
    expect(terms.html).toMatch(/Notarization is never done over video/);
    expect(terms.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
