import { findBlogPost } from './load-blog-posts';
import { LOCALES } from '@/lib/i18n/paths';
import { SPA_ABROAD_EXPLAINER } from '@/features/where-to-start/reference/abroad-links';

// Issue 63: the explainer of documents signed abroad, linked from the flow, the directory and the notary
// pages, is a post in each language with that section's heading (a renamed heading would break the link).
it.each(LOCALES)('the explainer of documents signed abroad exists in %s, with its section', (locale) => {
  const [path, hash] = SPA_ABROAD_EXPLAINER[locale].split('#');
  const post = findBlogPost(path.replace('/blog/', ''), locale);
  expect(post?.html).toContain(`id="${hash}"`);
  expect(post?.html).toMatch(/[Aa]postille/);
});
