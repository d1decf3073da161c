import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// The child: opens the embedded database in the data dir given, says so, and keeps it open until its stdin ends.
const HOLD = `
import { openDatabase } from './adapters/persistence/db.ts';
const database = await openDatabase({ dataDir: process.argv[1] });
console.log('holding');
process.stdin.resume();
process.stdin.on('end', () => void database.close().then(() => process.exit(0)));
`;

/** Another process holding `dataDir` open as a running store does (a Node process of its own opening the embedded
 * database there); resolves once it holds it. `release` closes the database and waits for the process to end. */
export const holdDataDir = async (dataDir: string) => {
  // Baseline-compiled WebAssembly only, as cli/bin.js runs a command: it holds, it does not query.
  const args = ['--liftoff-only', '--import', 'tsx', '--input-type=module', '-e', HOLD, dataDir];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('holding')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`the holder ended (${code}) before holding:\n${output}`)));
  });
  return {
    pid: child.pid!,
    release: async () => {
      child.stdin.end();
      return exited;
    },
  };
};
