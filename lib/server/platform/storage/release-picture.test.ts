import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { PUT as accountSettings } from '@/app/api/v1/auth/account/settings/route';
import { POST as lawyerPicture } from '@/app/api/v1/lawyers/profile/picture/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { setStorageForTests } from './storage';

// A replaced picture is deleted — its row and its blob — once the new one is committed.
const db = useTestDb();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-pictures-'));

beforeAll(() => {
  setTestEnv({ STORAGE_DIR: storageDir });
  setStorageForTests(undefined);
});
afterAll(() => {
  setTestEnv({ STORAGE_DIR: undefined });
  setStorageForTests(undefined);
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const png = (shade: number) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: shade, g: 0, b: 0 } } })
    .png()
    .toBuffer();
function form(bytes: Buffer): FormData {
  const f = new FormData();
  f.append('picture', new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' }));
  return f;
}
const fileId = (url: string) => url.split('/').pop()!;
const blobs = (dir: string) => (fs.existsSync(path.join(storageDir, dir)) ? fs.readdirSync(path.join(storageDir, dir)) : []);

async function setAccountPicture(user: TestUser, shade: number): Promise<string> {
  const res = await accountSettings(
    apiRequest('/api/v1/auth/account/settings', { method: 'PUT', jar: user.jar, body: form(await png(shade)) }),
    routeCtx(),
  );
  expect(res.status).toBe(200);
  return (await res.json()).picture_url;
}
async function setPortrait(user: TestUser, shade: number): Promise<string> {
  const res = await lawyerPicture(
    apiRequest('/api/v1/lawyers/profile/picture', { method: 'POST', jar: user.jar, body: form(await png(shade)) }),
    routeCtx(),
  );
  expect(res.status).toBe(200);
  return (await res.json()).picture_url;
}
const rows = (ids: string[]) => db().db.select({ id: t.storedFiles.id }).from(t.storedFiles).where(inArray(t.storedFiles.id, ids));

describe('replacing a picture', () => {
  it("deletes the client's previous account picture and its blob", async () => {
    const user = await testCustomer(db().db);
    const first = await setAccountPicture(user, 10);
    const second = await setAccountPicture(user, 200);
    expect((await rows([fileId(first), fileId(second)])).map((r) => r.id)).toEqual([fileId(second)]);
    expect(blobs('picture')).toEqual([`${fileId(second)}.webp`]);
  });

  it("deletes a lawyer's previous portrait, and a separate account picture the new portrait replaces", async () => {
    const lawyer = await testLawyer(db().db);
    const portrait = await setPortrait(lawyer, 30);
    const avatar = await setAccountPicture(lawyer, 60);
    // The old portrait is still on the public profile: changing the avatar alone must keep it.
    expect(await rows([fileId(portrait)])).toHaveLength(1);
    const next = await setPortrait(lawyer, 90);
    expect((await rows([fileId(portrait), fileId(avatar), fileId(next)])).map((r) => r.id)).toEqual([fileId(next)]);
    expect(blobs('lawyer-picture')).toEqual([`${fileId(next)}.webp`]);
    const [profile] = await db()
      .db.select({ url: t.lawyerProfiles.pictureUrl })
      .from(t.lawyerProfiles)
      .where(eq(t.lawyerProfiles.userId, lawyer.id));
    expect(profile.url).toBe(next);
  });
});
