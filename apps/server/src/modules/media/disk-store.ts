import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertMediaKey, type MediaStore, type StoredObject } from './media-store.ts';

/**
 * Images as files under one directory (`DATA_DIR/media` by default). A file is written to a
 * temporary name and renamed into place, so a reader never sees half an image.
 */
export class DiskMediaStore implements MediaStore {
  readonly kind = 'disk';
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertMediaKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    if (fs.existsSync(target)) return;
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.part`;
    await fs.promises.writeFile(temporary, bytes);
    await fs.promises.rename(temporary, target);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const stat = await fs.promises.stat(file);
      return { body: fs.createReadStream(file), sizeInBytes: stat.size, contentType: 'image/webp' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
