import type { CardTokenizer } from '../../core/payments/ports';
import { loadScript } from './load-script';

/** ePayco.js as it sits on `window` once its script ran (PROVIDERS.md §2): a public key, then a token from the form's
 * inputs marked `data-epayco="card[…]"`. */
export type EpaycoJs = {
  setPublicKey(key: string): void;
  token: {
    create(
      form: HTMLFormElement,
      callback: (error: { message?: string } | null | undefined, token?: unknown) => void,
    ): void;
  };
};

/** A card made into a token by the provider's script, or why not, in words for the shopper. */
export type Tokenized = { readonly token: string } | { readonly problem: string };

export const TOKENIZER_UNAVAILABLE =
  'No pudimos cargar el formulario seguro de la tarjeta. Revisa tu conexión e inténtalo de nuevo, o elige otro medio de pago.';

const REFUSED = 'No pudimos validar la tarjeta. Revisa los datos e inténtalo de nuevo.';

/** The tokenizer's own reason, said once: ePayco's sandbox already words it as "No pudimos…". */
const refusal = (message: string | undefined): string =>
  !message ? REFUSED : /^no pudimos/i.test(message) ? message : `No pudimos validar la tarjeta: ${message}`;

/** How long the provider's script may take to answer before the shopper is told to try again. */
const TOKEN_TIMEOUT_MS = 30_000;

type Deps = {
  readonly load?: (src: string) => Promise<void>;
  /** Where the provider's script leaves its object (`window`). */
  readonly scope?: () => { readonly ePayco?: EpaycoJs };
};

const windowScope = () => window as unknown as { readonly ePayco?: EpaycoJs };

/** Asks ePayco.js for a token of the card typed in `form` (the card's fields never reach the store). */
const epaycoToken = (js: EpaycoJs, key: string, form: HTMLFormElement): Promise<Tokenized> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ problem: TOKENIZER_UNAVAILABLE }), TOKEN_TIMEOUT_MS);
    js.setPublicKey(key);
    js.token.create(form, (error, token) => {
      clearTimeout(timer);
      if (error) resolve({ problem: refusal(error.message) });
      else if (typeof token === 'string' && token !== '') resolve({ token });
      else resolve({ problem: REFUSED });
    });
  });

/** Makes a token of the card in `form` with the method's tokenizer: its script is loaded first (once per page). */
export const tokenizeCard = async (
  tokenizer: CardTokenizer,
  form: HTMLFormElement,
  { load = loadScript, scope = windowScope }: Deps = {},
): Promise<Tokenized> => {
  try {
    await load(tokenizer.script);
  } catch {
    return { problem: TOKENIZER_UNAVAILABLE };
  }
  const js = scope().ePayco;
  if (tokenizer.provider !== 'epayco' || !js) return { problem: TOKENIZER_UNAVAILABLE };
  return epaycoToken(js, tokenizer.key, form);
};
