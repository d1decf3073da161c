import { T, type AppContainer } from '../adapters/container';
import type { StoredAttempt } from '../core/payments/ports';
import type { Writer } from './io';

/** The labelled facts a provider's records hold about one attempt (`describe`), in the order it gave them. */
export type Facts = readonly (readonly [label: string, value: string])[];

/** What one attempt's provider said: its facts, or why it could not be asked. Absent for a gateway that cannot
 * describe attempts (the store's sandbox card, Nequi). */
export type ProviderRecord =
  | { readonly attemptId: string; readonly provider: string; readonly facts: Facts }
  | { readonly attemptId: string; readonly provider: string; readonly error: string };

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

/**
 * Asks each attempt's gateway, when it can describe attempts, what the provider's records say now; one at a time,
 * read-only. A provider that cannot be asked is one line on `warn`: what the store logged about that failed lookup
 * (the SDK's own error lines) is folded into it, so an operator reads one sentence per attempt, not a trace.
 */
export const askProviders = async (
  c: AppContainer,
  attempts: readonly StoredAttempt[],
  log: ReturnType<typeof heldLog>,
  warn: Writer,
): Promise<readonly ProviderRecord[]> => {
  const registry = c.get(T.payments);
  const records: ProviderRecord[] = [];
  for (const { attempt } of attempts) {
    const gateway = registry.forAttempt(attempt);
    if (!gateway?.describe) continue;
    const base = { attemptId: attempt.id, provider: attempt.provider };
    log.hold();
    try {
      records.push({ ...base, facts: await gateway.describe(attempt) });
      log.release(true);
    } catch (error) {
      log.release(false);
      const why = error instanceof Error ? error.message : String(error);
      records.push({ ...base, error: why });
      const about = `attempt ${attempt.id}${attempt.reference ? ` (reference ${attempt.reference})` : ''}`;
      warn.write(
        `warning: ${providerName(attempt.provider)} could not be asked about ${about}; it is shown as the store has it. Error: ${why.replace(/\s+/g, ' ')}\n`,
      );
    }
  }
  return records;
};

/** Providers' names as their operators write them; a provider not listed is shown as configured. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = { epayco: 'ePayco', nequi: 'Nequi' };

/** "ePayco" for `epayco`; the configured name itself for a provider not listed. */
export const providerName = (provider: string): string => PROVIDER_NAMES[provider] ?? provider;
