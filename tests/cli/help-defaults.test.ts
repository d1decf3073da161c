import type { Command } from 'commander';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/io';
import { fornidoProgram } from '../../cli/program';

const quietIo = (): CliIo => ({ out: new PassThrough(), err: new PassThrough(), env: {} });
const everyCommand = (command: Command): Command[] => [command, ...command.commands.flatMap(everyCommand)];
const nameOf = (command: Command): string =>
  command.parent ? `${nameOf(command.parent)} ${command.name()}` : command.name();

describe('fornido --help', () => {
  // "(default: 86400000)" where 24h was meant: a default an operator could not type back.
  it('shows every default as a value the option takes, which typed back gives the same default', () => {
    const defaults: string[] = [];
    for (const command of everyCommand(fornidoProgram(quietIo())))
      for (const option of command.options) {
        if (option.defaultValue === undefined || option.negate || !option.required) continue;
        const shown = option.defaultValueDescription ?? JSON.stringify(option.defaultValue);
        const where = `${nameOf(command)} ${option.long} (default: ${shown})`;
        defaults.push(where);
        const typed = option.parseArg ? option.parseArg(shown, undefined) : shown;
        expect(typed, where).toEqual(option.defaultValue);
      }
    expect(defaults).toContain('fornido payments reconcile --since (default: 24h)');
    expect(defaults.length).toBeGreaterThan(4);
  });
});
