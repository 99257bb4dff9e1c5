import { BadgeCheck, Globe2, ReceiptText } from '@/components/ui/lucide-static';
import { HomeSearch } from '@/components/search/home-search';
import { SEARCH_REGIONS } from '@/lib/reference/regions';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';
import { WHERE_TO_START_PATH } from '@/lib/reference/where-to-start-link';

export function HomeHero({ listedLawyers }: { listedLawyers: number }) {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-primary-800 to-primary-700 text-white">
      <div className="container-page pb-12 pt-10 sm:pb-16 sm:pt-16">
        <h1 id="hero-heading" className="max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
          Talk to a verified Philippine lawyer today
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-primary-50">
          Pick your legal issue, compare {listedLawyers > 0 ? `${listedLawyers} ` : ''}IBP-verified lawyers with fees shown up front, and
          book a private video or phone consultation.
        </p>
        <div className="mt-8">
          <HomeSearch regions={SEARCH_REGIONS} />
        </div>
        <p className="mt-4 text-primary-50">
          Can&apos;t afford a lawyer?{' '}
          <a href={FREE_LEGAL_HELP_PATH} className="font-semibold text-white underline underline-offset-2 hover:text-secondary-200">
            Find free legal help
          </a>{' '}
          from the Public Attorney&apos;s Office, IBP legal aid and law school clinics.
        </p>
        <p className="mt-2 text-primary-50">
          Not sure where to start?{' '}
          <a href={WHERE_TO_START_PATH} className="font-semibold text-white underline underline-offset-2 hover:text-secondary-200">
            Answer a few questions
          </a>{' '}
          and see where to go first: the barangay, DOLE, PAO or a lawyer.
        </p>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-primary-50">
          <li className="inline-flex items-center gap-2">
            <BadgeCheck aria-hidden="true" className="h-5 w-5 text-secondary-300" /> Lawyers checked against the Roll of Attorneys
          </li>
          <li className="inline-flex items-center gap-2">
            <ReceiptText aria-hidden="true" className="h-5 w-5 text-secondary-300" /> Fees before you book
          </li>
          <li className="inline-flex items-center gap-2">
            <Globe2 aria-hidden="true" className="h-5 w-5 text-secondary-300" /> From the Philippines or abroad
          </li>
        </ul>
      </div>
    </section>
  );
}
