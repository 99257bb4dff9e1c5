import Link from 'next/link';
import { countListedLawyers } from '@/lib/server/lawyers/count-listed-lawyers';

export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const lawyers = await countListedLawyers();
  return (
    <main className="container-page py-16">
      <h1 className="text-3xl font-bold text-primary sm:text-5xl">Talk to a verified Philippine lawyer today</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        {lawyers} verified lawyers. Compare fees up front and book a video or phone consultation.
      </p>
      <Link href="/lawyers-online" className="btn-primary mt-8">
        Find a lawyer
      </Link>
    </main>
  );
}
