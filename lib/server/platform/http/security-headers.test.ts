import { apiSecurityHeaders, newNonce, nonceContentSecurityPolicy, strictTransportSecurity } from './security-headers';
import { setTestEnv } from '@/lib/test/env';

const original = { NODE_ENV: process.env.NODE_ENV, APP_URL: process.env.APP_URL };
afterAll(() => setTestEnv(original));

describe('security headers', () => {
  it('HSTS only in production on an https APP_URL', () => {
    setTestEnv({ NODE_ENV: 'production', APP_URL: 'https://abogado.example' });
    expect(strictTransportSecurity()).toBe('max-age=63072000; includeSubDomains');
    expect(apiSecurityHeaders()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    setTestEnv({ NODE_ENV: 'production', APP_URL: 'http://localhost:3000' });
    expect(strictTransportSecurity()).toBeUndefined();
    expect(apiSecurityHeaders()).toEqual({ 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" });
    setTestEnv({ NODE_ENV: 'development', APP_URL: 'https://abogado.example' });
    expect(strictTransportSecurity()).toBeUndefined();
  });

  it("a page's nonce is fresh each time; 'unsafe-eval' only for next dev", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => newNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    setTestEnv({ NODE_ENV: 'production' });
    expect(nonceContentSecurityPolicy('abc')).toContain("script-src 'self' 'nonce-abc';");
    setTestEnv({ NODE_ENV: 'development' });
    expect(nonceContentSecurityPolicy('abc')).toContain("script-src 'self' 'nonce-abc' 'unsafe-eval';");
  });
});
