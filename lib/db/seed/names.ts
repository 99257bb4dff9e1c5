// Common Filipino given names and surnames (Spanish-era, Tagalog, Visayan and Chinese-Filipino).
export const FIRST_NAMES_F = [
  'Maria', 'Ana', 'Kristine', 'Patricia', 'Angelica', 'Camille', 'Jasmine', 'Rowena', 'Marites', 'Liza', 'Carmela',
  'Teresa', 'Josephine', 'Rosario', 'Luzviminda', 'Maricel', 'Grace', 'Joy', 'Katherine', 'Bea', 'Andrea', 'Nicole',
  'Frances', 'Irene', 'Margarita', 'Cecilia', 'Divina', 'Erlinda', 'Lourdes', 'Regina', 'Sheila', 'Trixie', 'Mylene',
];
export const FIRST_NAMES_M = [
  'Jose', 'Juan', 'Antonio', 'Ramon', 'Eduardo', 'Roberto', 'Miguel', 'Rafael', 'Carlo', 'Paolo', 'Mark', 'John Paul',
  'Rodel', 'Jericho', 'Emmanuel', 'Francisco', 'Gabriel', 'Vicente', 'Ernesto', 'Rolando', 'Danilo', 'Arnel', 'Noel',
  'Benjamin', 'Dennis', 'Raymond', 'Christian', 'Joaquin', 'Lorenzo', 'Marvin', 'Ricardo', 'Santiago', 'Victor',
];
export const SURNAMES = [
  'Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Tomas', 'Andrada', 'Castillo',
  'Flores', 'Villanueva', 'Ramos', 'Castro', 'Rivera', 'Aquino', 'Navarro', 'Salazar', 'Mercado', 'de Leon',
  'dela Cruz', 'Gonzales', 'Lopez', 'Pascual', 'Soriano', 'Domingo', 'Aguilar', 'Manalo', 'Tan', 'Lim', 'Sy', 'Go',
  'Chua', 'Dizon', 'Velasco', 'Francisco', 'Valdez', 'Roxas', 'Panganiban', 'Magbanua', 'Dimaculangan', 'Macaraeg',
  'Lacson', 'Tolentino', 'Evangelista', 'Santiago', 'Fernandez', 'Espiritu', 'Javier', 'Alcantara', 'Quiambao',
  'Salonga', 'Abad', 'Mangubat', 'Villareal', 'Sison', 'Yap', 'Ong', 'Uy', 'Cabrera', 'Padilla', 'Belmonte',
];

export const LAW_SCHOOLS = [
  'University of the Philippines College of Law', 'Ateneo de Manila University School of Law',
  'San Beda University College of Law', 'University of Santo Tomas Faculty of Civil Law',
  'Far Eastern University Institute of Law', 'De La Salle University Tañada-Diokno College of Law',
  'University of San Carlos School of Law and Governance', 'Silliman University College of Law',
  'Ateneo de Davao University College of Law', 'University of San Agustin College of Law',
  'Saint Louis University School of Law', 'Arellano University School of Law', 'Xavier University College of Law',
  'University of Cebu College of Law', 'Manuel L. Quezon University School of Law', 'Lyceum of the Philippines University College of Law',
];
export const UNDERGRAD = [
  ['University of the Philippines Diliman', 'BA Political Science'],
  ['Ateneo de Manila University', 'AB Legal Management'],
  ['De La Salle University', 'BS Accountancy'],
  ['University of Santo Tomas', 'AB Philosophy'],
  ['University of San Carlos', 'AB Political Science'],
  ['Silliman University', 'BA Mass Communication'],
  ['Polytechnic University of the Philippines', 'BS Business Administration'],
  ['Mindanao State University', 'AB Islamic Studies'],
  ['University of the Philippines Visayas', 'BA Social Sciences'],
  ['Saint Louis University', 'BS Psychology'],
] as const;
export const HONOURS = ['Cum Laude', 'Magna Cum Laude', 'Dean\'s Lister', 'With Honors', 'Class Valedictorian'];

export const FIRMS = [
  'Santos Reyes & Associates', 'Cruz Bautista Law Offices', 'Villanueva Ramos Law Firm', 'Torres Mendoza & Partners',
  'Aquino Navarro Law', 'Lim Tan & Go Law Offices', 'Castillo Flores Law Office', 'Public Attorney\'s Office',
  'Department of Justice', 'Regional Trial Court', 'National Labor Relations Commission', 'Bureau of Internal Revenue',
  'Securities and Exchange Commission', 'Commission on Elections', 'Bureau of Immigration',
  'Intellectual Property Office of the Philippines', 'a Big Four accounting firm\'s tax practice',
];
export const WORK_TITLES = ['Associate', 'Senior Associate', 'Partner', 'Managing Partner', 'Public Attorney', 'Legal Counsel', 'Court Attorney', 'Prosecutor', 'Legal Officer', 'Of Counsel'];

export const AWARDS = [
  ['Outstanding Legal Aid Volunteer', 'Recognised by the IBP chapter for pro bono representation of indigent clients.'],
  ['Author, "A Practical Guide to the Family Code"', 'A plain-language handbook on marriage, annulment and support for non-lawyers.'],
  ['Bar Examinations Top 20', 'Ranked among the top twenty examinees of the Philippine Bar Examinations.'],
  ['MCLE Lecturer', 'Lectures on labour standards and dispute resolution for Mandatory Continuing Legal Education.'],
  ['Published article on the Revised Corporation Code', 'Commentary on One Person Corporations under RA 11232 in a law journal.'],
  ['Best Oralist, Moot Court Competition', 'Awarded during law school in a national moot court competition.'],
  ['Chapter President, IBP', 'Led the chapter\'s legal aid and continuing education programmes.'],
  ['Speaker, Data Privacy Summit', 'Spoke on compliance with the Data Privacy Act of 2012 for small businesses.'],
] as const;

export const SPECIALIZATIONS = [
  'Litigation', 'Mediation', 'Contracts', 'Family law', 'Land registration', 'Labor arbitration', 'Tax assessment',
  'Visa applications', 'Trademarks', 'Criminal defense', 'Corporate housekeeping', 'Estate planning', 'Real estate',
  'Cybercrime', 'Election protests', 'Data privacy', 'Banking and finance', 'Notarial services',
];

export const REVIEW_TEXTS = [
  'Very clear explanation of my options. I finally understood the process and the costs.',
  'Atty. was patient and answered all my questions. Highly recommended.',
  'Helpful consultation, straight to the point. I will book again for the follow-up.',
  'Explained the law in Tagalog and English so my parents could follow. Salamat po!',
  'Good advice on my labor case, including what documents to prepare for SEnA.',
  'Professional and on time. The video call worked well from my phone.',
  'Gave practical steps for transferring our land title. Worth the fee.',
  'Knowledgeable, but the call felt a bit rushed at the end.',
  'Answered my questions about my 9(g) visa and the AEP clearly.',
  'Reassuring and honest about my chances. Thank you, Attorney.',
];
