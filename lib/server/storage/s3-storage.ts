import 'server-only';
import { assertStorageKey, type FileStorage } from './file-storage';
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';

type S3Options = {
  bucket: string;
  region: string;
  /** e.g. http://localhost:9000 for MinIO, https://<account>.r2.cloudflarestorage.com for R2. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/**
 * S3-compatible storage over fetch, signed (AWS Signature V4) by aws4fetch: three verbs are all we
 * need, so no SDK. The payload hash is signed too (aws4fetch would send UNSIGNED-PAYLOAD for s3).
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: AwsClient;
  constructor(private readonly options: S3Options) {
    // retries: 0 — a failed upload is reported to the user, not retried behind their back.
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
      retries: 0,
    });
  }

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
    const headers: Record<string, string> = {
      'x-amz-content-sha256': createHash('sha256')
        .update(body ?? '')
        .digest('hex'),
    };
    if (contentType) headers['content-type'] = contentType;
    const signed = await this.client.sign(url.toString(), {
      method,
      headers,
      body: body ? Buffer.from(body) : undefined,
      aws: { allHeaders: true },
    });
    return fetch(signed, { signal: AbortSignal.timeout(30_000) });
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
