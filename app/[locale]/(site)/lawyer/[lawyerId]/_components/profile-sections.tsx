import type { PublicLawyerProfile } from '@/lib/dto/lawyer-profile';
import type { Locale } from '@/lib/i18n/paths';
import { problemLabelsFor } from '@/lib/i18n/problem-labels';
import { textFor } from '@/lib/i18n/server';
import { problemLabel } from '@/lib/reference/problem-label';
import { areaLabel } from './profile-text';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Chips({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * The profile body (spec §3 profile sections), server-rendered. Headings are the page's language;
 * what the lawyer wrote (about, quote, schools, titles, specializations) stays in their words.
 * `locale` defaults to English for the lawyer portal's preview (components/lawyer-profile/profile-preview.tsx).
 */
export async function ProfileSections({ profile, locale }: { profile: PublicLawyerProfile; locale: Locale }) {
  const t = await textFor(locale, 'profile');
  const areaText = await textFor(locale, 'search');
  // Years as text: a number argument would be formatted with a thousands separator ("2,015").
  const years = (start: number, end: number | null) =>
    t('sections.years', { start: String(start), end: end === null ? t('sections.present') : String(end) });
  return (
    <div className="flex flex-col gap-8">
      {profile.about ? (
        <Section id="about-heading" title={t('sections.about')}>
          <p className="whitespace-pre-line leading-relaxed text-slate-800">{profile.about}</p>
        </Section>
      ) : null}
      {profile.quote ? (
        <figure className="border-l-4 border-secondary pl-4">
          <blockquote className="text-lg italic text-slate-800">“{profile.quote}”</blockquote>
        </figure>
      ) : null}
      <Section id="practice-heading" title={t('sections.areas')}>
        <Chips items={profile.areas.map((slug) => areaLabel(areaText, slug))} />
      </Section>
      {profile.legal_problems.length ? (
        <Section id="problems-heading" title={t('sections.problems')}>
          <Chips items={profile.legal_problems.map((p) => problemLabel(problemLabelsFor(locale), p))} />
        </Section>
      ) : null}
      <div className="grid gap-8 sm:grid-cols-2">
        <Section id="languages-heading" title={t('sections.languages')}>
          <Chips items={profile.languages} />
        </Section>
        {profile.specializations.length ? (
          <Section id="specializations-heading" title={t('sections.specializations')}>
            <Chips items={profile.specializations} />
          </Section>
        ) : null}
      </div>
      {profile.education.length ? (
        <Section id="education-heading" title={t('sections.education')}>
          <ul className="flex flex-col gap-3">
            {profile.education.map((e) => (
              <li key={e._id}>
                <p className="font-semibold text-slate-900">{e.degree}</p>
                <p className="text-slate-700">
                  {e.school} · {years(e.start_year, e.end_year)}
                </p>
                {e.honours ? <p className="text-sm font-medium text-primary-700">{e.honours}</p> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {profile.work_experience.length ? (
        <Section id="work-heading" title={t('sections.work')}>
          <ul className="flex flex-col gap-3">
            {profile.work_experience.map((w) => (
              <li key={w._id}>
                <p className="font-semibold text-slate-900">{w.title}</p>
                <p className="text-slate-700">
                  {w.organization}
                  {w.location ? `, ${w.location}` : ''} · {years(w.start_year, w.end_year)}
                </p>
                {w.description ? <p className="mt-1 text-sm text-slate-700">{w.description}</p> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {profile.awards.length ? (
        <Section id="awards-heading" title={t('sections.awards')}>
          <ul className="flex flex-col gap-3">
            {profile.awards.map((a) => (
              <li key={a._id}>
                <p className="font-semibold text-slate-900">
                  {a.title}
                  {a.year ? <span className="font-normal text-slate-600"> ({a.year})</span> : null}
                </p>
                {a.description ? <p className="text-sm text-slate-700">{a.description}</p> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
