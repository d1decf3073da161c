import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { log } from './log';

export const ROOT = new URL('../../../', import.meta.url).pathname;
export const CLIENT_DIR = join(ROOT, 'dist', 'client');

/** Whether `taskset` can pin processes to cores here (Linux with util-linux, and at least two cores). */
export const CAN_PIN = cpus().length >= 2 && spawnSync('taskset', ['-p', String(process.pid)]).status === 0;

/** Pins every thread of a running process (and the children it starts later) to the given cores ("0", "1", "0-1"). */
export const pin = (pid: number, cores: string) => {
  if (CAN_PIN) execFileSync('taskset', ['-apc', cores, String(pid)], { stdio: 'ignore' });
};

/** Runs `work` with this process (the load generator) pinned to core 1, then frees it again. */
export const onLoadCore = async <T>(work: () => Promise<T>): Promise<T> => {
  pin(process.pid, '1');
  try {
    return await work();
  } finally {
    pin(process.pid, `0-${cpus().length - 1}`);
  }
};

/** A TCP port the OS says is free now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

let built = false;
/** Builds the client once per run (`npm run build`), as `npm start` does. */
export const buildOnce = () => {
  if (built) return;
  const start = performance.now();
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
  built = true;
  log(`built the store in ${((performance.now() - start) / 1000).toFixed(1)} s`);
};

export type StoreProcess = { readonly url: string; readonly dataDir: string; stop(): Promise<void> };

const ready = async (url: string, child: ChildProcess, output: () => string) => {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store stopped while starting:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the store did not answer ${url} within 3 minutes:\n${output()}`);
};

/**
 * The built store as `npm start` runs it (NODE_ENV=production, PGlite seeded at start in a fresh data dir unless `env`
 * says otherwise), pinned to core 0; `env` is added to this process's environment, without its DATABASE_URL.
 */
export const startStore = async (env: Record<string, string> = {}, dataDir?: string): Promise<StoreProcess> => {
  buildOnce();
  const port = await freePort();
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'fornido-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const node = [process.execPath, '--import', 'tsx', 'server/main.ts'];
  const [command, ...args] = CAN_PIN ? ['taskset', '-c', '0', ...node] : node;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      // The benchmarks measure the shop, not the DIAN: production without its credentials needs invoicing off.
      INVOICING: 'off',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const started = performance.now();
  await ready(`${url}/readyz`, child, () => output);
  log(`store up on ${url} in ${((performance.now() - started) / 1000).toFixed(1)} s${CAN_PIN ? ' (core 0)' : ''}`);
  return {
    url,
    dataDir: dir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** The catalogue pages every page benchmark measures: seeded at every start (tests/e2e/catalogue.spec.ts uses them). */
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/proteinas/' },
  { name: 'product', path: '/proteinas/gold-standard-100-whey/' },
] as const;
