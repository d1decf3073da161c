import { CASH_IV_FIELD, ENCRYPTED_IV_FIELD, encryptValue, keyField } from './crypto';
import { EpaycoError, type EpaycoLang } from './errors';
import { APIFY_KEYS, SPANISH_KEYS, translateKey } from './keys';

/**
 * How a call's fields travel (PROVIDERS.md §2): `plain` English JSON (JSON API), `encrypted` Spanish keys with every
 * value encrypted (restpagos PSE), `cash` Spanish keys in clear (restpagos cash), `apify` camelCase keys (Apify).
 */
export type PayloadMode = 'plain' | 'encrypted' | 'cash' | 'apify';

/** A call's own fields, before the SDK adds its own. */
export type Fields = Readonly<Record<string, unknown>>;

/** What every POST carries in `extras_epayco` (epayco-sdk-node 1.4.4 sends `P44`; its Ruby sibling `P45`). */
export const EXTRAS_EPAYCO = { extra5: 'P44' } as const;

/** What the payload needs to know about the merchant and the call. */
export type PayloadContext = {
  readonly publicKey: string;
  readonly privateKey: string;
  readonly lang: EpaycoLang;
  readonly test: boolean;
  /** The IP sent when the fields name none. */
  readonly ip: string;
};

const testFlag = (test: boolean) => (test ? 'TRUE' : 'FALSE');

/** The English body of a POST: the fields, `extras_epayco`, then `ip` (the caller's, kept in place) and `test`. */
export const englishBody = (fields: Fields, ctx: PayloadContext, withIpAndTest: boolean): Fields => {
  const body: Record<string, unknown> = { ...fields, extras_epayco: { ...EXTRAS_EPAYCO } };
  if (withIpAndTest) {
    body.ip = typeof fields.ip === 'string' && fields.ip !== '' ? fields.ip : ctx.ip;
    body.test = testFlag(ctx.test);
  }
  return body;
};

const defined = (fields: Fields) => Object.entries(fields).filter(([, value]) => value !== undefined);

const encryptedBody = (fields: Fields, ctx: PayloadContext): Fields => {
  try {
    const body: Record<string, unknown> = {};
    for (const [key, value] of defined(fields)) {
      if (key === 'extras_epayco') {
        body[key] = { extra5: encryptValue(EXTRAS_EPAYCO.extra5, ctx.privateKey) };
      } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        body[translateKey(SPANISH_KEYS, key)] = encryptValue(String(value), ctx.privateKey);
      } else {
        throw new Error(`field ${key} is not a plain value`);
      }
    }
    return {
      ...body,
      public_key: ctx.publicKey,
      i: ENCRYPTED_IV_FIELD,
      enpruebas: encryptValue(testFlag(ctx.test), ctx.privateKey),
      lenguaje: 'javascript',
      p: keyField(ctx.privateKey),
    };
  } catch (e) {
    throw new EpaycoError(108, ctx.lang, { cause: e });
  }
};

const renamed = (fields: Fields, keys: ReadonlyMap<string, string>): Record<string, unknown> =>
  Object.fromEntries(defined(fields).map(([key, value]) => [translateKey(keys, key), value]));

/** The wire body of an English body in a mode; `encrypted` throws error 108 when a value cannot be encrypted. */
export const wireBody = (english: Fields, mode: PayloadMode, ctx: PayloadContext): Fields => {
  switch (mode) {
    case 'plain':
      return english;
    case 'encrypted':
      return encryptedBody(english, ctx);
    case 'cash':
      return {
        ...renamed(english, SPANISH_KEYS),
        public_key: ctx.publicKey,
        i: CASH_IV_FIELD,
        enpruebas: testFlag(ctx.test),
        lenguaje: 'javascript',
        p: '',
      };
    case 'apify':
      return renamed(english, APIFY_KEYS);
  }
};
