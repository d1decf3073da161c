import type { RateLimiter } from '../shared/rate-limit';
import { refusalOf, type RateLimited } from '../shared/rate-limit';
import { LIMITS } from './account-rules';

/** Who is guessing which password: the account (its email as typed, whether or not it exists) and the client's address;
 * `realm` keeps the operators' accounts apart from the shoppers' (an operator may shop with the same e-mail). */
export type Guesser = { readonly email: string; readonly ip: string; readonly realm?: 'operators' };

const normalized = (email: string) => email.trim().toLowerCase();

/** The limiter key of an account's wrong passwords from every address (a password reset clears it). */
export const failuresKey = (email: string, realm?: 'operators'): string =>
  `${realm ? `${realm}:` : ''}password-failures:${normalized(email)}`;

// The address comes first and never contains '|', and each kind of key has its own prefix: a typed email (which the
// guesser chooses) can never spell another account's or another address's key.
const realmOf = (g: Guesser) => (g.realm ? `${g.realm}:` : '');
const pairKey = (g: Guesser) => `${realmOf(g)}password-failures-from:${g.ip}|${normalized(g.email)}`;
const underAttackKey = (g: Guesser) =>
  `${realmOf(g)}password-failures-under-attack-from:${g.ip}|${normalized(g.email)}`;

/** Why this address may not try a password for this account now (too many wrong ones from it, in the normal window or
 * while the account is being guessed from many addresses), or null. Other addresses are never refused here. */
export const guessRefusal = async (limiter: RateLimiter, g: Guesser, now: Date): Promise<RateLimited | null> => {
  const pair = LIMITS.failuresPerAccountAndIp;
  const tight = LIMITS.failuresPerAccountAndIpUnderAttack;
  return (
    refusalOf(await limiter.peek(pairKey(g), pair.limit, pair.windowSeconds, now)) ??
    refusalOf(await limiter.peek(underAttackKey(g), tight.limit, tight.windowSeconds, now))
  );
};

/** Counts a wrong password against the address and the account; once the account's budget is spent, the wrong password
 * also shuts this address out of this account for the under-attack window, so many addresses get one guess each. */
export const countWrongGuess = async (limiter: RateLimiter, g: Guesser, now: Date): Promise<void> => {
  const {
    failuresPerAccountAndIp: pair,
    failuresPerAccount: account,
    failuresPerAccountAndIpUnderAttack: tight,
  } = LIMITS;
  await limiter.hit(pairKey(g), pair.limit, pair.windowSeconds, now);
  const budget = await limiter.hit(failuresKey(g.email, g.realm), account.limit, account.windowSeconds, now);
  if (!budget.allowed) await limiter.hit(underAttackKey(g), tight.limit, tight.windowSeconds, now);
};

/** Forgets this address's wrong passwords for this account after a right one (an address shut out while the account is
 * under attack never gets its password checked, so there is nothing else to forget). The account's budget is kept: the
 * owner signing in must not hand the guessers a fresh one. */
export const forgetWrongGuesses = (limiter: RateLimiter, g: Guesser): Promise<void> => limiter.clear(pairKey(g));
