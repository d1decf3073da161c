import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { DateTime } from 'luxon';
import { ROOT } from './store-process';

/** A Markdown table: a header row and rows of cells. */
export const table = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

export const ms = (n: number) =>
  n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n < 10 ? n.toFixed(1) : n.toFixed(0)} ms`;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const perSecond = (n: number) => `${n.toFixed(n < 100 ? 1 : 0)}/s`;
export const times = (n: number) => `${n.toFixed(2)}×`;

/** "met", or "not met by" how far the figure is from its goal, in the figure's unit. */
export const verdict = (value: number, goal: { atMost?: number; atLeast?: number }, format: (n: number) => string) => {
  if (!Number.isFinite(value)) return 'not measured';
  if (goal.atMost !== undefined && value > goal.atMost) return `not met by ${format(value - goal.atMost)}`;
  if (goal.atLeast !== undefined && value < goal.atLeast) return `not met by ${format(goal.atLeast - value)}`;
  return 'met';
};

const git = (...args: string[]) => {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
};

/** Where and when the figures were measured: the machine, Node, the date in Bogotá and the commit. */
export const machineLines = () => {
  const cpu = cpus();
  const commit = git('log', '-1', '--format=%h %s');
  const dirty = git('status', '--porcelain', '--untracked-files=no') ? ' (with uncommitted changes)' : '';
  return [
    `- Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB; load average ${loadavg()[0].toFixed(2)} when the run started`,
    `- Node ${process.version} on ${process.platform}`,
    `- Date: ${DateTime.now().setZone('America/Bogota').setLocale('en').toFormat("d LLLL yyyy, HH:mm 'Bogotá time'")}`,
    `- Commit: ${commit}${dirty}`,
  ];
};
