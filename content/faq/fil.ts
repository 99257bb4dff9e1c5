import { APP_NAME } from '@/lib/config/app';
import { FREE_CANCELLATION_HOURS } from '@/lib/config/cancellation';
import { localePath } from '@/lib/i18n/config';
import type { FaqEntry, FaqFacts } from '@/lib/reference/faq';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';

/**
 * The FAQ in Filipino (issue 40): the same 12 questions as lib/reference/faq.ts, in the same order,
 * written for the reader (docs/filipino-style-guide.md), not translated line by line. A legal term is
 * glossed the first time the page shows it; the entries appear together on /fil/faq and the home page.
 * `facts.feeNote` is the Filipino fee sentence (feeModelNoteFil).
 */

/** The fee model in one sentence, in Filipino: feeModelNote (lib/rules/fees.ts) says the same in English. */
export function feeModelNoteFil(percent: number): string {
  if (percent <= 0) return `Walang dagdag na bayad: ang presyo ng abogado ang babayaran mo, at walang kinukuhang fee ang ${APP_NAME} dito.`;
  return `Walang dagdag na bayad: ang presyo ng abogado ang babayaran mo. ${percent}% nito ang kinukuha ng ${APP_NAME} bilang platform fee, mula sa bahagi ng abogado.`;
}

function signUpWays(oauthLabels: string[]): string {
  if (!oauthLabels.length) return 'Nagsa-sign up ka gamit ang iyong e-mail address';
  return `Puwede kang mag-sign up gamit ang iyong e-mail address o ang iyong ${oauthLabels.join(' o ')} account`;
}

export const faqEntriesFil = ({ oauthLabels, feeNote }: FaqFacts): FaqEntry[] => [
  {
    question: 'Libre ba ang mag-sign up?',
    answer: `Oo. Libre ang paggawa ng account, kliyente ka man o abogado. ${signUpWays(oauthLabels)}, at magbabayad ka lang kapag nag-book ka ng konsultasyon.`,
  },
  {
    question: 'Paano ako magbo-book at magbabayad ng konsultasyon?',
    answer:
      'Maghanap ayon sa legal na problema mo at, kung gusto mo, ayon sa rehiyon, saka ikumpara ang mga abogado ayon sa rating, bayad, karanasan at mga wikang gamit nila. Buksan ang isang profile, pumili ng bakanteng oras sa calendar ng abogado sa susunod na 14 na araw, at isulat nang maikli ang iyong concern; puwede kang mag-attach ng hanggang 30 file (20 MB lahat-lahat). Saka ka magbabayad sa secure na checkout gamit ang GCash, Maya, credit o debit card, o QR Ph, at kumpirmado na ang booking sa sandaling pumasok ang bayad.',
  },
  {
    question: 'Kailangan ko ba ng Zoom, Skype o ibang app para sa video call?',
    answer:
      'Hindi. Sa Abogado mismo ginagawa ang konsultasyon, sa iyong web browser, at wala kang kailangang i-install. Payagan ang camera at mikropono kapag hiningi ng browser mo, at gumamit ng maayos na internet connection para malinaw ang video at tunog.',
  },
  {
    question: 'Paano ako sasali sa konsultasyon ko?',
    answer:
      'Sampung minuto bago magsimula, padadalhan ka namin ng e-mail reminder na may link papunta sa meeting. Mag-sign in, buksan ang link o ang meeting sa iyong portal, at pindutin ang button para sumali. Sasali rin ang abogado mo sa parehong tawag mula sa sarili niyang portal.',
  },
  {
    question: 'Paano ninyo sinusuri ang mga abogado?',
    answer:
      'Nag-a-upload ang bawat abogado ng kanyang ID mula sa Integrated Bar of the Philippines o IBP (samahan ng lahat ng abogado sa Pilipinas) at ng isang government ID, at ibinibigay niya ang numero niya sa Roll of Attorneys (listahan ng Korte Suprema ng mga abogado). Bago markahang beripikado ang isang profile, tinitingnan namin kung tugma ang pangalan, roll number at petsa ng admission niya sa listahan ng Korte Suprema.',
  },
  {
    question: 'Magkano ang isang konsultasyon?',
    answer: `Ang bawat abogado ang nagtatakda ng sarili niyang bayad para sa 30-minuto at 60-minutong konsultasyon, at pareho itong nakalagay sa profile niya, kaya alam mo ang presyo bago ka mag-book. ${feeNote} Pagkabayad mo, may resibo ka na may maikling payment reference (gaya ng ABG-7K3Q-9M2X): sa payment page, sa confirmation e-mail mo at bilang PDF.`,
  },
  {
    question: 'Puwede ko bang i-reschedule ang konsultasyon?',
    answer: `Oo. Buksan ang meeting sa iyong portal, pumili ng bagong bakanteng oras sa calendar ng abogado at isulat nang maikli kung bakit mo ito inililipat; sasabihan namin ang kabilang panig tungkol sa bagong oras. Mag-reschedule nang maaga hangga't kaya mo para maibigay sa iba ang dating oras. Kapag ikaw ang naglipat ng konsultasyon, hindi nalilipat ang deadline ng libreng pagkansela: ${FREE_CANCELLATION_HOURS} oras pa rin ito bago ang pinakaunang oras na na-book para rito.`,
  },
  {
    question: 'Kumpidensyal ba ang mga sinasabi ko sa abogado ko?',
    answer:
      'Oo. Ang anumang sinasabi mo sa abogado mo ay protektado ng attorney-client privilege (ang karapatang manatiling lihim ang usapan ninyo) at ng tungkulin niyang maglihim ayon sa Code of Professional Responsibility and Accountability. Pinoproseso namin ang personal na impormasyon mo ayon sa Data Privacy Act of 2012 o RA 10173 (batas sa pagkapribado ng datos): ikaw lang at ang abogadong na-book mo ang nakakakita ng buod ng kaso at ng mga file mo. Nasa aming Privacy Policy ang mga detalye.',
  },
  {
    question: 'Magagamit ko ba ang Abogado sa phone, o kung nasa abroad ako?',
    answer:
      'Oo. Gumagana ang Abogado sa kahit anong modernong browser sa desktop, laptop, tablet o mobile phone. Para ito sa mga Pilipino at sa mga dayuhan, nasa Pilipinas ka man o nasa ibang bansa, kasama ang mga OFW (manggagawang Pilipino sa ibang bansa), at nakikita mo ang oras ng konsultasyon sa sarili mong time zone.',
  },
  {
    question: 'May makikita ba akong notary public dito? Puwede bang ipa-notaryo ang dokumento sa video?',
    answer:
      'May makikita ka: sa Notary Public tab ng home page, puwede kang maghanap ng notary public (notaryo publiko) na may commission ayon sa lungsod, at makikita mo ang detalye ng commission nila. Pero hindi notarization ang video consultation. Ayon sa 2004 Rules on Notarial Practice, kailangan mong personal na humarap sa notaryo dala ang valid ID, at pinapayagan lang ang remote electronic notarization sa mga electronic notarization facility na accredited ng Korte Suprema.',
  },
  {
    question: 'Wala akong pambayad sa abogado. Saan ako makakakuha ng libreng tulong-legal?',
    answer:
      "Ang Public Attorney's Office o PAO (libreng abogado ng gobyerno) ay nagbibigay ng libreng payong legal at representasyon sa mga pumapasa sa indigency test at merit test nito, sa mga district office sa buong bansa. May mga legal aid program ang mga IBP chapter, tumutulong sa mga walang pambayad ang mga law school clinic gaya ng UP Office of Legal Aid at Ateneo Legal Services Center, at puwedeng simulan nang libre sa DOLE ang reklamo sa trabaho sa pamamagitan ng Single Entry Approach (SEnA). Nakalista sa aming pahinang Libreng Tulong-Legal kung saan ka puwedeng pumunta.",
    link: { text: 'pahinang Libreng Tulong-Legal', href: localePath('fil', FREE_LEGAL_HELP_PATH) },
  },
  {
    question: 'Abogado ako. Paano ako sasali sa Abogado?',
    answer:
      'I-click ang "Abogado ka ba?" at mag-sign up gamit ang iyong detalye, Roll of Attorneys number, IBP ID at isang government ID; libre ang pagsali. Pagkatapos, kumpletuhin ang profile mo: pangunahing impormasyon, bank details para sa iyong payout (bayad sa abogado), mga oras na available ka, karanasan sa trabaho, edukasyon, at ang singil mo para sa 30- at 60-minutong konsultasyon. Makikita ka na ng mga kliyente kapag napunan mo na ang mga ito, at lalabas ang markang beripikado sa profile mo kapag nasuri na namin ang iyong mga dokumento.',
  },
];
