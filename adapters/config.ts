import { resolve } from 'node:path';
import { z } from 'zod';
import { POLICY_FIELDS } from '../core/policy/policy-fields';
import { parsePolicy, type StorePolicy } from '../core/policy/store-policy';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CATALOG_PAGE_SIZE: z.coerce.number().int().min(1).max(96).default(12),
  IMAGE_CDN_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
});

export type Config = {
  readonly port: number;
  readonly host: string;
  /** The store's public origin, for canonical URLs; defaults to localhost at the port. */
  readonly publicUrl: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly production: boolean;
  readonly logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  readonly pageSize: number;
  /** An image CDN that resizes on the fly; product pictures are linked through it when set. */
  readonly imageCdnUrl: string | null;
  /** The store's rules: POLICY.md's defaults with any overrides from the environment (FREE_SHIPPING_THRESHOLD…). */
  readonly policy: StorePolicy;
};

/** Reads the environment once. Bad values stop the start with a message that names the variable. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const policy = parsePolicy(Object.fromEntries(Object.keys(POLICY_FIELDS).map((k) => [k, env[k]])));
  if (!policy.ok) throw new Error(`Invalid configuration:\n  ${policy.error.message}`);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    pageSize: e.CATALOG_PAGE_SIZE,
    imageCdnUrl: e.IMAGE_CDN_URL?.replace(/\/$/, '') ?? null,
    policy: policy.value,
  };
};
