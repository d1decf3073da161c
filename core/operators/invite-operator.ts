import type { Secrets } from '../customers/ports';
import type { Mailer } from '../mail/ports';
import { invitationMail } from './invitation-mail';
import { parseEmail } from '../people/email';
import type { Clock, IdGenerator } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import { authorize } from './authorize';
import { operatorView, type Actor, type OperatorView } from './operator';
import { invalidField, type Forbidden, type InvalidOperatorInput, type OperatorExists } from './operator-errors';
import type { OperatorAudit, OperatorStore } from './ports';
import type { Role } from './roles';

/** How long an enrolment link stays usable. */
export const ENROLMENT_HOURS = 72;

export type InviteInput = { readonly email: string; readonly name: string; readonly role: Role };
export type InviteError = Forbidden | OperatorExists | InvalidOperatorInput;
/** The invitation made: the link also goes by mail to the operator; `mailed` false when the mail service was down (the
 * link is still good: the inviter hands it over). */
export type Invited = {
  readonly operator: OperatorView;
  readonly link: string;
  readonly expiresAt: string;
  readonly mailed: boolean;
};

export type InviteDeps = {
  readonly operators: OperatorStore;
  readonly audit: OperatorAudit;
  readonly secrets: Secrets;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly storeUrl: string;
  readonly mailer: Mailer;
};

/** Invites an operator with a role (owners only; the first owner comes from the `fornido` command): the operator is
 * created without a password, and the one-time enrolment link, valid ENROLMENT_HOURS, is mailed to them and given back
 * to the inviter. Only its hash is kept. */
export const inviteOperator =
  (deps: InviteDeps) =>
  async (actor: Actor, input: InviteInput): Promise<Result<Invited, InviteError>> => {
    const refused = authorize(actor, 'operators.manage');
    if (refused) return err(refused);
    const email = parseEmail(input.email);
    if (!email.ok) return err(invalidField('email', email.error.message));
    const name = input.name.trim().replace(/\s+/g, ' ');
    if (name.length < 2 || name.length > 80)
      return err(invalidField('name', 'Escribe el nombre del operador (2 a 80 letras).'));
    const now = deps.clock.now();
    const token = deps.secrets.newToken();
    const expiresAt = new Date(now.getTime() + ENROLMENT_HOURS * 3_600_000);
    const operator = {
      id: deps.ids.newId(),
      email: email.value,
      name,
      role: input.role,
      status: 'invited' as const,
      passwordHash: null,
      totpSecret: null,
      pendingTotpSecret: null,
      createdAt: now,
    };
    const added = await deps.operators.invite(operator, { tokenHash: deps.secrets.hashToken(token), expiresAt });
    if (!added) return err({ kind: 'operator-exists', message: `Ya hay un operador con el correo ${email.value}.` });
    await deps.audit.record({
      at: now,
      operatorId: actor.operatorId,
      actor: actor.name,
      action: 'operator.invited',
      subject: email.value,
      after: { name, role: input.role },
    });
    const link = `${deps.storeUrl}/admin/alta/?token=${token}`;
    const mail = invitationMail(deps.storeUrl, {
      email: email.value,
      name,
      role: input.role,
      invitedBy: actor.name,
      link,
      expiresAt,
    });
    const mailed = await deps.mailer.send(mail).then(
      () => true,
      () => false,
    );
    return ok({ operator: operatorView(operator), link, expiresAt: expiresAt.toISOString(), mailed });
  };
