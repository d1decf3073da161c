import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('./store-process.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A free loopback port. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The store's API in a child process of its own (tests/load/support/store-process.ts), run by Node itself through
 * tsx's loader, so its pid is the store's (a kill -9 reaches it, not a wrapper). Resolves once it listens. */
export const startStoreChild = async (env: Readonly<Record<string, string>>) => {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the store did not start in 60 s:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the store ended (${code ?? signal}) before listening:\n${output}`));
    });
  });
  return {
    /** What it printed (its log), for a failure's message. */
    output: () => output,
    exited,
    /** kill -9: no shutdown, no flush, whatever was in flight is cut. */
    kill: () => child.kill('SIGKILL'),
    /** A clean stop, as an operator's SIGTERM. */
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
};
