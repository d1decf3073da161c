import { sqlRateLimiter } from '../../../adapters/persistence/rate-limiter';
import { onEveryEngine } from './open-sql';
import { rateLimiterContract } from './rate-limiter.contract';
import { inMemoryRateLimiter } from '../../fakes/in-memory-accounts';

onEveryEngine(rateLimiterContract, sqlRateLimiter);
rateLimiterContract('in-memory fake', async () => ({ store: inMemoryRateLimiter(), close: async () => undefined }));
