import type PDFDocument from 'pdfkit';

/** A document being drawn. */
export type Pdf = InstanceType<typeof PDFDocument>;

/** US Letter, the size Colombian offices print on, with 40 pt margins. */
export const PAGE = { size: 'LETTER', width: 612, height: 792, margin: 40 } as const;
export const LEFT = PAGE.margin;
export const WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where content stops: the page number sits below it. */
export const BOTTOM = PAGE.height - PAGE.margin - 14;

// DESIGN.md's colours: the brand red for titles and the test notice, a dark ink, a neutral for rules and labels.
export const RED = '#D41D38';
export const INK = '#111827';
export const MUTED = '#52525b';
export const RULE = '#d4d4d8';

/** pdfkit's built-in Helvetica and Courier: no font file to embed, and their WinAnsi encoding has every Spanish letter
 * (á é í ó ú ü ñ ¿ ¡) and the dashes and middle dot the texts use. */
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', mono: 'Courier' } as const;

/** Writes text at a point in a font and size; answers the y below it. */
export const write = (
  doc: Pdf,
  text: string,
  at: { readonly x: number; readonly y: number; readonly width: number },
  style: {
    readonly font?: string;
    readonly size?: number;
    readonly color?: string;
    readonly align?: 'left' | 'right' | 'center';
  } = {},
): number => {
  doc
    .font(style.font ?? FONT.regular)
    .fontSize(style.size ?? 9)
    .fillColor(style.color ?? INK)
    .text(text, at.x, at.y, { width: at.width, align: style.align ?? 'left', lineGap: 1 });
  return doc.y;
};

/** A section's heading: bold, with a rule under it; answers the y below. */
export const heading = (doc: Pdf, text: string, y: number): number => {
  const below = write(doc, text, { x: LEFT, y, width: WIDTH }, { font: FONT.bold, size: 10 });
  doc
    .moveTo(LEFT, below + 1)
    .lineTo(LEFT + WIDTH, below + 1)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  return below + 5;
};

/** Starts a new page when `height` does not fit below `y`; answers where to draw. */
export const room = (doc: Pdf, y: number, height: number): number => {
  if (y + height <= BOTTOM) return y;
  doc.addPage();
  return PAGE.margin;
};
