import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { builtStoreProcess } from './built-store';
import { STORE_START_BUDGET_MS } from './sizes';

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

/** Whether the store at `port` says it is ready (GET /readyz 200: serving, and its database answering). */
const isReady = (port: number) =>
  fetch(`http://127.0.0.1:${port}/readyz`).then(
    (res) => res.status === 200,
    () => false,
  );

/** The store's API in a child process of its own (tests/load/support/store-process.ts), run by Node itself (compiled
 * once per Vitest run, else through tsx's loader), so its pid is the store's (a kill -9 reaches it, not a wrapper).
 * Resolves once its /readyz answers 200: a start on a loaded machine takes what it takes, up to STORE_START_BUDGET_MS. */
export const startStoreChild = async (env: Readonly<Record<string, string>>) => {
  const built = await builtStoreProcess();
  // Embedded PostgreSQL's WebAssembly compiled by V8's baseline compiler only, as cli/bin.js runs a command: a store
  // that serves a test's few requests starts without the optimizing compiler's background work, a quarter less CPU.
  const args = ['--liftoff-only', ...(built ? [built] : ['--import', 'tsx', ENTRY])];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  type Exit = { code: number | null; signal: NodeJS.Signals | null };
  const ended: { exit: Exit | null } = { exit: null };
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve((ended.exit = { code, signal }))),
  );
  const port = Number(env.PORT);
  for (const deadline = Date.now() + STORE_START_BUDGET_MS; !(await isReady(port));) {
    if (ended.exit)
      throw new Error(`the store ended (${ended.exit.code ?? ended.exit.signal}) before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the store was not ready in ${STORE_START_BUDGET_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
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
