import type { Response } from 'express';
import type { ImageError } from '../adapters/container';

const STATUS: { readonly [K in ImageError['kind']]: number } = { 'invalid-size': 400, 'not-found': 404, 'busy': 503 };

/** Answers a refused picture with its status and Spanish message as plain text (an `<img>` shows no JSON). */
export const sendImageError = (res: Response, error: ImageError): void => {
  if (error.kind === 'busy') {
    res.setHeader('Retry-After', String(error.retryAfterSeconds));
    // "Busy" is true of this moment only: no browser or CDN may keep it in place of the picture.
    res.setHeader('Cache-Control', 'no-store');
  }
  res.status(STATUS[error.kind]).type('text').send(error.message);
};
