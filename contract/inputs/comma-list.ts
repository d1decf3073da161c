import { z } from 'zod/mini';
import { text } from '../forms/text';

/** A comma-separated list in a query (`paid,shipped`), read as its items. */
export const commaList = <T extends z.ZodMiniType<unknown, string>>(item: T) =>
  z.pipe(
    text('La lista no es válida.', 400),
    z.pipe(
      z.transform((raw: string) => raw.split(',').map((part) => part.trim())),
      z.array(item),
    ),
  );
