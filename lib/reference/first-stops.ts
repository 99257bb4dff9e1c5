import type { ReasonCode, StopKind } from '@/lib/rules/first-steps';
import { FREE_LEGAL_HELP, type FreeLegalHelpProvider } from './free-legal-help';

/**
 * "Where do I start?" (issue 41): what each first stop is, what to bring and where it is, and each
 * reason in plain words. The rules that choose them are lib/rules/first-steps.ts; the offices come
 * from the free-legal-help data (lib/reference/free-legal-help.ts), nearest first.
 * What to bring, from the bodies' own rules: a Request for Assistance names the parties and the claim
 * (DOLE Department Order 151-16); a complaint-affidavit with the witnesses' affidavits and the
 * evidence starts a preliminary investigation (Rules of Criminal Procedure, Rule 112 §3(a)); PAO
 * asks for proof of income (its Operations Manual; the free-legal-help page's indigency test); a
 * protection order is applied for at the barangay, issued on the day (RA 9262 §14).
 */
export type StopText = { title: string; what: string; bring: string[]; where: string };

export const STOP_TEXT: Record<StopKind, StopText> = {
  'police-women-and-children-desk': {
    title: "The police Women and Children's Protection Desk",
    what: 'Every police station has a desk for violence against women and their children. They take your report, help you get to safety and to a doctor, and help you file the case. It is free.',
    bring: [
      'A valid ID if you have one (go even without it)',
      'Photos of injuries, and messages or threats you received',
      'A medical certificate if you were hurt (a hospital or health centre can give one)',
    ],
    where: 'The nearest police station. In an emergency, call 911.',
  },
  'barangay-protection-order': {
    title: 'A Barangay Protection Order',
    what: 'The Punong Barangay (or a kagawad) can order the abuser to stop and stay away from you. It is issued on the day you apply, free, and lasts 15 days; a court can give a longer one.',
    bring: ['A valid ID if you have one', 'What happened, with dates: messages, photos, names of witnesses'],
    where: 'The barangay hall where you live.',
  },
  pao: {
    title: "The Public Attorney's Office (PAO)",
    what: 'Free lawyers of the government: advice, documents and representation in court for people who pass its income and merit tests.',
    bring: [
      'A valid ID',
      'Proof of income: your latest payslip or income tax return, or a Certificate of Indigency from your barangay or the DSWD',
      'Papers about the case: a subpoena, complaint, summons or court order if you have one',
    ],
    where: 'The PAO district office in the Hall of Justice of your city or province.',
  },
  barangay: {
    title: 'Barangay conciliation (Katarungang Pambarangay)',
    what: 'Before most court cases between people of the same city or municipality, the barangay tries to settle the dispute. It is free, and a court may dismiss a case filed without the barangay’s Certificate to File Action.',
    bring: [
      'A valid ID',
      'The other side’s full name and address',
      'Papers about the dispute: receipts, promissory notes, contracts, photos, messages',
    ],
    where: 'The barangay hall where the other side lives; ask for the Punong Barangay or the Lupon secretary.',
  },
  'dole-sena': {
    title: 'DOLE’s Single Entry Approach (SEnA)',
    what: 'A free, 30-day conciliation-mediation with your employer, required before almost every labor case. You file a Request for Assistance; a DOLE officer calls both sides to a meeting.',
    bring: [
      'A valid ID',
      'Your employer’s name and address',
      'Anything that shows you worked there: payslips, your contract, a company ID, messages from your boss',
      'Your own list of what is owed: the dates and the amounts',
    ],
    where: 'The nearest DOLE regional or field office, or online through DOLE (e-SEnA).',
  },
  prosecutor: {
    title: 'A criminal complaint with the prosecutor',
    what: 'A crime is brought to court by the prosecutor. You file a complaint; the prosecutor hears both sides (a preliminary investigation) and decides whether to charge.',
    bring: [
      'Your complaint-affidavit: your sworn statement of what happened',
      'The affidavits of your witnesses',
      'Evidence: photos, receipts, messages, a medical certificate',
      'A valid ID',
    ],
    where:
      'The Office of the City or Provincial Prosecutor, usually in the Hall of Justice. The police can help you prepare the complaint.',
  },
};

/** Each reason in plain words (its legal source: REASON_SOURCES in lib/rules/first-steps.ts). */
export const REASON_TEXT: Record<ReasonCode, string> = {
  'barangay-same-town': 'You and the other side live in the same city or municipality, so the law asks you to try the barangay first.',
  'no-barangay-different-towns':
    'You and the other side do not live in the same city or municipality (or you do not know where they live), so the barangay does not have to come first. If you do live in the same town, it does.',
  'no-barangay-company': 'The other side is a company, not a person: barangay conciliation is only between people.',
  'no-barangay-government': 'The other side is the government or a public officer, so the barangay does not have to come first.',
  'no-barangay-employment': 'Labor disputes do not go to the barangay: DOLE handles them.',
  'no-barangay-violence-at-home': 'Violence against women and children is never mediated, not even at the barangay.',
  'no-barangay-serious-crime': 'Serious crimes (more than a year in prison, or a fine over ₱5,000) do not go to barangay conciliation.',
  'no-barangay-detained': 'Someone is detained or accused: that goes straight to the proper authorities, not the barangay.',
  'no-barangay-deadline': 'A deadline is close: you may go to court without waiting for the barangay, so your claim is not lost.',
  'no-barangay-civil-status': 'Marriage, annulment and a person’s civil status cannot be settled by agreement.',
  'no-barangay-support-pending': 'Urgent support can be asked of a court directly, without the barangay first.',
  'sena-first': 'Almost every labor claim must first go through DOLE’s 30-day SEnA conciliation, free of charge.',
  'vawc-police-desk': 'The police must respond to violence against women and children and help the victim (RA 9262).',
  'vawc-protection-order': 'A protection order can keep the abuser away from you, starting today.',
  'crime-complaint-prosecutor': 'A criminal case starts with a complaint to the prosecutor.',
  'pao-detained': 'A person who is detained or accused is always given a lawyer; PAO represents them whatever their income.',
  'pao-presumed-vawc': 'PAO helps victims of violence against women and children whatever their income.',
  'pao-income-within': 'Your own monthly income is within PAO’s limit for where you live, so PAO may take your case for free.',
  'pao-income-over': 'Your income is above PAO’s limit, so PAO is unlikely to take your case: a private lawyer can.',
  'pao-income-unknown': 'If your own monthly income is within PAO’s limit, PAO may take your case for free.',
};

/** The answer's own words around the stops: one wording for the answer page and its e-mail. */
export const ANSWER_TEXT = {
  title: (problemLabel: string | undefined) => `Where to start${problemLabel ? `: ${problemLabel.toLowerCase()}` : ''}`,
  lead: (placeLabel: string) =>
    `From your answers, for ${placeLabel}. This is general information, not legal advice: a lawyer or the office can tell you what applies to you.`,
  danger: 'If someone is in danger now, call 911.',
  noStop: 'Nothing the law requires comes first: you can go to a lawyer directly.',
  why: 'Why',
  bring: 'What to bring',
  where: 'Where',
  goodToKnow: 'Good to know',
} as const;

/**
 * The offices to go to for a stop, nearest first: in the person's city, then their region, then the
 * nationwide entry. Stops done at any barangay hall or police station list the general entry only.
 */
export function officesFor(kind: StopKind, place: { label: string; region: string }): FreeLegalHelpProvider[] {
  const byId = (id: string) => FREE_LEGAL_HELP.filter((p) => p.id === id);
  /** Up to two offices in the person's city, then their region. */
  const near = (match: (p: FreeLegalHelpProvider) => boolean) => {
    const all = FREE_LEGAL_HELP.filter(match);
    return [...all.filter((p) => p.city === place.label), ...all.filter((p) => p.region === place.region && p.city !== place.label)].slice(
      0,
      2,
    );
  };
  switch (kind) {
    case 'dole-sena':
      // The regional office, then the nationwide entry (e-SEnA, any field office).
      return [...near((p) => p.id.startsWith('gov-dole-ro')), ...byId('gov-dole-sena')];
    case 'pao': {
      const offices = near((p) => p.kind === 'pao');
      return offices.length ? offices : byId('pao-central');
    }
    case 'barangay':
    case 'barangay-protection-order':
      return byId('gov-katarungang-pambarangay');
    case 'prosecutor':
      return byId('gov-doj-action-center');
    case 'police-women-and-children-desk':
      return byId('gov-chr');
  }
}
