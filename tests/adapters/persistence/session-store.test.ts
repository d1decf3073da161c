import { sqlSessionStore } from '../../../adapters/persistence/session-store';
import { onEveryEngine } from './open-sql';
import { sessionStoreContract } from './session-store.contract';
import { inMemorySessionStore } from '../../fakes/in-memory-accounts';

onEveryEngine(sessionStoreContract, sqlSessionStore);
sessionStoreContract('in-memory fake', async () => ({ store: inMemorySessionStore(), close: async () => undefined }));
