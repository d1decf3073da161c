import type { Container } from 'inversify';
import type { Database } from './persistence/db';
import { sqlReturnStore } from './persistence/return-store';
import { T } from './tokens';

/** Returns (issue 34): the SQL store of returns and their refunds. */
export const bindReturns = (c: Container, database: Database) => {
  c.bind(T.returnStore)
    .toDynamicValue(() => sqlReturnStore(database.db))
    .inSingletonScope();
};
