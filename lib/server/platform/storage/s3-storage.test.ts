import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { S3Storage } from './s3-storage';

/** A tiny S3 stand-in: keeps objects in memory and insists on a SigV4 Authorization header. */
type Seen = { method: string; path: string; auth: string; headers: IncomingMessage['headers'] };
function fakeS3(): Promise<{ server: Server; url: string; requests: Seen[] }> {
  const objects = new Map<string, Buffer>();
  const requests: Seen[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const auth = String(req.headers.authorization ?? '');
    requests.push({ method: req.method!, path: req.url!, auth, headers: req.headers });
    if (!auth.startsWith('AWS4-HMAC-SHA256 Credential=key/')) return res.writeHead(403).end();
    if (req.method === 'PUT') objects.set(req.url!, Buffer.concat(chunks));
    if (req.method === 'DELETE') objects.delete(req.url!);
    if (req.method === 'GET') {
      const body = objects.get(req.url!);
      return body ? res.writeHead(200).end(body) : res.writeHead(404).end();
    }
    res.writeHead(req.method === 'DELETE' ? 204 : 200).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests })),
  );
}

describe('S3Storage (path style, S3-compatible endpoint)', () => {
  it('puts, gets and deletes objects with signed requests', async () => {
    const { server, url, requests } = await fakeS3();
    try {
      const storage = new S3Storage({
        bucket: 'uploads',
        region: 'ap-southeast-1',
        endpoint: url,
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      });
      const key = 'picture/123e4567-e89b-12d3-a456-426614174000.png';
      await storage.put(key, new Uint8Array([1, 2, 3]), 'image/png');
      expect(Buffer.from((await storage.get(key))!)).toEqual(Buffer.from([1, 2, 3]));
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `PUT /uploads/${key}`,
        `GET /uploads/${key}`,
        `DELETE /uploads/${key}`,
        `GET /uploads/${key}`,
      ]);
      expect(requests[0].auth).toMatch(
        /\/ap-southeast-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
      );
      await expect(storage.get('../etc/passwd')).rejects.toThrow('Invalid storage key');
    } finally {
      server.close();
    }
  });
});

describe('S3Storage streams large blobs', () => {
  it('puts a file from disk with its length and signed hash (never chunked), and reads it back as a stream', async () => {
    const { server, url, requests } = await fakeS3();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-s3-'));
    try {
      const storage = new S3Storage({
        bucket: 'uploads',
        region: 'ap-southeast-1',
        endpoint: url,
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      });
      const bytes = randomBytes(3 * 1024 * 1024 + 17);
      const file = path.join(dir, 'export.zip');
      fs.writeFileSync(file, bytes);
      const key = 'data-exports/123e4567-e89b-12d3-a456-426614174000.zip';
      await storage.putFile(key, file, 'application/zip');
      const put = requests.at(-1)!;
      expect(put).toMatchObject({ method: 'PUT', path: `/uploads/${key}` });
      expect(put.headers['content-length']).toBe(String(bytes.length));
      expect(put.headers['transfer-encoding']).toBeUndefined();
      expect(put.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(put.auth).toMatch(/SignedHeaders=content-length;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/);

      const stream = await storage.getStream(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream!) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
      expect(await storage.getStream('data-exports/00000000-0000-4000-8000-000000000000.zip')).toBeNull();
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
