import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import type { Forbidden } from '../operators/operator-errors';
import { err, ok, type Result } from '../shared/result';
import type { MailOutbox, StoredMail } from '../mail/ports';

/** No kept message has that id. */
export type KeptMailNotFound = { readonly kind: 'mail-not-found'; readonly message: string };

/** Mail goes to an SMTP server: the outbox is empty by design, and the mail is read in that server. */
export type MailNotKept = { readonly kind: 'mail-not-kept'; readonly message: string };

export type ReadOutboxDeps = {
  readonly outbox: Pick<MailOutbox, 'list' | 'find'>;
  /** Whether mail is handed to an SMTP server rather than kept. */
  readonly smtp: boolean;
};

const NOT_KEPT: MailNotKept = {
  kind: 'mail-not-kept',
  message: 'El correo se entrega a un servidor SMTP: la tienda no guarda copia. Búscalo en ese servidor.',
};

/** The newest messages the store kept, optionally to one address (`operations.run`: they hold shoppers' links). */
export const listMailFor =
  (deps: ReadOutboxDeps) =>
  async (
    actor: Actor,
    query: { readonly to?: string; readonly limit: number },
  ): Promise<Result<readonly StoredMail[], Forbidden | MailNotKept>> => {
    const refused = authorize(actor, 'operations.run');
    if (refused) return err(refused);
    return deps.smtp ? err(NOT_KEPT) : ok(await deps.outbox.list(query));
  };

/** One kept message by its id (`operations.run`). */
export const showMailFor =
  (deps: ReadOutboxDeps) =>
  async (actor: Actor, id: number): Promise<Result<StoredMail, Forbidden | MailNotKept | KeptMailNotFound>> => {
    const refused = authorize(actor, 'operations.run');
    if (refused) return err(refused);
    if (deps.smtp) return err(NOT_KEPT);
    const found = await deps.outbox.find(id);
    return found ? ok(found) : err({ kind: 'mail-not-found', message: `El correo ${id} no está guardado.` });
  };
