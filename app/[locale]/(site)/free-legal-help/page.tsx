import type { Metadata } from 'next';
import { freeLegalHelpQuerySchema, type FreeLegalHelpQueryInput } from '@/lib/validation/search';
import { WHERE_TO_START_PATH } from '@/features/where-to-start/reference/where-to-start-link';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';
import { LEGAL_AID_PATH } from '@/features/legal-aid/reference/legal-aid-link';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { AbroadOffices } from './_components/abroad-offices';
import { OfficeDirectory } from './_components/office-directory';
import { PaoTests } from './_components/pao-tests';
import { WrittenEntrySection } from './_components/written-entry-section';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'help');
  const title = t('meta.title');
  const description = t('meta.description');
  return {
    title,
    description,
    alternates: languageAlternates(locale, FREE_LEGAL_HELP_PATH),
    openGraph: { title, description, url: localePath(locale, FREE_LEGAL_HELP_PATH), locale: OG_LOCALE[locale] },
  };
}

/** Each filter is read on its own, so one bad value in a link drops that filter, not the page. */
function readFilters(raw: Record<string, string | string[] | undefined>) {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(freeLegalHelpQuerySchema.shape)) {
    const parsed = schema.safeParse(raw[key] === '' ? undefined : raw[key]);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out as FreeLegalHelpQueryInput;
}

/** Spec §2 /free-legal-help: a directory of free legal help by region and legal problem. Plain GET form, no client JS. */
export default async function FreeLegalHelpPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'help');
  const aid = await textFor(locale, 'legalAid');
  const raw = await searchParams;
  const filters = readFilters(raw);
  const link = 'font-semibold text-primary-700 underline underline-offset-2';

  return (
    <main id="main" className="bg-slate-50">
      <div className="container-page py-6 sm:py-10">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{t('page.intro')}</p>
        <p className="mt-2 max-w-3xl text-slate-700">
          {t('page.notSure')}{' '}
          <a href={localePath(locale, WHERE_TO_START_PATH)} className={link}>
            {t('page.whereToStart')}
          </a>{' '}
          {t('page.fewQuestions')}
        </p>
        {/* On a phone the qualification tests fill two screens: the offices are one tap away. */}
        <a
          href="#flh-search"
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2 sm:hidden"
        >
          {t('page.findNear')}
        </a>

        {/* Issue 63: a visitor abroad goes straight to the DMW and the Migrant Workers Offices. */}
        <a href="#abroad" className="mt-3 flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2">
          {t('abroad.heading')}
        </a>

        {/* Issue 61: the desk's free consultations, by video or phone, beside the offices. */}
        <p className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-slate-800" data-testid="legal-aid-link">
          <a href={localePath(locale, LEGAL_AID_PATH)} className={link}>
            {aid('start.offer')}
          </a>{' '}
          · {aid('start.offerDetail')}
        </p>
        {await WrittenEntrySection({ locale })}

        {await PaoTests({ locale })}

        {await OfficeDirectory({ locale, filters, rawPage: raw.page })}

        {await AbroadOffices({ locale })}

        <p className="mt-8 text-slate-700">
          {t('paid.question')}{' '}
          <a href={localePath(locale, '/lawyers-online')} className="font-semibold text-primary-700 underline-offset-2 hover:underline">
            {t('paid.link')}
          </a>{' '}
          {t('paid.after')}
        </p>
      </div>
    </main>
  );
}
