import express, { Router } from 'express';
import type { Clock } from '../../../core/shared/ports';
import { sandboxApi } from './api';
import { sandboxCallbacks } from './callbacks';
import { ADDI_SANDBOX_CREDENTIALS, type AddiSandboxCredentials } from './constants';
import { creditPageRouter } from './credit-page';
import { sandboxApplications, type SandboxApplication, type SandboxApplicationStatus } from './state';

export {
  ADDI_SANDBOX_CREDENTIALS,
  ADDI_SANDBOX_ERRORS,
  ADDI_SANDBOX_PATH,
  ADDI_SANDBOX_RANGE,
  addiSandboxSettings,
  APPLICATION_MINUTES,
  IN_PROCESS_ID_NUMBER,
  type AddiSandboxCredentials,
} from './constants';
export type { CallbackDelivery } from './callbacks';
export type { SandboxRequest } from './api';
export type { SandboxApplication, SandboxApplicationStatus } from './state';

type Ending = Exclude<SandboxApplicationStatus, 'PENDING'>;
const STATUSES: readonly Ending[] = ['APPROVED', 'DECLINED', 'REJECTED', 'ABANDONED', 'INTERNAL_ERROR'];
const isStatus = (value: unknown): value is Ending =>
  typeof value === 'string' && (STATUSES as readonly string[]).includes(value);

/**
 * A local Addi (PROVIDERS.md §5), mounted at ADDI_SANDBOX_PATH: the token endpoint (`/auth/oauth/token`), the online
 * applications (`/api/v1/online-applications`), the credit page for people (`/`, linked with `publicUrl`) whose
 * buttons send the callback, and `/control/…` for tests. `file` keeps its applications between processes.
 */
export const addiSandbox = (opts: {
  readonly publicUrl: string;
  readonly clock: Clock;
  readonly file?: string;
  readonly credentials?: AddiSandboxCredentials;
  /** How callbacks are sent (global fetch by default). */
  readonly fetch?: typeof fetch;
  /** The pauses before each retry of a callback the store did not echo (0.5 s and 2 s by default). */
  readonly retryDelaysMs?: readonly number[];
  /** A token's life in seconds (a day by default, as Addi's). */
  readonly tokenSeconds?: number;
}) => {
  const credentials = opts.credentials ?? ADDI_SANDBOX_CREDENTIALS;
  const applications = sandboxApplications(opts.file);
  const callbacks = sandboxCallbacks({
    credentials,
    clock: opts.clock,
    fetch: opts.fetch ?? ((input, init) => fetch(input, init)),
    retryDelaysMs: opts.retryDelaysMs ?? [500, 2_000],
  });
  const api = sandboxApi({
    credentials,
    clock: opts.clock,
    applications,
    publicUrl: opts.publicUrl,
    tokenSeconds: opts.tokenSeconds ?? 86_400,
  });

  /** Sends an application's callback as `status` (its own by default) without changing it: a repeat, or a stale one
   * arriving late. False when there is no such application. */
  const callback = async (applicationId: string, status?: SandboxApplicationStatus): Promise<boolean> => {
    const application = applications.find(applicationId);
    if (!application) return false;
    const as = status ?? application.status;
    if (as === 'PENDING') return false;
    return callbacks.send(application, as);
  };
  /** Ends a pending application (as the page's buttons do) and delivers its callback; false when it was not pending. */
  const settle = async (applicationId: string, status: Ending) => {
    const ended = applications.end(applicationId, status, opts.clock.now());
    if (!ended) return false;
    await callbacks.send(ended, status);
    return true;
  };

  const control = Router();
  control.use(express.json({ limit: '10kb' }));
  control.get('/applications', (_req, res) => void res.json(applications.list()));
  control.get('/callbacks', (_req, res) => void res.json(callbacks.deliveries()));
  control.post('/settle', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body.id !== 'string' || !isStatus(body.status))
      return void res.status(400).json({ ok: false, message: `id and status (${STATUSES.join(', ')}) are required` });
    res.status((await settle(body.id, body.status)) ? 200 : 404).json({ ok: true });
  });

  control.post('/callback', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body.id !== 'string' || (body.status !== undefined && !isStatus(body.status)))
      return void res.status(400).json({ ok: false, message: 'id is required; status, when given, must be an ending' });
    const delivered = await callback(body.id, body.status);
    res.status(applications.find(body.id) ? 200 : 404).json({ ok: delivered });
  });

  const router = Router();
  router.use(api.router);
  router.use('/control', control);
  router.use(creditPageRouter({ applications, callbacks, clock: opts.clock }));

  return {
    router,
    credentials,
    /** Every application, newest first, and one by its id or by the ally's orderId (our attempt). */
    applications: (): readonly SandboxApplication[] => applications.list(),
    application: (id: string): SandboxApplication | null =>
      applications.find(id) ?? applications.list().find((a) => a.orderId === id) ?? null,
    settle,
    callback,
    /** Every callback delivery attempt, oldest first. */
    callbacks: () => callbacks.deliveries(),
    requests: api.requests,
    answerNext: api.answerNext,
    dropNext: api.dropNext,
    slowNext: api.slowNext,
  };
};

export type AddiSandbox = ReturnType<typeof addiSandbox>;
