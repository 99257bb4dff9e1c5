/** @jest-environment jsdom */
import { act } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { recordFetch, useDomRoot } from '@/lib/test/dom';
import type { PhoneState } from '@/lib/api/account-phone';
import { ChangePasswordForm } from './change-password-form';
import { CodeEntry } from './phone-code-entry';
import { NotificationPreferencesSection } from './notification-preferences';
import { portalDay } from './portal-day';
import { waitParts } from './phone-wait';

// Issue 40: the settings sections speak the page's language (the `portal` catalogue).
const dom = useDomRoot();

const preferences = {
  preferences: [{ kind: 'booking_confirmed' as const, channels: { email: true, sms: false, push: true } }],
};
const phone: PhoneState = {
  number: '+639171234567',
  display: '+63 917 123 4567',
  verified: false,
  verified_at: null,
  code_expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
  resend_available_at: null,
  locked_until: null,
  tries_left: 3,
  opted_out: false,
};
const noPhone = { phone: null, texts_abroad: true };

it('names each notification and switch in Filipino', () => {
  dom.render(<NotificationPreferencesSection initialPreferences={preferences} initialPhone={noPhone} />, { locale: 'fil' });
  const text = dom.container.textContent ?? '';
  expect(text).toContain('Kumpirmadong booking');
  expect(text).toContain('I-verify ang mobile number mo para makatanggap ng text');
  expect(text).toContain('Magdagdag ng number');
  expect(dom.container.querySelector('[aria-label="Kumpirmadong booking: E-mail"]')).not.toBeNull();
});

it('keeps the English words on an English page', () => {
  dom.render(<NotificationPreferencesSection initialPreferences={preferences} initialPhone={noPhone} />);
  expect(dom.container.textContent).toContain('Booking confirmed');
  expect(dom.container.querySelector('[aria-label="Booking confirmed: E-mail"]')).not.toBeNull();
});

it('asks for the texted code in Filipino', async () => {
  dom.render(<CodeEntry phone={phone} focusSignal={0} onResent={() => undefined} />, { locale: 'fil' });
  await act(async () => undefined);
  const text = dom.container.textContent ?? '';
  expect(text).toContain('Nag-text kami ng 6-digit na code sa +63 917 123 4567.');
  expect(text).toContain('Hindi mo natanggap?');
  expect(dom.container.querySelector('button[type="submit"]')?.textContent).toBe('I-verify');
});

it('writes days in Filipino and waits as a unit and a count', () => {
  expect(portalDay('2026-11-23T02:00:00Z', 'fil')).toBe('Lun, Nob 23');
  expect(portalDay('2026-11-23T02:00:00Z', 'en')).toBe('Mon, Nov 23');
  expect(waitParts(45_000)).toEqual({ unit: 'seconds', count: 45 });
  expect(waitParts(14 * 60_000 + 1)).toEqual({ unit: 'minutes', count: 15 });
});

it('labels the password form in Filipino, with the auth forms’ field words', () => {
  recordFetch(() => ({ status: 401, body: { message: 'Unauthorized' } }));
  dom.render(
    <AuthProvider>
      <ChangePasswordForm hasPassword />
    </AuthProvider>,
    { locale: 'fil' },
  );
  const text = dom.container.textContent ?? '';
  expect(text).toContain('Kasalukuyang password');
  expect(text).toContain('Bagong password');
  expect(dom.container.querySelector('button[type="submit"]')?.textContent).toBe('Palitan ang password');
});
