/** The languages the SDK speaks: its error messages come in both. */
export type EpaycoLang = 'ES' | 'EN';

/** The SDK's error codes (the official SDK's `errors.json`). */
export type EpaycoErrorCode = 100 | 101 | 102 | 103 | 104 | 105 | 106 | 107 | 108 | 109;

/**
 * The official catalogue word for word, quirks included: 102 reads "[101]", and 109 names only efecty, baloto and
 * gana although redservi, puntored and sured are accepted too (epayco-sdk-node 1.4.4, `lib/errors.json`).
 */
export const EPAYCO_ERROR_MESSAGES: Readonly<Record<EpaycoErrorCode, Readonly<Record<EpaycoLang, string>>>> = {
  100: {
    ES: '[100] Error inicializando el sdk, compruebe que los parametros son correctos',
    EN: '[100] Error initializing the sdk, please check the supplied parameters are correct',
  },
  101: {
    ES: '[101] Error de comunicación con el servicio',
    EN: '[101] Error communicating with the service',
  },
  102: {
    ES: '[101] Error desconocido, verifique con soporte',
    EN: '[101] Unknown error, please verify with support',
  },
  103: {
    ES: '[103] La información suministrada es erronea, verifique con la documentación',
    EN: '[103] The given information is not correct, please verify your call with the documentation',
  },
  104: {
    ES: '[104] El servicio no se puede autenticar, verifique su llave pública',
    EN: '[104] The service cannot be authenticated, please verify your public key',
  },
  105: {
    ES: '[105] No de puede obtener comunicación con el servicio',
    EN: '[105] Cannot establish a communication with the service',
  },
  106: {
    ES: '[106] Llave pública inválida, compruebela',
    EN: '[106] The public key is not valid, please validate',
  },
  107: {
    ES: '[107] Método no válido, compruebe la petición',
    EN: '[107] Unsupported method, please check your request.',
  },
  108: {
    ES: '[108] Error al encriptar los datos, re intente la operación',
    EN: '[108] Error encrypting the data, please retry the operation',
  },
  109: {
    ES: '[109] Método de pago en efectivo no válido, unicamnete soportados (efecty - baloto - gana)',
    EN: '[109] Unsupported payment method, we only support (efecty - baloto - gana)',
  },
};

/** What an `EpaycoError` may carry besides its code. */
export type EpaycoErrorDetails = {
  /** The HTTP status ePayco answered with, when it answered with an error status. */
  readonly status?: number;
  /** ePayco's own message (`message`, `errors[0]` or `error` of the body); it becomes the error's message. */
  readonly providerMessage?: string;
  readonly cause?: unknown;
};

/** An SDK failure: `code` from the catalogue, the message in the SDK's language (or ePayco's own words). */
export class EpaycoError extends Error {
  override readonly name = 'EpaycoError';
  readonly status: number | null;
  readonly providerMessage: string | null;
  constructor(
    readonly code: EpaycoErrorCode,
    readonly lang: EpaycoLang,
    details: EpaycoErrorDetails = {},
  ) {
    super(details.providerMessage ?? EPAYCO_ERROR_MESSAGES[code][lang], { cause: details.cause });
    this.status = details.status ?? null;
    this.providerMessage = details.providerMessage ?? null;
  }
}

/** True for a failure where ePayco was never reached or never answered (105): the call may not have happened. */
export const isUnreachable = (error: unknown): boolean => error instanceof EpaycoError && error.code === 105;
