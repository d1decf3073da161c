import type { Request } from 'express';
import { addressKey } from '../../../core/shared/address-key';
import { fieldErrors } from '../../../contract/forms/field-errors';
import { HttpError } from '../../errors';

type Schema<T> = {
  safeParse(
    value: unknown,
    params: { error: () => string },
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/** What a part of the body of the wrong shape is told (a list for an object, a number for a text…): the forms give
 * their own message to each field they expect, never the library's English. */
const WRONG_SHAPE = 'Los datos enviados no son válidos. Recarga la página e inténtalo de nuevo.';

/** The body checked by a shared form schema, or a 400 `invalid-input` naming each wrong field. */
export const parseBody = <T>(schema: Schema<T>, body: unknown): T => {
  const parsed = schema.safeParse(body ?? {}, { error: () => WRONG_SHAPE });
  if (parsed.success) return parsed.data;
  const { fields, message } = fieldErrors(parsed.error.issues);
  throw HttpError.from({ kind: 'invalid-input', message, fields });
};

/** The address a request came from, as a payment provider is told it (its fraud checks read the buyer's address);
 * limits never count it raw, only through clientAddressKey. */
export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** The key every per-address limit counts the request under: its IPv4 address, or its IPv6 /64 (addressKey), so a
 * client cannot pass a limit by moving through the addresses of its own network. */
export const clientAddressKey = (req: Request): string => addressKey(clientIp(req));
