import 'server-only';
import { createHash, createHmac } from 'node:crypto';

export type SigV4Credentials = { accessKeyId: string; secretAccessKey: string; region: string; service: string };

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 3986 encoding as SigV4 wants it (S3 keeps "/" in paths). */
function encodeRfc3986(value: string, keepSlash: boolean): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, keepSlash ? '/' : '%2F');
}

/** `20130524T000000Z` */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[:-]|\.\d{3}/g, '');
}

/**
 * AWS Signature Version 4 for one request (the path is taken as already URI-encoded by the caller's
 * URL). Returns the Authorization header; the caller must send exactly the headers it signed.
 */
export function signV4(options: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  credentials: SigV4Credentials;
  date: Date;
}): string {
  const { method, url, headers, payloadHash, credentials, date } = options;
  const stamp = amzDate(date);
  const day = stamp.slice(0, 8);
  const lower = Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')] as const);
  lower.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonicalHeaders = lower.map(([k, v]) => `${k}:${v}\n`).join('');
  const signedHeaders = lower.map(([k]) => k).join(';');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encodeRfc3986(k, false), encodeRfc3986(v, false)])
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalPath = url.pathname.split('/').map((s) => encodeRfc3986(decodeURIComponent(s), false)).join('/');
  const canonicalRequest = [method, canonicalPath || '/', query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const kDate = hmac(`AWS4${credentials.secretAccessKey}`, day);
  const kSigning = hmac(hmac(hmac(kDate, credentials.region), credentials.service), 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
