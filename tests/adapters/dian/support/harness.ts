import { dianClient } from '../../../../adapters/dian/client';
import { dianSandbox, type DianSandboxOptions } from '../../../../adapters/dian/sandbox';
import type { WsSigner } from '../../../../adapters/dian/ws-security';
import { recordingLogger, testClock } from '../../nequi/harness';
import { testSigner } from './signer';

/** One signer for a test file (an RSA key takes a moment to make). */
let shared: WsSigner | null = null;
export const fileSigner = (): WsSigner => (shared ??= testSigner());

/** The DIAN sandbox on its own loopback port, with a client signed by a test certificate pointed at it. */
export const startDian = async (options: Partial<DianSandboxOptions> & { readonly timeoutMs?: number } = {}) => {
  const clock = testClock('2026-03-02T15:04:05.000Z');
  const sandbox = dianSandbox({ check: () => [], ...options, clock });
  const served = await sandbox.listen();
  const logger = recordingLogger();
  const signer = fileSigner();
  const client = dianClient({ url: served.url, signer, timeoutMs: options.timeoutMs ?? 2_000 }, { clock, logger });
  return { sandbox, client, clock, logger, signer, url: served.url, close: () => served.close() };
};
