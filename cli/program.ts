import { Command, CommanderError, type OutputConfiguration } from 'commander';
import { catalogCommand } from './commands/catalog';
import { creditCommand } from './commands/credit';
import { customersCommand } from './commands/customers';
import { dbCommand } from './commands/db';
import { eventsCommand } from './commands/events';
import { leadsCommand } from './commands/leads';
import { returnsCommand } from './commands/returns';
import { invoicesCommand } from './commands/invoices';
import { mailCommand } from './commands/mail';
import { operatorsCommand } from './commands/operators';
import { ordersCommand } from './commands/orders';
import { paymentsCommand } from './commands/payments';
import { reportsCommand } from './commands/reports';
import { searchCommand } from './commands/search';
import { vitalsCommand } from './commands/vitals';
import { walletCommand } from './commands/wallet';
import { webhooksCommand } from './commands/webhooks';
import { exitCodeOf } from './errors';
import { terminalSafe, type CliIo } from './io';

const everyCommand = (command: Command): Command[] => [command, ...command.commands.flatMap(everyCommand)];

/** The `fornido` command tree, writing through `io`. */
export const fornidoProgram = (io: CliIo): Command => {
  const program = new Command('fornido')
    .description('Operate the Fornido store: database, catalogue, orders, payments and their events.')
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText(
      'after',
      [
        '',
        'Beside a running store, with FORNIDO_TOKEN=fop_… (an access token from the console),',
        "every command but db acts through its operators' API: the store serving on the data",
        'folder, or the one at FORNIDO_URL. db needs the store stopped, or PostgreSQL.',
      ].join('\n'),
    );
  program.addCommand(dbCommand(io));
  program.addCommand(catalogCommand(io));
  program.addCommand(creditCommand(io));
  program.addCommand(customersCommand(io));
  program.addCommand(eventsCommand(io));
  program.addCommand(leadsCommand(io));
  program.addCommand(mailCommand(io));
  program.addCommand(operatorsCommand(io));
  program.addCommand(ordersCommand(io));
  program.addCommand(paymentsCommand(io));
  program.addCommand(reportsCommand(io));
  program.addCommand(returnsCommand(io));
  program.addCommand(invoicesCommand(io));
  program.addCommand(searchCommand(io));
  program.addCommand(vitalsCommand(io));
  program.addCommand(walletCommand(io));
  program.addCommand(webhooksCommand(io));
  const output: OutputConfiguration = {
    writeOut: (text) => io.out.write(text),
    writeErr: (text) => io.err.write(text),
    getOutHelpWidth: () => (io.out.isTTY && io.out.columns) || 80,
    getErrHelpWidth: () => (io.err.isTTY && io.err.columns) || 80,
  };
  // A terminal's width for help, else commander's 80 columns. Added commands do not inherit these from their parent, and a command without exitOverride ends the process.
  for (const command of everyCommand(program)) command.exitOverride().configureOutput(output);
  return program;
};

/**
 * Runs `fornido` with the arguments after its name, in this process: every command writes through `io` and reads
 * its configuration from `io.env`, and the exit code is returned instead of ending the process. Messages are plain
 * English; 0 on success (and for help), 2 when a provider refused what was asked (nothing changed), 1 on any other
 * failure.
 */
export const runFornido = async (argv: readonly string[], given: CliIo): Promise<number> => {
  const io: CliIo = { ...given, out: terminalSafe(given.out), err: terminalSafe(given.err) };
  try {
    await fornidoProgram(io).parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 1;
    io.err.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    return exitCodeOf(error);
  }
};
