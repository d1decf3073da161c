import { createHmac, timingSafeEqual } from 'node:crypto';

/** The parts MercadoPago signs, as received: `data.id` from the notification's query (else its body), the
 * `x-request-id` header, and the `ts` of `x-signature`. */
export type SignedParts = { readonly dataId: string | null; readonly requestId: string | null; readonly ts: string };

/** `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, leaving out a part whose value is absent (MercadoPago's docs).
 * `data.id` goes in exactly as received: an official SDK once lower-cased it and broke every check. */
export const signatureManifest = (parts: SignedParts): string =>
  [
    ...(parts.dataId ? [`id:${parts.dataId}`] : []),
    ...(parts.requestId ? [`request-id:${parts.requestId}`] : []),
    `ts:${parts.ts}`,
  ]
    .map((p) => `${p};`)
    .join('');

/** `v1`: the manifest's HMAC-SHA256 with the webhook's secret, in hex. */
export const signatureOf = (secret: string, parts: SignedParts): string =>
  createHmac('sha256', secret).update(signatureManifest(parts)).digest('hex');

/** How far a signature's `ts` (seconds) may be from the store's clock, either way: MercadoPago's own validator
 * (`WebhookSignatureValidator`, `toleranceSeconds`) suggests 300 s, so a captured webhook cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `ts=…,v1=…` read into its parts (names in any case, spaces around them ignored); null when either is missing, when
 * `ts` is not a number of seconds or `v1` not 64 lower-case hex digits (what an HMAC-SHA256 in hex is, and all that
 * MercadoPago's validator accepts). */
export const parseSignatureHeader = (header: string): { readonly ts: string; readonly v1: string } | null => {
  const fields = new Map<string, string>();
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) fields.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const ts = fields.get('ts');
  const v1 = fields.get('v1');
  return ts && v1 && /^\d{1,12}$/.test(ts) && /^[0-9a-f]{64}$/.test(v1) ? { ts, v1 } : null;
};

/** Whether `x-signature` holds for these parts, compared in constant time, and was made within
 * SIGNATURE_TOLERANCE_SECONDS of `now`. */
export const signatureHolds = (
  secret: string,
  header: string | undefined,
  parts: Omit<SignedParts, 'ts'>,
  now: Date,
): boolean => {
  const signed = header ? parseSignatureHeader(header) : null;
  if (!signed) return false;
  if (Math.abs(now.getTime() / 1000 - Number(signed.ts)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(Buffer.from(signatureOf(secret, { ...parts, ts: signed.ts })), Buffer.from(signed.v1));
};
