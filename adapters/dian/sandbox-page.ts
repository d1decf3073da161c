import { escapeHtml as e } from '../../core/mail/layout';
import { formatBogotaDateTime } from '../../core/shared/bogota-time-text';
import type { SandboxDocument } from './sandbox-documents';

const TYPE_TEXT: ReadonlyMap<string, string> = new Map([
  ['01', 'Factura electrónica'],
  ['91', 'Nota crédito'],
  ['92', 'Nota débito'],
]);

const row = (d: SandboxDocument) =>
  `<tr><th scope="row">${e(d.number)}</th><td>${e(TYPE_TEXT.get(d.type) ?? 'Documento')}</td>` +
  `<td>${e(formatBogotaDateTime(d.receivedAt))}</td>` +
  `<td>${d.accepted ? 'Validado (02)' : 'Rechazado (04)'}</td>` +
  `<td>${d.rules.length ? `<ul>${d.rules.map((r) => `<li><strong>${e(r.code)}</strong>: ${e(r.message)}</li>`).join('')}</ul>` : '—'}</td>` +
  `<td><code>${e(d.code.slice(0, 16))}…</code></td></tr>`;

/** The sandbox's page for people: the documents it received, newest first, with what it answered (Spanish). */
export const documentsPage = (documents: readonly SandboxDocument[]): string =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>Sandbox DIAN · Fornido</title><style>` +
  `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:64rem;padding:1rem;color:#111827;line-height:1.5}` +
  `h1{font-size:1.5rem}.nota{background:#f4f4f5;padding:.75rem;border-radius:.5rem}table{border-collapse:collapse;width:100%}` +
  `td,th{text-align:left;vertical-align:top;padding:.4rem;border-bottom:1px solid #e4e4e7}ul{margin:0;padding-left:1rem}` +
  `.tabla{overflow-x:auto}</style></head><body><main>` +
  `<p class="nota">Sandbox de la DIAN: ningún documento llega a la DIAN. Fornido usa este simulador del servicio de ` +
  `facturación electrónica porque no tiene credenciales de la DIAN; revisa cada documento como la DIAN (reglas del ` +
  `Anexo Técnico, firma, numeración) y responde con el mismo formato.</p><h1>Documentos recibidos</h1>` +
  (documents.length
    ? `<div class="tabla"><table><caption>Los más recientes primero</caption><thead><tr><th scope="col">Número</th>` +
      `<th scope="col">Tipo</th><th scope="col">Recibido</th><th scope="col">Respuesta</th><th scope="col">Reglas</th>` +
      `<th scope="col">CUFE o CUDE</th></tr></thead><tbody>${documents.map(row).join('')}</tbody></table></div>`
    : '<p>Todavía no ha recibido documentos.</p>') +
  `</main></body></html>`;
