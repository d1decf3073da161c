/** The payment networks where a shopper can pay a voucher in cash (PROVIDERS.md §2), in the order they are offered. */
export const CASH_NETWORKS = ['efecty', 'baloto', 'gana', 'redservi', 'puntored', 'sured'] as const;
export type CashNetwork = (typeof CASH_NETWORKS)[number];

/** Each network's name as its counters show it. */
export const CASH_NETWORK_NAME: Readonly<Record<CashNetwork, string>> = {
  efecty: 'Efecty',
  baloto: 'Baloto',
  gana: 'Gana',
  redservi: 'Redservi',
  puntored: 'Puntored',
  sured: 'SuRed',
};

/** A network's id as a request or a provider names it, or null: only the listed ids count. */
export const parseCashNetwork = (raw: unknown): CashNetwork | null =>
  typeof raw === 'string' && (CASH_NETWORKS as readonly string[]).includes(raw) ? (raw as CashNetwork) : null;
