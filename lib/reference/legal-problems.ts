import { AREA_ALIASES } from './area-aliases';
import type { AreaValue } from './areas';

export type LegalProblem = {
  _id: number;
  /** Always exactly one area (the spec's "list holding one area"). */
  value: AreaValue[];
  label: string;
  group_label: string;
  /** Synonyms, Filipino terms and the laws involved, so search finds the problem by them. */
  additional_text?: string;
};

// Ids: 0-7 Most Common, 8-32 Labor (and 167), 33-73 Civil, 74-98 Land Issues,
// 99-122 Corporate, 123-140 Taxation, 141-166 Criminal, 300-306 Election Law,
// 307-317 Immigration Law, 401-412 Intellectual Property Law. Ids are stored
// in bookings and URLs (legal_problem), so never renumber an existing entry.
export const LEGAL_PROBLEMS: LegalProblem[] = [
  // Most Common
  {
    _id: 0,
    value: ['civil'],
    label: 'Family problem',
    group_label: 'Most Common',
    additional_text:
      'marriage, annulment, separation, child custody, child support, adoption, inheritance, problema sa pamilya, Family Code',
  },
  {
    _id: 1,
    value: ['civil'],
    label: 'Personal problem',
    group_label: 'Most Common',
    additional_text: 'debt, utang, contracts, damages, neighbor dispute, accident, consumer complaint, personal dispute',
  },
  {
    _id: 2,
    value: ['labor'],
    label: 'Work problem',
    group_label: 'Most Common',
    additional_text: 'employment, dismissal, salary, sahod, trabaho, employer, employee, DOLE, NLRC, Labor Code',
  },
  {
    _id: 3,
    value: ['corporate'],
    label: 'Business problem',
    group_label: 'Most Common',
    additional_text: 'company, corporation, SEC registration, business permit, negosyo, contracts, partners, shareholders',
  },
  {
    _id: 4,
    value: ['land-issues'],
    label: 'Land problem',
    group_label: 'Most Common',
    additional_text: 'land title, titulo, lupa, property, eviction, boundary, real estate, Registry of Deeds',
  },
  {
    _id: 5,
    value: ['taxation'],
    label: 'Tax problem',
    group_label: 'Most Common',
    additional_text: 'BIR, tax assessment, buwis, estate tax, income tax, VAT, NIRC, TRAIN Law',
  },
  {
    _id: 6,
    value: ['criminal'],
    label: 'Criminal problem',
    group_label: 'Most Common',
    additional_text: 'criminal case, kaso, police, arrest, complaint, Revised Penal Code, estafa',
  },
  {
    _id: 7,
    value: ['immigration'],
    label: 'Immigration problem',
    group_label: 'Most Common',
    additional_text: 'visa, Bureau of Immigration, foreigner, ACR I-Card, deportation, citizenship',
  },
  // Labor
  {
    _id: 8,
    value: ['labor'],
    label: 'Illegal dismissal',
    group_label: 'Labor',
    additional_text:
      'illegal termination, unjust dismissal, fired without just cause or due process, twin-notice rule, Art. 297 Labor Code, reinstatement, backwages, tinanggal sa trabaho',
  },
  {
    _id: 9,
    value: ['labor'],
    label: 'Constructive dismissal',
    group_label: 'Labor',
    additional_text: 'forced resignation, demotion, pay cut, floating status beyond six months, hostile workplace',
  },
  {
    _id: 10,
    value: ['labor'],
    label: 'Unpaid wages or underpayment',
    group_label: 'Labor',
    additional_text: 'minimum wage, wage order, regional wage board, salary not paid, delayed salary, hindi binayarang sahod',
  },
  {
    _id: 11,
    value: ['labor'],
    label: 'Unpaid 13th month pay',
    group_label: 'Labor',
    additional_text: 'PD 851, 13th Month Pay Law, year-end pay, pro-rated 13th month',
  },
  {
    _id: 12,
    value: ['labor'],
    label: 'Overtime, holiday pay and night shift differential',
    group_label: 'Labor',
    additional_text: 'overtime pay, premium pay, rest day pay, night differential, holiday pay, service charge',
  },
  {
    _id: 13,
    value: ['labor'],
    label: 'Final pay and certificate of employment',
    group_label: 'Labor',
    additional_text: 'last pay, back pay, clearance, release within 30 days, COE, Labor Advisory No. 06-2020',
  },
  {
    _id: 14,
    value: ['labor'],
    label: 'Separation pay, redundancy and retrenchment',
    group_label: 'Labor',
    additional_text: 'redundancy, retrenchment, closure of business, authorized causes, Art. 298 Labor Code, disease, Art. 299',
  },
  {
    _id: 15,
    value: ['labor'],
    label: 'Regularization and endo (contractualization)',
    group_label: 'Labor',
    additional_text:
      'probationary employee, six months, regular employee, Art. 295 Labor Code, labor-only contracting, DOLE Department Order 174, agency worker',
  },
  {
    _id: 16,
    value: ['labor'],
    label: 'Retirement pay',
    group_label: 'Labor',
    additional_text: 'RA 7641, retirement benefits, age 60 or 65, half-month salary for every year of service',
  },
  {
    _id: 17,
    value: ['labor'],
    label: 'Notice to explain and workplace investigation',
    group_label: 'Labor',
    additional_text: 'NTE, administrative hearing, preventive suspension, disciplinary action, memo, due process',
  },
  {
    _id: 18,
    value: ['labor'],
    label: 'Sexual harassment at work',
    group_label: 'Labor',
    additional_text:
      'Anti-Sexual Harassment Act RA 7877, Safe Spaces Act RA 11313, CODI, gender-based harassment, hostile work environment',
  },
  {
    _id: 19,
    value: ['labor'],
    label: 'Maternity, paternity and solo parent leave',
    group_label: 'Labor',
    additional_text:
      'Expanded Maternity Leave Law RA 11210, 105 days, paternity leave RA 8187, solo parent leave RA 11861, special leave for women',
  },
  {
    _id: 20,
    value: ['labor'],
    label: 'SSS, PhilHealth and Pag-IBIG contributions not remitted',
    group_label: 'Labor',
    additional_text: 'unremitted contributions, salary deductions not paid, Social Security Act RA 11199, premium contributions',
  },
  {
    _id: 21,
    value: ['labor'],
    label: 'Work injury or occupational illness',
    group_label: 'Labor',
    additional_text:
      "employees' compensation, ECC, work-related accident, Occupational Safety and Health Law RA 11058, disability benefits, sickness",
  },
  {
    _id: 22,
    value: ['labor'],
    label: 'Filing a labor complaint (SEnA, DOLE or NLRC)',
    group_label: 'Labor',
    additional_text: 'Single Entry Approach, request for assistance, labor arbiter, NLRC complaint, money claims, three-year prescription',
  },
  {
    _id: 23,
    value: ['labor'],
    label: 'OFW claims against an agency or employer',
    group_label: 'Labor',
    additional_text:
      'overseas Filipino worker, Department of Migrant Workers, DMW, POEA standard employment contract, RA 8042, RA 10022, seafarer disability, excessive placement fee',
  },
  {
    // Issue 72: a crime, not a labour claim (RA 8042 §6 as amended by RA 10022): "Where do I start?" sends it
    // to the DMW and the prosecutor, never to SEnA (features/where-to-start/rules/first-steps.ts). Listed with the labour problems,
    // whose lawyers (OFW claims) take it; its own id, past the criminal range, as ids are never renumbered.
    _id: 167,
    value: ['labor'],
    label: 'Illegal recruitment by an unlicensed recruiter',
    group_label: 'Labor',
    additional_text:
      'illegal recruitment, no license, unlicensed agency, fake recruiter, placement fee, job abroad, no deployment, RA 8042 Section 6, RA 10022, DMW anti-illegal recruitment, estafa',
  },
  {
    _id: 24,
    value: ['labor'],
    label: 'Kasambahay (domestic worker) rights',
    group_label: 'Labor',
    additional_text: 'Batas Kasambahay RA 10361, household helper, yaya, driver, employment contract for domestic workers',
  },
  {
    _id: 25,
    value: ['labor'],
    label: 'Labor union, strike and collective bargaining',
    group_label: 'Labor',
    additional_text: 'CBA, unfair labor practice, ULP, union registration, certification election, strike, lockout, NCMB, notice of strike',
  },
  {
    _id: 26,
    value: ['labor'],
    label: 'Employment contracts and company policies',
    group_label: 'Labor',
    additional_text: 'employment contract, code of conduct, employee handbook, employer advice, probationary contract, job offer',
  },
  {
    _id: 27,
    value: ['labor'],
    label: 'Non-compete clause, training bond or resignation dispute',
    group_label: 'Labor',
    additional_text: 'non-compete, training bond, 30-day notice, resignation not accepted, liquidated damages, rendering period',
  },
  {
    _id: 28,
    value: ['labor'],
    label: 'Work from home and telecommuting',
    group_label: 'Labor',
    additional_text: 'Telecommuting Act RA 11165, remote work, hybrid work arrangement, work-from-home policy',
  },
  {
    _id: 29,
    value: ['labor'],
    label: 'Discrimination at work',
    group_label: 'Labor',
    additional_text:
      'age discrimination RA 10911, Magna Carta for Persons with Disability RA 7277, Magna Carta of Women RA 9710, pregnancy, gender, religion',
  },
  {
    _id: 30,
    value: ['labor'],
    label: 'Quitclaim and settlement with employer',
    group_label: 'Labor',
    additional_text: 'quitclaim, waiver, release, compromise agreement, voluntary settlement',
  },
  {
    _id: 31,
    value: ['labor'],
    label: 'Appeal of a labor case',
    group_label: 'Labor',
    additional_text:
      'NLRC appeal, appeal bond, memorandum of appeal, motion for reconsideration, petition for certiorari, Court of Appeals',
  },
  {
    _id: 32,
    value: ['labor'],
    label: 'Employee or independent contractor?',
    group_label: 'Labor',
    additional_text: 'freelancer, four-fold test, employer-employee relationship, project employee, seasonal employee, talent, consultant',
  },
  // Civil
  {
    _id: 33,
    value: ['civil'],
    label: 'General civil case or dispute',
    group_label: 'Civil',
    additional_text: 'civil law, Civil Code, obligations and contracts, damages, civil complaint, kasong sibil',
  },
  {
    _id: 34,
    value: ['civil'],
    label: 'Annulment or declaration of nullity of marriage',
    group_label: 'Civil',
    additional_text:
      'annulment, pagpapawalang-bisa ng kasal, nullity of marriage, psychological incapacity, Art. 36 Family Code, void marriage, voidable marriage, Art. 45 Family Code, bigamous marriage',
  },
  {
    _id: 35,
    value: ['civil'],
    label: 'Recognition of foreign divorce',
    group_label: 'Civil',
    additional_text: 'divorce obtained abroad, Art. 26 Family Code, foreign spouse, judicial recognition, PSA annotation, remarriage',
  },
  {
    _id: 36,
    value: ['civil'],
    label: 'Legal separation',
    group_label: 'Civil',
    additional_text: 'Art. 55 Family Code, hiwalay, marital infidelity, physical violence, abandonment, separation of property',
  },
  {
    _id: 37,
    value: ['civil'],
    label: 'Child custody and visitation',
    group_label: 'Civil',
    additional_text:
      'custody of minor, parental authority, visitation rights, tender-age presumption, Art. 213 Family Code, kustodiya ng anak',
  },
  {
    _id: 38,
    value: ['civil'],
    label: 'Child support',
    group_label: 'Civil',
    additional_text:
      'sustento, financial support for children, Art. 194 Family Code, support pendente lite, father refuses to give support',
  },
  {
    _id: 39,
    value: ['civil'],
    label: 'Spousal and family support',
    group_label: 'Civil',
    additional_text: 'support between spouses, support for parents, Art. 195 Family Code, support pendente lite, sustento',
  },
  {
    _id: 40,
    value: ['civil'],
    label: 'Adoption',
    group_label: 'Civil',
    additional_text:
      'Domestic Administrative Adoption and Alternative Child Care Act RA 11642, NACC, inter-country adoption, stepchild adoption, ampon, Simulated Birth Rectification Act RA 11222',
  },
  {
    _id: 41,
    value: ['civil'],
    label: 'Correction of birth certificate or civil registry entry',
    group_label: 'Civil',
    additional_text:
      'RA 9048, RA 10172, clerical error, change of first name, sex, date of birth, PSA, local civil registrar, Rule 108, late registration of birth',
  },
  {
    _id: 42,
    value: ['civil'],
    label: "Use of father's surname and legitimation",
    group_label: 'Civil',
    additional_text:
      'illegitimate child, RA 9255, affidavit to use the surname of the father, AUSF, legitimation, Art. 177 Family Code, RA 9858',
  },
  {
    _id: 43,
    value: ['civil'],
    label: 'Paternity and filiation',
    group_label: 'Civil',
    additional_text:
      'recognition of a child, acknowledgment, DNA test, Rule on DNA Evidence, compulsory recognition, child of an unmarried couple',
  },
  {
    _id: 44,
    value: ['civil'],
    label: 'Prenuptial agreement',
    group_label: 'Civil',
    additional_text: 'marriage settlement, prenup, property regime before marriage, complete separation of property',
  },
  {
    _id: 45,
    value: ['civil'],
    label: 'Property of spouses and separation of property',
    group_label: 'Civil',
    additional_text:
      'absolute community of property, conjugal partnership of gains, dissolution, liquidation, Family Code property relations',
  },
  {
    _id: 46,
    value: ['civil'],
    label: 'Live-in partners and their property',
    group_label: 'Civil',
    additional_text: 'cohabitation, common-law spouse, Art. 147 Family Code, Art. 148 Family Code, live-in partner, kinakasama',
  },
  {
    _id: 47,
    value: ['civil'],
    label: 'Presumptive death of an absent spouse',
    group_label: 'Civil',
    additional_text: 'Art. 41 Family Code, missing spouse, declaration of presumptive death, remarriage',
  },
  {
    _id: 48,
    value: ['civil'],
    label: 'Guardianship',
    group_label: 'Civil',
    additional_text: 'guardian of a minor, incompetent person, Rule on Guardianship of Minors, elderly parent with dementia',
  },
  {
    _id: 49,
    value: ['civil'],
    label: 'Extrajudicial settlement of estate',
    group_label: 'Civil',
    additional_text:
      'estate settlement, heirs, mana, Rule 74, publication, deed of extrajudicial settlement, affidavit of self-adjudication',
  },
  {
    _id: 50,
    value: ['civil'],
    label: 'Last will and testament',
    group_label: 'Civil',
    additional_text: 'holographic will, notarial will, testament, huling habilin, estate planning',
  },
  {
    _id: 51,
    value: ['civil'],
    label: 'Probate of a will and settlement in court',
    group_label: 'Civil',
    additional_text: 'probate, executor, administrator, letters of administration, judicial settlement of estate',
  },
  {
    _id: 52,
    value: ['civil'],
    label: 'Inheritance dispute among heirs',
    group_label: 'Civil',
    additional_text: 'partition, legitime, compulsory heirs, illegitimate children, intestate succession, mana, hatian ng mana',
  },
  {
    _id: 53,
    value: ['civil'],
    label: 'Collection of unpaid debt',
    group_label: 'Civil',
    additional_text: 'sum of money, utang, unpaid loan, demand letter, promissory note, final demand',
  },
  {
    _id: 54,
    value: ['civil'],
    label: 'Small claims case',
    group_label: 'Civil',
    additional_text:
      'small claims, up to ₱1,000,000, no lawyer needed at the hearing, first-level court, Rules on Small Claims Cases, collection of money',
  },
  {
    _id: 55,
    value: ['civil'],
    label: 'Breach of contract',
    group_label: 'Civil',
    additional_text: 'violation of contract, rescission, specific performance, damages, failure to deliver',
  },
  {
    _id: 56,
    value: ['civil'],
    label: 'Contract drafting and review',
    group_label: 'Civil',
    additional_text: 'agreement, memorandum of agreement, MOA, contract review, kasunduan, deed',
  },
  {
    _id: 57,
    value: ['civil'],
    label: 'Damages and negligence (quasi-delict)',
    group_label: 'Civil',
    additional_text: 'negligence, Art. 2176 Civil Code, moral damages, exemplary damages, injury, loss',
  },
  {
    _id: 58,
    value: ['civil'],
    label: 'Vehicular accident claims',
    group_label: 'Civil',
    additional_text: 'car accident, banggaan, insurance claim, third-party liability, CTPL, LTO, road crash',
  },
  {
    _id: 59,
    value: ['civil'],
    label: 'Online lending app harassment and debt collection',
    group_label: 'Civil',
    additional_text:
      'OLA, online lending app, debt shaming, unfair debt collection, SEC Memorandum Circular No. 18 series of 2019, contact list harassment',
  },
  {
    _id: 60,
    value: ['civil'],
    label: 'Consumer complaint',
    group_label: 'Civil',
    additional_text: 'Consumer Act RA 7394, DTI, defective product, refund, warranty, online shopping, Internet Transactions Act RA 11967',
  },
  {
    _id: 61,
    value: ['civil'],
    label: 'Neighbor dispute and nuisance',
    group_label: 'Civil',
    additional_text: 'noise, nuisance, Art. 694 Civil Code, kapitbahay, overhanging trees, drainage, pets',
  },
  {
    _id: 62,
    value: ['civil'],
    label: 'Barangay conciliation (Katarungang Pambarangay)',
    group_label: 'Civil',
    additional_text: 'lupon tagapamayapa, certificate to file action, barangay hall, amicable settlement, Local Government Code',
  },
  {
    _id: 63,
    value: ['civil'],
    label: 'Denied insurance claim',
    group_label: 'Civil',
    additional_text: 'Insurance Commission, life insurance, non-life insurance, claim denial, Insurance Code RA 10607, HMO',
  },
  {
    _id: 64,
    value: ['civil'],
    label: 'Medical negligence',
    group_label: 'Civil',
    additional_text: 'medical malpractice, doctor, hospital negligence, wrong diagnosis, damages',
  },
  {
    _id: 65,
    value: ['civil'],
    label: 'Bank and credit card disputes',
    group_label: 'Civil',
    additional_text:
      'unauthorized transaction, credit card debt, BSP consumer assistance, Financial Products and Services Consumer Protection Act RA 11765, Credit Card Industry Regulation Law RA 10870',
  },
  {
    _id: 66,
    value: ['civil'],
    label: 'Data privacy complaint',
    group_label: 'Civil',
    additional_text: 'Data Privacy Act RA 10173, National Privacy Commission, NPC, personal data breach, leaked information',
  },
  {
    _id: 67,
    value: ['civil'],
    label: 'Special power of attorney and apostille',
    group_label: 'Civil',
    additional_text: 'SPA, authorization, attorney-in-fact, SPA for OFW, consularization, DFA apostille, documents for use abroad',
  },
  {
    _id: 68,
    value: ['civil'],
    label: 'Affidavits and notarized documents',
    group_label: 'Civil',
    additional_text: 'affidavit of loss, affidavit of support, joint affidavit, notarization, sinumpaang salaysay',
  },
  {
    _id: 69,
    value: ['civil'],
    label: 'Civil court case procedure',
    group_label: 'Civil',
    additional_text: 'complaint, answer, summons, pre-trial, 2019 Amendments to the Rules of Civil Procedure, judicial affidavit, hearing',
  },
  {
    _id: 70,
    value: ['civil'],
    label: 'Appeal and execution of judgment',
    group_label: 'Civil',
    additional_text: 'appeal, motion for reconsideration, writ of execution, garnishment, levy, finality of judgment',
  },
  {
    _id: 71,
    value: ['civil'],
    label: 'Mediation, arbitration and compromise agreement',
    group_label: 'Civil',
    additional_text:
      'court-annexed mediation, judicial dispute resolution, JDR, compromise, Alternative Dispute Resolution Act RA 9285, arbitration',
  },
  {
    _id: 72,
    value: ['civil'],
    label: 'Airline and travel complaints',
    group_label: 'Civil',
    additional_text:
      'Air Passenger Bill of Rights, flight cancellation, delayed flight, lost baggage, Civil Aeronautics Board, CAB, refund',
  },
  {
    _id: 73,
    value: ['civil'],
    label: 'Senior citizen and PWD rights',
    group_label: 'Civil',
    additional_text:
      'Expanded Senior Citizens Act RA 9994, RA 10754, Magna Carta for Persons with Disability RA 7277, 20% discount, VAT exemption, PWD ID',
  },
  // Land Issues
  {
    _id: 74,
    value: ['land-issues'],
    label: 'Transfer of land title',
    group_label: 'Land Issues',
    additional_text:
      'TCT, transfer certificate of title, deed of absolute sale, capital gains tax, eCAR, Registry of Deeds, paglilipat ng titulo, Property Registration Decree PD 1529',
  },
  {
    _id: 75,
    value: ['land-issues'],
    label: 'Reconstitution of lost or destroyed title',
    group_label: 'Land Issues',
    additional_text:
      "lost title, nawalang titulo, RA 26, administrative reconstitution RA 6732, owner's duplicate copy, petition for a new owner's duplicate",
  },
  {
    _id: 76,
    value: ['land-issues'],
    label: 'Ejectment or unlawful detainer',
    group_label: 'Land Issues',
    additional_text: 'eviction, tenant refuses to leave, paalisin ang nangungupahan, Rule 70, summary procedure, notice to vacate',
  },
  {
    _id: 77,
    value: ['land-issues'],
    label: 'Forcible entry and squatters',
    group_label: 'Land Issues',
    additional_text: 'illegal occupants, squatting, land grabbing, forcible entry, Rule 70, one year from dispossession',
  },
  {
    _id: 78,
    value: ['land-issues'],
    label: 'Recovery of possession or ownership of land',
    group_label: 'Land Issues',
    additional_text: 'acción publiciana, acción reivindicatoria, recovery of real property, better right of possession',
  },
  {
    _id: 79,
    value: ['land-issues'],
    label: 'Quieting of title',
    group_label: 'Land Issues',
    additional_text: 'cloud on title, Art. 476 Civil Code, conflicting claims over land',
  },
  {
    _id: 80,
    value: ['land-issues'],
    label: 'Boundary dispute and encroachment',
    group_label: 'Land Issues',
    additional_text: 'relocation survey, geodetic engineer, encroachment, builder in good faith, Art. 448 Civil Code, monuments',
  },
  {
    _id: 81,
    value: ['land-issues'],
    label: 'Fake title, double sale and land fraud',
    group_label: 'Land Issues',
    additional_text: 'fraudulent title, fake TCT, double sale, Art. 1544 Civil Code, annulment of title, falsified deed of sale',
  },
  {
    _id: 82,
    value: ['land-issues'],
    label: 'Titling of untitled land',
    group_label: 'Land Issues',
    additional_text: 'original registration, judicial confirmation of imperfect title, free patent, RA 11573, tax declaration, DENR, CENRO',
  },
  {
    _id: 83,
    value: ['land-issues'],
    label: 'Agrarian reform and farm land',
    group_label: 'Land Issues',
    additional_text:
      'CARP, Comprehensive Agrarian Reform Law RA 6657, CLOA, DAR, DARAB, tenant farmer, New Agrarian Emancipation Act RA 11953, leasehold',
  },
  {
    _id: 84,
    value: ['land-issues'],
    label: "Ancestral domain and indigenous peoples' land",
    group_label: 'Land Issues',
    additional_text: "Indigenous Peoples' Rights Act RA 8371, IPRA, NCIP, CADT, CALT, free and prior informed consent",
  },
  {
    _id: 85,
    value: ['land-issues'],
    label: 'Landlord and tenant (lease) disputes',
    group_label: 'Land Issues',
    additional_text: 'lease, upa, renta, Rent Control Act RA 9653, deposit, advance rent, unpaid rent, lease contract',
  },
  {
    _id: 86,
    value: ['land-issues'],
    label: 'Buying property: title verification and due diligence',
    group_label: 'Land Issues',
    additional_text:
      'check title, certified true copy, encumbrance, lis pendens, adverse claim, tax declaration, Real Estate Service Act RA 9646',
  },
  {
    _id: 87,
    value: ['land-issues'],
    label: 'Condominium and subdivision buyer complaints',
    group_label: 'Land Issues',
    additional_text: 'PD 957, DHSUD, HLURB, developer delay, non-delivery of title, refund, pre-selling',
  },
  {
    _id: 88,
    value: ['land-issues'],
    label: 'Maceda Law (installment buyers)',
    group_label: 'Land Issues',
    additional_text:
      'Realty Installment Buyer Protection Act RA 6552, cancellation of installment sale, refund of payments, cash surrender value, grace period',
  },
  {
    _id: 89,
    value: ['land-issues'],
    label: 'Partition of co-owned land',
    group_label: 'Land Issues',
    additional_text: 'co-ownership, subdivision of lot, heirs, partition case, Art. 494 Civil Code',
  },
  {
    _id: 90,
    value: ['land-issues'],
    label: 'Right of way',
    group_label: 'Land Issues',
    additional_text: 'easement, road right of way, Art. 649 Civil Code, landlocked property, daanan',
  },
  {
    _id: 91,
    value: ['land-issues'],
    label: 'Foreclosure of real estate mortgage',
    group_label: 'Land Issues',
    additional_text: 'extrajudicial foreclosure, Act 3135, redemption period, Pag-IBIG housing loan, bank foreclosure, writ of possession',
  },
  {
    _id: 92,
    value: ['land-issues'],
    label: 'Adverse claim, lis pendens and annotations on title',
    group_label: 'Land Issues',
    additional_text: 'annotation, cancellation of annotation, encumbrance, Section 70 PD 1529, notice of lis pendens',
  },
  {
    _id: 93,
    value: ['land-issues'],
    label: 'Expropriation and government right-of-way',
    group_label: 'Land Issues',
    additional_text: 'eminent domain, just compensation, Right-of-Way Act RA 10752, DPWH, road widening',
  },
  {
    _id: 94,
    value: ['land-issues'],
    label: 'Land use conversion and zoning',
    group_label: 'Land Issues',
    additional_text: 'DAR conversion order, zoning clearance, reclassification, Comprehensive Land Use Plan, locational clearance',
  },
  {
    _id: 95,
    value: ['land-issues'],
    label: 'Informal settlers, demolition and relocation',
    group_label: 'Land Issues',
    additional_text: 'Urban Development and Housing Act RA 7279, UDHA, demolition notice, relocation, urban poor',
  },
  {
    _id: 96,
    value: ['land-issues'],
    label: "Homeowners' association disputes",
    group_label: 'Land Issues',
    additional_text:
      "HOA, Magna Carta for Homeowners and Homeowners' Associations RA 9904, DHSUD, association dues, condominium corporation",
  },
  {
    _id: 97,
    value: ['land-issues'],
    label: 'Foreign ownership of land and long-term lease',
    group_label: 'Land Issues',
    additional_text:
      "foreigner buying property, Constitution Art. XII, condominium 40% foreign ownership, Investors' Lease Act RA 7652, property in the name of a Filipino spouse",
  },
  {
    _id: 98,
    value: ['land-issues'],
    label: 'Donation of land or house',
    group_label: 'Land Issues',
    additional_text: "deed of donation, donor's tax, acceptance of donation, revocation of donation",
  },
  // Corporate
  {
    _id: 99,
    value: ['corporate'],
    label: 'SEC registration of a corporation',
    group_label: 'Corporate',
    additional_text:
      'incorporation, articles of incorporation, by-laws, Revised Corporation Code RA 11232, eSPARC, eSECURE, company registration',
  },
  {
    _id: 100,
    value: ['corporate'],
    label: 'One Person Corporation (OPC)',
    group_label: 'Corporate',
    additional_text: 'OPC, single stockholder, nominee, alternate nominee, RA 11232, converting a sole proprietorship',
  },
  {
    _id: 101,
    value: ['corporate'],
    label: 'Partnership registration',
    group_label: 'Corporate',
    additional_text: 'general partnership, limited partnership, articles of partnership, SEC registration',
  },
  {
    _id: 102,
    value: ['corporate'],
    label: 'Sole proprietorship and DTI business name',
    group_label: 'Corporate',
    additional_text: 'DTI BNRS, business name registration, sole proprietor, negosyo, small business',
  },
  {
    _id: 103,
    value: ['corporate'],
    label: 'Business permits and licenses',
    group_label: 'Corporate',
    additional_text:
      "mayor's permit, business permit, barangay clearance, BIR certificate of registration, Ease of Doing Business Act RA 11032, LGU",
  },
  {
    _id: 104,
    value: ['corporate'],
    label: 'Foreign investment and foreign-owned companies',
    group_label: 'Corporate',
    additional_text:
      'Foreign Investments Act RA 7042, RA 11647, Foreign Investment Negative List, Public Service Act RA 11659, 60-40 ownership rule',
  },
  {
    _id: 105,
    value: ['corporate'],
    label: 'Shareholder and partner disputes',
    group_label: 'Corporate',
    additional_text:
      'intra-corporate dispute, derivative suit, minority stockholder, deadlock, inspection of corporate books, commercial court',
  },
  {
    _id: 106,
    value: ['corporate'],
    label: 'Board resolutions and corporate housekeeping',
    group_label: 'Corporate',
    additional_text:
      "secretary's certificate, board resolution, stockholders' meeting, minutes, corporate secretary, stock and transfer book",
  },
  {
    _id: 107,
    value: ['corporate'],
    label: 'SEC compliance (GIS, AFS) and penalties',
    group_label: 'Corporate',
    additional_text:
      'General Information Sheet, audited financial statements, SEC fines, delinquent corporation, revoked registration, petition to lift revocation',
  },
  {
    _id: 108,
    value: ['corporate'],
    label: 'Amendment of articles of incorporation or by-laws',
    group_label: 'Corporate',
    additional_text: 'increase of capital stock, change of corporate name, change of principal office, amended articles',
  },
  {
    _id: 109,
    value: ['corporate'],
    label: 'Closing a business and dissolution',
    group_label: 'Corporate',
    additional_text: 'dissolution, liquidation, BIR closure, retirement of business, shortening of corporate term',
  },
  {
    _id: 110,
    value: ['corporate'],
    label: 'Mergers and acquisitions',
    group_label: 'Corporate',
    additional_text: 'share purchase, asset purchase, due diligence, Philippine Competition Act RA 10667, PCC notification, merger',
  },
  {
    _id: 111,
    value: ['corporate'],
    label: 'Commercial contracts and joint ventures',
    group_label: 'Corporate',
    additional_text: 'supply agreement, distribution agreement, service agreement, joint venture, terms and conditions, NDA',
  },
  {
    _id: 112,
    value: ['corporate'],
    label: 'Franchising',
    group_label: 'Corporate',
    additional_text: 'franchise agreement, franchisor, franchisee, brand licensing, food cart franchise',
  },
  {
    _id: 113,
    value: ['corporate'],
    label: 'Corporate rehabilitation and insolvency',
    group_label: 'Corporate',
    additional_text:
      'Financial Rehabilitation and Insolvency Act RA 10142, FRIA, rehabilitation, suspension of payments, liquidation, bankruptcy',
  },
  {
    _id: 114,
    value: ['corporate'],
    label: 'Startups and fundraising',
    group_label: 'Corporate',
    additional_text:
      "Innovative Startup Act RA 11337, convertible note, SAFE, ESOP, term sheet, investment agreement, shareholders' agreement",
  },
  {
    _id: 115,
    value: ['corporate'],
    label: 'Data privacy compliance for businesses',
    group_label: 'Corporate',
    additional_text: 'NPC registration, data protection officer, DPO, privacy notice, Data Privacy Act RA 10173, data sharing agreement',
  },
  {
    _id: 116,
    value: ['corporate'],
    label: 'E-commerce and online selling compliance',
    group_label: 'Corporate',
    additional_text: 'Internet Transactions Act RA 11967, Electronic Commerce Act RA 8792, online seller, online marketplace, DTI',
  },
  {
    _id: 117,
    value: ['corporate'],
    label: 'PEZA, BOI and investment incentives',
    group_label: 'Corporate',
    additional_text:
      'CREATE Act RA 11534, CREATE MORE Act RA 12066, ecozone, Strategic Investment Priority Plan, registered business enterprise',
  },
  {
    _id: 118,
    value: ['corporate'],
    label: 'Lending, financing and fintech licensing',
    group_label: 'Corporate',
    additional_text:
      'Lending Company Regulation Act RA 9474, Financing Company Act RA 8556, BSP, electronic money issuer, virtual asset service provider',
  },
  {
    _id: 119,
    value: ['corporate'],
    label: 'Securities and investment scams',
    group_label: 'Corporate',
    additional_text: 'Securities Regulation Code RA 8799, unregistered securities, investment scam, Ponzi scheme, SEC advisory',
  },
  {
    _id: 120,
    value: ['corporate'],
    label: 'Foundations, non-stock corporations and cooperatives',
    group_label: 'Corporate',
    additional_text: 'NGO, foundation, association, religious corporation, cooperative, CDA, Philippine Cooperative Code RA 9520',
  },
  {
    _id: 121,
    value: ['corporate'],
    label: 'Branch or office of a foreign company',
    group_label: 'Corporate',
    additional_text: 'license to do business, branch office, representative office, ROHQ, regional headquarters',
  },
  {
    _id: 122,
    value: ['corporate'],
    label: 'Government procurement and bidding',
    group_label: 'Corporate',
    additional_text: 'New Government Procurement Act RA 12009, RA 9184, PhilGEPS, public bidding, blacklisting',
  },
  // Intellectual Property Law
  {
    _id: 401,
    value: ['intellectual-property'],
    label: 'Trademark registration at IPOPHL',
    group_label: 'Intellectual Property Law',
    additional_text: 'brand name, logo, trademark application, Madrid Protocol, Intellectual Property Code RA 8293, IPOPHL',
  },
  {
    _id: 402,
    value: ['intellectual-property'],
    label: 'Trademark infringement and unfair competition',
    group_label: 'Intellectual Property Law',
    additional_text: 'counterfeit brand, unfair competition, trademark opposition, cancellation, copycat brand',
  },
  {
    _id: 403,
    value: ['intellectual-property'],
    label: 'Copyright registration and protection',
    group_label: 'Intellectual Property Law',
    additional_text: 'copyright, IPOPHL Bureau of Copyright and Related Rights, RA 10372, books, music, artwork, software',
  },
  {
    _id: 404,
    value: ['intellectual-property'],
    label: 'Copyright infringement and piracy',
    group_label: 'Intellectual Property Law',
    additional_text: 'piracy, unauthorized copying, takedown notice, plagiarism, Sec. 216 Intellectual Property Code',
  },
  {
    _id: 405,
    value: ['intellectual-property'],
    label: 'Patent application for an invention',
    group_label: 'Intellectual Property Law',
    additional_text: 'patent, invention, IPOPHL Bureau of Patents, PCT application, patent search',
  },
  {
    _id: 406,
    value: ['intellectual-property'],
    label: 'Utility model and industrial design registration',
    group_label: 'Intellectual Property Law',
    additional_text: 'utility model, industrial design, layout design, product design',
  },
  {
    _id: 407,
    value: ['intellectual-property'],
    label: 'Patent, utility model or design infringement',
    group_label: 'Intellectual Property Law',
    additional_text: 'patent infringement, design infringement, IPOPHL Bureau of Legal Affairs, injunction',
  },
  {
    _id: 408,
    value: ['intellectual-property'],
    label: 'IP licensing and technology transfer agreements',
    group_label: 'Intellectual Property Law',
    additional_text: 'license agreement, royalties, technology transfer arrangement, IPOPHL DITTB',
  },
  {
    _id: 409,
    value: ['intellectual-property'],
    label: 'Trade secrets and confidential information',
    group_label: 'Intellectual Property Law',
    additional_text: 'trade secret, non-disclosure agreement, NDA, confidentiality, know-how, recipe',
  },
  {
    _id: 410,
    value: ['intellectual-property'],
    label: 'Domain names and online impersonation',
    group_label: 'Intellectual Property Law',
    additional_text: 'cybersquatting, domain name dispute, fake page, social media impersonation, UDRP',
  },
  {
    _id: 411,
    value: ['intellectual-property'],
    label: 'Counterfeit goods and IP enforcement',
    group_label: 'Intellectual Property Law',
    additional_text:
      'fake products, IPOPHL IEO, Bureau of Customs, raids, search warrant, National Committee on Intellectual Property Rights',
  },
  {
    _id: 412,
    value: ['intellectual-property'],
    label: 'Ownership of IP made by employees or freelancers',
    group_label: 'Intellectual Property Law',
    additional_text: 'commissioned work, Sec. 178 Intellectual Property Code, work for hire, software, designs, moral rights',
  },
  // Taxation
  {
    _id: 123,
    value: ['taxation'],
    label: 'BIR tax assessment (PAN or FAN)',
    group_label: 'Taxation',
    additional_text:
      'preliminary assessment notice, final assessment notice, formal letter of demand, deficiency tax, protest, NIRC Sec. 228',
  },
  {
    _id: 124,
    value: ['taxation'],
    label: 'BIR audit and letter of authority',
    group_label: 'Taxation',
    additional_text: 'LOA, tax audit, tax verification notice, examination of books',
  },
  {
    _id: 125,
    value: ['taxation'],
    label: 'Tax protest and appeal to the Court of Tax Appeals',
    group_label: 'Taxation',
    additional_text: 'CTA, disputed assessment, 30-day appeal, administrative protest, 180-day period',
  },
  {
    _id: 126,
    value: ['taxation'],
    label: 'Estate tax and estate tax amnesty',
    group_label: 'Taxation',
    additional_text: '6% estate tax, TRAIN Law, estate tax amnesty, RA 11213, RA 11569, RA 11956, eCAR, buwis sa mana',
  },
  {
    _id: 127,
    value: ['taxation'],
    label: "Donor's tax",
    group_label: 'Taxation',
    additional_text: "donation, 6% donor's tax, BIR Form 1800, gift",
  },
  {
    _id: 128,
    value: ['taxation'],
    label: 'Capital gains tax and documentary stamp tax on property sales',
    group_label: 'Taxation',
    additional_text: '6% capital gains tax, documentary stamp tax, BIR Form 1706, eCAR, transfer tax, sale of real property',
  },
  {
    _id: 129,
    value: ['taxation'],
    label: 'Income tax for employees, freelancers and professionals',
    group_label: 'Taxation',
    additional_text: 'BIR Form 1701, 1701A, 8% income tax option, TRAIN Law RA 10963, self-employed, ITR, annual income tax return',
  },
  {
    _id: 130,
    value: ['taxation'],
    label: 'BIR registration and bookkeeping for businesses',
    group_label: 'Taxation',
    additional_text:
      'BIR Form 1901, BIR Form 1903, certificate of registration, books of accounts, invoices, Ease of Paying Taxes Act RA 11976',
  },
  {
    _id: 131,
    value: ['taxation'],
    label: 'VAT and percentage tax',
    group_label: 'Taxation',
    additional_text: '12% VAT, 3% percentage tax, VAT registration, input VAT, VAT refund',
  },
  {
    _id: 132,
    value: ['taxation'],
    label: 'Withholding tax compliance',
    group_label: 'Taxation',
    additional_text: 'expanded withholding tax, withholding on compensation, BIR Form 2307, BIR Form 2316, BIR Form 1601-C',
  },
  {
    _id: 133,
    value: ['taxation'],
    label: 'Tax refund or tax credit',
    group_label: 'Taxation',
    additional_text: 'refund claim, tax credit certificate, erroneously paid tax, two-year period',
  },
  {
    _id: 134,
    value: ['taxation'],
    label: 'Tax evasion and BIR criminal cases',
    group_label: 'Taxation',
    additional_text: 'RATE program, Run After Tax Evaders, NIRC Sec. 254, Sec. 255, failure to file return, DOJ complaint',
  },
  {
    _id: 135,
    value: ['taxation'],
    label: 'Tax compromise and abatement of penalties',
    group_label: 'Taxation',
    additional_text: 'compromise settlement, abatement, surcharge, interest, penalties',
  },
  {
    _id: 136,
    value: ['taxation'],
    label: 'Real property tax (amilyar) and tax delinquency',
    group_label: 'Taxation',
    additional_text: 'amilyar, RPT, Local Government Code RA 7160, tax delinquency sale, auction, municipal treasurer',
  },
  {
    _id: 137,
    value: ['taxation'],
    label: 'Local business tax and city tax assessments',
    group_label: 'Taxation',
    additional_text: "local business tax, LGU tax assessment, business tax, treasurer's office, Local Government Code",
  },
  {
    _id: 138,
    value: ['taxation'],
    label: 'Customs duties and importation',
    group_label: 'Taxation',
    additional_text: 'Bureau of Customs, Customs Modernization and Tariff Act RA 10863, CMTA, seizure, forfeiture, tariff, importer',
  },
  {
    _id: 139,
    value: ['taxation'],
    label: 'Taxation of foreigners, OFWs and non-residents',
    group_label: 'Taxation',
    additional_text: 'tax treaty, non-resident alien, double taxation, ITAD, tax residency, OFW income',
  },
  {
    _id: 140,
    value: ['taxation'],
    label: 'TIN and tax clearance problems',
    group_label: 'Taxation',
    additional_text: 'TIN, multiple TIN, BIR Form 1904, BIR Form 1905, tax clearance, transfer of RDO',
  },
  // Criminal
  {
    _id: 141,
    value: ['criminal'],
    label: 'Estafa (swindling)',
    group_label: 'Criminal',
    additional_text: 'Art. 315 Revised Penal Code, fraud, panloloko, scam, misappropriation',
  },
  {
    _id: 142,
    value: ['criminal'],
    label: 'Bouncing checks (BP 22)',
    group_label: 'Criminal',
    additional_text: 'Batas Pambansa Blg. 22, talbog na tseke, dishonored check, notice of dishonor',
  },
  {
    _id: 143,
    value: ['criminal'],
    label: 'Violence against women and children (VAWC)',
    group_label: 'Criminal',
    additional_text: 'RA 9262, barangay protection order, BPO, TPO, PPO, psychological violence, economic abuse, pang-aabuso',
  },
  {
    _id: 144,
    value: ['criminal'],
    label: 'Cyber libel and online harassment',
    group_label: 'Criminal',
    additional_text: 'Cybercrime Prevention Act RA 10175, Facebook post, social media, online defamation, paninira online',
  },
  {
    _id: 145,
    value: ['criminal'],
    label: 'Libel, slander and oral defamation',
    group_label: 'Criminal',
    additional_text: 'Art. 353 Revised Penal Code, paninirang-puri, oral defamation, slander by deed',
  },
  {
    _id: 146,
    value: ['criminal'],
    label: 'Illegal drugs case',
    group_label: 'Criminal',
    additional_text: 'Comprehensive Dangerous Drugs Act RA 9165, buy-bust, possession, plea bargaining, chain of custody, Section 21',
  },
  {
    _id: 147,
    value: ['criminal'],
    label: 'Theft and robbery',
    group_label: 'Criminal',
    additional_text: 'Art. 308 Revised Penal Code, Art. 293, pagnanakaw, nakawan, qualified theft, shoplifting',
  },
  {
    _id: 148,
    value: ['criminal'],
    label: 'Physical injuries and assault',
    group_label: 'Criminal',
    additional_text: 'Art. 262 to 266 Revised Penal Code, away, bugbog, medico-legal certificate',
  },
  {
    _id: 149,
    value: ['criminal'],
    label: 'Homicide and murder',
    group_label: 'Criminal',
    additional_text: 'Art. 248 Revised Penal Code, Art. 249, killing, self-defense',
  },
  {
    _id: 150,
    value: ['criminal'],
    label: 'Reckless imprudence (vehicle accidents)',
    group_label: 'Criminal',
    additional_text:
      'Art. 365 Revised Penal Code, reckless imprudence resulting in homicide, physical injuries, damage to property, road crash',
  },
  {
    _id: 151,
    value: ['criminal'],
    label: 'Rape and sexual assault',
    group_label: 'Criminal',
    additional_text: 'Anti-Rape Law RA 8353, RA 11648 age of sexual consent 16, acts of lasciviousness',
  },
  {
    _id: 152,
    value: ['criminal'],
    label: 'Child abuse',
    group_label: 'Criminal',
    additional_text: 'Special Protection of Children Against Abuse, Exploitation and Discrimination Act RA 7610, child exploitation',
  },
  {
    _id: 153,
    value: ['criminal'],
    label: 'Online sexual abuse, voyeurism and sextortion',
    group_label: 'Criminal',
    additional_text: 'Anti-Photo and Video Voyeurism Act RA 9995, Anti-OSAEC Act RA 11930, revenge porn, sextortion, leaked photos',
  },
  {
    _id: 154,
    value: ['criminal'],
    label: 'Threats, coercion and unjust vexation',
    group_label: 'Criminal',
    additional_text: 'grave threats, Art. 282 Revised Penal Code, grave coercion, Art. 286, unjust vexation, pananakot',
  },
  {
    _id: 155,
    value: ['criminal'],
    label: 'Trespass and malicious mischief',
    group_label: 'Criminal',
    additional_text: 'trespass to dwelling, Art. 280 Revised Penal Code, malicious mischief, Art. 327, damage to property',
  },
  {
    _id: 156,
    value: ['criminal'],
    label: 'Online scams, hacking and identity theft',
    group_label: 'Criminal',
    additional_text:
      'phishing, hacking, account takeover, money mule, Anti-Financial Account Scamming Act RA 12010, SIM Registration Act RA 11934, RA 10175',
  },
  {
    _id: 157,
    value: ['criminal'],
    label: 'Arrest, warrant and bail',
    group_label: 'Criminal',
    additional_text: 'warrant of arrest, inquest, warrantless arrest, bail, detained, nakakulong, police station',
  },
  {
    _id: 158,
    value: ['criminal'],
    label: 'Filing a criminal complaint and preliminary investigation',
    group_label: 'Criminal',
    additional_text: 'complaint-affidavit, counter-affidavit, prosecutor, DOJ, subpoena, resolution, pagsasampa ng kaso',
  },
  {
    _id: 159,
    value: ['criminal'],
    label: 'Plea bargaining and probation',
    group_label: 'Criminal',
    additional_text: 'Probation Law PD 968, RA 10707, plea bargaining, reduced penalty',
  },
  {
    _id: 160,
    value: ['criminal'],
    label: 'Criminal appeal and motion for reconsideration',
    group_label: 'Criminal',
    additional_text: 'appeal, Court of Appeals, acquittal, conviction, Revised Rules of Criminal Procedure',
  },
  {
    _id: 161,
    value: ['criminal'],
    label: 'Carnapping and stolen vehicles',
    group_label: 'Criminal',
    additional_text: 'New Anti-Carnapping Act RA 10883, stolen car, stolen motorcycle',
  },
  {
    _id: 162,
    value: ['criminal'],
    label: 'Illegal possession of firearms',
    group_label: 'Criminal',
    additional_text: 'Comprehensive Firearms and Ammunition Regulation Act RA 10591, loose firearms, gun ban, PNP FEO',
  },
  {
    _id: 163,
    value: ['criminal'],
    label: 'Human trafficking',
    group_label: 'Criminal',
    additional_text: 'Anti-Trafficking in Persons Act RA 9208, RA 10364, RA 11862, illegal recruitment, exploitation',
  },
  {
    _id: 164,
    value: ['criminal'],
    label: 'Graft, corruption and Ombudsman cases',
    group_label: 'Criminal',
    additional_text: 'Anti-Graft and Corrupt Practices Act RA 3019, Ombudsman, Sandiganbayan, public officer, malversation',
  },
  {
    _id: 165,
    value: ['criminal'],
    label: 'Children in conflict with the law',
    group_label: 'Criminal',
    additional_text: 'Juvenile Justice and Welfare Act RA 9344, RA 10630, minor offender, CICL, diversion',
  },
  {
    _id: 166,
    value: ['criminal'],
    label: 'Adultery, concubinage and bigamy',
    group_label: 'Criminal',
    additional_text: 'Art. 333 Revised Penal Code, Art. 334, Art. 349, infidelity, second marriage',
  },
  // Election Law
  {
    _id: 300,
    value: ['election'],
    label: 'Election protest',
    group_label: 'Election Law',
    additional_text: 'electoral protest, COMELEC, HRET, SET, PET, recount, revision of ballots',
  },
  {
    _id: 301,
    value: ['election'],
    label: 'Disqualification case',
    group_label: 'Election Law',
    additional_text: 'petition for disqualification, Sec. 68 Omnibus Election Code, nuisance candidate, Sec. 69',
  },
  {
    _id: 302,
    value: ['election'],
    label: 'Cancellation of certificate of candidacy',
    group_label: 'Election Law',
    additional_text: 'COC, Sec. 78 Omnibus Election Code, material misrepresentation, residency requirement, petition to deny due course',
  },
  {
    _id: 303,
    value: ['election'],
    label: 'Vote-buying and election offenses',
    group_label: 'Election Law',
    additional_text: 'Sec. 261 Omnibus Election Code, vote buying, bilihan ng boto, election offense, COMELEC Law Department',
  },
  {
    _id: 304,
    value: ['election'],
    label: 'Campaign finance and SOCE',
    group_label: 'Election Law',
    additional_text:
      'Statement of Contributions and Expenditures, Synchronized Elections Law RA 7166, Fair Election Act RA 9006, campaign materials, premature campaigning',
  },
  {
    _id: 305,
    value: ['election'],
    label: 'Voter registration, inclusion and exclusion',
    group_label: 'Election Law',
    additional_text: "Voter's Registration Act RA 8189, deactivation, reactivation, transfer of registration, Overseas Voting Act RA 10590",
  },
  {
    _id: 306,
    value: ['election'],
    label: 'Barangay and SK election disputes',
    group_label: 'Election Law',
    additional_text: 'barangay election, Sangguniang Kabataan, SK Reform Act RA 10742, recall, BSKE',
  },
  // Immigration Law
  {
    _id: 307,
    value: ['immigration'],
    label: '9(g) work visa',
    group_label: 'Immigration Law',
    additional_text: 'pre-arranged employment visa, 9g visa, Alien Employment Permit, AEP, DOLE, working visa, Bureau of Immigration',
  },
  {
    _id: 308,
    value: ['immigration'],
    label: '13(a) visa for spouses of Filipinos',
    group_label: 'Immigration Law',
    additional_text: 'non-quota immigrant visa, married to a Filipino, probationary, permanent resident, Philippine Immigration Act CA 613',
  },
  {
    _id: 309,
    value: ['immigration'],
    label: 'SRRV retirement visa',
    group_label: 'Immigration Law',
    additional_text: "Special Resident Retiree's Visa, Philippine Retirement Authority, PRA, retiree",
  },
  {
    _id: 310,
    value: ['immigration'],
    label: 'ACR I-Card and annual report',
    group_label: 'Immigration Law',
    additional_text:
      'Alien Certificate of Registration Identity Card, ACR I-Card, annual report, January 1 to March 1, Alien Registration Act',
  },
  {
    _id: 311,
    value: ['immigration'],
    label: 'Tourist visa extension and overstaying',
    group_label: 'Immigration Law',
    additional_text: '9(a) temporary visitor visa, visa waiver, visa extension, overstay fines, Emigration Clearance Certificate, ECC',
  },
  {
    _id: 312,
    value: ['immigration'],
    label: 'Deportation and blacklist',
    group_label: 'Immigration Law',
    additional_text: 'deportation case, blacklist order, lifting of blacklist, watchlist, Bureau of Immigration Board of Commissioners',
  },
  {
    _id: 313,
    value: ['immigration'],
    label: 'Investor and special visas',
    group_label: 'Immigration Law',
    additional_text: "Special Investor's Resident Visa, SIRV, Special Visa for Employment Generation, SVEG, 47(a)(2) visa, PEZA visa",
  },
  {
    _id: 314,
    value: ['immigration'],
    label: 'Student visa and special study permit',
    group_label: 'Immigration Law',
    additional_text: '9(f) student visa, special study permit, SSP, foreign student, CHED',
  },
  {
    _id: 315,
    value: ['immigration'],
    label: 'Dual citizenship for former Filipinos',
    group_label: 'Immigration Law',
    additional_text:
      'Citizenship Retention and Re-acquisition Act RA 9225, former natural-born Filipino, balikbayan privilege, Philippine passport',
  },
  {
    _id: 316,
    value: ['immigration'],
    label: 'Naturalization and Philippine citizenship',
    group_label: 'Immigration Law',
    additional_text:
      'Revised Naturalization Law CA 473, Administrative Naturalization Law RA 9139, recognition as Filipino citizen, election of citizenship',
  },
  {
    _id: 317,
    value: ['immigration'],
    label: 'Hold departure order, lookout bulletin and offloading',
    group_label: 'Immigration Law',
    additional_text: 'HDO, precautionary hold departure order, ILBO, immigration lookout bulletin, offloading at NAIA, IACAT, travel ban',
  },
];

export const QUICK_PROBLEM_IDS: number[] = [0, 1, 2, 3, 4, 5, 6, 7];

export function findLegalProblem(id: number): LegalProblem | undefined {
  return LEGAL_PROBLEMS.find((problem) => problem._id === id);
}

// Built once; the literal /\p{Diacritic}/u form depends on the compile target.
const DIACRITICS = new RegExp('\\p{Diacritic}', 'gu');

/** Lower-cases and strips accents, so "Niño" and "nino" compare equal. */
export function normalizeSearchText(s: string): string {
  return s.normalize('NFD').replace(DIACRITICS, '').toLowerCase();
}

// Someone who asks for "tulong legal" (legal help) has not named a problem yet: the broad ones of
// Most Common are the answer, so the group's words count as theirs.
const GROUP_WORDS: Record<string, string> = {
  'Most Common': 'tulong legal, legal help, legal advice, payong legal, libreng payo, kailangan ng abogado',
};

// Computed once per problem: the combobox filters all ~190 on every keystroke.
const searchTexts = new WeakMap<LegalProblem, string>();

/**
 * Everything a problem is found by, lower-cased and without accents: its label, area, additional
 * text, its group's words and the words of the area aliases that stand for it (area-aliases.ts).
 * The combobox filters on it in the browser; the server's typo-tolerant search
 * (lib/server/search/find-legal-problems.ts) ranks the same text with pg_trgm.
 */
export function legalProblemSearchText(p: LegalProblem): string {
  const known = searchTexts.get(p);
  if (known !== undefined) return known;
  const aliasWords = AREA_ALIASES.filter((alias) => alias.legalProblemId === p._id).flatMap((alias) => alias.words);
  const parts = [p.label, ...p.value, p.additional_text ?? '', GROUP_WORDS[p.group_label] ?? '', ...aliasWords];
  const text = normalizeSearchText(parts.filter(Boolean).join(' | '));
  searchTexts.set(p, text);
  return text;
}

/** Spec §5: case- and accent-insensitive match anywhere in label, value or additional text (and the words above). */
export function matchesLegalProblem(p: LegalProblem, query: string): boolean {
  return legalProblemSearchText(p).includes(normalizeSearchText(query).trim());
}

// Each language's labels as the filter compares them, computed once per set of labels.
const labelTexts = new WeakMap<object, Map<number, string>>();

/**
 * matchesLegalProblem, or the words are in the problem's label in the page's language (issue 40:
 * "kulang na sahod" on a Filipino page). `labels`: the `problems` catalogue of that language, by _id
 * (lib/reference/problem-label.ts); an English page's labels are the reference labels, matched already.
 */
export function matchesLegalProblemIn(p: LegalProblem, query: string, labels: Readonly<Record<string, string>>): boolean {
  if (matchesLegalProblem(p, query)) return true;
  const label = labels[p._id];
  if (label === undefined) return false;
  let texts = labelTexts.get(labels);
  if (!texts) labelTexts.set(labels, (texts = new Map()));
  let text = texts.get(p._id);
  if (text === undefined) texts.set(p._id, (text = normalizeSearchText(label)));
  return text.includes(normalizeSearchText(query).trim());
}
