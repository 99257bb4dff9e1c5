import type { ReactNode } from 'react';
import { groupLabel, type Text } from '@/components/search/names';
import { problemLabelsFor } from '@/lib/i18n/problem-labels';
import { LEGAL_PROBLEMS } from '@/lib/reference/legal-problems';
import { rankLegalProblems } from '@/lib/reference/problem-match';
import { problemLabel } from '@/lib/reference/problem-label';
import type { WhereToStartWords } from '@/lib/reference/first-stops';
import { paoIncomeCeiling } from '@/features/where-to-start/rules/first-steps';
import { offersUrgency, type FlowAnswers, type Question } from '@/features/where-to-start/rules/where-to-start-flow';
import {
  ABROAD_CODES,
  ADJOIN_CODES,
  choiceText,
  LAND_CODES,
  MATTER_CODES,
  SIDE_CODES,
  URGENCY_CODES,
} from '@/features/where-to-start/reference/where-to-start-words';
import { whereToStartHref, type WhereToStartQuery } from '@/features/where-to-start/validation/where-to-start';
import { formatPeso } from '@/lib/format/money';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { PlaceForm } from './place-form';

// "Where do I start?" (issue 41): one question per screen, each answer a link (one tap, no script)
// or a small GET form, so the flow works on any phone, with JavaScript or without.

function Choice({ href, label, hint }: { href: string; label: string; hint?: string }) {
  return (
    <li>
      <a
        href={href}
        className="flex min-h-14 flex-col justify-center rounded-lg border border-slate-300 bg-white px-4 py-3 text-left hover:border-primary hover:bg-primary-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
      >
        <span className="font-semibold text-slate-900">{label}</span>
        {hint ? <span className="text-sm text-slate-600">{hint}</span> : null}
      </a>
    </li>
  );
}

type Words = { t: WhereToStartWords; locale: Locale };

function Heading({ children, why }: { children: ReactNode; why?: string }) {
  return (
    <>
      <h1 className="text-2xl font-bold leading-tight text-slate-900 sm:text-3xl">{children}</h1>
      {why ? <p className="mt-2 text-slate-700">{why}</p> : null}
    </>
  );
}

/**
 * One question of the flow, with its choices, in `t`'s language (links keep it). `words`: what the
 * person typed to find their problem (not kept in any answer); `names`: the `search` namespace, which
 * names a problem's area.
 */
export function FlowQuestion({
  question,
  q,
  answers,
  words,
  t,
  names,
  locale,
}: Words & {
  question: Question;
  q: WhereToStartQuery;
  answers: FlowAnswers;
  words?: string;
  names: Text;
}) {
  const link = (more: WhereToStartQuery) => localePath(locale, whereToStartHref(more));
  const next = (more: WhereToStartQuery) => link({ ...q, ...more });
  switch (question) {
    case 'matter': {
      // Found by their words in either language, named in the page's.
      const labels = problemLabelsFor(locale);
      // The one matcher of every problem search (lib/reference/problem-match.ts): synonyms and acronyms too, best first.
      const found = words
        ? rankLegalProblems(LEGAL_PROBLEMS, words, labels)
            .slice(0, 8)
            .map((m) => m.problem)
        : [];
      return (
        <>
          <Heading why={t('flow.matter.why')}>{t('flow.matter.title')}</Heading>
          <ul className="mt-5 grid gap-2 sm:grid-cols-2">
            {MATTER_CODES.map((id) => (
              <Choice key={id} href={link({ m: id })} {...choiceText(t, 'matters', id)} />
            ))}
          </ul>
          <form method="get" action={localePath(locale, '/where-to-start')} role="search" className="mt-6 space-y-2">
            <label htmlFor="triage-words" className="block font-semibold text-slate-900">
              {t('flow.matter.ownWords')}
            </label>
            <div className="flex gap-2">
              <input
                id="triage-words"
                name="words"
                defaultValue={words}
                maxLength={100}
                className="input min-h-12"
                placeholder={t('flow.matter.placeholder')}
              />
              <button type="submit" className="btn-primary min-h-12">
                {t('flow.matter.find')}
              </button>
            </div>
          </form>
          {words ? (
            found.length ? (
              <ul className="mt-4 grid gap-2" aria-label={t('flow.matter.matching', { words })}>
                {found.map((p) => (
                  <Choice
                    key={p._id}
                    href={link({ p: p._id })}
                    label={problemLabel(labels, p)}
                    hint={groupLabel(names, { label: p.group_label, problems: [p] })}
                  />
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-slate-700">{t('flow.matter.noMatch', { words })}</p>
            )
          ) : null}
        </>
      );
    }
    case 'abroad':
      // Issue 63: asked only where being abroad changes the answer (features/where-to-start/rules/abroad-stops.ts).
      return (
        <>
          <Heading why={t('flow.abroad.why')}>{t('flow.abroad.title')}</Heading>
          <ul className="mt-5 grid gap-2">
            {ABROAD_CODES.map((ab) => (
              <Choice key={ab} href={next({ ab })} label={t(`flow.abroad.${ab}`)} />
            ))}
          </ul>
        </>
      );
    case 'side':
      return (
        <>
          <Heading>{t('flow.side.title')}</Heading>
          <ul className="mt-5 grid gap-2">
            {SIDE_CODES.map((s) => (
              <Choice key={s} href={next({ s })} {...choiceText(t, 'sides', s)} />
            ))}
          </ul>
        </>
      );
    case 'me':
    case 'them': {
      // Someone abroad is asked for their home in the Philippines (issue 63).
      const abroad = question === 'me' && answers.abroad === true ? 'Abroad' : '';
      return (
        <>
          <Heading why={t(`flow.${question}.why${abroad}`)}>{t(`flow.${question}.title${abroad}`)}</Heading>
          <div className="mt-5">
            <PlaceForm q={q} field={question} unknownOption={question === 'them'} t={t} locale={locale} />
          </div>
        </>
      );
    }
    case 'same':
      // Issue 56: a town the list does not name — only the person knows whether it is the other side's too.
      return (
        <>
          <Heading why={t('flow.same.why')}>{t('flow.same.title')}</Heading>
          <ul className="mt-5 grid gap-2">
            <Choice href={next({ same: 'yes' })} label={t('flow.same.yes')} />
            <Choice href={next({ same: 'no' })} label={t('flow.same.no')} />
          </ul>
        </>
      );
    case 'adjoin':
      return (
        <>
          <Heading why={t('flow.adjoin.why')}>{t('flow.adjoin.title')}</Heading>
          <ul className="mt-5 grid gap-2">
            {ADJOIN_CODES.map((adj) => (
              <Choice key={adj} href={next({ adj })} label={t(`flow.adjoin.${adj}`)} />
            ))}
          </ul>
        </>
      );
    case 'land':
      return (
        <>
          <Heading why={t('flow.land.why')}>{t('flow.land.title')}</Heading>
          <ul className="mt-5 grid gap-2">
            {LAND_CODES.map((land) => (
              <Choice key={land} href={next({ land })} {...choiceText(t, 'lands', land)} />
            ))}
          </ul>
        </>
      );
    case 'urgency':
      return (
        <>
          <Heading>{t('flow.urgency.title')}</Heading>
          <ul className="mt-5 grid gap-2">
            {URGENCY_CODES.filter((u) => !answers.matter || offersUrgency(answers.matter.matter, u)).map((u) => (
              <Choice key={u} href={next({ u })} {...choiceText(t, 'urgencies', u)} />
            ))}
          </ul>
        </>
      );
    case 'income': {
      const ceiling = formatPeso(paoIncomeCeiling(answers.me!) * 100);
      return (
        <>
          <Heading why={t('flow.income.why', { ceiling })}>{t('flow.income.title', { ceiling })}</Heading>
          <ul className="mt-5 grid gap-2">
            <Choice href={next({ inc: 'yes' })} label={t('flow.income.yes', { ceiling })} />
            <Choice href={next({ inc: 'no' })} label={t('flow.income.no', { ceiling })} />
            <Choice href={next({ inc: 'unsure' })} label={t('flow.income.unsure')} />
          </ul>
        </>
      );
    }
  }
}
