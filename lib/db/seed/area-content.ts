import type { AreaValue } from '@/lib/reference/areas';

/**
 * What a practice in each area looks like, so a seeded profile reads as one career: the
 * specializations it lists, the posts it held before private practice (title and office together,
 * so a prosecutor works for the DOJ and not for the BIR), what the lawyer did there (each sentence
 * used once per lawyer, so no two jobs read alike), the college course that led to it, and the
 * recognitions such a lawyer earns.
 */
type Award = readonly [string, string, ('law-school' | 'bar' | 'before-law')?];

export type AreaContent = {
  specializations: readonly string[];
  /** Earlier posts: [title, organization, what the lawyer did there]. */
  posts: readonly (readonly [string, string, string])[];
  /** What a lawyer of the area does in private practice: one sentence for the current job. */
  duties: readonly string[];
  /** Pre-law [course] that fits the practice. */
  courses: readonly string[];
  /** [title, description, when]: an honour of law school, of the bar exam or from before law has that year. */
  awards: readonly Award[];
};

export const AREA_CONTENT: Record<AreaValue, AreaContent> = {
  civil: {
    specializations: [
      'Family law',
      'Annulment and nullity of marriage',
      'Contracts',
      'Collection of sums of money',
      'Estate settlement',
      'Damages',
    ],
    posts: [
      [
        'Public Attorney',
        "Public Attorney's Office",
        'Represented indigent clients in support, custody and collection cases, and gave free legal advice at the district office.',
      ],
      [
        'Court Attorney',
        'Regional Trial Court',
        'Researched and drafted orders and decisions in civil and family cases for the presiding judge.',
      ],
      ['Legal Researcher', 'Court of Appeals', 'Prepared reports on civil appeals and drafted resolutions for the division.'],
      ['Associate', 'Santos Reyes & Associates', 'Drafted pleadings and appeared at pre-trial and mediation in civil and family cases.'],
    ],
    duties: [
      'Handled petitions for declaration of nullity and annulment of marriage, from the psychological assessment to trial.',
      'Drafted and reviewed loan, lease and sale contracts, and sent demand letters for unpaid debts.',
      'Represented clients in custody, support and visitation cases before the Family Courts.',
      'Settled estates extrajudicially and in court, including partition among heirs.',
      'Appeared at barangay conciliation and court-annexed mediation to settle disputes before trial.',
      'Litigated collection and damages suits, including small claims, in the first- and second-level courts.',
    ],
    courses: ['AB Philosophy', 'AB Political Science', 'BS Psychology', 'AB English Studies'],
    awards: [
      ['Author, "A Practical Guide to the Family Code"', 'A plain-language handbook on marriage, annulment and support for non-lawyers.'],
      ['Family Court Mediator', 'Accredited by the Philippine Mediation Center to mediate court-referred family cases.'],
      ['Outstanding Legal Aid Volunteer', 'Recognised by the IBP chapter for pro bono representation of mothers seeking child support.'],
    ],
  },
  'land-issues': {
    specializations: [
      'Land registration',
      'Title transfer and reconstitution',
      'Ejectment',
      'Agrarian reform',
      'Real estate transactions',
      'Right of way',
    ],
    posts: [
      [
        'Attorney II',
        'Land Registration Authority',
        'Reviewed petitions for the reconstitution of lost titles and the correction of technical descriptions.',
      ],
      [
        'Legal Officer',
        'Department of Agrarian Reform',
        'Handled agrarian disputes and the coverage of landholdings under CARP before the adjudication boards.',
      ],
      [
        'Deputy Register of Deeds',
        'Registry of Deeds',
        'Examined deeds and registered transfers, mortgages and annotations on Torrens titles.',
      ],
      ['Associate', 'Villanueva Ramos Law Firm', 'Litigated ejectment, quieting of title and recovery of possession cases.'],
    ],
    duties: [
      'Processed the transfer, subdivision and reconstitution of Torrens titles before the Registry of Deeds.',
      'Litigated ejectment and unlawful detainer cases and recovery of possession of land.',
      'Represented farmer-beneficiaries and landowners in agrarian reform cases before the DAR adjudication boards.',
      'Checked titles, tax declarations and encumbrances for buyers before a purchase of land.',
      'Settled boundary and right-of-way disputes with geodetic surveys and negotiated easements.',
      'Drafted deeds of sale, donation and extrajudicial settlement involving land, and their registration.',
    ],
    courses: ['BS Geodetic Engineering', 'BS Agriculture', 'BS Real Estate Management', 'AB Political Science'],
    awards: [
      ['Lecturer, Property Registration Decree', 'Lectures on PD 1529 and title reconstitution for real estate brokers.'],
      ['Outstanding Agrarian Justice Advocate', 'Recognised for representing farmer-beneficiaries in land distribution cases.'],
      ['Published article on ejectment procedure', 'A guide to the Rules on Summary Procedure in a regional law journal.'],
    ],
  },
  criminal: {
    specializations: ['Criminal defense', 'Bail and detention', 'VAWC cases', 'Cybercrime', 'Drug cases', 'Estafa and BP 22'],
    posts: [
      [
        'Assistant City Prosecutor',
        'Department of Justice',
        'Conducted inquest and preliminary investigations and prosecuted cases under the Revised Penal Code and special laws.',
      ],
      ['Public Attorney', "Public Attorney's Office", 'Defended detained and indigent accused persons from arraignment through trial.'],
      [
        'Legal Officer',
        'National Bureau of Investigation',
        'Evaluated complaints and prepared cases for filing with the prosecutor, including cybercrime cases.',
      ],
      ['Associate', 'Cruz Bautista Law Offices', "Handled bail hearings, trial and appeals for the firm's criminal defense clients."],
    ],
    duties: [
      'Defended accused persons from inquest and preliminary investigation through trial and appeal.',
      'Conducted preliminary investigations and prosecuted cases under the Revised Penal Code and special laws.',
      'Filed and opposed petitions for bail and secured the release of detained clients.',
      'Assisted complainants in VAWC cases, including protection orders under RA 9262.',
      'Handled cybercrime complaints for online libel, scams and identity theft under RA 10175.',
      'Defended clients charged with estafa and bouncing checks, and negotiated civil settlements.',
    ],
    courses: ['BS Criminology', 'BS Psychology', 'AB Sociology', 'AB Political Science'],
    awards: [
      ['Outstanding Public Attorney', "Cited by the Public Attorney's Office for the number of acquittals secured for indigent clients."],
      ['Trial Advocacy Fellow', 'Completed the IBP trial advocacy programme for criminal litigators.'],
      ['Speaker, Rights of the Accused', 'Spoke on custodial investigation rights at a barangay paralegal training.'],
    ],
  },
  labor: {
    specializations: [
      'Illegal dismissal',
      'Money claims',
      'Labor arbitration',
      'OFW claims',
      'Employment contracts',
      'Company policies and discipline',
    ],
    posts: [
      ['Labor Arbiter', 'National Labor Relations Commission', 'Heard and decided illegal dismissal and money claims cases.'],
      [
        'Labor Attorney',
        'Department of Labor and Employment',
        'Conducted SEnA conciliation and labor standards inspections at the field office.',
      ],
      ['Legal Officer', 'Department of Migrant Workers', 'Handled OFW complaints against recruitment agencies and foreign employers.'],
      ['Associate', 'Torres Mendoza & Partners', 'Represented employers and employees in NLRC cases and drafted employment contracts.'],
    ],
    duties: [
      'Represented employees in illegal and constructive dismissal cases before the NLRC.',
      'Recovered unpaid wages, overtime, 13th month pay and separation pay through money claims.',
      'Appeared at SEnA conciliation at DOLE field offices and settled disputes before a case was filed.',
      'Advised employers on due process in discipline and dismissal, and drafted company policies.',
      'Handled claims of overseas Filipino workers against recruitment agencies and foreign employers.',
      'Drafted employment contracts, non-compete clauses and quitclaims that hold up before the NLRC.',
    ],
    courses: ['AB Economics', 'BS Psychology', 'BS Industrial Relations', 'AB Political Science'],
    awards: [
      ['MCLE Lecturer, Labor Standards', 'Lectures on labour standards and dispute resolution for Mandatory Continuing Legal Education.'],
      ['Outstanding Labor Advocate', 'Recognised by a workers’ federation for free representation of dismissed employees.'],
      ['Author, "Your Rights at Work"', 'A plain-language guide to the Labor Code for employees and small employers.'],
    ],
  },
  corporate: {
    specializations: [
      'Company registration',
      'Corporate housekeeping',
      'Commercial contracts',
      'Foreign investments',
      'Mergers and acquisitions',
      'Shareholder disputes',
    ],
    posts: [
      [
        'Securities Counsel',
        'Securities and Exchange Commission',
        'Reviewed articles of incorporation, by-laws and amendments filed with the Commission.',
      ],
      ['Legal Counsel', 'a listed holding company', "Ran the legal side of the group's contracts, permits and board matters."],
      [
        'Corporate Secretary',
        'a family-owned manufacturing group',
        "Kept the minutes, board resolutions and annual filings of the group's companies.",
      ],
      ['Associate', 'Lim Tan & Go Law Offices', 'Incorporated companies and ran legal due diligence for acquisitions.'],
    ],
    duties: [
      'Registered corporations, One Person Corporations and partnerships with the SEC and secured business permits.',
      'Kept corporate records in order: board resolutions, secretary’s certificates, GIS and annual filings.',
      'Drafted and negotiated supply, distribution and service agreements for growing businesses.',
      'Advised foreign investors on ownership limits under the Foreign Investments Act and the Negative List.',
      'Ran legal due diligence for share purchases and asset acquisitions.',
      'Resolved disputes among shareholders and partners, including intra-corporate cases.',
    ],
    courses: ['BS Business Administration', 'BS Management', 'BS Accountancy', 'AB Economics'],
    awards: [
      ['Published article on the Revised Corporation Code', 'Commentary on One Person Corporations under RA 11232 in a law journal.'],
      [
        'Speaker, Doing Business in the Philippines',
        'Briefed foreign chambers of commerce on incorporation and the ease of doing business.',
      ],
      ['Deal of the Year, regional finance awards', 'Counsel on a cross-border acquisition recognised by a business publication.'],
    ],
  },
  taxation: {
    specializations: [
      'Tax assessment and protest',
      'Estate tax',
      'VAT and income tax',
      'Tax amnesty',
      'Court of Tax Appeals litigation',
      'Tax compliance',
    ],
    posts: [
      [
        'Revenue Attorney',
        'Bureau of Internal Revenue',
        'Evaluated protests against assessments and drafted rulings for the regional office.',
      ],
      ['Court Attorney', 'Court of Tax Appeals', 'Drafted decisions on appeals from BIR and customs assessments.'],
      [
        'Tax Associate',
        "a Big Four accounting firm's tax practice",
        'Prepared tax compliance reviews and replies to BIR letters for corporate clients.',
      ],
      ['Legal Officer', 'Bureau of Customs', 'Handled seizure and forfeiture cases and duty assessments on imports.'],
    ],
    duties: [
      'Answered BIR letters of authority and preliminary and final assessment notices, and filed protests on time.',
      'Settled estates with the BIR, including estate tax amnesty returns and eCAR applications.',
      'Appealed disputed assessments to the Court of Tax Appeals.',
      'Reviewed income tax and VAT positions of small businesses and freelancers.',
      'Structured donations and property transfers to keep donor’s and capital gains taxes lawful and low.',
      'Claimed VAT refunds and tax credits for exporters.',
    ],
    courses: ['BS Accountancy', 'BS Management Accounting', 'AB Economics', 'BS Business Administration'],
    awards: [
      ['Certified Public Accountant', 'Passed the CPA licensure examination before law school.', 'before-law'],
      ['Lecturer, TRAIN and CREATE', 'Lectures on the TRAIN Law and the CREATE Act for accountants and business owners.'],
      ['Published article on the estate tax amnesty', 'A guide to settling old estates under RA 11213 and its extensions.'],
    ],
  },
  immigration: {
    specializations: [
      'Visa applications',
      'Work permits',
      'Dual citizenship',
      'Deportation and blacklisting',
      'Retirement visas',
      'Spousal visas',
    ],
    posts: [
      [
        'Immigration Attorney',
        'Bureau of Immigration',
        'Evaluated visa applications and conversions and drafted orders for the Board of Commissioners.',
      ],
      ['Legal Officer', 'Department of Foreign Affairs', 'Handled passport and citizenship cases, including dual citizenship petitions.'],
      ['Associate', 'Aquino Navarro Law', "Filed work visas and permits for the firm's foreign clients and their employers."],
      ['Special Prosecutor', 'Bureau of Immigration', 'Prosecuted deportation cases for overstaying and violations of visa conditions.'],
    ],
    duties: [
      'Filed 9(g) work visas with the matching Alien Employment Permits for foreign employees.',
      'Obtained 13(a) visas for foreign spouses of Filipinos and SRRV retirement visas.',
      'Handled overstaying, downgrading of visas and the lifting of blacklist orders.',
      'Defended foreign nationals in deportation proceedings before the Board of Commissioners.',
      'Guided former Filipinos through the reacquisition of citizenship under RA 9225.',
      'Registered foreign nationals for their ACR I-Card and annual report.',
    ],
    courses: ['AB Foreign Service', 'AB International Studies', 'AB Political Science', 'AB Communication'],
    awards: [
      ['Speaker, Foreign Workers in the Philippines', 'Spoke on work visas and permits at a foreign chamber of commerce.'],
      ['Author, "Dual Citizenship Made Simple"', 'A guide to RA 9225 for Filipinos abroad.'],
      ['Pro bono counsel, migrant help desk', 'Free advice to foreign spouses of Filipinos at a church-run help desk.'],
    ],
  },
  'intellectual-property': {
    specializations: ['Trademarks', 'Patents', 'Copyright', 'Licensing', 'Anti-counterfeiting', 'Data privacy'],
    posts: [
      [
        'IP Examiner',
        'Intellectual Property Office of the Philippines',
        'Examined trademark applications for registrability and conflicts with earlier marks.',
      ],
      [
        'Hearing Officer',
        'Intellectual Property Office of the Philippines',
        'Heard opposition and cancellation cases at the Bureau of Legal Affairs.',
      ],
      ['Legal Counsel', 'a Philippine software company', "Drafted software licences and protected the company's code and brands."],
      [
        'Associate',
        'Castillo Flores Law Office',
        "Prosecuted trademark and patent applications and enforced clients' rights against counterfeits.",
      ],
    ],
    duties: [
      'Searched, filed and prosecuted trademark applications with IPOPHL up to registration.',
      'Drafted patent and utility model applications together with the inventors.',
      'Handled oppositions and cancellation cases before the IPOPHL Bureau of Legal Affairs.',
      'Drafted licensing, franchising and software development agreements.',
      'Took action against counterfeit goods and online piracy, including takedown requests.',
      'Registered copyright deposits and advised creators on their economic and moral rights.',
    ],
    courses: ['BS Computer Science', 'BS Electronics Engineering', 'BS Biology', 'BFA Visual Communication'],
    awards: [
      ['Speaker, Data Privacy Summit', 'Spoke on compliance with the Data Privacy Act of 2012 for small businesses.'],
      ['Registered patent agent', 'Qualified by IPOPHL to prosecute patent applications.'],
      ['Author, "Protecting Your Brand"', 'A guide to trademarks for Filipino start-ups.'],
    ],
  },
  election: {
    specializations: [
      'Election protests',
      'Disqualification cases',
      'Certificates of candidacy',
      'Campaign finance',
      'Election offenses',
      'Party-list registration',
    ],
    posts: [
      ['Election Officer', 'Commission on Elections', 'Ran voter registration and the conduct of elections in the municipality.'],
      [
        'Legal Officer',
        'Commission on Elections',
        'Drafted resolutions in disqualification and cancellation cases for the Law Department.',
      ],
      [
        'Secretary of the Tribunal',
        'House of Representatives Electoral Tribunal',
        'Supervised ballot revision and the records of election protests.',
      ],
      ['Associate', 'Cruz Bautista Law Offices', 'Represented candidates in pre-proclamation controversies and election protests.'],
    ],
    duties: [
      'Filed and answered election protests before COMELEC and the electoral tribunals, including ballot revision.',
      'Prepared candidates’ certificates of candidacy and defended them against petitions to cancel.',
      'Prosecuted and defended complaints for vote-buying and other election offenses.',
      'Prepared statements of contributions and expenditures and defended them before COMELEC.',
      'Assisted party-list groups with registration and accreditation.',
      'Trained poll watchers and counsel of parties on the canvassing rules.',
    ],
    courses: ['AB Political Science', 'AB Public Administration', 'AB History', 'BS Statistics'],
    awards: [
      ['Lecturer, Omnibus Election Code', 'Lectures on election law for candidates and their counsel before each election.'],
      ['Citizen’s arm volunteer counsel', 'Free legal help at the precincts for an accredited citizens’ arm.'],
      ['Published article on ballot revision', 'Commentary on the rules of the electoral tribunals in a law journal.'],
    ],
  },
};

/** Recognitions any good lawyer may earn, whatever the practice. */
export const GENERAL_AWARDS: readonly Award[] = [
  ['Bar Examinations Top 20', 'Ranked among the top twenty examinees of the Philippine Bar Examinations.', 'bar'],
  ['Best Oralist, Moot Court Competition', 'Awarded during law school in a national moot court competition.', 'law-school'],
  ['Chapter President, IBP', "Led the chapter's legal aid and continuing education programmes."],
];

/**
 * What a client of each area writes after a good consultation: a seeded review names a problem of
 * the lawyer's own practice (a land title for a land lawyer, never a 9(g) visa for a tax lawyer).
 */
export const AREA_REVIEWS: Record<AreaValue, readonly string[]> = {
  civil: [
    'She explained the difference between annulment and legal separation in plain words. We finally knew which one fits our case.',
    'Clear advice on getting child support from my ex. I now know which papers to prepare.',
    'Helped me answer a demand letter over an unpaid loan. Calm and practical.',
    "Walked us through settling our late father's estate among the siblings. Salamat po!",
  ],
  'land-issues': [
    'Gave practical steps for transferring our land title. Worth the fee.',
    'Checked the title and tax declaration before we bought the lot. Saved us from a bad deal.',
    'Explained how to deal with the people occupying our lot without breaking the law.',
    'Went through the deed of sale line by line and spotted a missing signature. Very thorough.',
  ],
  criminal: [
    'Explained what happens at the preliminary investigation and how bail works. I felt much calmer after the call.',
    'Helped me prepare my counter-affidavit for an estafa complaint. Clear and fast.',
    'Told me honestly how strong the complaint against my brother was, and what to do next.',
  ],
  labor: [
    'Good advice on my labor case, including what documents to prepare for SEnA.',
    'Computed my final pay and 13th month pay with me. The company paid after the SEnA conference.',
    'Explained whether my dismissal was legal and how to file at the NLRC.',
  ],
  corporate: [
    'Helped us register our small corporation with the SEC, step by step and without jargon.',
    "Reviewed our shareholders' agreement and flagged the risky clauses.",
    'Clear answers on the permits and registrations our new business needs.',
  ],
  taxation: [
    'Explained the BIR assessment notice I received and how to protest it on time.',
    'Helped me understand estate tax and the amnesty deadline. Worth every peso.',
    'Sorted out my registration as a freelancer and what I have to file every quarter.',
  ],
  immigration: [
    'Answered my questions about my 9(g) visa and the AEP clearly.',
    'Guided my wife through her 13(a) visa application. Very organised.',
    'Explained how to settle my overstay with the Bureau of Immigration.',
  ],
  'intellectual-property': [
    'Helped us file our trademark with IPOPHL and explained the timeline.',
    "Clear advice on someone copying our online shop's product photos.",
    'Explained how to protect our brand and recipes before we franchise.',
  ],
  election: [
    'Explained the deadlines for an election protest in our barangay. Very knowledgeable.',
    'Clear advice on filing our statement of contributions and expenditures with COMELEC.',
    'Helped our group understand how a disqualification case works and what evidence counts.',
  ],
};
