import { isNewerVersion } from '../sw/routing';

export const UNSUPPORTED = 'serviceWorker is not supported in current browser!';

/**
 * Registers the store's service worker (/sw.js, scope /): the offline page and kept pictures. A browser without
 * service workers, or one that refuses them (private modes), is left as it is: only a debug line says so.
 * When a newer version takes over while this page is open, the page's next link is followed as a full page load, so
 * it leaves its old code instead of asking the server for chunks of a build that is gone.
 */
export const registerServiceWorker = async (): Promise<void> => {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker) {
    console.debug(UNSUPPORTED);
    return;
  }
  const container = navigator.serviceWorker;
  const ownEntry = document.querySelector('script[type="module"][src^="/assets/"]')?.getAttribute('src') ?? null;
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isNewerVersion(event.data, ownEntry)) document.addEventListener('click', followInFull, { capture: true });
  });
  container.startMessages();
  try {
    await container.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.debug('the service worker could not be registered', error);
  }
};

/** Keeps the app's router from handling a click on a link of this store: the browser then loads the page in full. */
const followInFull = (event: MouseEvent) => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link instanceof HTMLAnchorElement && link.origin === location.origin && !link.target && !link.download)
    event.stopPropagation();
};
