import { sqlEmailVerificationStore } from '../../../adapters/persistence/email-verification-store';
import { passwordResets } from '../../../adapters/persistence/schema/index';
import { sqlSingleUseTokenStore } from '../../../adapters/persistence/single-use-token-store';
import { onEveryEngine } from './open-sql';
import { singleUseTokenStoreContract } from './single-use-token-store.contract';
import { inMemoryTokenStore } from '../../fakes/in-memory-accounts';

onEveryEngine(singleUseTokenStoreContract, (db) => sqlSingleUseTokenStore(db, passwordResets));
onEveryEngine(singleUseTokenStoreContract, sqlEmailVerificationStore);
singleUseTokenStoreContract('in-memory fake', async () => ({
  store: inMemoryTokenStore(),
  close: async () => undefined,
}));
