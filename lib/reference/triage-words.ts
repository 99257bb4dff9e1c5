import { findLegalProblem } from './legal-problems';
import { findTriagePlace } from './triage-places';
import { MATTER_PICKS, type MatterPickId } from '@/lib/rules/triage-flow';
import { readSharedTriage, triageHref, triageQueryOf, type TriageQuery } from '@/lib/validation/triage';

/**
 * "Where do I start?" (issue 41) in words: the choices as the flow's screens show them, and a set of
 * answers as the booking form offers to share it and the lawyer reads it on the meeting page — one
 * wording for the three.
 */
export const MATTER_LABELS: Record<MatterPickId, { label: string; hint: string }> = {
  work: { label: 'A problem at work', hint: 'Unpaid wages, dismissal, final pay, benefits' },
  money: { label: 'Money, a debt or property', hint: 'Someone owes you, a sale, rent, damage, land, a neighbour' },
  violence: { label: 'Violence or abuse at home', hint: 'Against a woman or her child, by a partner or family member' },
  'crime-minor': { label: 'A minor offense against me', hint: 'Threats, slight injuries, a small theft, harassment' },
  'crime-serious': { label: 'A serious crime against me', hint: 'Assault, robbery, fraud, a sexual crime' },
  accused: { label: 'I or a family member was arrested or accused', hint: 'A warrant, an arrest, a complaint against you' },
  marriage: { label: 'Annulment or legal separation', hint: 'Ending or changing a marriage' },
  support: { label: 'Support for a child or a spouse', hint: 'Sustento: money for a child or a spouse' },
};

export const SIDE_CHOICES: { value: NonNullable<TriageQuery['s']>; label: string; hint: string }[] = [
  { value: 'person', label: 'A person', hint: 'A neighbour, a relative, someone you lent to or bought from' },
  { value: 'company', label: 'A company or an employer', hint: 'A business, a store, a bank, a lending app, your employer' },
  { value: 'government', label: 'The government', hint: 'A government office, the police, a public officer' },
];

export const URGENCY_CHOICES: { value: NonNullable<TriageQuery['u']>; label: string; hint: string }[] = [
  { value: 'detained', label: 'Someone is arrested or detained', hint: 'Now, or a warrant is out' },
  { value: 'in-danger', label: 'Someone is in danger', hint: 'Violence or threats now' },
  { value: 'deadline', label: 'A deadline is near', hint: 'An eviction date, a hearing, a last day to file or answer' },
  { value: 'none', label: 'Not urgent', hint: 'I want to know what to do' },
];

const INCOME_WORDS: Record<NonNullable<TriageQuery['inc']>, string> = {
  yes: "Within the Public Attorney's Office's income limit",
  no: "Above the Public Attorney's Office's income limit",
  unsure: 'Not sure, or would rather not say',
};

export type TriageRow = { question: string; answer: string };

/**
 * A set of answers in words: what happened (the legal problem when one was picked from the list),
 * the other side, where each lives, how urgent, and the income answer (never a figure: only whether
 * it is within the PAO's limit). `subject` is what happened in a few words, for a booking's case summary.
 */
function describeTriage(q: TriageQuery): { subject: string; rows: TriageRow[] } | null {
  const problem = q.p !== undefined ? findLegalProblem(q.p) : undefined;
  const pick = q.m ? MATTER_PICKS.find((p) => p.id === q.m) : undefined;
  const subject = problem?.label ?? (pick ? MATTER_LABELS[pick.id].label : undefined);
  if (!subject) return null;
  const rows: TriageRow[] = [
    { question: 'What happened', answer: problem && pick ? `${MATTER_LABELS[pick.id].label}: ${problem.label}` : subject },
  ];
  const side = SIDE_CHOICES.find((s) => s.value === q.s);
  if (side) rows.push({ question: 'The other side', answer: side.label });
  const me = findTriagePlace(q.me);
  if (me) rows.push({ question: 'Lives in', answer: me.label });
  if (q.them)
    rows.push({
      question: 'The other side lives in',
      answer: q.them === 'unknown' ? "Doesn't know" : (findTriagePlace(q.them)?.label ?? ''),
    });
  const urgency = URGENCY_CHOICES.find((u) => u.value === q.u);
  if (urgency) rows.push({ question: 'Urgent', answer: urgency.label });
  if (q.inc) rows.push({ question: 'Income', answer: INCOME_WORDS[q.inc] });
  return { subject, rows: rows.filter((r) => r.answer) };
}

/**
 * Answers a client shares with a lawyer, as sent or stored (their address query): read code by code and
 * put in words, with their canonical query and the address of the answer; null when they cannot be read.
 */
export function readSharedAnswers(query: string): { query: string; answerUrl: string; subject: string; rows: TriageRow[] } | null {
  const q = readSharedTriage(query);
  const described = q && describeTriage(q);
  return q && described ? { query: triageQueryOf(q), answerUrl: triageHref(q, '/where-to-start/answer'), ...described } : null;
}
