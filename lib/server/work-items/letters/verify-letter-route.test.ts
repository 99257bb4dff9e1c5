import { POST as verifyLetter } from '@/app/api/v1/letters/verify/route';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { tinyPartsRequest } from '@/lib/test/fixtures/multipart';

// POST /api/v1/letters/verify, the public upload anyone may send without an account (issue 58: 8
// addresses posting bodies of tiny parts kept /health waiting up to 20 s).
useTestDb();

describe('POST /api/v1/letters/verify against bodies of many tiny parts', () => {
  it('refuses 180,000 empty fields (9.4 MB) with a 413 at the first field too many, reading no further', async () => {
    const probe = tinyPartsRequest('/api/v1/letters/verify', { ip: '198.51.100.158' });
    const res = await verifyLetter(probe.request, routeCtx());
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ key: 'TOO_MANY_FIELDS', message: 'The form has more fields than this request takes.' });
    expect(probe.pulled()).toBeLessThanOrEqual(2); // of 181 chunks
  });

  it('takes the file and its code, and no third field', async () => {
    const form = () => {
      const f = new FormData();
      f.append('file', new File(['%PDF-1.4\n%%EOF\n'], 'letter.pdf', { type: 'application/pdf' }));
      f.append('code', 'EL-2345-6789-ABCD');
      return f;
    };
    const ok = await verifyLetter(apiRequest('/api/v1/letters/verify', { method: 'POST', body: form(), ip: '198.51.100.159' }), routeCtx());
    expect(ok.status).toBe(404); // a well-formed request: no signed letter has that code
    const extra = form();
    extra.append('note', 'x');
    const res = await verifyLetter(apiRequest('/api/v1/letters/verify', { method: 'POST', body: extra, ip: '198.51.100.159' }), routeCtx());
    expect(res.status).toBe(413);
  });

  it('past its thirty an hour, an address is refused before a byte of the body is read', async () => {
    for (let i = 0; i < 30; i++) {
      const probe = tinyPartsRequest('/api/v1/letters/verify', { ip: '198.51.100.160', parts: 10 });
      expect((await verifyLetter(probe.request, routeCtx())).status).toBe(413);
    }
    const probe = tinyPartsRequest('/api/v1/letters/verify', { ip: '198.51.100.160' });
    expect((await verifyLetter(probe.request, routeCtx())).status).toBe(429);
    expect(probe.pulled()).toBe(0);
  });
});
