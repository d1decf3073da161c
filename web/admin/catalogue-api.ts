import { adminCatalogueEndpoints } from '../../contract/admin-catalogue';
import { askWithFile, httpAsk } from '../lib/http-api';

/** The catalogue's endpoints as the console's Catálogo pages ask them. */
export const catalogueApi = httpAsk(adminCatalogueEndpoints);

/** Uploads a photo of a product: the file's bytes as they are, with its type. */
export const uploadPicture = (slug: string, file: File) =>
  askWithFile(adminCatalogueEndpoints.addPicture, { slug }, file);

/** A price typed as pesos: digits only (dots, spaces and a `$` are taken as the way it is written), or NaN. */
export const typedPesos = (raw: string): number => {
  const digits = raw.replace(/[\s.$]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

/** A number typed in a field ("12", "2,5"), or NaN: the core says what is wrong with it. */
export const typedNumber = (raw: string): number => (raw.trim() === '' ? Number.NaN : Number(raw.replace(',', '.')));
