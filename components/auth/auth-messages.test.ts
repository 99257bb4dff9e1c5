import en from '@/messages/en/auth.json';
import { DELETION_MESSAGES } from '@/lib/config/privacy';
import { PHONE_MESSAGES } from '@/lib/validation/phone';
import { AUTH_MESSAGES, MESSAGES, fileSizeMessage, maxLengthMessage, minLengthMessage } from '@/lib/validation/messages';
import { MESSAGE_KEYS, MESSAGE_PATTERNS } from './auth-messages';

// The auth forms say the shared schemas' and the API's English sentences in the page's language by
// looking them up (auth-messages.ts): a sentence changed at its source must not silently stop matching.

const english = en.messages as Record<string, string>;

it('maps each known sentence to an English message that is that very sentence', () => {
  for (const [sentence, key] of Object.entries(MESSAGE_KEYS)) expect([key, english[key]]).toEqual([key, sentence]);
});

it('knows every sentence of the spec and of the auth outcomes the auth pages show', () => {
  const shown = [
    ...Object.values(MESSAGES),
    ...Object.values(PHONE_MESSAGES).filter((m) => m !== PHONE_MESSAGES.code),
    AUTH_MESSAGES.passwordComposition,
    AUTH_MESSAGES.termsRequired,
    AUTH_MESSAGES.invalidCredentials,
    AUTH_MESSAGES.signUpCheckEmail,
    AUTH_MESSAGES.tooManyAttempts,
    AUTH_MESSAGES.resetEmailSent,
    AUTH_MESSAGES.resetLinkInvalid,
    AUTH_MESSAGES.passwordChanged,
    AUTH_MESSAGES.verificationSent,
    AUTH_MESSAGES.verificationResent,
    AUTH_MESSAGES.fileType,
    AUTH_MESSAGES.ibpVerified,
    AUTH_MESSAGES.signInLinkSent,
    AUTH_MESSAGES.signInLinkInvalid,
  ];
  expect(shown.filter((m) => !(m in MESSAGE_KEYS))).toEqual([]);
});

it('reads the sentences with a number in them', () => {
  const sentences = [maxLengthMessage(50), minLengthMessage(8), fileSizeMessage(5)];
  expect(sentences.map((s) => MESSAGE_PATTERNS.find((p) => p.pattern.test(s))?.key)).toEqual(['maxLength', 'minLength', 'fileSize']);
  expect(english.maxLength.replace('{max}', '50')).toBe(maxLengthMessage(50));
  expect(english.minLength.replace('{min}', '8')).toBe(minLengthMessage(8));
  expect(english.fileSize.replace('{max}', '5')).toBe(fileSizeMessage(5));
});

it('says the deletion page’s status as the privacy module does', () => {
  expect(en.deletion.requested).toBe(DELETION_MESSAGES.requested);
});
