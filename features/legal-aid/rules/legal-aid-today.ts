/**
 * Issue 72 item 5: what a person can do today, before the legal-aid desk's free consultation (days away at
 * best). Someone locked out of their room tonight cannot wait for it. Pure: the desk's page shows it (with
 * the offices near the person, features/legal-aid/reference/legal-aid-today.ts), the tests ask it. General information,
 * never legal advice (Code of Professional Responsibility and Accountability, 2023, Canon II).
 *
 * Sources (../shared/reference/first-stops-notaries-signatures-data.md; the others' in ./first-steps.ts):
 * - Locked out without a court order: a lessee is put out only by a court's judgment — RA 9653 (Rent Control
 *   Act of 2009) §9 lists the grounds of *judicial* ejectment; possession may not be taken by force while its
 *   possessor objects (Civil Code Art. 536), and every possessor has the right to be respected in it (Art. 539).
 *   Reporting it at the police station, entered in the blotter, and 911 in danger (Executive Order No. 56,
 *   s. 2018) — *check*: not in the team's reference file; the page marks the source "to be confirmed".
 * - Barangay conciliation, the Barangay Protection Order, the police desk for violence against women and
 *   children, DOLE's SEnA and the PAO: as "Where do I start?" words them (REASON_SOURCES).
 * - Office hours: government offices' eight-hour, five-day week (lib/reference/free-legal-help.ts, *check*).
 */
import { REASON_SOURCES, type LegalSource, type StopKind } from '@/features/where-to-start/rules/first-steps';
import { matterOfProblem } from '@/features/where-to-start/rules/where-to-start-flow';

/** A step of today: one of "Where do I start?"'s first stops, or the police for a lockout (ours). */
export type TodayKind = Exclude<StopKind, 'prosecutor'> | 'police-lockout';

export type TodayStep = { kind: TodayKind; source: LegalSource };

/** Ejectment or unlawful detainer, forcible entry, landlord and tenant (lib/reference/legal-problems.ts). */
export const HOME_PROBLEMS: readonly number[] = [76, 77, 85];

const SOURCES: Record<TodayKind, LegalSource> = {
  'police-lockout': {
    law: 'RA 9653 (Rent Control Act of 2009), §9; Civil Code',
    section: 'Arts. 536, 539',
    checked: '2026-11-28',
    unverified: true,
  },
  barangay: REASON_SOURCES['barangay-same-town'],
  'barangay-protection-order': REASON_SOURCES['vawc-protection-order'],
  'police-women-and-children-desk': REASON_SOURCES['vawc-police-desk'],
  'dole-sena': REASON_SOURCES['sena-first'],
  'dmw-illegal-recruitment': REASON_SOURCES['illegal-recruitment-dmw'],
  pao: REASON_SOURCES['pao-income-unknown'],
};

const step = (kind: TodayKind): TodayStep => ({ kind, source: SOURCES[kind] });

/**
 * Today's steps for a legal problem (none: the desk opened without one), the one to take first first. The
 * PAO always closes the list: its district office is free and open on working days, and it helps whoever
 * passes its tests whether or not a lawyer here takes them. Without a problem, the commonest emergencies of
 * people who cannot pay (a lockout, a quarrel with a neighbour or landlord) lead.
 */
export function todaySteps(problem?: { _id: number; value: readonly string[] }): TodayStep[] {
  if (!problem || HOME_PROBLEMS.includes(problem._id)) return [step('police-lockout'), step('barangay'), step('pao')];
  const { matter } = matterOfProblem(problem);
  // RA 9262 §33: never to the Lupon; the Punong Barangay's protection order the same day, then the police desk.
  if (matter === 'violence-at-home') return [step('barangay-protection-order'), step('police-women-and-children-desk'), step('pao')];
  if (matter === 'employment') return [step('dole-sena'), step('pao')];
  // RA 8042 §§6, 7 as amended: a crime the DMW takes complaints of the same day, not a labour claim for SEnA.
  if (matter === 'illegal-recruitment') return [step('dmw-illegal-recruitment'), step('pao')];
  if (matter === 'money-or-property' || matter === 'family-support') return [step('barangay'), step('pao')];
  // The accused, a marriage, a crime against the person: the PAO first (the prosecutor is no same-day stop).
  return [step('pao')];
}
