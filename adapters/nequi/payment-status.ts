import { connectError } from './errors';

/** getStatusPaymentRS as the store reads it. Nequi sends every field as text; missing ones are null. */
export type NequiPaymentStatus = {
  /** `33` pending, `35` paid, `71` failed (unconfirmed). */
  readonly status: string;
  readonly name: string | null;
  readonly value: string | null;
  readonly date: string | null;
  readonly trnId: string | null;
  /** The payer's phone: needed to reverse a QR payment. */
  readonly phoneNumber: string | null;
  readonly ipAddress: string | null;
  /** Where the money came from (pockets); Nequi sends an array or a single object. */
  readonly originMoney: readonly Readonly<Record<string, unknown>>[];
};

const optional = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Reads getStatusPaymentRS; an answer without a status is unusable (a connection failure, like an empty body). */
export const readPaymentStatus = (rs: Readonly<Record<string, unknown>>): NequiPaymentStatus => {
  const status = optional(rs.status);
  if (status === null) throw connectError('http', '200', new Error('getStatusPaymentRS without status'));
  const origin = rs.originMoney;
  return {
    status,
    name: optional(rs.name),
    value: optional(rs.value),
    date: optional(rs.date),
    trnId: optional(rs.trnId),
    phoneNumber: optional(rs.phoneNumber),
    ipAddress: optional(rs.ipAddress),
    originMoney: Array.isArray(origin) ? origin.filter(isRecord) : isRecord(origin) ? [origin] : [],
  };
};
