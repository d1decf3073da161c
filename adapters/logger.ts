import pino, { type DestinationStream } from 'pino';
import type { Logger } from '../core/shared/ports';
import type { Config } from './config';
import { loggableFields } from './log-fields';

/** JSON logs on stdout (pino, or `destination`), at the configured level; every field as loggableFields leaves it. */
export const createLogger = (config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger => {
  const log = pino({ level: config.logLevel, base: undefined }, destination);
  return {
    info: (fields, message) => log.info(loggableFields(fields), message),
    warn: (fields, message) => log.warn(loggableFields(fields), message),
    error: (fields, message) => log.error(loggableFields(fields), message),
  };
};
