import 'server-only';
import sharp from 'sharp';
import { AppError } from '@/lib/server/platform/http/errors';

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
/** A set of files kept together (a meeting's, a work item's): per-set count and total size. */
export type FileSetRules = { maxFiles: number; maxTotalMb: number; extensions: readonly string[] };
export type FileSetTotals = { count: number; bytes: number };
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
  if (!value || typeof value === 'string' || (value.size === 0 && !value.name)) {
    throw new AppError('BAD_REQUEST', 'common.required', { key: 'FILE_REQUIRED' });
  }
  if (value.size === 0) throw emptyFile(value);
  if (value.size > rules.maxMb * 1024 * 1024) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'storage.fileTooLarge', { key: 'FILE_TOO_LARGE', params: { max: rules.maxMb } });
  }
  const declared = extensionOf(value.name);
  const expected = SNIFFED[declared];
  if (!rules.extensions.includes(declared) || !expected) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'auth.fileType', { key: 'FILE_TYPE' });
  }
  const data = new Uint8Array(await value.arrayBuffer());
  const { fileTypeFromBuffer } = await import('file-type/core');
  const sniffed = await fileTypeFromBuffer(data);
  if (!sniffed || sniffed.ext !== expected.ext || sniffed.mime !== expected.mime) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'auth.fileType', { key: 'FILE_TYPE' });
  }
  return { data, ext: expected.ext, mime: expected.mime, originalName: cleanFileName(value.name), size: data.byteLength };
}

/** A named file of zero bytes: refused, never stored as nothing (a blank file input sends no name). */
function emptyFile(file: File): AppError {
  return new AppError('BAD_REQUEST', 'storage.fileEmpty', { key: 'FILE_EMPTY', params: { name: cleanFileName(file.name) } });
}

// 400 rather than 413/415: spec §8 shows the server's message for a 400 only ("Failed to create meeting" otherwise).
const tooManyFiles = (rules: FileSetRules) =>
  new AppError('BAD_REQUEST', 'storage.tooManyFiles', {
    key: 'TOO_MANY_FILES',
    params: { maxFiles: rules.maxFiles, maxTotalMb: rules.maxTotalMb },
  });
const setTooLarge = (rules: FileSetRules) =>
  new AppError('BAD_REQUEST', 'storage.fileTooLarge', { key: 'FILES_TOO_LARGE', params: { max: rules.maxTotalMb } });

/** The set's budget, counting what it already holds. Checked before any blob is written and again under the set's lock. */
export function checkFileSetBudget(files: { size: number }[], existing: FileSetTotals, rules: FileSetRules): void {
  if (existing.count + files.length > rules.maxFiles) throw tooManyFiles(rules);
  if (files.reduce((sum, f) => sum + f.size, existing.bytes) > rules.maxTotalMb * 1024 * 1024) throw setTooLarge(rules);
}

/**
 * Spec §5: the files of one request checked against the set's budget (what it already holds
 * counted) and each proven by its bytes. A part with no name and no bytes is a file input left
 * blank and is skipped; a named zero-byte file is a 400. Nothing is stored here. Every refusal is a
 * 400 with the server's message.
 */
export async function checkFileSet(
  entries: FormDataEntryValue[],
  rules: FileSetRules,
  existing: FileSetTotals = { count: 0, bytes: 0 },
): Promise<CheckedUpload[]> {
  if (entries.some((f) => typeof f === 'string')) throw new AppError('BAD_REQUEST', 'auth.fileType', { key: 'FILE_TYPE' });
  const list = (entries as File[]).filter((f) => f.size > 0 || f.name);
  const empty = list.find((f) => f.size === 0);
  if (empty) throw emptyFile(empty);
  checkFileSetBudget(list, existing, rules);
  const checked: CheckedUpload[] = [];
  for (const file of list) {
    try {
      checked.push(await checkUpload(file, { maxMb: rules.maxTotalMb, extensions: rules.extensions }));
    } catch (error) {
      if (error instanceof AppError && error.code !== 'BAD_REQUEST')
        throw new AppError('BAD_REQUEST', error.errorKey, { key: error.key, params: error.params });
      throw error;
    }
  }
  return checked;
}

/** The stored portrait (lawyer, notary, account avatar): square, large enough for a 2× profile header, small enough for a phone. */
const PICTURE_SIZE_PX = 640;
/** A decompression-bomb guard: a 10 MB file may not claim more pixels than a 50-megapixel camera (sharp's own limit is 268 MP). */
export const MAX_PICTURE_INPUT_PIXELS = 50_000_000;

/**
 * A picture upload: checked (size, extension, magic bytes), then decoded and re-encoded by sharp —
 * turned upright from its EXIF orientation, cropped to a square around the face-likely centre,
 * resized to PICTURE_SIZE_PX and written as WebP. Re-encoding drops every metadata block (EXIF with
 * GPS, XMP, comments) and whatever a crafted file carried besides its pixels. A file that does not
 * decode, or claims more than MAX_PICTURE_INPUT_PIXELS, is refused here (400), so nothing stored
 * can fail to decode when it is served.
 */
export async function checkPicture(value: FormDataEntryValue | null | undefined, rules: UploadRules): Promise<CheckedUpload> {
  const upload = await checkUpload(value, rules);
  let data: Buffer;
  try {
    data = await sharp(upload.data, { limitInputPixels: MAX_PICTURE_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PICTURE_SIZE_PX, PICTURE_SIZE_PX, { fit: 'cover', position: 'attention', withoutEnlargement: false })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('BAD_REQUEST', 'auth.pictureUnreadable', { key: 'PICTURE_UNREADABLE' });
  }
  const name = upload.originalName.replace(/\.[^.]*$/, '') + '.webp';
  return { data: new Uint8Array(data), ext: 'webp', mime: 'image/webp', originalName: name, size: data.byteLength };
}
