import { sqlNotificationLog } from '../../../adapters/persistence/notification-log';
import { inMemoryNotificationLog } from '../../fakes/in-memory-notifications';
import { engines } from '../../support/databases';
import { notificationLogContract } from './notification-log.contract';

for (const engine of engines()) {
  notificationLogContract(engine.name, async () => {
    const database = await engine.open();
    return { log: sqlNotificationLog(database.db), close: database.drop };
  });
}

notificationLogContract('in-memory fake', async () => ({
  log: inMemoryNotificationLog(),
  close: async () => undefined,
}));
