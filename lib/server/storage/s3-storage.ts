import 'server-only';
import type { FileStorage } from './storage';
import { assertStorageKey } from './storage';
import { amzDate, sha256Hex, signV4 } from './sigv4';

type S3Options = {
  bucket: string;
  region: string;
  /** e.g. http://localhost:9000 for MinIO, https://<account>.r2.cloudflarestorage.com for R2. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** S3-compatible storage over fetch + SigV4 (no SDK: three verbs are all we need). */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  constructor(private readonly options: S3Options) {}

  private urlFor(key: string): URL {
    assertStorageKey(key);
    const { bucket, region, endpoint, forcePathStyle } = this.options;
    const base = endpoint?.replace(/\/$/, '') ?? `https://s3.${region}.amazonaws.com`;
    if (forcePathStyle) return new URL(`${base}/${bucket}/${key}`);
    const u = new URL(base);
    u.hostname = `${bucket}.${u.hostname}`;
    u.pathname = `/${key}`;
    return u;
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array, contentType?: string): Promise<Response> {
    const url = this.urlFor(key);
    const date = new Date();
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate(date) };
    if (contentType) headers['content-type'] = contentType;
    const authorization = signV4({
      method,
      url,
      headers,
      payloadHash,
      date,
      credentials: { accessKeyId: this.options.accessKeyId, secretAccessKey: this.options.secretAccessKey, region: this.options.region, service: 's3' },
    });
    const sent = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "host"));
    return fetch(url, { method, headers: { ...sent, authorization }, body: body ? Buffer.from(body) : undefined, signal: AbortSignal.timeout(30_000) });
  }

  async put(key: string, data: Uint8Array, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, data, contentType);
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text().catch(() => '')}`.slice(0, 500));
  }

  async get(key: string): Promise<Uint8Array | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
  }
}
