import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PUT as accountSettings } from '@/app/api/v1/auth/account/settings/route';
import { GET as getFile } from '@/app/api/v1/files/[fileId]/route';
import { POST as lawyerPicture } from '@/app/api/v1/lawyers/profile/picture/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { getStorage, setStorageForTests } from './storage';

// Every picture upload is decoded and re-encoded at upload: no EXIF (GPS included) reaches the
// public file, and a file that does not decode, or claims too many pixels, is a 400 there — never
// a 500 later, when GET /api/v1/files/{id}?w= makes a variant of it.
const db = useTestDb();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-picture-upload-'));

let customer: TestUser;
let lawyer: TestUser;

beforeAll(async () => {
  setTestEnv({ STORAGE_DIR: storageDir });
  setStorageForTests(undefined);
  customer = await testCustomer(db().db);
  lawyer = await testLawyer(db().db);
});
afterAll(() => {
  setTestEnv({ STORAGE_DIR: undefined });
  setStorageForTests(undefined);
  fs.rmSync(storageDir, { recursive: true, force: true });
});

function pictureForm(bytes: Uint8Array, name: string): FormData {
  const f = new FormData();
  f.append('picture', new File([new Uint8Array(bytes)], name));
  return f;
}
const uploadAccountPicture = (u: TestUser, bytes: Uint8Array, name: string) =>
  accountSettings(apiRequest('/api/v1/auth/account/settings', { method: 'PUT', jar: u.jar, body: pictureForm(bytes, name) }), routeCtx());
const uploadPortrait = (u: TestUser, bytes: Uint8Array, name: string) =>
  lawyerPicture(apiRequest('/api/v1/lawyers/profile/picture', { method: 'POST', jar: u.jar, body: pictureForm(bytes, name) }), routeCtx());
const fetchFile = (url: string) => getFile(apiRequest(url), routeCtx({ fileId: url.split('?')[0].split('/').pop()! }));

/** A photo as a phone takes it: EXIF with the camera and the GPS position where it was taken. */
const gpsJpeg = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Juan dela Cruz' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 4/1', GPSLongitudeRef: 'E', GPSLongitude: '120/1 59/1 3/1' },
    })
    .toBuffer();

/** A real PNG cut off half-way: it starts like a PNG (magic bytes pass) but does not decode. */
async function truncatedPng(): Promise<Buffer> {
  const noise = Buffer.alloc(64 * 64 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  const full = await sharp(noise, { raw: { width: 64, height: 64, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return full.subarray(0, Math.floor(full.length / 2));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}
/** A valid PNG header claiming 20 000 × 15 000 = 300 megapixels, with no pixels behind it. */
function hugePngHeader(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(15_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('a picture with GPS EXIF', () => {
  it('the account picture (and the lawyer portrait) is stored re-encoded, with no EXIF at all', async () => {
    const photo = await gpsJpeg();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await uploadAccountPicture(customer, photo, 'holiday.jpg');
    expect(res.status).toBe(200);
    const url: string = (await res.json()).picture_url;
    const [row] = await db()
      .db.select()
      .from(t.storedFiles)
      .where(eq(t.storedFiles.id, url.split('/').pop()!));
    const stored = (await getStorage().get(row.storageKey))!;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.format).toBe('webp');
    expect(row.contentType).toBe('image/webp');
    expect(Buffer.from(stored).includes(Buffer.from('PhoneMaker'))).toBe(false);
    // What the public gets is the same clean file.
    const served = await fetchFile(url);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).exif).toBeUndefined();
    // The lawyer's portrait goes through the same checkPicture.
    const portrait = await uploadPortrait(lawyer, photo, 'me.jpg');
    expect(portrait.status).toBe(200);
    const servedPortrait = await fetchFile((await portrait.json()).picture_url);
    expect((await sharp(Buffer.from(await servedPortrait.arrayBuffer())).metadata()).exif).toBeUndefined();
  });
});

describe('a picture that does not decode', () => {
  it.each([
    ['a truncated PNG', truncatedPng],
    ['a 300-megapixel PNG header', async () => hugePngHeader()],
  ])('%s is a 400 at upload (account picture and portrait), and nothing is stored', async (_name, make) => {
    const bytes = await make();
    const before = await db().db.select({ id: t.storedFiles.id }).from(t.storedFiles);
    for (const res of [await uploadAccountPicture(customer, bytes, 'bad.png'), await uploadPortrait(lawyer, bytes, 'bad.png')]) {
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/could not be read/);
    }
    expect(await db().db.select({ id: t.storedFiles.id }).from(t.storedFiles)).toHaveLength(before.length);
  });

  it('one stored before uploads were re-encoded is served as stored at any width, never a 500', async () => {
    const bytes = await truncatedPng();
    const id = randomUUID();
    const storageKey = `picture/${id}.png`;
    await getStorage().put(storageKey, bytes, 'image/png');
    await db()
      .db.insert(t.storedFiles)
      .values({
        id,
        ownerId: customer.id,
        storageKey,
        originalName: 'old.png',
        contentType: 'image/png',
        sizeBytes: bytes.length,
        sha256: '0'.repeat(64),
        visibility: 'PUBLIC',
        purpose: 'picture',
      });
    const res = await fetchFile(`/api/v1/files/${id}?w=256`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
