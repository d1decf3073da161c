import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response, Router } from 'express';
import type { RuleBreach } from '../../core/invoicing/invoice';
import type { Clock } from '../../core/shared/ports';
import { faultEnvelope, responseEnvelope, uploadEnvelope } from './soap-answers';
import { readRequest, soapAction } from './soap-envelope';
import { type SandboxDocument, sandboxDocuments, UNKNOWN_DOCUMENT } from './sandbox-documents';
import { documentsPage } from './sandbox-page';
import { checkEnvelope } from './ws-security';
import { textAt } from './xml';

/** Where the store mounts the sandbox, and the service's path under it (as on the DIAN's hosts). */
export const DIAN_SANDBOX_PATH = '/sandbox/dian' as const;
export const DIAN_SERVICE_PATH = '/WcfDianCustomerServices.svc';

/** One call the sandbox received, for contract tests. Header names are lower case, as Node gives them. */
export type SandboxCall = { readonly headers: Readonly<Record<string, string>>; readonly body: string };

export type DianSandboxOptions = {
  /** The DIAN's document rules, as they stand at `now`: what it refuses a document for. */
  readonly check: (xml: string, now: Date) => readonly RuleBreach[];
  readonly clock?: Clock;
  /** Where its documents are kept between processes and restarts (in memory only without it). */
  readonly file?: string;
};

const systemClock: Clock = { now: () => new Date() };
const MAX_LOGGED = 200;

/**
 * A local DIAN web service: the SOAP 1.2 operations of `WcfDianCustomerServices.svc` at `{mount}/WcfDianCustomerServices.svc`,
 * which refuse a call whose WS-Security does not verify (a SOAP fault), read the zip, check its document as the DIAN
 * does and answer with an ApplicationResponse; and a page for people at `{mount}/` listing what it received.
 */
export const dianSandbox = (options: DianSandboxOptions) => {
  const clock = options.clock ?? systemClock;
  const documents = sandboxDocuments({ check: options.check, clock, ...(options.file ? { file: options.file } : {}) });
  const calls: SandboxCall[] = [];
  const slow: number[] = [];
  let failures = 0;

  const soap = (req: Request, res: Response) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    const headers = Object.fromEntries(
      Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as const] : [])),
    );
    calls.push({ headers, body: raw });
    if (calls.length > MAX_LOGGED) calls.shift();
    const delay = slow.shift() ?? 0;
    const send = (status: number, xml: string) => {
      const answer = () => res.status(status).type('application/soap+xml; charset=utf-8').send(xml);
      if (delay > 0) setTimeout(answer, delay).unref();
      else answer();
    };
    const fault = (reason: string, subcode?: string) => send(500, faultEnvelope('Sender', reason, subcode));
    if (failures > 0) {
      failures -= 1;
      send(500, faultEnvelope('Receiver', 'El servicio no está disponible en este momento.'));
      return;
    }
    if (!req.is('application/soap+xml')) return fault('El mensaje no es SOAP 1.2 (application/soap+xml).');
    const checked = checkEnvelope(raw, clock.now());
    if (!checked.ok) return fault(`La seguridad del mensaje no es válida: ${checked.reason}.`, 'InvalidSecurity');
    const request = readRequest(checked.envelope);
    const action = textAt('/soap:Envelope/soap:Header/wsa:Action', checked.envelope);
    const contentAction = /action="([^"]*)"/.exec(req.get('content-type') ?? '')?.[1];
    if (!request || action !== soapAction(request.operation) || contentAction !== action)
      return fault('La acción del mensaje no corresponde a una operación del servicio.', 'ActionNotSupported');
    if (pathOf(checked.to) !== req.originalUrl.split('?')[0])
      return fault('El destino del mensaje (wsa:To) no es este servicio.', 'DestinationUnreachable');
    switch (request.operation) {
      case 'SendBillSync':
        return send(200, responseEnvelope('SendBillSync', [documents.sendBill(request.fileName, request.contentFile)]));
      case 'SendTestSetAsync':
        return send(
          200,
          request.testSetId
            ? uploadEnvelope({ zipKey: documents.sendTestSet(request.fileName, request.contentFile), errors: [] })
            : uploadEnvelope({ zipKey: '', errors: ['El testSetId es obligatorio en habilitación.'] }),
        );
      case 'GetStatus':
        return send(200, responseEnvelope('GetStatus', [documents.status(request.trackId)]));
      case 'GetStatusZip':
        return send(
          200,
          responseEnvelope('GetStatusZip', [
            documents.zip(request.trackId) ?? {
              ...UNKNOWN_DOCUMENT,
              statusCode: '90',
              statusDescription: 'TrackId no encontrado.',
            },
          ]),
        );
    }
  };

  const router = Router();
  router.post(DIAN_SERVICE_PATH, express.text({ type: () => true, limit: '20mb' }), soap);
  router.get('/', (_req, res) => {
    res.type('html').send(documentsPage(documents.list()));
  });

  return {
    path: DIAN_SANDBOX_PATH,
    router,
    /** Every document received, newest first. */
    documents: (): readonly SandboxDocument[] => documents.list(),
    /** Test hook: the next `times` calls are handled, then answered after `ms` (a slow DIAN). */
    slowNext: (ms: number, times = 1) => slow.push(...Array.from({ length: times }, () => ms)),
    /** Test hook: the next `times` calls are answered with a SOAP fault of the service, unhandled. */
    failNext: (times = 1) => {
      failures += times;
    },
    /** The calls received, oldest first. */
    calls: (): readonly SandboxCall[] => [...calls],
    /** Serves the sandbox on its own loopback port; `url` is the service's address. */
    listen: async (): Promise<{ readonly url: string; close(): Promise<void> }> => {
      const app = express();
      app.use(DIAN_SANDBOX_PATH, router);
      const server = app.listen(0, '127.0.0.1');
      await once(server, 'listening');
      const { port } = server.address() as AddressInfo;
      return {
        url: `http://127.0.0.1:${port}${DIAN_SANDBOX_PATH}${DIAN_SERVICE_PATH}`,
        close: async () => {
          server.closeAllConnections();
          await new Promise<void>((resolve) => server.close(() => resolve()));
        },
      };
    },
  };
};

export type DianSandbox = ReturnType<typeof dianSandbox>;

const pathOf = (url: string): string | null => {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
};
