import { resolveAccess, type AccessUser } from './access-rules';

const ORIGIN = 'http://localhost:3000';
const visitor: AccessUser = null;
const unverified: AccessUser = { type: 'CUSTOMER', emailVerified: false };
const customer: AccessUser = { type: 'CUSTOMER', emailVerified: true };
const lawyer: AccessUser = { type: 'LAWYER', emailVerified: true };

const go = (pathname: string, user: AccessUser, search = '') => resolveAccess({ pathname, search, user, origin: ORIGIN });

describe('spec §2 access table', () => {
  it.each([
    // route, visitor, unverified, customer, lawyer   (null = stays)
    ['/', null, null, null, '/lawyer-portal'],
    ['/signup', null, '/customer-portal', '/customer-portal', '/lawyer-portal'],
    ['/signup/lawyer', null, '/customer-portal', '/customer-portal', '/lawyer-portal'],
    ['/signup/customer', null, '/customer-portal', '/customer-portal', '/lawyer-portal'],
    ['/login', null, '/customer-portal', '/customer-portal', '/lawyer-portal'],
    ['/forgot-password', null, '/customer-portal', '/customer-portal', '/lawyer-portal'],
    ['/reset-password/abc', null, '/customer-portal', '/customer-portal', '/lawyer-portal'],
    ['/verify-email', null, null, null, null],
    ['/meeting', '/login?callback_url=%2Fmeeting', '/verify-email?callback_url=%2Fmeeting', null, null],
    ['/meeting/x/y', '/login?callback_url=%2Fmeeting%2Fx%2Fy', '/verify-email?callback_url=%2Fmeeting%2Fx%2Fy', null, null],
    [
      '/customer-portal',
      '/login?callback_url=%2Fcustomer-portal',
      '/verify-email?callback_url=%2Fcustomer-portal',
      null,
      '/lawyer-portal?callback_url=%2Fcustomer-portal',
    ],
    [
      '/customer-portal/work-items',
      '/login?callback_url=%2Fcustomer-portal%2Fwork-items',
      '/verify-email?callback_url=%2Fcustomer-portal%2Fwork-items',
      null,
      '/lawyer-portal?callback_url=%2Fcustomer-portal%2Fwork-items',
    ],
    [
      '/book/l1/2026',
      '/login?callback_url=%2Fbook%2Fl1%2F2026',
      '/verify-email?callback_url=%2Fbook%2Fl1%2F2026',
      null,
      '/lawyer-portal?callback_url=%2Fbook%2Fl1%2F2026',
    ],
    [
      '/lawyer-portal',
      '/login?callback_url=%2Flawyer-portal',
      '/verify-email?callback_url=%2Flawyer-portal',
      '/?callback_url=%2Flawyer-portal',
      null,
    ],
    [
      '/lawyer-portal/profile',
      '/login?callback_url=%2Flawyer-portal%2Fprofile',
      '/verify-email?callback_url=%2Flawyer-portal%2Fprofile',
      '/?callback_url=%2Flawyer-portal%2Fprofile',
      null,
    ],
    // The admin console: a visitor signs in and comes back; the role is the page's own check (403).
    ['/admin', '/login?callback_url=%2Fadmin', '/verify-email?callback_url=%2Fadmin', null, null],
    [
      '/admin/verifications',
      '/login?callback_url=%2Fadmin%2Fverifications',
      '/verify-email?callback_url=%2Fadmin%2Fverifications',
      null,
      null,
    ],
    ['/administrator', null, null, null, null],
    ['/blog', null, null, null, null],
    ['/bookings', null, null, null, null],
    // Issue 61: the legal-aid desk is public; its declaration and free booking are a client's.
    ['/legal-aid', null, null, null, null],
    [
      '/legal-aid/declaration',
      '/login?callback_url=%2Flegal-aid%2Fdeclaration',
      '/verify-email?callback_url=%2Flegal-aid%2Fdeclaration',
      null,
      '/lawyer-portal?callback_url=%2Flegal-aid%2Fdeclaration',
    ],
    [
      '/legal-aid/book/l1',
      '/login?callback_url=%2Flegal-aid%2Fbook%2Fl1',
      '/verify-email?callback_url=%2Flegal-aid%2Fbook%2Fl1',
      null,
      '/lawyer-portal?callback_url=%2Flegal-aid%2Fbook%2Fl1',
    ],
    // Issue 62: ordering a fixed-price service is a client's, like booking; the services' own pages stay public.
    [
      '/services/order/l1/DEMAND_LETTER',
      '/login?callback_url=%2Fservices%2Forder%2Fl1%2FDEMAND_LETTER',
      '/verify-email?callback_url=%2Fservices%2Forder%2Fl1%2FDEMAND_LETTER',
      null,
      '/lawyer-portal?callback_url=%2Fservices%2Forder%2Fl1%2FDEMAND_LETTER',
    ],
    ['/services/demand-letter', null, null, null, null],
  ])('%s', (path, v, u, c, l) => {
    expect([go(path, visitor), go(path, unverified), go(path, customer), go(path, lawyer)]).toEqual([v, u, c, l]);
  });

  it('keeps the query in callback_url', () => {
    expect(go('/customer-portal/work-items', visitor, '?page=2&q=a b')).toBe(
      '/login?callback_url=%2Fcustomer-portal%2Fwork-items%3Fpage%3D2%26q%3Da%20b',
    );
  });

  it('sends a signed-in user on a visitors-only page to a same-origin callback_url, else to the portal', () => {
    expect(go('/login', customer, '?callback_url=%2Fbook%2Fl1%2F2026%3Fd%3D30')).toBe('/book/l1/2026?d=30');
    for (const evil of ['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', '/\t/evil.com']) {
      expect(go('/login', lawyer, `?callback_url=${encodeURIComponent(evil)}`)).toBe('/lawyer-portal');
    }
  });
});
