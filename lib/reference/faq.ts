import { FREE_CANCELLATION_HOURS } from '@/lib/config/cancellation';
import { FREE_LEGAL_HELP_PATH } from './free-legal-help-link';

/** `link`: words of the answer that lead to a page of the site (the answer names the page, the words link to it). */
export type FaqEntry = { question: string; answer: string; link?: { text: string; href: string } };

/** What the answers depend on: how this deployment is configured. */
export type FaqFacts = {
  /** The sign-in providers switched on (configuredOAuthProviders): "Google", "Facebook". */
  oauthLabels: string[];
  /** The fee model in one sentence (feeModelNote at PLATFORM_FEE_PERCENT). */
  feeNote: string;
};

function signUpWays(oauthLabels: string[]): string {
  if (!oauthLabels.length) return 'You register with your e-mail address';
  return `You can register with your e-mail address or continue with your ${oauthLabels.join(' or ')} account`;
}

// The home page and /faq show these 12 questions (spec §9), the first one open. The answers say
// what this deployment does: the sign-up methods configured and the fee model.
export const faqEntries = ({ oauthLabels, feeNote }: FaqFacts): FaqEntry[] => [
  {
    question: 'Is it free to sign up?',
    answer: `Yes. Creating an account is free for clients and for lawyers. ${signUpWays(oauthLabels)}, and you only pay when you book a consultation.`,
  },
  {
    question: 'How do I book and pay for a consultation?',
    answer:
      "Search by legal problem and, if you like, by region, then compare lawyers by rating, fees, experience and languages. Open a profile, pick a free time in the lawyer's calendar for the next 14 days and write a short summary of your concern; you can attach up to 30 files (20 MB in total). You then pay through a secure checkout with GCash, Maya, a credit or debit card or QR Ph, and the booking is confirmed as soon as the payment goes through.",
  },
  {
    question: 'Do I need Zoom, Skype or another app for the video call?',
    answer:
      'No. Consultations take place on Abogado itself, in your web browser, with no external software to install. Allow access to your camera and microphone when your browser asks, and use a stable internet connection for the best picture and sound.',
  },
  {
    question: 'How do I join my consultation?',
    answer:
      'Ten minutes before the start we send you an e-mail reminder with a link to the meeting. Sign in, open the link or the meeting in your portal, and press the Join meeting button. Your lawyer joins the same call from their own portal.',
  },
  {
    question: 'How do you verify the lawyers?',
    answer:
      "Every lawyer uploads their Integrated Bar of the Philippines (IBP) ID and a government-issued ID and gives their Roll of Attorneys number. We check the name, roll number and date of admission against the Supreme Court's list of lawyers before a profile is marked as verified.",
  },
  {
    question: 'How much does a consultation cost?',
    answer: `Each lawyer sets their own fees for a 30-minute and a 60-minute consultation and shows both on their profile, so you know the price before you book. ${feeNote} After paying you get a receipt with a short payment reference (like ABG-7K3Q-9M2X) on the payment page, in your confirmation e-mail and as a PDF.`,
  },
  {
    question: 'Can I reschedule a consultation?',
    answer: `Yes. Open the meeting in your portal, choose a new open time in the lawyer's calendar and give a short reason for the change; the other side is notified of the new time. Please reschedule as early as you can so the original slot can be offered to someone else. Moving a consultation yourself does not move its free-cancellation deadline: that stays ${FREE_CANCELLATION_HOURS} hours before the earliest time it was booked for.`,
  },
  {
    question: 'Is what I tell my lawyer kept confidential?',
    answer:
      "Yes. What you share with your lawyer is protected by attorney-client privilege and by the lawyer's duty of confidentiality under the Code of Professional Responsibility and Accountability. We process your personal data in line with the Data Privacy Act of 2012 (RA 10173): your case summary and files are shown only to you and the lawyer you booked. Our Privacy Policy explains the details.",
  },
  {
    question: 'Can I use Abogado on my phone, or from abroad?',
    answer:
      'Yes. Abogado works in any modern browser on a desktop, laptop, tablet or mobile phone. It serves Filipinos and foreigners alike, whether you are in the Philippines or abroad, OFWs included, and consultation times are shown in your own time zone.',
  },
  {
    question: 'Can I find a notary public here? Can a document be notarized over video?',
    answer:
      'You can find one: the Notary Public tab on the home page searches commissioned notaries public by city and shows their commission details. A video consultation is not a notarization, though. Under the 2004 Rules on Notarial Practice you must appear in person before the notary with a valid ID, and remote electronic notarization is allowed only through electronic notarization facilities accredited by the Supreme Court.',
  },
  {
    question: 'I cannot afford a lawyer. Where can I get free legal help?',
    answer:
      "The Public Attorney's Office (PAO) gives free legal advice and representation to people who pass its indigency and merit tests, through district offices nationwide. IBP chapters run legal aid programs, law school clinics such as the UP Office of Legal Aid and the Ateneo Legal Services Center assist indigent clients, and labor complaints can start free of charge at DOLE through the Single Entry Approach (SEnA). Our Free Legal Help page lists where to go.",
    link: { text: 'Free Legal Help page', href: FREE_LEGAL_HELP_PATH },
  },
  {
    question: 'I am a lawyer. How do I join Abogado?',
    answer:
      'Click "Are you a lawyer" and sign up with your details, your Roll of Attorneys number, your IBP ID and a government-issued ID; joining is free. Then complete your profile: basic information, banking details for your payouts, availability, work experience, education and your fees for 30- and 60-minute consultations. Clients can find you once these sections are filled in, and your profile shows the verified mark after we have checked your documents.',
  },
];
