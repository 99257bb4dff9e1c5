import type { MoneyClaimIntake } from '@/features/money-claims/rules/money-claims';
import { moneyClaimIntakeSchema } from '@/features/money-claims/validation/money-claims';
import { centavosOfPesos } from '@/lib/format/money';

/** The intake as its form holds it: pesos as typed, yes/no as words, each party's place and barangay apart. */
export type IntakeForm = {
  debtor: MoneyClaimIntake['debtor'];
  amount: string;
  since: string;
  purpose: MoneyClaimIntake['purpose'];
  proof: MoneyClaimIntake['proof'];
  agreement: MoneyClaimIntake['agreement'];
  demandMade: boolean;
  demandDate: string;
  claimantPlace: string;
  claimantBarangay: string;
  respondentPlace: string;
  respondentBarangay: string;
  sameTown: '' | 'yes' | 'no';
  abroad: boolean;
};

export const EMPTY_INTAKE: IntakeForm = {
  debtor: 'PERSON',
  amount: '',
  since: '',
  purpose: 'LOAN',
  proof: [],
  agreement: 'WRITTEN',
  demandMade: false,
  demandDate: '',
  claimantPlace: '',
  claimantBarangay: '',
  respondentPlace: '',
  respondentBarangay: '',
  sameTown: '',
  abroad: false,
};

/** The form's values as POST money-claims takes them (moneyClaimIntakeSchema). */
export function intakeOf(v: IntakeForm): MoneyClaimIntake {
  return {
    debtor: v.debtor,
    amount_centavos: centavosOfPesos(v.amount),
    since: v.since,
    purpose: v.purpose,
    proof: v.proof,
    agreement: v.agreement,
    demand: v.demandMade ? { made: true, date: v.demandDate } : { made: false },
    claimant: { place: v.claimantPlace, barangay: v.claimantBarangay },
    respondent: { place: v.respondentPlace, barangay: v.respondentBarangay },
    ...(v.sameTown ? { same_town: v.sameTown === 'yes' } : {}),
    claimant_abroad: v.abroad,
  };
}

/** Where an intake field's refusal is shown on the form. */
const FIELD_OF: Record<string, keyof IntakeForm> = {
  debtor: 'debtor',
  amount_centavos: 'amount',
  since: 'since',
  purpose: 'purpose',
  proof: 'proof',
  agreement: 'agreement',
  'demand.date': 'demandDate',
  'claimant.place': 'claimantPlace',
  'claimant.barangay': 'claimantBarangay',
  'respondent.place': 'respondentPlace',
  'respondent.barangay': 'respondentBarangay',
};

/** The handler's schema, checked here (its codes land on their fields): one schema for the form and the handler. */
export function intakeIssues(v: IntakeForm): Record<string, string> {
  const parsed = moneyClaimIntakeSchema.safeParse(intakeOf(v));
  if (parsed.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[issue.path.join('.')] ?? FIELD_OF[String(issue.path[0])];
    if (field && !issues[field]) issues[field] = issue.message;
  }
  return issues;
}
