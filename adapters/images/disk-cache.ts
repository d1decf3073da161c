import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Bytes from the cache, and whether they were already on disk. */
export type Cached = { readonly bytes: Buffer; readonly hit: boolean };

/** Files made once and kept: rendered pictures, addressed by a key that says everything they depend on. */
export type DiskCache = {
  /** The stored bytes of `key`, or those `create` makes, written atomically; concurrent misses share one `create`. */
  getOrCreate(key: string, create: () => Promise<Buffer>): Promise<Cached>;
};

// Lower-case segments that never start with a dot: no `..`, no hidden files, nothing outside `dir`.
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/**
 * A cache in a directory. Writes go to a temporary file renamed into place, so a reader (in this or
 * another process) sees a whole file or none. A failed write is reported and the bytes still served.
 */
export const diskCache = (dir: string, onWriteError: (error: unknown) => void = () => undefined): DiskCache => {
  const inFlight = new Map<string, Promise<Buffer>>();

  const store = async (path: string, bytes: Buffer) => {
    const temp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(temp, bytes);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      onWriteError(error);
    }
  };

  return {
    getOrCreate: async (key, create) => {
      if (!SAFE_KEY.test(key)) throw new Error(`Unsafe cache key: ${key}`);
      const path = join(dir, ...key.split('/'));
      const cached = await readIfExists(path);
      if (cached) return { bytes: cached, hit: true };
      let pending = inFlight.get(key);
      if (!pending) {
        pending = create()
          .then(async (bytes) => {
            await store(path, bytes);
            return bytes;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return { bytes: await pending, hit: false };
    },
  };
};

const readIfExists = async (path: string): Promise<Buffer | null> => {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};
