import 'server-only';
import { SegmentedMessage } from 'sms-segments-calculator';

// A text is billed per part: 160 GSM-7 characters alone, 153 per part when split; a single character
// outside GSM-7 (a curly quote, "₱", the narrow no-break space some ICU versions put before "AM")
// turns the whole text into UCS-2: 70 alone, 67 per part. So texts are written in GSM-7, what can be
// said in GSM-7 is brought into it (gsm7Text), and the parts are counted by Twilio's calculator
// (sms-segments-calculator: GSM-7 septets with the escaped extension table, UCS-2 code units).

/** GSM 03.38 basic characters (one septet each). */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table (two septets each: an escape and the character). */
const GSM7_EXTENSION = new Set('^{}\\[~]|€\f');

const isGsm7 = (char: string) => GSM7_BASIC.has(char) || GSM7_EXTENSION.has(char);

/** Look-alikes with a GSM-7 spelling. */
const REPLACEMENTS: Record<string, string> = {
  '\u00a0': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\t': ' ',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2033': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '₱': 'PHP ',
};

/**
 * The text in GSM-7 where it can be: look-alike punctuation and spaces replaced, accented letters
 * outside GSM-7 written without the accent ("Gómez" → "Gomez"; "é", "ñ" are GSM-7 and stay).
 * Characters with no GSM-7 form (other scripts, emoji) are kept: the text is then UCS-2, counted so.
 */
export function gsm7Text(text: string): string {
  let out = '';
  for (const char of text) {
    if (isGsm7(char)) out += char;
    else if (REPLACEMENTS[char] !== undefined) out += REPLACEMENTS[char];
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...bare].every(isGsm7) ? bare : char;
    }
  }
  return out;
}

type SmsEncoding = 'GSM-7' | 'UCS-2';
export type SmsMeasure = { encoding: SmsEncoding; segments: number };

/** The encoding a carrier will use for the text, and the parts it is billed as. */
export function measureSms(text: string): SmsMeasure {
  const message = new SegmentedMessage(text, 'auto');
  return { encoding: message.getEncodingName() === 'GSM-7' ? 'GSM-7' : 'UCS-2', segments: Math.max(1, message.segmentsCount) };
}
