import { signUpSubtitle } from './sign-up-subtitle';

it('names only the configured sign-ins', () => {
  expect(signUpSubtitle([])).toBe('Register by email.');
  expect(signUpSubtitle([{ label: 'Google' }])).toBe('Register by email or Google.');
  expect(signUpSubtitle([{ label: 'Google' }, { label: 'Facebook' }])).toBe('Register by email, Google or Facebook.');
});
