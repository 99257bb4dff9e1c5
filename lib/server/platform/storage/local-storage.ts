import 'server-only';
import { constants } from 'node:fs';
import { copyFile, link, mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage';

/** A stream's read size: larger than Node's 64 kB, so a big file takes fewer turns of the event loop. */
const READ_CHUNK_BYTES = 256 * 1024;

export class LocalStorage implements FileStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathFor(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const file = this.pathFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data, { flag: 'wx', mode: 0o600 });
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.pathFor(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async getStream(key: string): Promise<Readable | null> {
    try {
      // Opened first, so a missing file is a null here rather than an error on the stream later.
      const handle = await open(this.pathFor(key), 'r');
      return handle.createReadStream({ highWaterMark: READ_CHUNK_BYTES });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /**
   * A hard link when the file is on the storage's filesystem (no byte copied), else a kernel copy (no
   * bytes through JavaScript); never over an existing blob, like put's 'wx'.
   */
  async putFile(key: string, filePath: string): Promise<void> {
    const file = this.pathFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await link(filePath, file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
      await copyFile(filePath, file, constants.COPYFILE_EXCL);
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }
}
