import { BadgeCheck, Globe2, ReceiptText } from '@/components/ui/lucide-static';
import { HomeSearch } from '@/components/search/home-search';
import { WrittenEntryLink } from '@/features/questions/components/written-entry';
import type { WrittenEntry } from '@/features/questions/dto/written-question';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';
import { SEARCH_REGIONS } from '@/lib/reference/regions';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';
import { WHERE_TO_START_PATH } from '@/features/where-to-start/reference/where-to-start-link';
import { NEW_CLAIM_PATH } from '@/features/money-claims/reference/claim-link';

const inlineLink = 'font-semibold text-white underline underline-offset-2 hover:text-secondary-200';

export async function HomeHero({
  listedLawyers,
  writtenEntry,
  locale,
}: {
  listedLawyers: number;
  writtenEntry: WrittenEntry;
  locale: Locale;
}) {
  const t = await textFor(locale, 'home');
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-primary-800 to-primary-700 text-white">
      <div className="container-page pb-12 pt-10 sm:pb-16 sm:pt-16">
        <h1 id="hero-heading" className="max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
          {t('hero.heading')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-primary-50">{t('hero.intro', { count: listedLawyers })}</p>
        <div className="mt-8">
          <HomeSearch regions={SEARCH_REGIONS} />
        </div>
        <p className="mt-4 text-primary-50">
          {t.rich('hero.freeHelp', {
            link: (chunks) => (
              <a href={localePath(locale, FREE_LEGAL_HELP_PATH)} className={inlineLink}>
                {chunks}
              </a>
            ),
          })}
        </p>
        {/* Issue 72: the other first choice beside booking a call — a written answer, its lowest price and usual time.
            After free legal help, which stays on a phone's first screen (issue 45), and which it follows naturally. */}
        <div className="my-4 max-w-2xl">{await WrittenEntryLink({ entry: writtenEntry, locale, look: 'hero' })}</div>
        <p className="mt-2 text-primary-50">
          {t.rich('hero.whereToStart', {
            link: (chunks) => (
              <a href={localePath(locale, WHERE_TO_START_PATH)} className={inlineLink}>
                {chunks}
              </a>
            ),
          })}
        </p>
        {/* Issue 75: money owed — a claim the person runs, one tap from the home page (sign-in comes on the way). */}
        <p className="mt-2 text-primary-50">
          {t.rich('hero.claimMoney', {
            link: (chunks) => (
              <a href={localePath(locale, NEW_CLAIM_PATH)} className={inlineLink}>
                {chunks}
              </a>
            ),
          })}
        </p>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-primary-50">
          <li className="inline-flex items-center gap-2">
            <BadgeCheck aria-hidden="true" className="h-5 w-5 text-secondary-300" /> {t('hero.checked')}
          </li>
          <li className="inline-flex items-center gap-2">
            <ReceiptText aria-hidden="true" className="h-5 w-5 text-secondary-300" /> {t('hero.fees')}
          </li>
          <li className="inline-flex items-center gap-2">
            <Globe2 aria-hidden="true" className="h-5 w-5 text-secondary-300" /> {t('hero.abroad')}
          </li>
        </ul>
      </div>
    </section>
  );
}
