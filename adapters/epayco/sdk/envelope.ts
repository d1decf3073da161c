import { z } from 'zod';

/** An identifier ePayco writes as a number or a string (`ref_payco`, `recibo`…), read as a string. */
export const idText = z.union([z.string(), z.number()]).transform(String);

/** A number ePayco writes as a number or as numeric text (`valor`, `cod_respuesta`…), read as a number. */
export const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/** Text ePayco may leave out or write as null, read as an optional string. */
export const optionalText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? undefined : String(v)));

const meta = {
  // The JSON API names its answers with `type`/`object`; restpagos with `title_response`/`text_response`.
  status: z.unknown().optional(),
  type: z.string().optional(),
  object: z.string().optional(),
  title_response: z.string().optional(),
  text_response: z.string().optional(),
  last_action: z.string().optional(),
};

/**
 * ePayco's answer: `success: true` with the typed `data`, or `success: false` with whatever ePayco said (a decline
 * of a charge is not this: it is `success: true` with `estado` "Rechazada").
 */
export const envelope = <T extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(data: T, extra?: E) =>
  z.discriminatedUnion('success', [
    z.looseObject({ success: z.literal(true), ...meta, ...(extra as E), data }),
    z.looseObject({ success: z.literal(false), ...meta, ...(extra as E), data: z.unknown().optional() }),
  ]);

/** The answer type of `envelope(schema)`. */
export type EpaycoAnswer<T> =
  | {
      readonly success: true;
      readonly type?: string;
      readonly title_response?: string;
      readonly text_response?: string;
      readonly last_action?: string;
      readonly data: T;
      readonly [key: string]: unknown;
    }
  | {
      readonly success: false;
      readonly type?: string;
      readonly title_response?: string;
      readonly text_response?: string;
      readonly last_action?: string;
      readonly data?: unknown;
      readonly [key: string]: unknown;
    };

/** Any object ePayco answers with and the SDK does not read further. */
export const anyRecord = z.looseObject({});
