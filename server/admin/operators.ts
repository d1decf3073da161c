import { T, type AppContainer } from '../../adapters/container';
import type { adminOperatorEndpoints } from '../../contract/admin-operators';
import { permissionsOf } from '../../core/operators/roles';
import { ok } from '../../core/shared/result';
import type { Handlers } from '../api/endpoints';
import { overHttp } from '../api/v1/account-edge';
import { clientAddressKey } from '../api/v1/body';
import { actorOf, clearOperatorCookie, setOperatorCookie } from './operator-session';

/** The operators' accounts over HTTP (contract/admin-operators.ts): enrolment and sign-in set the console's cookie,
 * sign-out clears it; the rest act for the request's operator, each use case checking the role. */
export const adminOperatorHandlers = (c: AppContainer): Handlers<typeof adminOperatorEndpoints> => {
  const { publicUrl } = c.get(T.config);
  const o = c.get(T.operators);
  return {
    showEnrolment: ({ token }) => o.showEnrolment(token),
    completeEnrolment: async (form, ctx) => {
      const result = await o.completeEnrolment(form);
      if (!result.ok) return result;
      const { req, res } = overHttp(ctx);
      setOperatorCookie(req, res, result.value.session.token, publicUrl);
      return ok({ operator: result.value.operator, recoveryCodes: result.value.recoveryCodes });
    },
    signIn: async (form, ctx) => {
      const { req, res } = overHttp(ctx);
      const result = await o.signInOperator({ ...form, ip: clientAddressKey(req) });
      if (!result.ok) return result;
      setOperatorCookie(req, res, result.value.session.token, publicUrl);
      return ok({ operator: result.value.operator });
    },
    signOut: async (_input, ctx) => {
      const { req, res } = overHttp(ctx);
      if (ctx.actor) await o.signOutOperator(ctx.actor);
      clearOperatorCookie(req, res, publicUrl);
    },
    signOutEverywhere: async (_input, ctx) => {
      const ended = await o.signOutEverywhere(actorOf(ctx.actor));
      const { req, res } = overHttp(ctx);
      clearOperatorCookie(req, res, publicUrl);
      return ended;
    },
    me: (_input, ctx) => {
      const actor = actorOf(ctx.actor);
      return Promise.resolve(ok({ name: actor.name, role: actor.role, permissions: permissionsOf(actor.role) }));
    },
    listOperators: (_input, ctx) => o.listOperators(actorOf(ctx.actor)),
    inviteOperator: (form, ctx) => o.inviteOperator(actorOf(ctx.actor), form),
    changeRole: ({ id, role }, ctx) => o.changeRole(actorOf(ctx.actor), id, role),
    disableOperator: ({ id }, ctx) => o.disableOperator(actorOf(ctx.actor), id),
    listTokens: (_input, ctx) => o.listAccessTokens(actorOf(ctx.actor)),
    createToken: ({ name }, ctx) => o.createAccessToken(actorOf(ctx.actor), name),
    revokeToken: ({ id }, ctx) => o.revokeAccessToken(actorOf(ctx.actor), id),
    changePassword: (form, ctx) =>
      o.changeOperatorPassword(actorOf(ctx.actor), { ...form, ip: clientAddressKey(overHttp(ctx).req) }),
    settings: (_input, ctx) => Promise.resolve(o.viewSettings(actorOf(ctx.actor))),
  };
};
