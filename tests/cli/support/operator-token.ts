import { T, type AppContainer } from '../../../adapters/container';
import { nodeOneTimePasswords } from '../../../adapters/security/totp';
import { actorName, databaseActor, type Actor } from '../../../core/operators/operator';
import type { Role } from '../../../core/operators/roles';
import { stepAt } from '../../../core/operators/second-factor';

const valueOf = <V>(result: { ok: true; value: V } | { ok: false; error: { message: string } }): V => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

/** An operator invited by the OS user, enrolled with their second factor at `at`, and a personal access token of theirs
 * (`fop_…`), as the console's "Tokens de acceso" makes one: through the store's own use cases. */
export const operatorWithToken = async (
  c: AppContainer,
  at: Date,
  who: { readonly email: string; readonly name: string; readonly role: Role },
) => {
  const operators = c.get(T.operators);
  const invited = valueOf(await operators.inviteOperator(databaseActor('root'), who));
  const link = new URL(invited.link).searchParams.get('token') ?? '';
  const { secret } = valueOf(await operators.showEnrolment(link));
  const code = nodeOneTimePasswords.codeAt(secret, stepAt(at));
  const { operator } = valueOf(
    await operators.completeEnrolment({ token: link, password: 'Estante-2026-firme', code }),
  );
  const actor: Actor = {
    operatorId: operator.id,
    name: actorName(operator),
    role: operator.role,
    via: { kind: 'session', tokenHash: 'console' },
  };
  const { token, view } = valueOf(await operators.createAccessToken(actor, 'terminal de la bodega'));
  return { actor, token, tokenId: view.id };
};
