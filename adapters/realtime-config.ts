import { z } from 'zod';

const text = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

/** Hosted Pusher Channels: all four set, or none (then the store's own endpoint serves the live updates). */
export const realtimeVariables = {
  PUSHER_APP_ID: text.refine((v) => v === undefined || /^\d{1,20}$/.test(v), 'must be a Pusher app id (digits)'),
  PUSHER_KEY: text.refine((v) => v === undefined || /^[a-f0-9]{20}$/.test(v), 'must be a Pusher key (20 hex digits)'),
  PUSHER_SECRET: text.refine(
    (v) => v === undefined || /^[a-f0-9]{20}$/.test(v),
    'must be a Pusher secret (20 hex digits)',
  ),
  PUSHER_CLUSTER: text.refine((v) => v === undefined || /^[a-z]{2}\d{0,2}$/.test(v), 'must be a cluster such as us2'),
};

type RealtimeEnv = { [K in keyof typeof realtimeVariables]: string | undefined };

/** The embedded endpoint's app: its secret is made on first start and kept in the database (`store_secrets`). */
export const EMBEDDED_APP = { appId: 'fornido', key: 'fornido-key', cluster: 'fornido' } as const;

/**
 * Where live updates go: hosted Pusher (`https://api-{cluster}.pusher.com` for triggers, its own WebSocket hosts for
 * browsers), or the embedded Pusher-protocol endpoint on the store's own port, which serves one process only (its
 * subscribers live in that process's memory).
 */
export type RealtimeConfig =
  | {
      readonly kind: 'hosted';
      readonly appId: string;
      readonly key: string;
      readonly secret: string;
      readonly cluster: string;
    }
  | { readonly kind: 'embedded'; readonly appId: string; readonly key: string; readonly cluster: string };

export const readRealtime = (env: RealtimeEnv): RealtimeConfig => {
  const given = [env.PUSHER_APP_ID, env.PUSHER_KEY, env.PUSHER_SECRET, env.PUSHER_CLUSTER];
  if (given.every((v) => v === undefined)) return { kind: 'embedded', ...EMBEDDED_APP };
  const missing = Object.keys(realtimeVariables).filter((_, i) => given[i] === undefined);
  if (missing.length > 0)
    throw new Error(`Invalid configuration:\n  ${missing.join(', ')}: required when another PUSHER_* variable is set`);
  return {
    kind: 'hosted',
    appId: env.PUSHER_APP_ID!,
    key: env.PUSHER_KEY!,
    secret: env.PUSHER_SECRET!,
    cluster: env.PUSHER_CLUSTER!,
  };
};
