import { INVALID_TEXT } from '@/lib/validation/fields';
import { MEETING_MESSAGES } from '@/lib/validation/meeting-messages';
import { MESSAGES, maxLengthMessage } from '@/lib/validation/messages';
import { NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from '@/lib/api/client';
import type { Translate } from '@/lib/i18n/client';
import { translator } from '@/lib/i18n/translator';
import { INVALID_TEXT_MESSAGE, bookingMessageKey, translateBookingMessage } from './booking-messages';
import { localizeAppUrl } from './localize-url';

// The booking screens translate the spec's English messages at display time: the English catalogue
// must say each one letter for letter, so a key found for a message gives that message back in English.
const en = translator('en', 'booking');
const fil = translator('fil', 'booking');
// next-intl's translator, read with any key as the client's useT reads it.
const t = (tr: typeof en) => tr as unknown as Translate;

const KNOWN = [
  MESSAGES.required,
  maxLengthMessage(200),
  maxLengthMessage(5000),
  INVALID_TEXT,
  MEETING_MESSAGES.tooManyFiles,
  MEETING_MESSAGES.totalTooLarge,
  MEETING_MESSAGES.fileType,
  MEETING_MESSAGES.conflict,
  MEETING_MESSAGES.paymentUnavailable,
  MEETING_MESSAGES.maxMeetings,
  MEETING_MESSAGES.createFailed,
  MEETING_MESSAGES.slotUnavailable,
  MEETING_MESSAGES.notBookable,
  MEETING_MESSAGES.triageUnreadable,
  NETWORK_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  'Checkout not found.',
  'This checkout session has expired.',
  'This checkout session is closed.',
];

it('knows the schemas’ and the server’s messages, and the English catalogue says each one as it is', () => {
  expect(INVALID_TEXT_MESSAGE).toBe(INVALID_TEXT);
  for (const message of KNOWN) {
    expect(bookingMessageKey(message)).not.toBeNull();
    expect(translateBookingMessage(t(en), message, 'errors.unknown')).toBe(message);
    expect(translateBookingMessage(t(fil), message, 'errors.unknown')).not.toBe(message);
  }
});

it('gives Filipino for a known message and the fallback for an unknown one', () => {
  expect(translateBookingMessage(t(fil), maxLengthMessage(200), 'errors.unknown')).toBe('Hanggang 200 character lang ito.');
  expect(translateBookingMessage(t(fil), MEETING_MESSAGES.tooManyFiles, 'errors.unknown')).toBe(
    'Hanggang 30 file at 20MB lahat-lahat lang ang puwede mong i-attach.',
  );
  expect(translateBookingMessage(t(fil), 'Something new', 'errors.createFailed')).toBe('Hindi namin nagawa ang booking mo. Subukan ulit.');
});

describe('localizeAppUrl', () => {
  const origin = 'https://abogado.example';
  it('keeps a Filipino booking in Filipino on our checkout pages', () => {
    expect(localizeAppUrl('https://abogado.example/checkout/sandbox/cs_1', 'fil', origin)).toBe(
      'https://abogado.example/fil/checkout/sandbox/cs_1',
    );
    expect(localizeAppUrl('/checkout?meeting=m1', 'fil', origin)).toBe('/fil/checkout?meeting=m1');
  });
  it('leaves English, other sites, the API and addresses already in a language alone', () => {
    expect(localizeAppUrl('/checkout?meeting=m1', 'en', origin)).toBe('/checkout?meeting=m1');
    expect(localizeAppUrl('https://checkout.paymongo.com/cs_1', 'fil', origin)).toBe('https://checkout.paymongo.com/cs_1');
    expect(localizeAppUrl('//elsewhere.example/checkout', 'fil', origin)).toBe('//elsewhere.example/checkout');
    expect(localizeAppUrl('/api/v1/meeting/1/ics', 'fil', origin)).toBe('/api/v1/meeting/1/ics');
    expect(localizeAppUrl('/fil/checkout?meeting=m1', 'fil', origin)).toBe('/fil/checkout?meeting=m1');
  });
});
