import express, { type Request, type Response, Router } from 'express';
import { formatPesos } from '../../../core/shared/format';
import type { Clock } from '../../../core/shared/ports';
import type { SandboxCallbacks } from './callbacks';
import { button, e, page } from './page';
import type { SandboxApplication, SandboxApplicationStatus, SandboxApplications } from './state';

/** The page's buttons: the path each posts to, the status it ends the application with, and its label. */
const ACTIONS = [
  { path: 'aprobar', status: 'APPROVED', label: 'Aprobar crédito' },
  { path: 'rechazar', status: 'DECLINED', label: 'Rechazar' },
  { path: 'abandonar', status: 'ABANDONED', label: 'Abandonar' },
  { path: 'error', status: 'INTERNAL_ERROR', label: 'Simular un error de Addi' },
] as const;

/** How an ended application reads, by its status (looked up only with a status the sandbox itself set). */
const ENDED: ReadonlyMap<SandboxApplicationStatus, string> = new Map<SandboxApplicationStatus, string>([
  ['APPROVED', 'Esta solicitud de crédito ya fue aprobada.'],
  ['DECLINED', 'Addi no aprobó esta solicitud de crédito.'],
  ['REJECTED', 'Addi rechazó esta solicitud de crédito.'],
  ['ABANDONED', 'Esta solicitud de crédito fue abandonada.'],
  ['INTERNAL_ERROR', 'Addi tuvo un error con esta solicitud de crédito: elige otro medio de pago.'],
]);

const NOTICES: ReadonlyMap<string, string> = new Map([['no-pendiente', 'Esa solicitud ya no está en proceso.']]);

const idOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const details = (a: SandboxApplication) => {
  const { request } = a;
  const items = request.items
    .map(
      (i) =>
        `<li><span>${e(i.name)} × ${i.quantity}</span> <span class="precio">${e(formatPesos(i.unitPrice * i.quantity))}</span></li>`,
    )
    .join('');
  return (
    `<dl><dt>Valor a financiar</dt><dd class="monto">${e(formatPesos(request.totalAmount))}</dd>` +
    `<dt>Comercio</dt><dd>Fornido</dd>` +
    `<dt>Cliente</dt><dd>${e(`${request.client.firstName} ${request.client.lastName}`)} · ` +
    `${e(request.client.idType)} ${e(request.client.idNumber)}</dd>` +
    `<dt>Envío</dt><dd>${e(formatPesos(request.shippingAmount))}</dd></dl>` +
    `<h2>Tu compra</h2><ul>${items}</ul>`
  );
};

/**
 * Addi's credit page for people (`{ADDI_SANDBOX_PATH}/?id=…`, the Location of every application): the amount and the
 * order's items, and "Aprobar crédito", "Rechazar" or "Abandonar". Each ends the application, delivers its callback to
 * the store (server to server, retried until echoed) and then sends the shopper back to `redirectionUrl`.
 */
export const creditPageRouter = (deps: {
  readonly applications: SandboxApplications;
  readonly callbacks: SandboxCallbacks;
  readonly clock: Clock;
}): Router => {
  const router = Router();
  router.get('/', (req, res) => {
    const application = deps.applications.find(idOf(req.query.id));
    if (!application) {
      res.status(404).send(page('Solicitud de crédito', '<p>No encontramos esa solicitud de crédito.</p>'));
      return;
    }
    const notice = NOTICES.get(idOf(req.query.aviso)) ?? '';
    const back = application.request.allyUrlRedirection.redirectionUrl;
    const actions =
      application.status === 'PENDING'
        ? ACTIONS.map((a) =>
            button(`${req.baseUrl}/${a.path}`, application.applicationId, a.label, a.status === 'APPROVED'),
          ).join('')
        : `<p>${e(ENDED.get(application.status) ?? '')}</p><p><a href="${e(back)}">Volver a Fornido</a></p>`;
    res.send(page('Tu crédito con Addi', `${details(application)}${actions}`, notice));
  });

  const form = express.urlencoded({ extended: false, limit: '10kb' });
  for (const action of ACTIONS) {
    router.post(`/${action.path}`, form, async (req: Request, res: Response) => {
      const id = idOf((req.body as Record<string, unknown> | undefined)?.id);
      const ended = deps.applications.end(id, action.status, deps.clock.now());
      if (!ended) {
        res.redirect(303, `${req.baseUrl}/?id=${encodeURIComponent(id)}&aviso=no-pendiente`);
        return;
      }
      // The store hears first, then the shopper goes back: the order's page already knows how it ended.
      await deps.callbacks.send(ended, action.status);
      res.redirect(303, ended.request.allyUrlRedirection.redirectionUrl);
    });
  }
  return router;
};
