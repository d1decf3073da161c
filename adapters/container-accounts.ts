import { randomUUID } from 'node:crypto';
import type { Container, ResolutionContext } from 'inversify';
import { mergeIntoSavedCart } from '../core/cart/merge-saved-cart';
import { quoteCart } from '../core/cart/quote-cart';
import { replaceSavedCart, showSavedCart } from '../core/cart/saved-cart';
import { activateAccount } from '../core/customers/activate-account';
import { changePassword } from '../core/customers/change-password';
import { getAccount } from '../core/customers/get-account';
import { addAddress, deleteAddress, updateAddress } from '../core/customers/manage-addresses';
import { requestPasswordReset } from '../core/customers/request-password-reset';
import { resetPassword } from '../core/customers/reset-password';
import { sendEmailVerification } from '../core/customers/send-email-verification';
import { resolveSession } from '../core/customers/sessions';
import { signIn } from '../core/customers/sign-in';
import { signOut } from '../core/customers/sign-out';
import { signUp } from '../core/customers/sign-up';
import { updateProfile } from '../core/customers/update-profile';
import { verifyEmail } from '../core/customers/verify-email';
import type { Config } from './config';
import { outboxMailer } from './persistence/outbox-mailer';
import { smtpMailer } from './mail/smtp-mailer';
import { sqlCartStore } from './persistence/cart-store';
import { sqlCustomerStore } from './persistence/customer-store';
import type { Database } from './persistence/db';
import { sqlEmailVerificationStore } from './persistence/email-verification-store';
import { sqlPendingSignUpStore } from './persistence/pending-sign-up-store';
import { sqlRateLimiter } from './persistence/rate-limiter';
import { passwordResets } from './persistence/schema/index';
import { sqlSessionStore } from './persistence/session-store';
import { sqlSingleUseTokenStore } from './persistence/single-use-token-store';
import { sqlCartCatalogue } from './persistence/sku-lookup';
import { scryptPasswordHasher } from './security/password-hasher';
import { nodeSecrets } from './security/secrets';
import { T } from './tokens';

/** Accounts, sessions, mail and saved carts: SQL stores, scrypt and the CSPRNG, the outbox or SMTP mailer, and the
 * account and cart use cases over them. */
export const bindAccounts = (c: Container, config: Config, database: Database) => {
  const db = database.db;
  c.bind(T.customers).toConstantValue(sqlCustomerStore(db));
  c.bind(T.passwordHasher).toConstantValue(scryptPasswordHasher());
  c.bind(T.rateLimiter).toConstantValue(sqlRateLimiter(db));
  c.bind(T.carts).toConstantValue(sqlCartStore(db));
  c.bind(T.cartCatalogue).toConstantValue(sqlCartCatalogue(db));
  c.bind(T.mailOutbox)
    .toDynamicValue((x) => outboxMailer(db, x.get(T.clock)))
    .inSingletonScope();
  c.bind(T.mailer)
    .toDynamicValue((x) =>
      config.smtpUrl ? smtpMailer({ url: config.smtpUrl, from: config.mailFrom }) : outboxMailer(db, x.get(T.clock)),
    )
    .inSingletonScope();
  // Stores no one outside these use cases reads: made once here, not bound.
  const own = {
    sessions: sqlSessionStore(db),
    resets: sqlSingleUseTokenStore(db, passwordResets),
    verifications: sqlEmailVerificationStore(db),
    pendingSignUps: sqlPendingSignUpStore(db),
    secrets: nodeSecrets,
    ids: { newId: () => randomUUID() },
  };
  // Every account and cart use case gets the same ports; each names in its own type the few it uses.
  const ports = (x: ResolutionContext) => ({
    ...own,
    customers: x.get(T.customers),
    hasher: x.get(T.passwordHasher),
    limiter: x.get(T.rateLimiter),
    mailer: x.get(T.mailer),
    clock: x.get(T.clock),
    logger: x.get(T.logger),
    storeUrl: config.publicUrl,
    carts: x.get(T.carts),
    catalogue: x.get(T.cartCatalogue),
    policy: config.policy,
  });
  c.bind(T.accounts)
    .toDynamicValue((x) => {
      const p = ports(x);
      return {
        signUp: signUp(p),
        activateAccount: activateAccount(p),
        signIn: signIn(p),
        signOut: signOut(p),
        resolveSession: resolveSession(p),
        requestPasswordReset: requestPasswordReset(p),
        resetPassword: resetPassword(p),
        sendEmailVerification: sendEmailVerification(p),
        verifyEmail: verifyEmail(p),
        changePassword: changePassword(p),
        getAccount: getAccount(p),
        updateProfile: updateProfile(p),
        addAddress: addAddress(p),
        updateAddress: updateAddress(p),
        deleteAddress: deleteAddress(p),
      };
    })
    .inSingletonScope();
  c.bind(T.cart)
    .toDynamicValue((x) => {
      const p = ports(x);
      return {
        quoteCart: quoteCart(p),
        showSavedCart: showSavedCart(p),
        replaceSavedCart: replaceSavedCart(p),
        mergeIntoSavedCart: mergeIntoSavedCart(p),
      };
    })
    .inSingletonScope();
};
