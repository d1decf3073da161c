import { sqlVitalsStore } from '../../../adapters/persistence/vitals-store';
import { inMemoryVitals } from '../../fakes/in-memory-vitals';
import { onEveryEngine } from './open-sql';
import { vitalsStoreContract } from './vitals-store.contract';

onEveryEngine(vitalsStoreContract, sqlVitalsStore);
vitalsStoreContract('in-memory fake', async () => ({ store: inMemoryVitals(), close: async () => undefined }));
