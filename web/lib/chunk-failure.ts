import { persisted } from './persisted';

/** How long a page's code may take to arrive before it counts as failed (a phone that lost its signal mid-load). */
export const CHUNK_TIMEOUT_MS = 120_000;
/** At most one automatic reload in this time: a second failure within it shows the error page instead. */
export const RELOAD_GAP_MS = 60_000;

export type ChunkFailureStep = 'reload' | 'show-error';

/**
 * What to do when a page's code could not be loaded: reload the page — a new version of the store may have replaced
 * its chunks, or the network dropped the request — unless this tab already reloaded for that less than a minute ago
 * (or that time lies ahead: a clock set back), when it shows the error page with "Reintentar" rather than reloading in
 * a loop.
 */
export const afterChunkFailure = (lastReloadAt: number | null, now: number): ChunkFailureStep =>
  lastReloadAt !== null && now - lastReloadAt < RELOAD_GAP_MS ? 'show-error' : 'reload';

/** A page's code, or a failure once `ms` passed without it. */
export const within = <T>(loading: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The page's code did not arrive within ${ms} ms`)), ms);
    void loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });

const parseTime = (data: unknown): number | null => (typeof data === 'number' && Number.isFinite(data) ? data : null);

const sessionStore = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

type Browser = {
  /** Where the time of the last reload is kept: this tab's sessionStorage. */
  readonly storage: () => Storage | null;
  readonly now: () => number;
  readonly reload: () => void;
  /** Whether the browser thinks it is online (`navigator.onLine`); offline a reload shows only the browser's error. */
  readonly online?: () => boolean;
};

/**
 * Recovers from failed chunks in one tab. `failed()` reloads the page (and says so) or answers that the error page is
 * due; a tab that cannot remember when it reloaded (storage blocked) never reloads by itself: it could loop; an offline
 * browser never reloads (not even for Vite's preload of a page's shared code).
 * `quietly` loads code whose failure must not reload the page — a page loaded ahead, a part hydrated late: the
 * shopper asked for neither, and the move or the next page tries again. `preloadFailed` answers Vite's
 * `vite:preloadError` (code the shopper waits for did not arrive: a panel, a page), except meanwhile.
 */
export const chunkRecovery = ({ storage, now, reload, online = () => true }: Browser) => {
  const lastReload = persisted('fornido.recarga', 1, parseTime, storage);
  let reloading = false;
  let quiet = 0;
  const failed = (): ChunkFailureStep => {
    if (reloading) return 'reload';
    // Offline a reload would swap the store for the browser's own error page: the store's says "Sin conexión".
    if (!online()) return 'show-error';
    const at = now();
    if (afterChunkFailure(lastReload.read(), at) === 'show-error' || !lastReload.write(at)) return 'show-error';
    reloading = true;
    reload();
    return 'reload';
  };
  return {
    failed,
    quietly: async <T>(load: () => Promise<T>): Promise<T> => {
      quiet += 1;
      try {
        return await load();
      } finally {
        quiet -= 1;
      }
    },
    preloadFailed: (): void => {
      if (quiet === 0) failed();
    },
  };
};

/** This tab's recovery: for the page's moves, its first load, the parts hydrated late and Vite's `vite:preloadError`. */
export const pageChunks = chunkRecovery({
  storage: sessionStore,
  now: () => Date.now(),
  reload: () => window.location.reload(),
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
});
