import type { ReactNode } from 'react';
import { LEGAL_PROBLEMS, matchesLegalProblem } from '@/lib/reference/legal-problems';
import { TRIAGE_PLACES, type TriagePlace } from '@/lib/reference/triage-places';
import { SEARCH_REGIONS } from '@/lib/reference/regions';
import { paoIncomeCeiling } from '@/lib/rules/first-steps';
import type { FlowAnswers, MatterPickId, Question } from '@/lib/rules/triage-flow';
import { MATTER_LABELS, SIDE_CHOICES, URGENCY_CHOICES } from '@/lib/reference/triage-words';
import { triageHref, type TriageQuery } from '@/lib/validation/triage';
import { formatPeso } from '@/lib/format/money';

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

/** The answers so far, kept by a GET form's hidden fields (the one it asks for left out). */
function Kept({ q, except }: { q: TriageQuery; except: keyof TriageQuery }) {
  return (
    <>
      {Object.entries(q)
        .filter(([key, value]) => key !== except && value !== undefined)
        .map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={String(value)} />
        ))}
    </>
  );
}

function PlaceForm({ q, field, label, unknownOption }: { q: TriageQuery; field: 'me' | 'them'; label: string; unknownOption: boolean }) {
  const byRegion = new Map<string, TriagePlace[]>(SEARCH_REGIONS.map((r) => [r, TRIAGE_PLACES.filter((p) => p.region === r)]));
  return (
    <form method="get" action="/where-to-start" className="space-y-3">
      <Kept q={q} except={field} />
      <label htmlFor={`place-${field}`} className="block font-semibold text-slate-900">
        {label}
      </label>
      <select id={`place-${field}`} name={field} required defaultValue="" className="input min-h-12">
        <option value="" disabled>
          Choose a city or municipality
        </option>
        {unknownOption ? <option value="unknown">I don&apos;t know</option> : null}
        {[...byRegion].map(([region, places]) => (
          <optgroup key={region} label={region}>
            {places.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <button type="submit" className="btn-primary min-h-12 w-full sm:w-auto">
        Continue
      </button>
    </form>
  );
}

function Heading({ children, why }: { children: ReactNode; why?: string }) {
  return (
    <>
      <h1 className="text-2xl font-bold leading-tight text-slate-900 sm:text-3xl">{children}</h1>
      {why ? <p className="mt-2 text-slate-700">{why}</p> : null}
    </>
  );
}

/** One question of the flow, with its choices. `words`: what the person typed to find their problem (not kept in any answer). */
export function FlowQuestion({
  question,
  q,
  answers,
  words,
}: {
  question: Question;
  q: TriageQuery;
  answers: FlowAnswers;
  words?: string;
}) {
  const next = (more: TriageQuery) => triageHref({ ...q, ...more });
  switch (question) {
    case 'matter': {
      const found = words ? LEGAL_PROBLEMS.filter((p) => matchesLegalProblem(p, words)).slice(0, 8) : [];
      return (
        <>
          <Heading why="Pick what fits best, or type it in your own words.">What happened?</Heading>
          <ul className="mt-5 grid gap-2 sm:grid-cols-2">
            {(Object.keys(MATTER_LABELS) as MatterPickId[]).map((id) => (
              <Choice key={id} href={triageHref({ m: id })} {...MATTER_LABELS[id]} />
            ))}
          </ul>
          <form method="get" action="/where-to-start" role="search" className="mt-6 space-y-2">
            <label htmlFor="triage-words" className="block font-semibold text-slate-900">
              Or say it in your own words
            </label>
            <div className="flex gap-2">
              <input
                id="triage-words"
                name="words"
                defaultValue={words}
                maxLength={100}
                className="input min-h-12"
                placeholder="e.g. hindi pinasahod, unpaid wages"
              />
              <button type="submit" className="btn-primary min-h-12">
                Find
              </button>
            </div>
          </form>
          {words ? (
            found.length ? (
              <ul className="mt-4 grid gap-2" aria-label={`Legal problems matching “${words}”`}>
                {found.map((p) => (
                  <Choice key={p._id} href={triageHref({ p: p._id })} label={p.label} hint={p.group_label} />
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-slate-700">Nothing matched “{words}”. Try other words, or pick the closest above.</p>
            )
          ) : null}
        </>
      );
    }
    case 'side':
      return (
        <>
          <Heading>Who is the other side?</Heading>
          <ul className="mt-5 grid gap-2">
            {SIDE_CHOICES.map((s) => (
              <Choice key={s.value} href={next({ s: s.value })} label={s.label} hint={s.hint} />
            ))}
          </ul>
        </>
      );
    case 'me':
      return (
        <>
          <Heading why="Where to go depends on it: offices near you, and free help whose limits differ by place.">
            Where do you live?
          </Heading>
          <div className="mt-5">
            <PlaceForm q={q} field="me" label="Your city or municipality" unknownOption={false} />
          </div>
        </>
      );
    case 'them':
      return (
        <>
          <Heading why="When you both live in the same city or municipality, the law may ask you to go to the barangay first.">
            Where does the other side live?
          </Heading>
          <div className="mt-5">
            <PlaceForm q={q} field="them" label="Their city or municipality" unknownOption />
          </div>
        </>
      );
    case 'urgency':
      return (
        <>
          <Heading>Is it urgent?</Heading>
          <ul className="mt-5 grid gap-2">
            {URGENCY_CHOICES.map((u) => (
              <Choice key={u.value} href={next({ u: u.value })} label={u.label} hint={u.hint} />
            ))}
          </ul>
        </>
      );
    case 'income': {
      const ceiling = formatPeso(paoIncomeCeiling(answers.me!) * 100);
      return (
        <>
          <Heading
            why={`We ask because the Public Attorney's Office gives free lawyers to people whose own monthly income after tax is ${ceiling} or less where you live. Only your yes or no is used, to show your answer; it is not saved unless you choose to share your answers with a lawyer you book.`}
          >
            Is your own monthly income, after tax, {ceiling} or less?
          </Heading>
          <ul className="mt-5 grid gap-2">
            <Choice href={next({ inc: 'yes' })} label={`Yes, ${ceiling} or less`} />
            <Choice href={next({ inc: 'no' })} label={`No, more than ${ceiling}`} />
            <Choice href={next({ inc: 'unsure' })} label="I'm not sure, or I'd rather not say" />
          </ul>
        </>
      );
    }
  }
}
