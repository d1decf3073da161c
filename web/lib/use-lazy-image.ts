import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { MAX_ATTEMPTS, rememberLoaded, RETRY_DELAY_MS, wasLoaded, whenNearViewport } from './lazy-images';

/** What `<img>` needs from the loader: its ref, whether to load now, its key and its event handlers. */
export type LazyImage = {
  readonly ref: RefObject<HTMLImageElement | null>;
  /** True once the picture should load now (near the viewport, seen before, or being retried). */
  readonly eager: boolean;
  /** Bumped on each retry; used as the element's key so the browser makes a fresh request. */
  readonly attempt: number;
  readonly onLoad: () => void;
  readonly onError: () => void;
};

/** What this browser remembers is only read, never watched: a picture loaded meanwhile is already on screen. */
const unwatched = () => () => undefined;

/**
 * The loading state of one picture, identified by `url` (its srcset). The first render is the same on
 * the server and in the browser (lazy, first attempt); only effects after mount change it.
 */
export const useLazyImage = (url: string, priority: boolean): LazyImage => {
  const ref = useRef<HTMLImageElement | null>(null);
  const [eager, setEager] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const tries = useRef(1);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A picture this browser loaded before comes from its cache: load it at once. False on the server and while
  // hydrating, so the first render is the server's.
  const seen = useSyncExternalStore(
    unwatched,
    () => wasLoaded(url),
    () => false,
  );

  const onLoad = useCallback(() => rememberLoaded(url), [url]);
  const onError = useCallback(() => {
    if (tries.current >= MAX_ATTEMPTS) return;
    const delay = RETRY_DELAY_MS * tries.current;
    tries.current += 1;
    clearTimeout(retryTimer.current);
    retryTimer.current = setTimeout(() => {
      setEager(true);
      setAttempt((n) => n + 1);
    }, delay);
  }, []);

  useEffect(() => {
    tries.current = 1;
    const img = ref.current;
    if (!img) return;
    // The load or error may have happened before hydration attached the handlers.
    if (img.complete && img.currentSrc) {
      if (img.naturalWidth > 0) rememberLoaded(url);
      else onError();
      return;
    }
    if (priority || seen) return;
    return whenNearViewport(img, () => setEager(true));
  }, [url, priority, seen, onError]);

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  return { ref, eager: eager || seen, attempt, onLoad, onError };
};
