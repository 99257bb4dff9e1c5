import { safeCallbackPath, withCallbackUrl } from './callback-url';

const ORIGIN = 'http://localhost:3201';

describe('safeCallbackPath (spec §5 callback_url rule)', () => {
  it.each([
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'https://localhost.evil.com',
    'https://localhost:3201.evil.com',
    'https://localhost@evil.com',
    'http://localhost:3201@evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/\t/evil.com',
    '\t//evil.com',
    'data:text/html,<script>alert(1)</script>',
    'http://localhost:3202/customer-portal',
    '',
  ])('never leaves the origin for %j', (value) => {
    const path = safeCallbackPath(value, ORIGIN);
    if (path !== null) expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
    expect(path === null || !path.startsWith('//')).toBe(true);
  });

  it('refuses the dangerous ones outright', () => {
    for (const value of ['//evil.com', '/\\evil.com', '\\\\evil.com', '/\t/evil.com', 'https://evil.com', 'javascript:alert(1)']) {
      expect(safeCallbackPath(value, ORIGIN)).toBeNull();
    }
  });

  it('honours a same-origin path with query and hash, re-serialised', () => {
    expect(safeCallbackPath('/customer-portal/account-settings?tab=1#password', ORIGIN)).toBe(
      '/customer-portal/account-settings?tab=1#password',
    );
    expect(safeCallbackPath(`${ORIGIN}/book/abc/2026?x=1`, ORIGIN)).toBe('/book/abc/2026?x=1');
    expect(safeCallbackPath('/a/../lawyer-portal', ORIGIN)).toBe('/lawyer-portal');
  });

  it('encodes the callback into the target', () => {
    expect(withCallbackUrl('/login', '/customer-portal?x=1#h')).toBe('/login?callback_url=%2Fcustomer-portal%3Fx%3D1%23h');
  });
});
