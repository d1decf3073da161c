/** The store's generic error page, where links, the offline fallback and other systems send a shopper. */
export const ERROR_PATH = '/error/';

// A message is chosen by its code, never read from the address: a message in the URL would let anyone put words on
// the store's own page ("llama a este número para recuperar tu dinero").
const MESSAGES: ReadonlyMap<string, string> = new Map([
  ['400', 'La dirección o los datos que enviaste no son válidos. Revísalos e inténtalo de nuevo.'],
  ['403', 'No tienes permiso para ver esta página. Si crees que es un error, inicia sesión con tu cuenta.'],
  ['405', 'Esa acción no está permitida en esta página.'],
  ['429', 'Hiciste demasiadas solicitudes seguidas. Espera un momento e inténtalo de nuevo.'],
  ['500', 'Tuvimos un problema al mostrar esta página. Inténtalo de nuevo en unos minutos.'],
  ['503', 'La tienda no está disponible en este momento. Inténtalo de nuevo en unos minutos.'],
]);

/** `/error/?codigo=…`: a 404 is the not-found page (with the way home and a search); a known code its message; any
 * other, just "Error". The page itself answers 200: it is a page that exists, not a failure of this request. */
export const errorAddressPage = (
  code: string | null,
): { readonly kind: 'not-found' } | { readonly kind: 'error'; readonly message: string } =>
  code === '404' ? { kind: 'not-found' } : { kind: 'error', message: MESSAGES.get(code ?? '') ?? 'Error' };
