import { createContext, useContext, useSyncExternalStore } from 'react';

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

/** True on a page that stays server HTML (web/islands/): there a tap on a part not yet live is held and given to it once
 * it is, so its controls are never disabled to wait for their code. */
export const TapsHeld = createContext(false);

/** Whether a control that needs the page's code may take a tap now: once hydrated, or at once where taps are held. */
export const useTappable = (): boolean => {
  const held = useContext(TapsHeld);
  const hydrated = useHydrated();
  return held || hydrated;
};
