import { boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Sign-ups waiting for their mailed activation link, by the SHA-256 of its token; one per email (a new sign-up
 * replaces the older), kept once used so a used link says so. */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    privacyConsentAt: at('privacy_consent_at').notNull(),
    marketingConsent: boolean('marketing_consent').notNull(),
    referralCode: text('referral_code'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('pending_sign_ups_email_idx').on(t.email)],
);
