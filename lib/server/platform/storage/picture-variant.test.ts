import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { GET as getFile } from '@/app/api/v1/files/[fileId]/route';
import { POST as lawyerPicture } from '@/app/api/v1/lawyers/profile/picture/route';
import { pictureSources } from '@/lib/config/pictures';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { testLawyer } from '@/lib/test/fixtures/users';
import { setStorageForTests } from './storage';

// The profile header shows a 128 px portrait; the stored one is 640 px. `?w=` serves the shown size.
const db = useTestDb();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-variants-'));

beforeAll(() => {
  setTestEnv({ STORAGE_DIR: storageDir });
  setStorageForTests(undefined);
});
afterAll(() => {
  setTestEnv({ STORAGE_DIR: undefined });
  setStorageForTests(undefined);
  fs.rmSync(storageDir, { recursive: true, force: true });
});

async function portraitUrl(): Promise<string> {
  const lawyer = await testLawyer(db().db);
  const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 20, g: 90, b: 80 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('picture', new File([new Uint8Array(photo)], 'me.jpg', { type: 'image/jpeg' }));
  const res = await lawyerPicture(
    apiRequest('/api/v1/lawyers/profile/picture', { method: 'POST', jar: lawyer.jar, body: form }),
    routeCtx(),
  );
  expect(res.status).toBe(200);
  return (await res.json()).picture_url;
}
const fetchFile = (url: string) => getFile(apiRequest(url), routeCtx({ fileId: url.split('?')[0].split('/').pop()! }));

describe('GET /api/v1/files/{id}?w=', () => {
  it('serves a public picture at the asked width as WebP, cached for a year', async () => {
    const url = await portraitUrl();
    const full = await fetchFile(url);
    expect((await sharp(Buffer.from(await full.arrayBuffer())).metadata()).width).toBe(640);
    const small = await fetchFile(`${url}?w=256`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(small.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await small.arrayBuffer());
    expect(small.headers.get('content-length')).toBe(String(bytes.length));
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 256, height: 256, format: 'webp' });
    // Made once: the second answer is the same bytes.
    expect(Buffer.from(await (await fetchFile(`${url}?w=256`)).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a width it does not serve with a 400', async () => {
    const url = await portraitUrl();
    for (const w of ['100', '-1', 'abc', '99999']) {
      const res = await fetchFile(`${url}?w=${w}`);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/^Width must be one of 64, 96/);
    }
  });
});

describe('pictureSources', () => {
  it('offers the served widths from 1× to 3× of the shown size for a stored picture', () => {
    const url = '/api/v1/files/0b8f1c9e-3a51-4c3e-9d55-2f1e5c1a7b10';
    expect(pictureSources(url, 128)).toEqual({
      src: `${url}?w=256`,
      srcSet: `${url}?w=128 128w, ${url}?w=192 192w, ${url}?w=256 256w, ${url}?w=384 384w`,
      sizes: '128px',
    });
  });

  it('leaves other pictures (seeded SVG avatars) as they are', () => {
    expect(pictureSources('/images/avatars/avatar-1.svg', 128)).toEqual({ src: '/images/avatars/avatar-1.svg' });
  });
});
