/** @jest-environment jsdom */
import { act } from 'react';
import { toast } from 'sonner';
import { actUntil, recordFetch, useDomRoot } from '@/lib/test/dom';
import { AuthGuard } from './auth-guard';
import { CustomerSignUpForm } from './customer-sign-up-form';
import { LoginForm } from './login-form';

// Issue 40: the sign-in and sign-up forms in Filipino, the language of the page going with a sign-up,
// and the landing after a sign-in in the account's language.

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const mockReplace = jest.fn();
let mockPathname = '/login';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), replace: mockReplace }),
  usePathname: () => mockPathname,
  useSearchParams: () => new URLSearchParams(),
}));
let mockUser: { type: 'CUSTOMER' | 'LAWYER'; email_verified: boolean } | null = null;
jest.mock('@/lib/auth/auth-provider', () => ({
  useAuth: () => ({ status: mockUser ? 'authenticated' : 'unauthenticated', user: mockUser, signIn: jest.fn(), signingOut: false }),
}));

const dom = useDomRoot();
const text = () => dom.container.textContent ?? '';
const link = (name: string) => [...dom.container.querySelectorAll('a')].find((a) => a.textContent === name)?.getAttribute('href');
const submit = () =>
  act(async () => {
    dom.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
const type = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

beforeEach(() => {
  mockReplace.mockClear();
  (toast.error as jest.Mock).mockClear();
  mockUser = null;
  mockPathname = '/login';
  document.cookie = 'NEXT_LOCALE=; Max-Age=0; Path=/';
});

describe('the sign-in form in Filipino', () => {
  it('speaks Filipino, links to the Filipino pages and says the checks and the server’s answers in Filipino', async () => {
    const calls = recordFetch(() => ({
      status: 401,
      body: { message: 'Invalid email or password.', key: 'INVALID_CREDENTIALS', code: 'auth.invalidCredentials' },
    }));
    dom.render(<LoginForm providers={[{ id: 'google', label: 'Google' }]} />, { locale: 'fil' });
    expect(dom.container.querySelector('button[type="submit"]')!.textContent).toBe('Mag-sign in');
    expect(link('Nakalimutan ang password?')).toBe('/fil/forgot-password');
    expect(link('Mag-sign up')).toBe('/fil/signup');
    expect(text()).toContain('Wala ka pang account?');
    expect(text()).toContain('Magpatuloy gamit ang Google');
    expect(link('Terms of Service')).toBe('/fil/terms');
    expect(text()).not.toMatch(/Sign in|Forgot password|Register|Continue with/);

    // The shared schema's English check, shown in Filipino beside the field.
    await submit();
    await actUntil(() => text().includes('Maglagay ng tamang email address'));
    expect(text()).toContain('Maglagay ng tamang email address');
    expect(text()).toContain('Kailangang punan ito.');
    expect(text()).not.toContain('Please provide');

    // The server's English answer, toasted in Filipino.
    const [email, password] = dom.container.querySelectorAll('input');
    await act(async () => {
      type(email, 'ligaya@example.com');
      type(password, 'Sampaguita2026');
    });
    await submit();
    await actUntil(() => (toast.error as jest.Mock).mock.calls.length > 0);
    expect(calls.map((c) => c.url)).toContain('/api/v1/auth/signin');
    expect(toast.error).toHaveBeenCalledWith('Mali ang email o password.');
  });

  it('stays the spec’s English on an English page', () => {
    recordFetch(() => ({ status: 200, body: {} }));
    dom.render(<LoginForm providers={[]} />);
    expect(dom.container.querySelector('button[type="submit"]')!.textContent).toBe('Sign in');
    expect(link('Forgot password?')).toBe('/forgot-password');
    expect(text()).toContain("Don't have an account?");
  });
});

describe('a sign-up on a Filipino page', () => {
  it('sends the page’s language with the account', async () => {
    const calls = recordFetch(() => ({
      status: 202,
      body: { message: 'Check your email: we have sent you a link to finish signing up.' },
    }));
    dom.render(<CustomerSignUpForm providers={[]} />, { locale: 'fil' });
    expect(text()).toContain('Sumasang-ayon ako sa Terms of Service at sa Privacy Policy.');
    const inputs = [...dom.container.querySelectorAll<HTMLInputElement>('input')];
    const byType = (t: string) => inputs.filter((i) => i.type === t);
    await act(async () => {
      const [first, last] = byType('text');
      type(first, 'Ligaya');
      type(last, 'Reyes');
      type(byType('email')[0], 'ligaya@example.com');
      for (const p of byType('password')) type(p, 'Sampaguita2026');
      byType('checkbox')[0].click();
    });
    await submit();
    await actUntil(() => calls.length > 0);
    expect(calls[0]).toMatchObject({ url: '/api/v1/auth/signup', body: { email: 'ligaya@example.com', language: 'fil' } });
    await actUntil(() => text().includes('Tingnan ang email mo'));
    expect(text()).toContain('Nagpadala kami ng link sa ligaya@example.com.');
  });
});

describe('the landing after a sign-in', () => {
  it('goes to the portal in the account’s language, which the sign-in answer set in the cookie', async () => {
    mockUser = { type: 'CUSTOMER', email_verified: true };
    document.cookie = 'NEXT_LOCALE=fil; Path=/';
    dom.render(
      <AuthGuard loadingLabel="Loading…">
        <p />
      </AuthGuard>,
    );
    await actUntil(() => mockReplace.mock.calls.length > 0);
    expect(mockReplace).toHaveBeenCalledWith('/fil/customer-portal');
  });

  it('takes an English account from a Filipino sign-in page to its callback in English', async () => {
    mockUser = { type: 'CUSTOMER', email_verified: true };
    mockPathname = '/fil/login';
    window.history.replaceState(null, '', `/fil/login?callback_url=${encodeURIComponent('/fil/book/abc?duration=60')}`);
    document.cookie = 'NEXT_LOCALE=en; Path=/';
    dom.render(
      <AuthGuard loadingLabel="Loading…">
        <p />
      </AuthGuard>,
      { locale: 'fil' },
    );
    await actUntil(() => mockReplace.mock.calls.length > 0);
    expect(mockReplace).toHaveBeenCalledWith('/book/abc?duration=60');
    window.history.replaceState(null, '', '/');
  });

  it('sends a visitor of a Filipino portal page to the Filipino sign-in, coming back to the page', async () => {
    mockPathname = '/fil/customer-portal';
    window.history.replaceState(null, '', '/fil/customer-portal');
    document.cookie = 'NEXT_LOCALE=fil; Path=/';
    dom.render(
      <AuthGuard loadingLabel="Loading…">
        <p />
      </AuthGuard>,
      { locale: 'fil' },
    );
    await actUntil(() => mockReplace.mock.calls.length > 0);
    expect(mockReplace).toHaveBeenCalledWith(`/fil/login?callback_url=${encodeURIComponent('/customer-portal')}`);
    window.history.replaceState(null, '', '/');
  });
});
