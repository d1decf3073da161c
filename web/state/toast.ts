import { proxy } from 'valtio';

export type Toast = {
  readonly id: number;
  readonly message: string;
  readonly tone: 'info' | 'error';
  readonly sticky: boolean;
};

/** The one short message shown at the bottom of the screen and read out by screen readers. */
export const toastStore = proxy<{ toast: Toast | null }>({ toast: null });

let nextId = 1;

/** Shows a message; a sticky one (something the shopper must read, like cart changes) stays until closed. */
export const notify = (message: string, options: { tone?: Toast['tone']; sticky?: boolean } = {}): void => {
  toastStore.toast = { id: nextId++, message, tone: options.tone ?? 'info', sticky: options.sticky ?? false };
};

/** Hides the message with that id (a newer message is left alone). */
export const dismissToast = (id: number): void => {
  if (toastStore.toast?.id === id) toastStore.toast = null;
};
