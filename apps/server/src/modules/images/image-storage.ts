import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded image bytes live, by the `storage_key` of their `image` row. A directory today;
 * an S3 bucket (or any blob store) only has to implement these two calls.
 */
export interface ImageStorage {
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  put(key: string, bytes: Buffer): Promise<void>;
}

/** Keys are relative paths such as `spot/12/ab12cd.jpg`; nothing may climb out of the root. */
function resolveKey(root: string, key: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) || key.split('/').includes('..'))
    throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
  return path.join(root, key);
}

export function createFileStorage(root: string): ImageStorage {
  return {
    async get(key) {
      try {
        return await readFile(resolveKey(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async put(key, bytes) {
      const file = resolveKey(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
  };
}
