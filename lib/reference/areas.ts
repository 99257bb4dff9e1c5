export type AreaValue =
  'civil' | 'land-issues' | 'criminal' | 'labor' | 'corporate' | 'taxation' | 'immigration' | 'intellectual-property' | 'election';

export type AreaOfPractice = {
  slug: AreaValue;
  label: string;
  areas: AreaValue[];
  description: string;
  legalProblemId?: number;
  seoTitle: string;
};

// The spec gives Civil (and only Civil) a legal problem: the general civil
// problem in legal-problems.ts, so a landing page can preselect it.
const GENERAL_CIVIL_PROBLEM_ID = 33;

export const AREAS_OF_PRACTICE: AreaOfPractice[] = [
  {
    slug: 'civil',
    label: 'Civil',
    areas: ['civil'],
    legalProblemId: GENERAL_CIVIL_PROBLEM_ID,
    seoTitle: 'Civil Law Lawyers',
    description:
      'Civil law covers disputes between private persons: contracts and debts, damages, property, succession and family relations. In the Philippines these are governed mainly by the Civil Code (RA 386) and the Family Code (EO 209), which rules on marriage, annulment and declaration of nullity, legal separation, custody and support. A civil lawyer can advise you, write a demand letter, represent you at barangay conciliation and take your case to court.',
  },
  {
    slug: 'land-issues',
    label: 'Land Issues',
    areas: ['land-issues'],
    seoTitle: 'Land and Property Lawyers',
    description:
      'Land cases in the Philippines turn on the Torrens system of registration under the Property Registration Decree (PD 1529) and the Civil Code rules on ownership and possession. Common matters include transferring or reconstituting a title, ejectment and unlawful detainer, boundary and right-of-way disputes, and agrarian reform land under the Comprehensive Agrarian Reform Law (RA 6657). A land lawyer checks a title at the Registry of Deeds before you buy and represents you before the courts, the LRA, the DAR or the DHSUD.',
  },
  {
    slug: 'criminal',
    label: 'Criminal',
    areas: ['criminal'],
    seoTitle: 'Criminal Lawyers',
    description:
      'Crimes in the Philippines are defined by the Revised Penal Code (Act No. 3815) and special laws such as the Comprehensive Dangerous Drugs Act (RA 9165), the Anti-Violence Against Women and Their Children Act (RA 9262), the Cybercrime Prevention Act (RA 10175) and BP 22 on bouncing checks. A criminal lawyer assists complainants and accused persons alike, from the complaint-affidavit and preliminary investigation before the prosecutor to bail, trial and appeal.',
  },
  {
    slug: 'labor',
    label: 'Labor',
    areas: ['labor'],
    seoTitle: 'Labor Lawyers',
    description:
      'Employment in the Philippines is governed by the Labor Code (PD 442), DOLE regulations, regional wage orders and benefit laws such as the 13th Month Pay Law (PD 851). Labor lawyers handle illegal and constructive dismissal, unpaid wages and benefits and OFW claims, from conciliation under the Single Entry Approach (SEnA) to cases before the NLRC and appeals to the courts. They also help employers with contracts, company policies and the due process required before dismissing an employee.',
  },
  {
    slug: 'corporate',
    label: 'Corporate',
    areas: ['corporate'],
    seoTitle: 'Corporate Lawyers',
    description:
      'The Revised Corporation Code (RA 11232) governs how corporations, including One Person Corporations, are formed and run, with registration and reporting before the Securities and Exchange Commission. Corporate lawyers set up companies and partnerships, secure business permits, draft commercial contracts, apply the foreign ownership rules of the Foreign Investments Act (RA 7042, as amended by RA 11647) and resolve disputes among shareholders.',
  },
  {
    slug: 'taxation',
    label: 'Taxation',
    areas: ['taxation'],
    seoTitle: 'Tax Lawyers',
    description:
      "National taxes are imposed by the National Internal Revenue Code (NIRC), as amended by the TRAIN Law (RA 10963), the CREATE Act (RA 11534) and the Ease of Paying Taxes Act (RA 11976), and collected by the Bureau of Internal Revenue. Tax lawyers answer BIR letters of authority and assessment notices, file protests and appeals before the Court of Tax Appeals, and advise on income tax, VAT, estate and donor's tax, including the estate tax amnesty.",
  },
  {
    slug: 'immigration',
    label: 'Immigration Law',
    areas: ['immigration'],
    seoTitle: 'Immigration Lawyers',
    description:
      'Foreign nationals enter and stay in the Philippines under the Philippine Immigration Act of 1940 (Commonwealth Act No. 613), administered by the Bureau of Immigration. Immigration lawyers handle visa applications and conversions such as the 9(g) work visa, the 13(a) visa for spouses of Filipinos and the SRRV retirement visa, ACR I-Card registration, overstaying, blacklisting and deportation cases, and the reacquisition of Philippine citizenship under RA 9225.',
  },
  {
    slug: 'intellectual-property',
    label: 'Intellectual Property Law',
    areas: ['intellectual-property'],
    seoTitle: 'Intellectual Property Lawyers',
    description:
      'Intellectual property in the Philippines is protected by the Intellectual Property Code (RA 8293, as amended by RA 10372) and administered by the Intellectual Property Office of the Philippines (IPOPHL). IP lawyers register trademarks, patents, utility models, industrial designs and copyrights, draft licensing agreements, and act against infringement, counterfeiting and piracy.',
  },
  {
    slug: 'election',
    label: 'Election Law',
    areas: ['election'],
    seoTitle: 'Election Lawyers',
    description:
      'Philippine elections are governed by the Omnibus Election Code (BP 881), the Synchronized Elections Law (RA 7166), the Fair Election Act (RA 9006) and the rules of the Commission on Elections (COMELEC). Election lawyers assist candidates, parties and voters with certificates of candidacy, petitions for disqualification or cancellation, election protests before COMELEC and the electoral tribunals, and complaints for vote-buying and other election offenses.',
  },
];

export const AREA_VALUES: AreaValue[] = AREAS_OF_PRACTICE.map((area) => area.slug);

export function findAreaBySlug(slug: string): AreaOfPractice | undefined {
  return AREAS_OF_PRACTICE.find((area) => area.slug === slug);
}

/** Whether a stored slug is an area of practice today (a profile keeps what it was saved with). */
export const isAreaValue = (slug: string): slug is AreaValue => AREA_VALUES.includes(slug as AreaValue);
