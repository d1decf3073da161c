import { sqlPasswordResetStore } from '../../../adapters/persistence/password-reset-store';
import { onEveryEngine } from './open-sql';
import { passwordResetStoreContract } from './password-reset-store.contract';
import { inMemoryPasswordResetStore } from '../../fakes/in-memory-accounts';

onEveryEngine(passwordResetStoreContract, sqlPasswordResetStore);
passwordResetStoreContract('in-memory fake', async () => ({
  store: inMemoryPasswordResetStore(),
  close: async () => undefined,
}));
