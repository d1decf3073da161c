import { Router } from 'express';
import type { KeptAttachment, MailOutbox, StoredMail } from '../../core/mail/ports';
import { escapeHtml } from '../../core/mail/layout';
import { formatBogotaDateTime } from '../../core/shared/bogota-time-text';
import { sandboxPage } from './sandbox-page';

const PAGE_SIZE = 100;

const MAILBOX_CSS =
  `table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.5rem;border-bottom:1px solid #e4e4e7;overflow-wrap:anywhere}` +
  // The subject comes first and is the tap target; on a phone each mail is a block, its subject full width.
  `.asunto a{display:block;min-height:2.75rem;padding:.5rem 0;font-weight:600}` +
  `@media (max-width:40rem){thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}` +
  `tr{display:flex;flex-direction:column;border-bottom:1px solid #e4e4e7;padding:.25rem 0}td{border:0;padding:0 .25rem;font-size:.875rem;color:#52525b}` +
  `td.asunto{font-size:1rem;color:inherit}}` +
  `iframe{width:100%;height:36rem;border:1px solid #e4e4e7;border-radius:.5rem}` +
  `pre{white-space:pre-wrap;background:#f4f4f5;padding:1rem;border-radius:.5rem}` +
  `.adjuntos a{display:inline-block;min-height:2.75rem;padding:.5rem 0;font-weight:600}`;

const page = (title: string, body: string) =>
  sandboxPage({
    title,
    notice:
      'Buzón de prueba: la tienda no tiene un servidor de correo (SMTP_URL), así que los correos no salen de este equipo y se muestran aquí.',
    css: MAILBOX_CSS,
    body,
  });

const row = (mail: StoredMail) =>
  `<tr><td class="asunto"><a href="/sandbox/correo/${mail.id}/">${escapeHtml(mail.subject)}</a></td>` +
  `<td>${escapeHtml(mail.to)}</td><td>${escapeHtml(formatBogotaDateTime(mail.createdAt))}</td></tr>`;

/** Links in the text part made clickable, the rest escaped. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" target="_top">${url}</a>`);

/** The mail's HTML for the iframe: its links open in the whole window, as they would from a mail client. */
const framed = (html: string) => html.replace(/<head>/i, '<head><base target="_top">');

const attachmentLink = (mail: StoredMail, file: KeptAttachment) =>
  `/sandbox/correo/${mail.id}/adjuntos/${file.position}/${encodeURIComponent(file.filename)}`;

const sizeText = (size: number) =>
  size < 1024
    ? `${size} bytes`
    : `${(size / 1024).toLocaleString('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} kB`;

/** The files a mail carries, each a download link with its type and size; nothing when it carries none. */
const attachmentsHtml = (mail: StoredMail) =>
  mail.files.length === 0
    ? ''
    : `<h2>Adjuntos</h2><ul class="adjuntos">${mail.files
        .map(
          (file) =>
            `<li><a href="${escapeHtml(attachmentLink(mail, file))}" download>${escapeHtml(file.filename)}</a> ` +
            `(${escapeHtml(file.contentType)}, ${sizeText(file.size)})</li>`,
        )
        .join('')}</ul>`;

const mailId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : NaN);

/** `/sandbox/correo/`: the outbox's mail for people trying the store without SMTP — the list (newest first, Bogotá time)
 * and each message, its HTML in a sandboxed iframe (no scripts, links still work), its text part and its files to
 * download (`/sandbox/correo/{id}/adjuntos/{position}/{filename}`, always as a download, never shown in the page). */
export const mailboxRouter = (outbox: MailOutbox): Router => {
  const r = Router();
  r.get('/', async (_req, res) => {
    const mails = await outbox.list({ limit: PAGE_SIZE });
    const list =
      mails.length === 0
        ? '<p>Aún no hay correos. Crea una cuenta o pide un cambio de contraseña y vuelve aquí.</p>'
        : `<table><thead><tr><th>Asunto</th><th>Para</th><th>Hora (Bogotá)</th></tr></thead><tbody>${mails.map(row).join('')}</tbody></table>`;
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(page('Buzón de prueba', `<h1>Buzón de prueba</h1>${list}`));
  });

  r.get('/:id/', async (req, res) => {
    const id = mailId(req.params.id);
    const mail = Number.isNaN(id) ? null : await outbox.find(id);
    if (!mail) {
      res
        .status(404)
        .type('html')
        .send(
          page(
            'Correo no encontrado',
            '<h1>No encontramos ese correo</h1><p><a href="/sandbox/correo/">Volver al buzón</a></p>',
          ),
        );
      return;
    }
    const body =
      `<p><a href="/sandbox/correo/">← Volver al buzón</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
      `<p>Para: <strong>${escapeHtml(mail.to)}</strong>${mail.replyTo ? ` · Responder a: <strong>${escapeHtml(mail.replyTo)}</strong>` : ''} · ${escapeHtml(formatBogotaDateTime(mail.createdAt))} (hora de Bogotá)</p>` +
      `<iframe title="Correo en HTML" sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${escapeHtml(framed(mail.html))}"></iframe>` +
      `<h2>Versión de texto</h2><pre>${linkify(mail.text)}</pre>` +
      attachmentsHtml(mail);
    res.set('Cache-Control', 'no-store').type('html').send(page(mail.subject, body));
  });

  r.get('/:id/adjuntos/:position/:filename', async (req, res) => {
    const id = mailId(req.params.id);
    const position = /^\d{1,3}$/.test(req.params.position) ? Number(req.params.position) : NaN;
    const file = Number.isNaN(id) || Number.isNaN(position) ? null : await outbox.attachment(id, position);
    if (!file || file.filename !== req.params.filename) {
      res.status(404).type('text').send('No encontramos ese adjunto.');
      return;
    }
    res
      .set('Cache-Control', 'no-store')
      .attachment(file.filename)
      .type(file.contentType)
      .send(Buffer.from(file.content));
  });
  return r;
};
