import { issueWords } from '@/lib/test/issue-words';
import {
  accountPhoneSchema,
  formatPhoneDisplay,
  optionalPhoneInputSchema,
  otpCodeSchema,
  PHONE_MESSAGES,
  smsOutboxQuerySchema,
} from './phone';

describe('the mobile number as typed', () => {
  it.each([
    ['09171234567', '+639171234567'],
    ['0917 123 4567', '+639171234567'],
    ['+63 917 123 4567', '+639171234567'],
    ['639171234567', '+639171234567'],
    ['(0917) 123-4567', '+639171234567'],
    ['0998 765 4321', '+639987654321'],
    // A mobile abroad, with its country code (issue 63): whether it can be texted is the server's to say.
    ['+971 50 123 4567', '+971501234567'],
    ['+44 7911 123456', '+447911123456'],
    ['+1 415 555 2671', '+14155552671'],
    ['00971 50 123 4567', '+971501234567'],
  ])('%s → %s', (typed, e164) => {
    expect(accountPhoneSchema.parse({ phone: typed })).toEqual({ phone: e164 });
  });

  it.each([
    ['02 8123 4567', PHONE_MESSAGES.notMobile],
    ['+63 2 8123 4567', PHONE_MESSAGES.notMobile],
    ['0917123456', PHONE_MESSAGES.invalid],
    ['hello', PHONE_MESSAGES.invalid],
    ['+1 800 000 0000', PHONE_MESSAGES.invalid],
    ['0'.repeat(31), PHONE_MESSAGES.invalid],
    // A landline abroad is no mobile number either.
    ['+971 4 123 4567', PHONE_MESSAGES.invalid],
    ['+44 20 7946 0958', PHONE_MESSAGES.invalid],
  ])('%s is refused with a clear message', (typed, message) => {
    const result = accountPhoneSchema.safeParse({ phone: typed });
    expect(result.success).toBe(false);
    expect(issueWords(result.error!.issues[0].message, 'en')).toBe(message);
  });

  it('an empty number is required in settings, optional at sign-up', () => {
    expect(accountPhoneSchema.safeParse({ phone: '  ' }).success).toBe(false);
    expect(optionalPhoneInputSchema.parse('')).toBeUndefined();
    expect(optionalPhoneInputSchema.parse(undefined)).toBeUndefined();
    expect(optionalPhoneInputSchema.parse('0917 123 4567')).toBe('+639171234567');
    expect(optionalPhoneInputSchema.parse('  ')).toBeUndefined();
    // A bad optional number gets the number's own message (not a union's 'expected ""').
    expect(issueWords(optionalPhoneInputSchema.safeParse('12345').error!.issues[0].message, 'en')).toBe(PHONE_MESSAGES.invalid);
    expect(issueWords(optionalPhoneInputSchema.safeParse('02 8123 4567').error!.issues[0].message, 'en')).toBe(PHONE_MESSAGES.notMobile);
  });

  it('shows E.164 in international format', () => {
    expect(formatPhoneDisplay('+639171234567')).toBe('+63 917 123 4567');
    expect(formatPhoneDisplay('+971501234567')).toBe('+971 50 123 4567');
  });

  it('reads the outbox filter as a number too', () => {
    expect(smsOutboxQuerySchema.parse({ to: '0917 123 4567' })).toEqual({ to: '+639171234567' });
    expect(smsOutboxQuerySchema.parse({})).toEqual({ to: undefined });
    expect(smsOutboxQuerySchema.safeParse({ to: 'x' }).success).toBe(false);
    expect(smsOutboxQuerySchema.parse({ to: '+971 50 123 4567' })).toEqual({ to: '+971501234567' });
  });
});

describe('the one-time code', () => {
  it.each(['123456', ' 123 456 ', '000000'])('%j is accepted', (code) => expect(otpCodeSchema.parse(code)).toBe(code.replace(/\s/g, '')));
  it.each(['12345', '1234567', 'abcdef', '', '１２３４５６'])('%j is refused', (code) => {
    const result = otpCodeSchema.safeParse(code);
    expect(result.success).toBe(false);
    expect(issueWords(result.error!.issues[0].message, 'en')).toBe(PHONE_MESSAGES.code);
  });
});
