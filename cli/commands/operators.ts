import { Command, Option } from 'commander';
import { T } from '../../adapters/container';
import { databaseActor } from '../../core/operators/operator';
import { ROLES, type Role } from '../../core/operators/roles';
import type { InviteError } from '../../core/operators/invite-operator';
import type { ManageOperatorError } from '../../core/operators/manage-operators';
import type { Result } from '../../core/shared/result';
import { bogota, count, json, table } from '../format';
import { printer, type CliIo } from '../io';
import { operatorName } from '../operator';
import { inOwnWords, throughStore } from '../through-store';
import type { RequestError } from '../../contract/request-error';

type Refusal = InviteError | ManageOperatorError;

/** A refusal in the operators' plain English (the use cases speak the console's Spanish). */
const english = (error: Refusal, email: string): string => {
  switch (error.kind) {
    case 'operator-exists':
      return `An operator with the e-mail ${email} already exists.`;
    case 'operator-not-found':
      return `No operator has the e-mail ${email}.`;
    case 'last-owner':
      return `${email} is the only active owner: invite and enrol another owner first.`;
    case 'invalid-input':
      return 'email' in error.fields
        ? `Not a valid e-mail address: "${email}".`
        : 'The name must have 2 to 80 characters.';
    case 'forbidden':
      return 'Your role does not allow this.';
  }
};

const OWN = new Set(['operator-exists', 'operator-not-found', 'last-owner', 'invalid-input']);

/** The operators' API's refusal in the words the database's use case has for it (the others are worded by throughStore). */
const inEnglish = (refusal: RequestError, email: string) =>
  OWN.has(refusal.body.kind) ? new Error(english(refusal.body as Refusal, email)) : null;

/** A use case's value, or its refusal as the command's error (exit 1). */
const valueOf = <V>(result: Result<V, Refusal>, email = ''): V => {
  if (!result.ok) throw new Error(english(result.error, email));
  return result.value;
};

/** `fornido operators create|list|disable`: the store's operators, through a running store's API as the token's owner,
 * or on the database itself as the OS user who runs it (where the first owner comes from). */
export const operatorsCommand = (io: CliIo) => {
  const print = printer(io.out);
  const actor = () => databaseActor(operatorName(io.env));
  const operators = new Command('operators').description("Manage the console's operators and their roles.");
  operators
    .command('create')
    .description('Invite an operator: prints the one-time enrolment link (72 hours) to send them.')
    .argument('<email>', "the operator's e-mail")
    .addOption(new Option('--role <role>', 'what they may do').choices(ROLES).makeOptionMandatory())
    .option('--name <name>', 'their name as the console shows it (default: the e-mail before the @)')
    .action(async (email: string, opts: { role: Role; name?: string }) => {
      const name = opts.name ?? email.split('@')[0] ?? email;
      const input = { email, name, role: opts.role };
      // Beside a store it is the owner's invitation (its token's); on the database it makes the first owner too.
      const { operator, link, expiresAt } = await throughStore(
        io,
        {
          api: (api) => inOwnWords(api.operators.inviteOperator(input), (refusal) => inEnglish(refusal, email)),
          database: async (c) => valueOf(await c.get(T.operators).inviteOperator(actor(), input), email),
        },
        email,
      );
      print(`Invited ${operator.name} <${operator.email}> as ${operator.role}.`);
      print(`Send them this enrolment link (single use, until ${bogota(new Date(expiresAt))} Bogotá):`);
      print(link);
    });
  operators
    .command('list')
    .description('List the operators with their role and state.')
    .option('--json', 'print JSON for scripts')
    .action(async (opts: { json?: boolean }) => {
      const found = await throughStore(io, {
        api: (api) => api.operators.listOperators(),
        database: async (c) => valueOf(await c.get(T.operators).listOperators(actor())),
      });
      if (opts.json) return print(json(found));
      if (found.length === 0)
        return print('No operators yet: invite the first owner with `fornido operators create EMAIL --role owner`.');
      const rows = found.map((o) => [o.email, o.name, o.role, o.status, bogota(new Date(o.createdAt))]);
      print(table([['EMAIL', 'NAME', 'ROLE', 'STATE', 'SINCE (BOGOTA)'], ...rows]));
      print(`\n${count(found.length, 'operator')}.`);
    });
  operators
    .command('disable')
    .description('Disable an operator: they can no longer sign in; their sessions and tokens stop at once.')
    .argument('<email>', "the operator's e-mail")
    .action(async (email: string) => {
      const done = await throughStore(
        io,
        {
          api: (api) =>
            inOwnWords(api.operators.disableOperator({ id: email }), (refusal) => inEnglish(refusal, email)),
          database: async (c) => valueOf(await c.get(T.operators).disableOperator(actor(), email), email),
        },
        email,
      );
      print(`Disabled ${done.name} <${done.email}>: their sessions and tokens no longer work.`);
    });
  return operators;
};
