import { button, escapeHtml, mailHtml, paragraph, textFooter } from './layout';
import type { MailMessage } from './ports';
import type { MailContext } from './templates';

/** What the mail is about: the variant the shopper waited for and where its page is. */
export type BackInStock = {
  readonly email: string;
  readonly productName: string;
  readonly category: string;
  readonly slug: string;
  readonly sku: string;
  readonly size: string;
  readonly flavour: string | null;
};

/** The one mail of an "avísame cuando llegue": the variant is back, a link straight to it, and that this was the only
 * mail (the shopper asked once; nothing else will come unless they ask again). */
export const backInStockMail = (ctx: MailContext, alert: BackInStock): MailMessage => {
  const variant = [alert.size, alert.flavour].filter(Boolean).join(' · ');
  const name = `${alert.productName} (${variant})`;
  const link = `${ctx.storeUrl}/${alert.category}/${alert.slug}/${alert.sku.toLowerCase()}/`;
  const news = `¡Buenas noticias! ${name} ya está disponible de nuevo en Fornido.`;
  const hurry = 'Las unidades son limitadas: agrégalo a tu carrito pronto para asegurar el tuyo.';
  const once =
    'Te escribimos porque pediste que te avisáramos. Este es el único correo que te enviaremos sobre este producto.';
  return {
    to: alert.email,
    template: 'back-in-stock',
    subject: `Ya llegó: ${name}`,
    html: mailHtml({
      title: 'Ya llegó lo que esperabas',
      storeUrl: ctx.storeUrl,
      body:
        paragraph(news) +
        paragraph(hurry) +
        button(link, 'Ver el producto') +
        `<p style="margin:16px 0 0;font-size:13px;color:#71717a">${escapeHtml(once)}</p>`,
    }),
    text: `${news}\n\n${hurry}\n\nVer el producto: ${link}\n\n${once}${textFooter(ctx.storeUrl)}`,
  };
};
