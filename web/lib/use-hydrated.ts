import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the page hydrates, true from the first render after: controls that only work with
 * JavaScript (add to cart, the forms' buttons) stay disabled until then, so an early tap is never lost or sent as a
 * plain form submission.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
