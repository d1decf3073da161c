import type { InvoiceDraft, InvoiceLine } from '../../core/invoicing/invoice';
import { formatPesos } from '../../core/shared/format';
import { negate } from '../../core/shared/money';
import { FONT, LEFT, MUTED, RULE, WIDTH, heading, room, write, type Pdf } from './pdf-layout';
import { rateText, unitValueText } from './pdf-texts';

type Column = { readonly title: string; readonly width: number; readonly align: 'left' | 'right' | 'center' };

const COLUMNS: readonly Column[] = [
  { title: 'Código', width: 96, align: 'left' },
  { title: 'Descripción', width: 172, align: 'left' },
  { title: 'Cant.', width: 34, align: 'center' },
  { title: 'Valor unitario', width: 64, align: 'right' },
  { title: 'IVA %', width: 38, align: 'center' },
  { title: 'IVA', width: 58, align: 'right' },
  { title: 'Total', width: 70, align: 'right' },
];
const PAD = 3;
const SIZE = 8;

const cells = (line: InvoiceLine): readonly string[] => [
  line.code,
  line.description,
  String(line.quantity),
  unitValueText(line.base, line.quantity),
  rateText(line.taxRate),
  formatPesos(line.iva),
  formatPesos(line.gross),
];

const rowHeight = (doc: Pdf, texts: readonly string[], font: string): number =>
  Math.max(
    ...texts.map((text, i) =>
      doc
        .font(font)
        .fontSize(SIZE)
        .heightOfString(text, { width: COLUMNS[i].width - 2 * PAD }),
    ),
  ) +
  2 * PAD;

const drawRow = (doc: Pdf, texts: readonly string[], y: number, font: string): number => {
  const height = rowHeight(doc, texts, font);
  let x = LEFT;
  texts.forEach((text, i) => {
    const { width, align } = COLUMNS[i];
    write(doc, text, { x: x + PAD, y: y + PAD, width: width - 2 * PAD }, { font, size: SIZE, align });
    x += width;
  });
  doc
    .moveTo(LEFT, y + height)
    .lineTo(LEFT + WIDTH, y + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  return y + height;
};

/** The lines as a table (code, description, quantity, unit value before IVA, IVA rate, IVA, total), its header again
 * on each page it runs onto; answers the y below it. */
export const drawLines = (doc: Pdf, draft: InvoiceDraft, top: number): number => {
  const titles = COLUMNS.map((c) => c.title);
  let y = drawRow(doc, titles, room(doc, heading(doc, 'Detalle', top), 40), FONT.bold);
  for (const line of draft.lines) {
    const texts = cells(line);
    const fitted = room(doc, y, rowHeight(doc, texts, FONT.regular));
    if (fitted !== y) y = drawRow(doc, titles, fitted, FONT.bold);
    y = drawRow(doc, texts, y, FONT.regular);
  }
  return y + 10;
};

type Figure = readonly [label: string, value: string];

const figures = (doc: Pdf, rows: readonly Figure[], x: number, width: number, y: number, boldLast: boolean) =>
  rows.reduce((at, [label, value], i) => {
    const font = boldLast && i === rows.length - 1 ? FONT.bold : FONT.regular;
    write(doc, label, { x, y: at, width: width * 0.6 }, { font, color: font === FONT.bold ? undefined : MUTED });
    return Math.max(write(doc, value, { x: x + width * 0.6, y: at, width: width * 0.4 }, { font, align: 'right' }), at);
  }, y);

/** The IVA of each rate (left) and the document's totals (right): subtotal before IVA, IVA, the gift credit given as
 * a discount, and what was paid (a note: its total); answers the y below both. */
export const drawTotals = (doc: Pdf, draft: InvoiceDraft, top: number): number => {
  const t = draft.totals;
  const y = room(doc, top, 110);
  const half = WIDTH / 2 - 10;
  write(doc, 'Impuestos', { x: LEFT, y, width: half }, { font: FONT.bold, size: 10 });
  const taxes = figures(
    doc,
    draft.taxes.map((tax) => [`IVA ${rateText(tax.rate)} sobre ${formatPesos(tax.base)}`, formatPesos(tax.iva)]),
    LEFT,
    half,
    y + 16,
    false,
  );
  const right = LEFT + WIDTH - half;
  write(doc, 'Totales', { x: right, y, width: half }, { font: FONT.bold, size: 10 });
  const totals = figures(
    doc,
    [
      ['Subtotal (sin IVA)', formatPesos(t.lines)],
      ['IVA', formatPesos(t.iva)],
      ['Total con IVA', formatPesos(t.withTax)],
      ...(t.allowance > 0 ? [['Descuento: crédito de regalo', formatPesos(negate(t.allowance))] as const] : []),
      [draft.kind === 'invoice' ? 'Total a pagar' : 'Total de la nota', formatPesos(t.payable)],
    ],
    right,
    half,
    y + 16,
    true,
  );
  return Math.max(taxes, totals) + 12;
};
