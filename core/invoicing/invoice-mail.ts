import { escapeHtml, mailHtml, paragraph, textFooter } from '../mail/layout';
import type { MailMessage } from '../mail/ports';
import { firstName } from '../mail/templates';
import { formatBogotaDateTime } from '../shared/bogota-time-text';
import { formatPesos } from '../shared/format';
import type { InvoiceDraft } from './invoice';

/** An accepted document to mail its buyer: the draft it was made from, its CUFE/CUDE, the AttachedDocument (the
 * document with the tax authority's answer) and its PDF representation. */
export type InvoiceMailInput = {
  readonly draft: InvoiceDraft;
  readonly code: string;
  readonly attachedXml: string;
  readonly pdf: Uint8Array;
  readonly storeUrl: string;
};

const MONO = 'font-family:Consolas,Menlo,monospace;font-size:12px;word-break:break-all';

/** What the mail calls the document, and what its buyer needs to know about it. */
const wording = (draft: InvoiceDraft) =>
  draft.kind === 'invoice'
    ? {
        name: 'factura electrónica',
        title: 'Tu factura electrónica',
        document: 'Factura electrónica de venta',
        news: `La DIAN validó la factura electrónica de venta ${draft.number} de tu pedido ${draft.orderNumber}.`,
        total: 'Total pagado',
        codeName: 'CUFE',
      }
    : {
        name: 'nota crédito',
        title: 'Tu nota crédito electrónica',
        document: 'Nota crédito electrónica',
        news:
          `La DIAN validó la nota crédito electrónica ${draft.number} de tu pedido ${draft.orderNumber}` +
          `${draft.refersTo ? `, que corrige la factura ${draft.refersTo.number}` : ''}: es el soporte del dinero que te devolvemos.`,
        total: 'Valor de la nota',
        codeName: 'CUDE',
      };

/**
 * The mail that hands an accepted invoice or credit note to its buyer: what it is, its order, its total and its code,
 * with the XML (the AttachedDocument, the legal document) and the PDF (its printable representation) attached as
 * `{number}.xml` and `{number}.pdf`.
 */
export const invoiceMail = ({ draft, code, attachedXml, pdf, storeUrl }: InvoiceMailInput): MailMessage => {
  const words = wording(draft);
  const hello = `¡Hola, ${firstName(draft.buyer.name)}!`;
  const facts: readonly (readonly [string, string])[] = [
    ['Documento', `${words.document} ${draft.number}`],
    ['Pedido', draft.orderNumber],
    ['Fecha de emisión', `${formatBogotaDateTime(draft.issuedAt)} (hora de Colombia)`],
    [words.total, formatPesos(draft.totals.payable)],
  ];
  const attached =
    `Adjuntamos el documento electrónico en XML (${draft.number}.xml, con la validación de la DIAN) y su ` +
    `representación gráfica en PDF (${draft.number}.pdf). Guárdalos: son el soporte tributario de tu compra.`;
  const html =
    paragraph(`${hello} ${words.news}`) +
    `<p style="margin:0 0 16px">${facts.map(([label, value]) => `${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong>`).join('<br>')}</p>` +
    `<p style="margin:0 0 16px">${words.codeName}:<br><span style="${MONO}">${escapeHtml(code)}</span></p>` +
    paragraph(attached);
  const text = [
    `${hello} ${words.news}`,
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `${words.codeName}: ${code}`,
    attached,
  ].join('\n\n');
  return {
    to: draft.buyer.email,
    template: draft.kind === 'invoice' ? 'invoice-issued' : 'credit-note-issued',
    subject: `Tu ${words.name} ${draft.number} — pedido ${draft.orderNumber}`,
    html: mailHtml({ title: words.title, storeUrl, body: html }),
    text: `${text}${textFooter(storeUrl)}`,
    attachments: [
      {
        filename: `${draft.number}.xml`,
        contentType: 'application/xml',
        content: new TextEncoder().encode(attachedXml),
      },
      { filename: `${draft.number}.pdf`, contentType: 'application/pdf', content: pdf },
    ],
  };
};
