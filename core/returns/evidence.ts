import { err, ok, type Result } from '../shared/result';
import type { PictureType } from './return';
import type { EvidencePicture } from './ports';

/** At most this many pictures a return, each at most MAX_PICTURE_BYTES. */
export const MAX_PICTURES = 3;
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

export type EvidenceRefusal = { readonly kind: 'invalid-evidence'; readonly message: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** What a file is by its first bytes (never by its name or the type the browser claims): JPEG, PNG or WebP. */
export const pictureTypeOf = (bytes: Uint8Array): PictureType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF, 4 bytes of size, WEBP.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
};

const refuse = (message: string): Result<never, EvidenceRefusal> => err({ kind: 'invalid-evidence', message });

/** The shopper's files checked to be pictures, few and small enough, each given an id. */
export const checkEvidence = (
  files: readonly { readonly bytes: Uint8Array }[],
  newId: () => string,
): Result<readonly EvidencePicture[], EvidenceRefusal> => {
  if (files.length > MAX_PICTURES) return refuse(`Adjunta como máximo ${MAX_PICTURES} fotos.`);
  const pictures: EvidencePicture[] = [];
  for (const [i, file] of files.entries()) {
    if (file.bytes.length === 0) return refuse(`La foto ${i + 1} está vacía.`);
    if (file.bytes.length > MAX_PICTURE_BYTES)
      return refuse(`La foto ${i + 1} pesa más de 5 MB: envía una más liviana.`);
    const contentType = pictureTypeOf(file.bytes);
    if (!contentType) return refuse(`El archivo ${i + 1} no es una foto: adjunta imágenes JPEG, PNG o WebP.`);
    pictures.push({ id: newId(), contentType, size: file.bytes.length, bytes: file.bytes });
  }
  return ok(pictures);
};
