import { createTranslator } from 'use-intl/core';
import en from '@/messages/en/auth.json';
import fil from '@/messages/fil/auth.json';
import { signUpSubtitle } from './sign-up-subtitle';

const english = createTranslator({ locale: 'en', messages: en });
const filipino = createTranslator({ locale: 'fil', messages: fil });

it('names only the configured sign-ins', () => {
  expect(signUpSubtitle([], english)).toBe('Register by email.');
  expect(signUpSubtitle([{ label: 'Google' }], english)).toBe('Register by email or Google.');
  expect(signUpSubtitle([{ label: 'Google' }, { label: 'Facebook' }], english)).toBe('Register by email, Google or Facebook.');
});

it('in Filipino too', () => {
  expect(signUpSubtitle([{ label: 'Google' }, { label: 'Facebook' }], filipino)).toBe('Mag-sign up gamit ang email, Google o Facebook.');
});
