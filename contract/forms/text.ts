import { z } from 'zod/mini';

/** A text field: required (its message when missing or not a text), at most `max` characters. */
export const text = (required: string, max: number) =>
  z.string({ error: required }).check(z.maxLength(max, `Puede tener hasta ${max} caracteres.`));
