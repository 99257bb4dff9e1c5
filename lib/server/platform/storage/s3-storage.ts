import 'server-only';
import { assertStorageKey, type FileStorage } from './file-storage';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AwsClient, AwsV4Signer } from 'aws4fetch';

type S3Options = {
  bucket: string;
  region: string;
  /** e.g. http://localhost:9000 for MinIO, https://<account>.r2.cloudflarestorage.com for R2. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** A streamed request's socket may be idle this long (a slow bucket), with no bound on the whole transfer. */
const STREAM_IDLE_MS = 60_000;

/**
 * S3-compatible storage over fetch, signed (AWS Signature V4) by aws4fetch: three verbs are all we
 * need, so no SDK. The payload hash is signed too (aws4fetch would send UNSIGNED-PAYLOAD for s3).
 * Large blobs go through node:http(s) instead of fetch: a streamed PUT needs its Content-Length
 * (S3 refuses chunked uploads) and a streamed GET must not be cut by a timeout on the whole body.
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

  /** Signed headers for a request whose payload hash is already known. */
  private async signedHeaders(method: 'PUT' | 'GET', key: string, headers: Record<string, string>): Promise<Record<string, string>> {
    const { accessKeyId, secretAccessKey, region } = this.options;
    const signer = new AwsV4Signer({
      method,
      url: this.urlFor(key).toString(),
      headers: { 'x-amz-content-sha256': createHash('sha256').update('').digest('hex'), ...headers },
      accessKeyId,
      secretAccessKey,
      region,
      service: 's3',
      allHeaders: true,
    });
    const signed = await signer.sign();
    return Object.fromEntries(signed.headers);
  }

  /** One request over node:http(s); `body` streamed into it. Resolves with the response (its body unread). */
  private streamRequest(method: 'PUT' | 'GET', key: string, headers: Record<string, string>, body?: Readable): Promise<IncomingMessage> {
    const url = this.urlFor(key);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(url, { method, headers, timeout: STREAM_IDLE_MS }, resolve);
      req.on('timeout', () => req.destroy(new Error(`S3 ${method} ${key}: no answer for ${STREAM_IDLE_MS / 1000} s`)));
      req.on('error', reject);
      if (body) pipeline(body, req).catch(reject);
      else req.end();
    });
  }

  async getStream(key: string): Promise<Readable | null> {
    const res = await this.streamRequest('GET', key, await this.signedHeaders('GET', key, {}));
    if (res.statusCode === 404) {
      res.resume();
      return null;
    }
    if (res.statusCode !== 200) {
      res.resume();
      throw new Error(`S3 GET ${key} failed: ${res.statusCode}`);
    }
    // An idle socket while the caller reads ends the stream with an error rather than hanging it.
    res.setTimeout(STREAM_IDLE_MS, () => res.destroy(new Error(`S3 GET ${key}: no data for ${STREAM_IDLE_MS / 1000} s`)));
    return res;
  }

  /** One PUT of the file, read twice from disk: once for the signed payload hash, once as the body. */
  async putFile(key: string, filePath: string, contentType: string): Promise<void> {
    const { size } = await stat(filePath);
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
    const headers = await this.signedHeaders('PUT', key, {
      'x-amz-content-sha256': hash.digest('hex'),
      'content-type': contentType,
      'content-length': String(size),
    });
    const res = await this.streamRequest('PUT', key, headers, createReadStream(filePath));
    let answer = '';
    for await (const chunk of res) if (answer.length < 500) answer += String(chunk);
    if (res.statusCode !== 200) throw new Error(`S3 PUT ${key} failed: ${res.statusCode} ${answer}`.slice(0, 500));
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
  }
}
