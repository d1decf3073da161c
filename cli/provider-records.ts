import type { ProviderRecord } from '../core/checkout/payment-records';
import type { StoredAttempt } from '../core/payments/ports';
import type { Writer } from './io';

export type { ProviderRecord };

/** The store's log, written through to `writer` except while held; held lines are then kept (passed on) or dropped. */
export const heldLog = (writer: Writer) => {
  let held: string[] | null = null;
  return {
    writer: { write: (text: string) => (held ? held.push(text) : writer.write(text)) } satisfies Writer,
    hold: () => void (held = []),
    /** Passes the held lines on (`keep`) or drops them, and writes through again. */
    release: (keep: boolean) => {
      const lines = held ?? [];
      held = null;
      if (keep) for (const line of lines) writer.write(line);
    },
  };
};

/** The warning line of an attempt whose provider could not be asked: it is shown as the store has it. */
export const unaskedWarning = (
  attempts: readonly StoredAttempt[],
  record: ProviderRecord & { error: string },
): string => {
  const attempt = attempts.find((s) => s.attempt.id === record.attemptId)?.attempt;
  const about = `attempt ${record.attemptId}${attempt?.reference ? ` (reference ${attempt.reference})` : ''}`;
  return `warning: ${providerName(record.provider)} could not be asked about ${about}; it is shown as the store has it. Error: ${record.error.replace(/\s+/g, ' ')}\n`;
};

/** Providers' names as their operators write them; a provider not listed is shown as configured. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = { epayco: 'ePayco', nequi: 'Nequi' };

/** "ePayco" for `epayco`; the configured name itself for a provider not listed. */
export const providerName = (provider: string): string => PROVIDER_NAMES[provider] ?? provider;
