import { Command, CommanderError } from 'commander';
import { catalogCommand } from './commands/catalog';
import { dbCommand } from './commands/db';
import { eventsCommand } from './commands/events';
import { mailCommand } from './commands/mail';
import { ordersCommand } from './commands/orders';
import { searchCommand } from './commands/search';

/** `fornido`: the operators' command. Messages are plain English; exit code 0 on success, 1 on failure. */
const program = new Command('fornido')
  .description('Operate the Fornido store: database, catalogue, orders, payments and their events.')
  .showHelpAfterError('(run with --help for usage)')
  .exitOverride();

program.addCommand(dbCommand());
program.addCommand(catalogCommand());
program.addCommand(eventsCommand());
program.addCommand(mailCommand());
program.addCommand(ordersCommand());
program.addCommand(searchCommand());

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : 1);
  console.error(`Error: ${(error as Error).message}`);
  process.exit(1);
}
