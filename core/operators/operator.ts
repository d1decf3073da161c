import type { Role } from './roles';

/** invited: has an enrolment link, no password yet; active: enrolled with a password and a second factor; disabled:
 * can no longer sign in, and its sessions and tokens stopped working. */
export type OperatorStatus = 'invited' | 'active' | 'disabled';

/** A person who runs the store, apart from the shoppers' accounts. */
export type Operator = {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: Role;
  readonly status: OperatorStatus;
  readonly passwordHash: string | null;
  /** The second factor's shared secret (base32), set at enrolment. */
  readonly totpSecret: string | null;
  /** The secret shown on the enrolment page until its first code is confirmed. */
  readonly pendingTotpSecret: string | null;
  readonly createdAt: Date;
};

/** Who asks an operator use case: the operator, how they proved it, and the role they hold now. A command that opens
 * the database itself acts as the OS user who runs it, with every permission (whoever can open the database can do
 * anything with it). */
export type Actor = {
  readonly operatorId: string | null;
  /** As the audit records it: "Laura Gómez <laura@fornido.co>", or the OS user of a command. */
  readonly name: string;
  readonly role: Role;
  readonly via:
    | { readonly kind: 'session'; readonly tokenHash: string }
    | { readonly kind: 'token'; readonly id: string }
    | { readonly kind: 'database' };
};

/** The actor of a command run on the database itself, by its OS user. */
export const databaseActor = (osUser: string): Actor => ({
  operatorId: null,
  name: `${osUser} (OS user)`,
  role: 'owner',
  via: { kind: 'database' },
});

/** An operator as the audit names them. */
export const actorName = (o: Pick<Operator, 'name' | 'email'>): string => `${o.name} <${o.email}>`;

/** An operator as the console and the CLI show one: never the password or the secret. */
export type OperatorView = {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: Role;
  readonly status: OperatorStatus;
  readonly createdAt: string;
};

export const operatorView = (o: Operator): OperatorView => ({
  id: o.id,
  email: o.email,
  name: o.name,
  role: o.role,
  status: o.status,
  createdAt: o.createdAt.toISOString(),
});
