import pino from 'pino';
import type { Logger } from '../core/shared/ports';
import type { Config } from './config';

/** JSON logs on stdout (pino), at the configured level. */
export const createLogger = (config: Pick<Config, 'logLevel'>): Logger => {
  const log = pino({ level: config.logLevel, base: undefined });
  return {
    info: (fields, message) => log.info(fields, message),
    warn: (fields, message) => log.warn(fields, message),
    error: (fields, message) => log.error(fields, message),
  };
};
