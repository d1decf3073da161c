import { z } from 'zod/mini';

/** The request of an endpoint that reads no field: whatever else it carries is dropped. */
export const noFields = z.object({});
