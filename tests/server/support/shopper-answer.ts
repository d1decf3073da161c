import { expect } from 'vitest';

// The English of a library's default messages (zod's "Invalid input: expected object, received undefined", …).
const LIBRARY_ENGLISH = /\b(invalid|expected|received|required|too (big|small)|unrecognized|undefined|NaN)\b/i;

/**
 * What a shopper's browser meets when it sends this: never a 5xx, and a refusal in the store's own Spanish —
 * its message and every field's message — not a library's English.
 */
export const expectShopperAnswer = async (res: Response, label: string) => {
  const text = await res.text();
  expect(res.status, label).toBeLessThan(500);
  if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return;
  const { error } = JSON.parse(text) as { error: { message: string; fields?: Record<string, string> } };
  for (const message of [error.message, ...Object.values(error.fields ?? {})]) {
    expect(message, label).toMatch(/\S/);
    expect(message, label).not.toMatch(LIBRARY_ENGLISH);
  }
};
