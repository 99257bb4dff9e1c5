import { AppError } from '@/lib/server/platform/http/errors';
import { tinyPartsRequest } from '@/lib/test/fixtures/multipart';
import { formFieldCount, readMultipart } from './read-multipart';

// The streaming parse of multipart bodies (issue 58): a body of more parts than the route takes is
// refused at the first part too many, before the rest is read, let alone parsed.
describe('readMultipart', () => {
  const limits = { maxTotalMb: 11, maxFiles: 1, maxFields: 3 };

  it('refuses 180,000 empty fields (the probe’s 9.4 MB) with a 413 after pulling the first chunk of them', async () => {
    const probe = tinyPartsRequest('/api/v1/letters/verify');
    expect(probe.bytes).toBeGreaterThan(9_000_000);
    const refusal = await readMultipart(probe.request, limits).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', key: 'TOO_MANY_FIELDS' });
    // Of 181 chunks, the one that held the fourth field (the stream may have one more queued).
    expect(probe.pulled()).toBeLessThanOrEqual(2);
  });

  it('reads a body of as many fields as the route takes, files as Files', async () => {
    const form = new FormData();
    form.append('code', 'EL-2345-6789-ABCD');
    form.append('note', 'héllo');
    form.append('file', new File([new Uint8Array([37, 80, 68, 70, 45])], 'letter.pdf', { type: 'application/pdf' }));
    const read = await readMultipart(new Request('http://localhost/x', { method: 'POST', body: form }), limits);
    expect(read.get('code')).toBe('EL-2345-6789-ABCD');
    expect(read.get('note')).toBe('héllo');
    const file = read.get('file') as File;
    expect([file.name, file.type, file.size]).toEqual(['letter.pdf', 'application/pdf', 5]);
  });

  it('refuses a field past the route’s count, a second file, a long field and a NUL, each with its clear key', async () => {
    const cases: [FormData, object][] = [];
    const fields = new FormData();
    for (const key of ['a', 'b', 'c', 'd']) fields.append(key, 'x');
    cases.push([fields, { status: 413, key: 'TOO_MANY_FIELDS' }]);
    const files = new FormData();
    files.append('file', new File(['%PDF-'], 'a.pdf'));
    files.append('file', new File(['%PDF-'], 'b.pdf'));
    cases.push([files, { status: 400, key: 'TOO_MANY_FILES' }]);
    const long = new FormData();
    long.append('code', 'x'.repeat(64 * 1024 + 1));
    cases.push([long, { status: 413, key: 'FIELD_TOO_LARGE' }]);
    const nul = new FormData();
    nul.append('code', 'a\u0000b');
    cases.push([nul, { status: 400, key: 'INVALID_TEXT' }]);
    for (const [form, expected] of cases) {
      const error = await readMultipart(new Request('http://localhost/x', { method: 'POST', body: form }), limits).catch(
        (e: AppError) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect({
        status: { BAD_REQUEST: 400, PAYLOAD_TOO_LARGE: 413 }[(error as AppError).code as string],
        key: (error as AppError).key,
      }).toEqual(expected);
    }
  });

  it('refuses a body cut off inside a file with a 400, the process unharmed', async () => {
    const body = '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4';
    const req = new Request('http://localhost/x', {
      method: 'POST',
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
    });
    await expect(readMultipart(req, limits)).rejects.toMatchObject({ code: 'BAD_REQUEST', key: 'INVALID_FORM' });
  });

  it('counts a form’s fields from its schema: each key once, a repeated key as often as it may come', () => {
    expect(formFieldCount({ a: 1, b: 2, areas: 3 }, { areas: 5 })).toBe(7);
  });
});
