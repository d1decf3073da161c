import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A provider sandbox's state: in memory, and in `file` when given, read again before each use and written after each
 * change (whole, through a temporary file), so the store and the `fornido` command see the same payments and a restart
 * loses none. `trim` keeps the lists short before each write.
 */
export const sandboxFileState = <S extends object>(file: string | undefined, empty: () => S, trim: (s: S) => void) => {
  let state = empty();
  const load = () => {
    if (!file) return;
    try {
      state = { ...empty(), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<S>) };
    } catch {
      // No file yet, or a half-written one from a crash: the state in memory stands.
    }
  };
  const save = () => {
    trim(state);
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(state));
    renameSync(`${file}.tmp`, file);
  };
  load();
  return {
    /** Reads the state as it is now. */
    read: <T>(look: (s: Readonly<S>) => T): T => {
      load();
      return look(state);
    },
    /** Changes the state and keeps it. */
    write: <T>(change: (s: S) => T): T => {
      load();
      const result = change(state);
      save();
      return result;
    },
  };
};
