import type { Metadata } from 'next';
import { CompareView } from './_components/compare-view';
import { QueryProvider } from '@/components/providers/query-provider';

export const metadata: Metadata = {
  title: 'Compare lawyers',
  description: 'Compare up to three Philippine lawyers side by side: fees, rating, experience, languages, areas of law and free times.',
  robots: { index: false },
};

/** The selection lives in this browser (localStorage), so the comparison itself renders there. */
export default function ComparePage() {
  return (
    <main id="main" className="bg-slate-50">
      <div className="container-page py-6 sm:py-10">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Compare lawyers</h1>
        <p className="mt-1 text-slate-700">Fees, rating, experience, languages and the next free times, side by side.</p>
        <div className="mt-6">
          <QueryProvider>
            <CompareView />
          </QueryProvider>
        </div>
      </div>
    </main>
  );
}
