import type { InvoiceIssuer } from '../../core/invoicing/ports';
import type { Clock, Logger } from '../../core/shared/ports';
import { type ProviderSandbox, sandboxFile } from '../payments/provider';
import type { Fetch } from './client';
import { checkDocument } from './document-checks';
import { dianIssuer } from './issuer';
import { DIAN_SANDBOX_PATH, DIAN_SERVICE_PATH, dianSandbox } from './sandbox';
import type { DianSetup } from './settings';

/** The address of the sandbox mounted on the store reached at `selfUrl`. */
export const dianSandboxUrl = (selfUrl: string): string => `${selfUrl}${DIAN_SANDBOX_PATH}${DIAN_SERVICE_PATH}`;

export type DianDeps = {
  /** Where the store reaches itself (the sandbox is called over HTTP like the DIAN's host). */
  readonly selfUrl: string;
  /** Where the sandbox keeps what it received (`memory://…`: nowhere). */
  readonly dataDir: string;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly fetch?: Fetch;
};

/**
 * The invoicing the DIAN setup gives: no issuer when off; the DIAN's service when live; in sandbox mode, the issuer
 * pointed at the sandbox mounted on the store (never in production: readDian refuses sandbox mode there), and that
 * sandbox, which checks each document with the same numbering, technical key and PIN.
 */
export const buildDian = (
  setup: DianSetup,
  deps: DianDeps,
): { readonly issuer: InvoiceIssuer | null; readonly sandbox: ProviderSandbox | null } => {
  const { context } = setup;
  if (setup.mode === 'off' || !context) return { issuer: null, sandbox: null };
  const issuerDeps = { clock: deps.clock, logger: deps.logger, ...(deps.fetch ? { fetch: deps.fetch } : {}) };
  const issuer = dianIssuer({ ...setup, context, url: setup.url ?? dianSandboxUrl(deps.selfUrl) }, issuerDeps);
  if (setup.mode === 'live') return { issuer, sandbox: null };
  const { technicalKey, pin, numbering } = context;
  const { path, router } = dianSandbox({
    check: (xml, now) => checkDocument(xml, { technicalKey, pin, numbering, now }),
    clock: deps.clock,
    ...sandboxFile(deps, 'dian'),
  });
  return { issuer, sandbox: { path, router } };
};
