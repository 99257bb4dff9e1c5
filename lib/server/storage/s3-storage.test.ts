import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { S3Storage } from './s3-storage';

/** A tiny S3 stand-in: keeps objects in memory and insists on a SigV4 Authorization header. */
function fakeS3(): Promise<{ server: Server; url: string; requests: { method: string; path: string; auth: string }[] }> {
  const objects = new Map<string, Buffer>();
  const requests: { method: string; path: string; auth: string }[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const auth = String(req.headers.authorization ?? '');
    requests.push({ method: req.method!, path: req.url!, auth });
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
