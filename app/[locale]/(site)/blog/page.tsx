import type { Metadata } from 'next';
import { BlogCard } from '@/components/content/blog-card';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, breadcrumbList, itemList } from '@/components/seo/structured-data';
import { listBlogPosts } from '@/lib/server/content/load-blog-posts';

export const dynamic = 'force-static';

const TITLE = 'Legal Insights: Philippine Law Explained';
const DESCRIPTION =
  'Plain-English guides to Philippine law from the Abogado team: annulment, illegal dismissal, land titles, estafa, business registration, visas, notarization and free legal aid.';

export const metadata: Metadata = {
  title: TITLE,
  description: DESCRIPTION,
  alternates: { canonical: '/blog' },
  openGraph: { title: TITLE, description: DESCRIPTION, url: '/blog', type: 'website' },
};

const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Legal Insights', path: '/blog' },
];

export default function BlogIndexPage() {
  const posts = listBlogPosts();
  return (
    <main id="main" className="container-page py-8 sm:py-12">
      <JsonLd data={breadcrumbList(CRUMBS)} />
      <JsonLd
        data={{
          ...itemList(
            TITLE,
            posts.map((p) => ({ name: p.title, path: `/blog/${p.slug}` })),
          ),
          url: absoluteUrl('/blog'),
        }}
      />
      <Breadcrumbs crumbs={CRUMBS} />
      <h1 className="mt-4 text-3xl font-bold text-primary-800 sm:text-4xl">Legal Insights</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Practical guides to Philippine law, written for people, not lawyers. They explain your options and the usual steps; for advice on
        your own situation, book a consultation with a verified lawyer.
      </p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
    </main>
  );
}
