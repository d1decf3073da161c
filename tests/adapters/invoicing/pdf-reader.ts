import { inflateSync } from 'node:zlib';

/** One stream object of a PDF: its dictionary (as written) and its bytes, inflated when FlateDecode. */
export type PdfStream = { readonly dictionary: string; readonly bytes: Buffer };

/** Every stream of a PDF file written by pdfkit (objects are plain, not in object streams). */
export const streamsOf = (pdf: Uint8Array): readonly PdfStream[] => {
  const file = Buffer.from(pdf);
  const latin = file.toString('latin1');
  const found: PdfStream[] = [];
  const pattern = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(latin); match; match = pattern.exec(latin)) {
    const dictionary = match[1];
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const start = match.index + match[0].length;
    const raw = file.subarray(start, start + length);
    found.push({ dictionary, bytes: /\/FlateDecode/.test(dictionary) ? inflateSync(raw) : raw });
  }
  return found;
};

// WinAnsi's codes 0x80–0x9F (Node's windows-1252 decoder reads them as Latin-1 control characters); the rest is Latin-1.
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer): string =>
  [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join('');

/** The text a PDF shows, one line per text-showing operator, in drawing order: pdfkit writes its standard fonts'
 * text as hex strings of WinAnsi codes inside TJ arrays (`[<486f6c61> 20 <21>] TJ`). */
export const textOf = (pdf: Uint8Array): string =>
  streamsOf(pdf)
    .filter((s) => !/\/Subtype\s*\/Image/.test(s.dictionary))
    .flatMap((s) =>
      [...s.bytes.toString('latin1').matchAll(/\[((?:<[0-9a-f]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ/gi)].map((op) =>
        [...op[1].matchAll(/<([0-9a-f]*)>/gi)].map((hex) => winAnsi(Buffer.from(hex[1], 'hex'))).join(''),
      ),
    )
    .join('\n');

/** The colour images a PDF draws (pdfkit splits a PNG's alpha into a mask of its own), with their size and pixels. */
export const imagesOf = (pdf: Uint8Array) =>
  streamsOf(pdf)
    .filter((s) => /\/Subtype\s*\/Image/.test(s.dictionary) && /\/ColorSpace\s*\/DeviceRGB/.test(s.dictionary))
    .map((s) => ({
      width: Number(/\/Width (\d+)/.exec(s.dictionary)?.[1]),
      height: Number(/\/Height (\d+)/.exec(s.dictionary)?.[1]),
      pixels: s.bytes,
    }));

/** The modules of a QR code drawn as an RGB image (dark 1, light 0), one string of 0s and 1s per row, read at the
 * centre of each module: its size is `modules`, the margin is where the first dark pixel is. */
export const qrModulesOf = (image: ReturnType<typeof imagesOf>[number], modules: number): readonly string[] => {
  const dark = (x: number, y: number) => image.pixels[(y * image.width + x) * 3] < 128;
  let first = 0;
  // The finder pattern's top-left corner is the first dark pixel of the diagonal.
  while (first < image.width && !dark(first, first)) first += 1;
  let last = image.width - 1;
  while (last > first && !dark(last, first)) last -= 1;
  const scale = (last - first + 1) / modules;
  return Array.from({ length: modules }, (_, r) =>
    Array.from({ length: modules }, (_, c) =>
      dark(Math.floor(first + (c + 0.5) * scale), Math.floor(first + (r + 0.5) * scale)) ? '1' : '0',
    ).join(''),
  );
};
