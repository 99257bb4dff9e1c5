import 'server-only';
import { AppError } from '@/lib/server/http/errors';
import { AUTH_MESSAGES, MESSAGES, fileSizeMessage } from '@/lib/validation/messages';

/** Extensions we can prove by magic bytes, and the type each must sniff as. */
const SNIFFED: Record<string, { ext: string; mime: string }> = {
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
  gif: { ext: 'gif', mime: 'image/gif' },
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};

export type UploadRules = { maxMb: number; extensions: readonly string[] };
export type CheckedUpload = { data: Uint8Array; ext: string; mime: string; originalName: string; size: number };

function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  return match ? match[1].toLowerCase() : '';
}

/**
 * Control characters, and the invisible format characters that reorder or hide text: bidi
 * overrides and isolates (U+202A–202E, U+2066–2069; "invoice\u202Efdp.exe" shows as "invoiceexe.pdf"),
 * marks (U+200E/F, U+061C), zero-width characters and the BOM.
 */
const INVISIBLE_FORMAT_CHARACTERS = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f"<>|:*?]/g;

/** Display-safe original name (it is shown and put in Content-Disposition, never used as a path). */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const cleaned = base.replace(INVISIBLE_FORMAT_CHARACTERS, '').replace(UNSAFE_NAME_CHARACTERS, '_').trim().slice(-120);
  return cleaned || 'file';
}

/**
 * ASVS 5.2: size, extension AND content. The extension must be on the allow-list and the bytes must
 * sniff (file-type) as that same type — a `.pdf` that is really an executable is refused.
 */
export async function checkUpload(value: FormDataEntryValue | null | undefined, rules: UploadRules): Promise<CheckedUpload> {
  if (!value || typeof value === 'string' || value.size === 0) {
    throw new AppError('BAD_REQUEST', MESSAGES.required, { key: 'FILE_REQUIRED' });
  }
  if (value.size > rules.maxMb * 1024 * 1024) {
    throw new AppError('PAYLOAD_TOO_LARGE', fileSizeMessage(rules.maxMb), { key: 'FILE_TOO_LARGE' });
  }
  const declared = extensionOf(value.name);
  const expected = SNIFFED[declared];
  if (!rules.extensions.includes(declared) || !expected) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', AUTH_MESSAGES.fileType, { key: 'FILE_TYPE' });
  }
  const data = new Uint8Array(await value.arrayBuffer());
  const { fileTypeFromBuffer } = await import('file-type/core');
  const sniffed = await fileTypeFromBuffer(data);
  if (!sniffed || sniffed.ext !== expected.ext || sniffed.mime !== expected.mime) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', AUTH_MESSAGES.fileType, { key: 'FILE_TYPE' });
  }
  return { data, ext: expected.ext, mime: expected.mime, originalName: cleanFileName(value.name), size: data.byteLength };
}
