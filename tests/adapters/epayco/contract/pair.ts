import { expect } from 'vitest';
import { createEpayco, type Epayco, SAFETYPAY_APIFY_PATH } from '../../../../adapters/epayco/sdk';
import { EPAYCO_SANDBOX_PATH } from '../../../../adapters/epayco/sandbox';
import { officialSdk, type OfficialSdk, startSandbox } from '../sandbox/harness';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** One sandbox, our SDK and epayco-sdk-node 1.4.4 pointed at it with the same keys. Our SafetyPay goes to Apify's
 * path, as the official SDK's does, so both make the same call. */
export const startPair = async () => {
  const env = await startSandbox();
  const at = `${env.origin}${EPAYCO_SANDBOX_PATH}`;
  const ours: Epayco = createEpayco(
    {
      apiKey: env.sandbox.credentials.publicKey,
      privateKey: env.sandbox.credentials.privateKey,
      lang: 'ES',
      test: true,
    },
    {
      hosts: { api: `${at}/api`, secure: `${at}/secure`, apify: `${at}/apify` },
      safetypayPath: SAFETYPAY_APIFY_PATH,
      timeoutMs: 5_000,
      logger: quiet,
      ip: '127.0.0.1',
    },
  );
  const official: OfficialSdk = officialSdk(env.origin);
  return { env, ours, official };
};
export type Pair = Awaited<ReturnType<typeof startPair>>;

type Json = Readonly<Record<string, unknown>>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every key path in a value (`data.cards[].mask`), arrays read through all their items; values left out. */
export const keyPaths = (value: unknown, at = ''): string[] => {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => keyPaths(item, `${at}[]`)))].sort();
  if (!isObject(value)) return [];
  return Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .flatMap(([k, v]) => {
      const path = at ? `${at}.${k}` : k;
      return [path, ...keyPaths(v, path)];
    })
    .sort();
};

/** `value` with the named keys' values left out, anywhere in it (generated ids and dates, compared by format). */
export const without = (value: unknown, keys: readonly string[]): unknown => {
  if (Array.isArray(value)) return value.map((v) => without(v, keys));
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k, v]) => !keys.includes(k) && v !== undefined)
      .map(([k, v]) => [k, without(v, keys)]),
  );
};

/** Numbers and text read alike: our SDK reads ids as text and amounts as numbers, the official one passes JSON on. */
export const loosely = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(loosely);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, loosely(v)]));
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
};

/**
 * Both SDKs got the same answer: the same `success`, the same key paths (in `data` and around it), and the same
 * values once the generated fields in `generated` are left out; each generated value of both is checked by format.
 */
export const expectSameAnswer = (
  ours: unknown,
  official: unknown,
  generated: Readonly<Record<string, RegExp>> = {},
): void => {
  const a = ours as Json;
  const b = official as Json;
  expect(a.success).toBe(b.success);
  expect(keyPaths(a)).toEqual(keyPaths(b));
  const names = Object.keys(generated);
  expect(loosely(without(a, names))).toEqual(loosely(without(b, names)));
  for (const answer of [a, b])
    for (const [name, format] of Object.entries(generated))
      for (const value of valuesOf(answer, name)) expect(String(value), name).toMatch(format);
};

/** Every value under a key, anywhere in a value. */
export const valuesOf = (value: unknown, key: string): unknown[] => {
  if (Array.isArray(value)) return value.flatMap((v) => valuesOf(v, key));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => [...(k === key ? [v] : []), ...valuesOf(v, key)]);
};

/** Formats of the ids and dates the sandbox makes up, like ePayco's. */
export const FORMAT = {
  id: /^[A-Za-z0-9]{17}$/,
  ref: /^\d{7,}$/,
  digits: /^\d+$/,
  iso: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/,
  datetime: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
} as const;
