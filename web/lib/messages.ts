/** What the shopper reads when the store could not be reached at all. */
export const OFFLINE_MESSAGE = 'No pudimos conectarnos. Revisa tu conexión e inténtalo de nuevo.';
