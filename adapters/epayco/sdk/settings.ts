import type { Logger } from '../../../core/shared/ports';
import { EpaycoError, type EpaycoLang } from './errors';

/** Where and how the SDK reaches ePayco. Hosts are base URLs and may carry a path prefix (a sandbox's mount). */
export type EpaycoSettings = {
  readonly hosts: {
    /** The JSON API (`https://api.secure.payco.co`): login, tokens, customers, plans, subscriptions, charges. */
    readonly api: string;
    /** restpagos (`https://secure.payco.co`): PSE, cash, transaction lookups, validation. */
    readonly secure: string;
    /** Apify (`https://apify.epayco.co`): SafetyPay when `safetypayPath` is Apify's. */
    readonly apify: string;
    /** The validation service that reads a transaction back by `ref_payco` (`https://secure.epayco.co`, another host
     * than restpagos'); restpagos' host when not given (a sandbox serves both). */
    readonly validation?: string;
  };
  /** SafetyPay's path: under `/restpagos/` it goes to the secure host, anything else to Apify. */
  readonly safetypayPath: string;
  /** How long one HTTP exchange (a login included) may take before it is abandoned. */
  readonly timeoutMs: number;
  readonly logger: Logger;
  /** The buyer's IP sent when a call's data names none (the official SDK asks ipify instead). */
  readonly ip: string;
  readonly fetch?: typeof fetch;
};

/** ePayco's production hosts (PROVIDERS.md §2). */
export const EPAYCO_PRODUCTION_HOSTS = {
  api: 'https://api.secure.payco.co',
  secure: 'https://secure.payco.co',
  apify: 'https://apify.epayco.co',
  validation: 'https://secure.epayco.co',
} as const;

/** Our seed's SafetyPay path on the secure host. */
export const SAFETYPAY_RESTPAGOS_PATH = '/restpagos/pagos/safetypays.json';
/** The path epayco-sdk-node 1.4.4 posts SafetyPay to, on Apify. */
export const SAFETYPAY_APIFY_PATH = '/payment/process/safetypay';

/** The credentials and mode given to `createEpayco`, checked. */
export type EpaycoOptions = {
  readonly apiKey: string;
  readonly privateKey: string;
  readonly lang: EpaycoLang;
  readonly test: boolean;
};

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

/** Reads `createEpayco`'s options, throwing error 100 in their language (Spanish when it cannot be read). */
export const parseOptions = (options: unknown): EpaycoOptions => {
  const raw = isRecord(options) ? options : {};
  const lang: EpaycoLang = raw.lang === 'EN' ? 'EN' : 'ES';
  const { apiKey, privateKey, test } = raw;
  if (
    (raw.lang !== 'ES' && raw.lang !== 'EN') ||
    typeof apiKey !== 'string' ||
    typeof privateKey !== 'string' ||
    typeof test !== 'boolean'
  ) {
    throw new EpaycoError(100, lang);
  }
  return { apiKey, privateKey, lang, test };
};

/** A base URL and a path (which may carry a query) joined with exactly one slash between them. */
export const joinUrl = (base: string, path: string): string =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
