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
    // Philippine mobiles only, whichever provider sends (issue 38): another country's mobile is refused.
    ['+44 7911 123456', PHONE_MESSAGES.notPhilippine],
    ['+49 1512 3456789', PHONE_MESSAGES.notPhilippine],
    ['+1 415 555 2671', PHONE_MESSAGES.notPhilippine],
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
  });

  it('reads the outbox filter as a number too', () => {
    expect(smsOutboxQuerySchema.parse({ to: '0917 123 4567' })).toEqual({ to: '+639171234567' });
    expect(smsOutboxQuerySchema.parse({})).toEqual({ to: undefined });
    expect(smsOutboxQuerySchema.safeParse({ to: 'x' }).success).toBe(false);
    expect(smsOutboxQuerySchema.safeParse({ to: '+447911123456' }).success).toBe(false);
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
