import { sqlCartStore } from '../../../adapters/persistence/cart-store';
import { cartStoreContract } from './cart-store.contract';
import { onEveryEngine } from './open-sql';
import { inMemoryCartStore } from '../../fakes/in-memory-accounts';

onEveryEngine(cartStoreContract, sqlCartStore);
cartStoreContract('in-memory fake', async () => ({ store: inMemoryCartStore(), close: async () => undefined }));
