import 'server-only';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileKeyPattern, type FileStorage, type FileVisibility, type StoredObject } from './file-keys';

/**
 * Files on the server's own disk: DATA_DIR/files/<visibility>/<key>, with the content type in a
 * sidecar `<key>.type` file so a read needs no database. Only server-made keys are accepted, so a
 * key can never climb out of its folder.
 */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'files');
  }

  private pathOf(key: string, visibility: FileVisibility): string {
    if (!fileKeyPattern.test(key)) throw new Error(`invalid file key: ${key}`);
    return path.join(this.root, visibility, key);
  }

  async put(key: string, bytes: Uint8Array, contentType: string, visibility: FileVisibility = 'public'): Promise<void> {
    const file = this.pathOf(key, visibility);
    await mkdir(path.dirname(file), { recursive: true });
    // 'wx': a key is written once; a clash of random ids fails loudly instead of overwriting.
    await writeFile(file, bytes, { flag: 'wx' });
    await writeFile(`${file}.type`, contentType, { flag: 'wx' });
  }

  async get(key: string, visibility: FileVisibility = 'public'): Promise<StoredObject | null> {
    if (!fileKeyPattern.test(key)) return null;
    const file = this.pathOf(key, visibility);
    try {
      const [bytes, contentType] = await Promise.all([
        readFile(file),
        readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream'),
      ]);
      return { bytes: new Uint8Array(bytes), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string, visibility: FileVisibility = 'public'): Promise<void> {
    const file = this.pathOf(key, visibility);
    await rm(file, { force: true });
    await rm(`${file}.type`, { force: true });
  }
}
