import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as requestExport } from '@/app/api/v1/auth/account/export/route';
import { GET as download } from '@/app/api/v1/auth/account/export/[id]/download/route';
import { tables as t } from '@/lib/db';
import { LocalStorage } from '@/lib/server/platform/storage/local-storage';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { testCustomer } from '@/lib/test/fixtures/users';
import { buildDataExports } from './build-data-exports';

// Issue 38: the data export is a stream from the person's files to the stored ZIP. A 200 MB file is
// never read whole (the storage's whole-blob get is not called, the process grows by far less than
// the files), and the ZIP it makes is complete: every entry there, with its size and checksum.
const db = useTestDb();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-export-stream-'));
const MB = 1024 * 1024;
const BIG = 200 * MB;

beforeAll(() => setTestEnv({ STORAGE_DIR: storageDir }));
afterAll(() => {
  setTestEnv({ STORAGE_DIR: undefined });
  fs.rmSync(storageDir, { recursive: true, force: true });
});

/** A stored file of the person, its blob written straight to the storage folder (a sparse file for the big one). */
async function storedFile(ownerId: string, name: string, contentType: string, write: (file: string) => void) {
  const ext = name.split('.').pop()!;
  const key = `meeting-files/${randomUUID()}.${ext}`;
  const file = path.join(storageDir, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  write(file);
  const size = fs.statSync(file).size;
  const [row] = await db()
    .db.insert(t.storedFiles)
    .values({ ownerId, storageKey: key, originalName: name, contentType, sizeBytes: size, sha256: 'x', purpose: 'meeting-file' })
    .returning({ id: t.storedFiles.id });
  return { id: row.id, key, file, size };
}

type Entry = { name: string; method: number; crc: number; compressed: number; size: number; offset: number };

/** The ZIP's central directory, read from its end (no archive comment: fflate writes none). */
function centralDirectory(zipPath: string): Entry[] {
  const fd = fs.openSync(zipPath, 'r');
  try {
    const total = fs.fstatSync(fd).size;
    const end = Buffer.alloc(22);
    fs.readSync(fd, end, 0, 22, total - 22);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    const count = end.readUInt16LE(10);
    const dir = Buffer.alloc(end.readUInt32LE(12));
    fs.readSync(fd, dir, 0, dir.length, end.readUInt32LE(16));
    const entries: Entry[] = [];
    for (let at = 0, i = 0; i < count; i++) {
      expect(dir.readUInt32LE(at)).toBe(0x02014b50);
      const nameLength = dir.readUInt16LE(at + 28);
      entries.push({
        method: dir.readUInt16LE(at + 10),
        crc: dir.readUInt32LE(at + 16),
        compressed: dir.readUInt32LE(at + 20),
        size: dir.readUInt32LE(at + 24),
        offset: dir.readUInt32LE(at + 42),
        name: dir.toString('utf8', at + 46, at + 46 + nameLength),
      });
      at += 46 + nameLength + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
    }
    return entries;
  } finally {
    fs.closeSync(fd);
  }
}

/** An entry's bytes, checked chunk by chunk against its size and CRC-32 (inflated if deflated); returned when small. */
async function checkEntry(zipPath: string, entry: Entry): Promise<Buffer | null> {
  const header = Buffer.alloc(30);
  const fd = fs.openSync(zipPath, 'r');
  fs.readSync(fd, header, 0, 30, entry.offset);
  fs.closeSync(fd);
  expect(header.readUInt32LE(0)).toBe(0x04034b50);
  const start = entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const raw = fs.createReadStream(zipPath, { start, end: start + entry.compressed - 1 });
  const data = entry.method === 8 ? raw.pipe(zlib.createInflateRaw()) : raw;
  let crc = 0;
  let size = 0;
  const kept: Buffer[] = [];
  for await (const chunk of data) {
    crc = zlib.crc32(chunk as Buffer, crc);
    size += (chunk as Buffer).length;
    if (size <= 4 * MB) kept.push(chunk as Buffer);
  }
  expect({ name: entry.name, size, crc }).toEqual({ name: entry.name, size: entry.size, crc: entry.crc });
  return size <= 4 * MB ? Buffer.concat(kept) : null;
}

describe('the data export, streamed', () => {
  it('exports 200 MB of files without reading one whole or holding them in memory, into a complete ZIP', async () => {
    const user = await testCustomer(db().db);
    const big = await storedFile(user.id, 'scan of the title.pdf', 'application/pdf', (file) => {
      fs.writeFileSync(file, '');
      fs.truncateSync(file, BIG);
    });
    const photo = randomBytes(MB + 123);
    const picture = await storedFile(user.id, 'Niño.jpg', 'image/jpeg', (file) => fs.writeFileSync(file, photo));
    const text = 'Clause 1. The parties agree.\n'.repeat(20_000);
    const notes = await storedFile(user.id, 'notes.txt', 'text/plain', (file) => fs.writeFileSync(file, text));
    expect(
      (await requestExport(apiRequest('/api/v1/auth/account/export', { method: 'POST', jar: user.jar }), routeCtx() as never)).status,
    ).toBe(202);

    const wholeReads = jest.spyOn(LocalStorage.prototype, 'get');
    const wholeWrites = jest.spyOn(LocalStorage.prototype, 'put');
    const start = process.memoryUsage().rss;
    let peak = start;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      expect(await buildDataExports()).toBe(1);
    } finally {
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    // No blob read or written whole: files come in as streams, the ZIP goes out as a file.
    const whole = { reads: wholeReads.mock.calls.map(([key]) => key), writes: wholeWrites.mock.calls.map(([key]) => key) };
    wholeReads.mockRestore();
    wholeWrites.mockRestore();
    expect(whole).toEqual({ reads: [], writes: [] });
    // A size, not a duration: the process grew by less than the 200 MB file it exported — read whole, it
    // alone would add that much. The margin is the garbage collector's: on a machine with both cores
    // busy it runs later: the process grew by 127 MB there (a fresh-clone CI run beside two busy loops).
    expect(Math.round((peak - start) / MB)).toBeLessThan(BIG / MB - 50);

    const [row] = await db().db.select().from(t.dataExports).where(eq(t.dataExports.userId, user.id));
    expect(row.status).toBe('READY');
    const zipPath = path.join(storageDir, row.storageKey!);
    expect(fs.statSync(zipPath).size).toBe(row.sizeBytes);
    const entries = centralDirectory(zipPath);
    const byName = Object.fromEntries(entries.map((e) => [e.name, e]));
    expect(entries.map((e) => e.name)).toEqual([
      'data.json',
      'README.txt',
      `files/${big.id}-scan of the title.pdf`,
      `files/${picture.id}-Niño.jpg`,
      `files/${notes.id}-notes.txt`,
    ]);
    // Compressed formats stored as they are, the rest deflated.
    expect(entries.map((e) => e.method)).toEqual([8, 8, 0, 0, 8]);
    expect(byName[`files/${big.id}-scan of the title.pdf`]).toMatchObject({ size: BIG, compressed: BIG });
    expect(byName[`files/${notes.id}-notes.txt`].compressed).toBeLessThan(text.length / 10);
    for (const entry of entries) await checkEntry(zipPath, entry);
    expect((await checkEntry(zipPath, byName[`files/${picture.id}-Niño.jpg`]))!.equals(photo)).toBe(true);
    expect((await checkEntry(zipPath, byName[`files/${notes.id}-notes.txt`]))!.toString()).toBe(text);
    const data = JSON.parse((await checkEntry(zipPath, byName['data.json']))!.toString());
    expect(data.files.map((f: { id: string }) => f.id).sort()).toEqual([big.id, picture.id, notes.id].sort());

    // The download streams the same bytes, with their length.
    const res = await download(
      apiRequest(`/api/v1/auth/account/export/${row.id}/download`, { jar: user.jar }),
      routeCtx({ id: row.id }) as never,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(row.sizeBytes));
    let downloaded = 0;
    const reader = res.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) downloaded += read.value.length;
    expect(downloaded).toBe(row.sizeBytes);
  }, 120_000);
});
