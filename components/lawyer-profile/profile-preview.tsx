import { MapPin } from 'lucide-react';
import { ProfileSections } from '@/app/[locale]/(site)/lawyer/[lawyerId]/_components/profile-sections';
import { formatPeso } from '@/components/lawyers/format';
import { IbpVerifiedBadge } from '@/components/lawyers/ibp-verified-badge';
import { Avatar } from '@/components/ui/avatar';
import { ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import type { LawyerOwnProfile, PublicLawyerProfile } from '@/lib/dto/lawyer-profile';
import type { Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';
import { findLegalProblem } from '@/lib/reference/legal-problems';

/** The own profile in the public profile's shape: what a client would see, private fields left out. */
function asPublic(p: LawyerOwnProfile, now = new Date()): PublicLawyerProfile {
  const b = p.basic_info;
  return {
    _id: p._id,
    display_name: p.display_name,
    picture_url: p.picture_url,
    about: b.about || null,
    quote: b.quote || null,
    law_firm: b.law_firm || null,
    city: b.city || null,
    region: b.region || null,
    ibp_chapter: null,
    bar_year: b.bar_year,
    years_of_experience: b.bar_year ? Math.max(0, now.getFullYear() - b.bar_year) : null,
    languages: b.languages,
    areas: b.areas,
    legal_problems: b.legal_problems.flatMap((id) => {
      const problem = findLegalProblem(id);
      return problem ? [{ _id: id, label: problem.label }] : [];
    }),
    specializations: b.specializations,
    education: p.education,
    work_experience: p.work_experience,
    awards: p.awards,
    services: p.services,
    question_price: null,
    legal_aid: false,
    service_offers: [],
    answer_time: null,
    rating: 0,
    review_count: 0,
    ibp_verified: p.ibp_verified,
    updated_at: now.toISOString(),
  };
}

/** The preview on the editor's index: the public profile's header and body, from unsaved-to-public data. */
export async function ProfilePreview({ profile, locale }: { profile: LawyerOwnProfile; locale: Locale }) {
  const t = await textFor(locale, 'editor');
  const profileText = await textFor(locale, 'profile');
  const view = asPublic(profile);
  const name = t('preview.name', { name: view.display_name });
  const [price30, price60] = view.services;
  return (
    <div className="overflow-hidden rounded-xl bg-slate-50 ring-1 ring-slate-200">
      <p className="bg-slate-800 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-white">{t('preview.banner')}</p>
      <div className="space-y-4 p-4 sm:p-6">
        <header className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row">
          {view.picture_url ? (
            <ImageWithPlaceholder src={view.picture_url} alt={name} width={96} height={96} className="shrink-0 rounded-full" />
          ) : (
            <Avatar src={null} name={view.display_name} size={96} />
          )}
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h2 className="text-xl font-bold text-slate-900">{name}</h2>
              {view.ibp_verified ? <IbpVerifiedBadge label={profileText('badge.ibpVerified')} /> : null}
            </div>
            <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
              {view.city || view.region ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin className="h-4 w-4" aria-hidden="true" /> {[view.city, view.region].filter(Boolean).join(', ')}
                </span>
              ) : null}
              {view.years_of_experience !== null ? <span>{t('preview.years', { years: String(view.years_of_experience) })}</span> : null}
            </p>
            <p className="mt-2 text-sm text-slate-800">
              {price30.price !== null ? (
                <span className="mr-4">{t('preview.price', { minutes: '30', price: formatPeso(price30.price) })}</span>
              ) : null}
              {price60.price !== null ? <span>{t('preview.price', { minutes: '60', price: formatPeso(price60.price) })}</span> : null}
            </p>
          </div>
        </header>
        <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
          <ProfileSections profile={view} locale={locale} />
        </div>
      </div>
    </div>
  );
}
