import 'server-only';
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { Readable, Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';
import { Zip, type AsyncFlateStreamHandler, type ZipInputFile } from 'fflate';

/**
 * The most a ZIP without ZIP64 (fflate writes none) can hold: sizes and offsets are 32-bit. A
 * person's exported files stay far below it (20 MB per file set); more is refused, not corrupted.
 */
const ZIP32_MAX_BYTES = 0xffff_ffff;

/** The file's write buffer: a few chunks, so the disk is kept busy without the heap holding more. */
const WRITE_BUFFER_BYTES = 1024 * 1024;

/** Types that are compressed already (every type an upload may have): stored, not deflated again. */
const COMPRESSED =
  /^(image\/(jpeg|png|webp|gif|avif|heic)|application\/(pdf|zip|gzip|x-7z-compressed)|application\/vnd\.openxmlformats-officedocument\..*|video\/.*|audio\/.*)$/;

export const isCompressedType = (contentType: string): boolean => COMPRESSED.test(contentType.toLowerCase());

/**
 * One entry as fflate's Zip takes it (its documented ZipInputFile): the bytes as they will be in the
 * archive, with the size and CRC-32 of the original filled in before the last chunk. The checksum is
 * Node's native crc32 and the compression Node's zlib (off the main thread): fflate's own are
 * JavaScript, about ten times slower on a large file.
 */
class NativeEntry implements ZipInputFile {
  size = 0;
  crc = 0;
  ondata?: AsyncFlateStreamHandler;
  constructor(
    readonly filename: string,
    readonly compression: 0 | 8,
  ) {}
}

/**
 * A ZIP written to a file on disk as it is made, in memory bounded by a chunk: entries one after
 * the other (fflate's streaming Zip), each chunk written before the next is read (the file's write
 * buffer drained), so neither a large file nor a slow disk grows the heap, and the event loop turns
 * between chunks. An entry is stored (already compressed: pictures, PDF, Office files) or deflated.
 */
export class ZipFileWriter {
  private readonly out: WriteStream;
  private readonly zip: Zip;
  private failure: Error | undefined;
  private drain: Promise<unknown> | undefined;
  /** Bytes of the archive so far. */
  private bytes = 0;

  constructor(filePath: string) {
    // 'wx' and 0600: a fresh file only its process reads (a person's data), never an existing one.
    this.out = createWriteStream(filePath, { flags: 'wx', mode: 0o600, highWaterMark: WRITE_BUFFER_BYTES });
    this.out.on('error', (error) => (this.failure ??= error));
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure ??= error;
        return;
      }
      this.bytes += chunk.length;
      if (this.bytes > ZIP32_MAX_BYTES) this.failure ??= new Error('The export is larger than a ZIP file can hold.');
      if (!this.out.write(chunk) && !this.drain) this.drain = once(this.out, 'drain').finally(() => (this.drain = undefined));
      if (final) this.out.end();
    });
  }

  /** Waits while the file's write buffer is full; throws what went wrong so far. */
  private async flow(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.drain) await this.drain;
    if (this.failure) throw this.failure;
  }

  /**
   * An entry read from a stream (or held in memory: data.json), chunk by chunk: counted and
   * checksummed as it comes, deflated when `deflate`, each chunk on disk before the next is read.
   */
  async add(name: string, source: Readable | Uint8Array, deflate: boolean): Promise<void> {
    const entry = new NativeEntry(name, deflate ? 8 : 0);
    this.zip.add(entry);
    const input = source instanceof Uint8Array ? Readable.from([source]) : source;
    const count = (chunk: Buffer) => {
      entry.crc = crc32(chunk, entry.crc);
      entry.size += chunk.length;
    };
    const write = async (data: AsyncIterable<Buffer>, counted: boolean) => {
      for await (const chunk of data) {
        if (!counted) count(chunk);
        entry.ondata!(null, chunk as Uint8Array<ArrayBuffer>, false);
        await this.flow();
      }
    };
    if (deflate) {
      // Counted before the deflater (the checksum and size are of the original bytes).
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          count(chunk);
          done(null, chunk);
        },
      });
      await pipeline(input, counter, createDeflateRaw({ level: 6 }), (data: AsyncIterable<Buffer>) => write(data, true));
    } else {
      await pipeline(input, (data: AsyncIterable<Buffer>) => write(data, false));
    }
    entry.ondata!(null, new Uint8Array(0), true);
    await this.flow();
  }

  /** Writes the central directory and closes the file; resolves with the archive's size once it is on disk. */
  async close(): Promise<number> {
    this.zip.end();
    await finished(this.out);
    if (this.failure) throw this.failure;
    return this.bytes;
  }

  /** Gives up: the file is closed (the caller removes it). */
  abort(): void {
    this.zip.terminate();
    this.out.destroy();
  }
}
