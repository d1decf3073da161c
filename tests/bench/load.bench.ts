// The load and fault tests of tests/load at full size (FORNIDO_LOAD_SIZE=full), run by vitest as `npm run bench:load`
// runs them: what passed and failed, file by file. They assert outcomes (orders, stock, events), never times.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { log } from './support/log';
import { SMALL } from './support/size';
import { ROOT } from './support/store-process';

type VitestJson = {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    startTime: number;
    endTime: number;
    assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
  }[];
};

export type LoadFile = { file: string; passed: number; failed: number; seconds: number; failures: string[] };
export type LoadResult = {
  ran: boolean;
  size: 'full' | 'small';
  /** vitest's exit code: 0 only when every file ran clean (a failing hook fails its file without failing a test). */
  exitCode: number | null;
  passed: number;
  failed: number;
  skipped: number;
  files: LoadFile[];
};

export const benchLoad = async (): Promise<LoadResult> => {
  const size = SMALL ? 'small' : 'full';
  if (!existsSync(join(ROOT, 'tests', 'load')))
    return { ran: false, size, exitCode: null, passed: 0, failed: 0, skipped: 0, files: [] };
  const dir = mkdtempSync(join(tmpdir(), 'fornido-bench-load-'));
  const output = join(dir, 'vitest.json');
  try {
    log(`load: vitest run tests/load at the ${size} size`);
    // A failing test ends vitest with code 1: the report says which; only a missing report is an error here.
    const vitest = spawnSync(
      'npx',
      ['vitest', 'run', 'tests/load', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
      {
        cwd: ROOT,
        env: { ...process.env, FORNIDO_LOAD_SIZE: size },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    if (!existsSync(output)) throw new Error('vitest wrote no report for tests/load');
    const report = JSON.parse(readFileSync(output, 'utf8')) as VitestJson;
    return {
      ran: true,
      size,
      exitCode: vitest.status,
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests,
      files: report.testResults.map((f) => ({
        file: relative(ROOT, f.name),
        passed: f.assertionResults.filter((a) => a.status === 'passed').length,
        failed: f.assertionResults.filter((a) => a.status === 'failed').length,
        seconds: (f.endTime - f.startTime) / 1000,
        failures: [
          // A file that failed before its tests ran (a hook, an import) has no failed test to tell why.
          ...(f.status === 'failed' && f.message ? [`${relative(ROOT, f.name)}: ${f.message.split('\n')[0]}`] : []),
          ...f.assertionResults
            .filter((a) => a.status === 'failed')
            .map((a) => `${a.fullName}: ${(a.failureMessages[0] ?? '').split('\n')[0]}`),
        ],
      })),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
