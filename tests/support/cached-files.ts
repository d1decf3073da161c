import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The finished files of an image cache's folder (none being written, none if it is not there yet) whose names end in
 * `ending`, by name: each with its inode and modification time, which a file drawn again would change. */
export const cachedFiles = async (dir: string, ending = '') => {
  const names = (await readdir(dir).catch(() => []))
    .filter((name) => name.endsWith(ending) && !name.endsWith('.tmp'))
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const { ino, mtimeMs } = await stat(join(dir, name));
      return { name, ino, mtimeMs };
    }),
  );
};
