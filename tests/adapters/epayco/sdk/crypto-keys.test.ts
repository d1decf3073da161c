import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  CASH_IV_FIELD,
  decryptValue,
  ENCRYPTED_IV_FIELD,
  encryptValue,
  keyField,
} from '../../../../adapters/epayco/sdk/crypto';
import { APIFY_KEYS, SPANISH_KEYS } from '../../../../adapters/epayco/sdk/keys';
import { EPAYCO_ERROR_MESSAGES } from '../../../../adapters/epayco/sdk/errors';
import { PRIVATE_KEY } from './harness';

// The official SDK is a dev dependency: its maps and messages are the reference we compare with.
const official = (file: string) =>
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`epayco-sdk-node/lib/${file}`), 'utf8'));

describe('ePayco SDK: encryption as epayco-sdk-node does it', () => {
  it('matches the test vector: "TRUE" under d04fa6c0… is gOY6w0CdQyIW8JuOufEHbQ==', () => {
    expect(encryptValue('TRUE', PRIVATE_KEY)).toBe('gOY6w0CdQyIW8JuOufEHbQ==');
    expect(decryptValue('gOY6w0CdQyIW8JuOufEHbQ==', PRIVATE_KEY)).toBe('TRUE');
  });

  it('matches crypto-js on a multi-block UTF-8 text and reads it back', () => {
    const text = 'Hola mundo ñ 123 larga cadena para dos bloques';
    // Computed with crypto-js 4.2 as the official SDK calls it (Hex key, Hex IV "0000000000000000", CBC, PKCS7).
    const expected = 'ss0F7G26iFuhK66HAblT39c6OSwzv/qbImPKp30VXN4+2uwIjbGFYHD/5Yiii4gD';
    expect(encryptValue(text, PRIVATE_KEY)).toBe(expected);
    expect(decryptValue(expected, PRIVATE_KEY)).toBe(text);
  });

  it('writes the plain fields as the official SDK: i of eight zero bytes, p the key bytes, the cash i as text', () => {
    expect(ENCRYPTED_IV_FIELD).toBe('AAAAAAAAAAA=');
    expect(keyField(PRIVATE_KEY)).toBe('0E+mwHsddPA1JSy8wlLQbw==');
    expect(CASH_IV_FIELD).toBe('MDAwMDAwMDAwMDAwMDAwMA==');
  });

  it('refuses a key that is not 32 hex characters, and a wrong key on decryption', () => {
    expect(() => encryptValue('x', 'not-a-key')).toThrow();
    expect(() => decryptValue(encryptValue('TRUE', PRIVATE_KEY), 'ffffffffffffffffffffffffffffffff')).toThrow();
  });
});

describe('ePayco SDK: key maps and messages, equal to the official files', () => {
  it('has keylang.json and keylang_apify.json entry for entry', () => {
    expect(Object.fromEntries(SPANISH_KEYS)).toEqual(official('keylang.json'));
    expect(Object.fromEntries(APIFY_KEYS)).toEqual(official('keylang_apify.json'));
  });

  it('has errors.json word for word, quirks included', () => {
    expect(JSON.parse(JSON.stringify(EPAYCO_ERROR_MESSAGES))).toEqual(official('errors.json'));
    expect(EPAYCO_ERROR_MESSAGES[102].ES.startsWith('[101]')).toBe(true);
    expect(EPAYCO_ERROR_MESSAGES[109].EN).toBe(
      '[109] Unsupported payment method, we only support (efecty - baloto - gana)',
    );
  });
});
