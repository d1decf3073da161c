import type { Operator } from './operator';
import type { Role } from './roles';

/** The store's operators, by id and by e-mail (lower-case, unique). */
export type OperatorStore = {
  /** Adds an invited operator with its enrolment link's hash; false when the e-mail already has an operator. */
  invite(operator: Operator, enrolment: { readonly tokenHash: string; readonly expiresAt: Date }): Promise<boolean>;
  findById(id: string): Promise<Operator | null>;
  findByEmail(email: string): Promise<Operator | null>;
  list(): Promise<readonly Operator[]>;
  /** The operator an enrolment link belongs to and whether the link can still be used at `now`. */
  enrolmentOf(
    tokenHash: string,
    now: Date,
  ): Promise<{ readonly state: 'valid' | 'expired' | 'used'; readonly operatorId: string } | null>;
  /** Keeps the secret shown at enrolment until its first code is confirmed (the same one on every reload). */
  setPendingSecret(id: string, secret: string): Promise<void>;
  /** Finishes an enrolment in one transaction: takes the link once (false if it was taken meanwhile), sets the password,
   * the second factor (its first code's time step used) and the recovery codes' hashes, and makes the operator active. */
  enrol(
    tokenHash: string,
    now: Date,
    done: {
      readonly passwordHash: string;
      readonly totpSecret: string;
      readonly step: number;
      readonly recoveryCodeHashes: readonly string[];
    },
  ): Promise<boolean>;
  /** Records a second-factor code's time step as used: true only if it is later than every step used before, so each
   * code works once even when two requests race. */
  useTotpStep(id: string, step: number): Promise<boolean>;
  /** Uses one of the operator's recovery codes by its hash: true once, false after or for any other hash. */
  useRecoveryCode(id: string, codeHash: string): Promise<boolean>;
  /** Replaces an operator's password hash (the password itself is never stored). */
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  setRole(id: string, role: Role): Promise<void>;
  /** Disables an operator and, in the same transaction, ends its sessions and revokes its tokens. */
  disable(id: string, now: Date): Promise<void>;
  /** How many active owners there are. */
  activeOwners(): Promise<number>;
};

/** Operators' console sessions, by their token's hash: they end after an idle period, at sign-out, or all at once. */
export type OperatorSessionStore = {
  create(session: { readonly tokenHash: string; readonly operatorId: string; readonly at: Date }): Promise<void>;
  /** The operator of a session still in use (seen after `idleSince`), marking it seen at `now`; null otherwise. */
  touch(tokenHash: string, now: Date, idleSince: Date): Promise<string | null>;
  end(tokenHash: string): Promise<void>;
  /** Ends every session of an operator ("sign out everywhere"), but the one of `except` when given; says how many. */
  endAllOf(operatorId: string, except?: string): Promise<number>;
};

/** A personal access token as listed: never the token itself, which is shown once. */
export type AccessToken = {
  readonly id: string;
  readonly name: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
};

/** Personal access tokens for scripts and the CLI, stored by their hash, acting with their operator's role. */
export type AccessTokenStore = {
  create(token: AccessToken & { readonly operatorId: string; readonly tokenHash: string }): Promise<void>;
  listOf(operatorId: string): Promise<readonly AccessToken[]>;
  /** The operator of a token not revoked, marking it used at `now`. */
  use(tokenHash: string, now: Date): Promise<{ readonly id: string; readonly operatorId: string } | null>;
  /** Revokes one of an operator's tokens; false when it has none by that id (or it was revoked already). */
  revoke(operatorId: string, id: string, now: Date): Promise<boolean>;
};

/** One thing an operator did, for the audit. */
export type AuditEntry = {
  readonly at: Date;
  readonly operatorId: string | null;
  /** The operator's name and e-mail, or the OS user of a command that opened the database itself. */
  readonly actor: string;
  readonly action: string;
  readonly subject: string;
  readonly before?: unknown;
  readonly after?: unknown;
};

export type OperatorAudit = {
  record(entry: AuditEntry): Promise<void>;
  /** The newest entries first. */
  latest(limit: number): Promise<readonly (AuditEntry & { readonly id: number })[]>;
};

/** Time-based one-time passwords (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits), as authenticator apps make them. */
export type OneTimePasswords = {
  /** A new random shared secret, in base32 as apps read it. */
  newSecret(): string;
  /** The code of a time step (seconds since the epoch ÷ 30) for a secret. */
  codeAt(secret: string, step: number): string;
  /** The `otpauth://` address an app reads from a QR code. */
  enrolmentUri(secret: string, account: string, issuer: string): string;
};
