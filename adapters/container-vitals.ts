import type { Container } from 'inversify';
import { pruneVitals } from '../core/vitals/record-vitals';
import { reportVitals } from '../core/vitals/report-vitals';
import type { Database } from './persistence/db';
import { sqlVitalsStore } from './persistence/vitals-store';
import { T } from './tokens';

/** What shoppers' browsers measured: the SQL store the API writes to (server/api/v1/vitals.ts), the report the CLI
 * prints, and the pruning the server runs on a timer. */
export const bindVitals = (c: Container, database: Database) => {
  const vitals = sqlVitalsStore(database.db);
  c.bind(T.vitalsStore).toConstantValue(vitals);
  c.bind(T.vitals)
    .toDynamicValue((x) => ({
      reportVitals: reportVitals({ vitals }),
      pruneVitals: pruneVitals({ vitals, clock: x.get(T.clock) }),
    }))
    .inSingletonScope();
};
