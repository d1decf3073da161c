import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import type { Forbidden } from '../operators/operator-errors';
import type { OperatorAudit } from '../operators/ports';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';

/** Hosted search has no admin key to write with, or the catalogue has nothing to send. */
export type SearchNotConfigured = { readonly kind: 'search-not-configured'; readonly message: string };
export type EmptyCatalogue = { readonly kind: 'empty-catalogue'; readonly message: string };

/** How many products went into which index. */
export type Reindexed = { readonly indexed: number; readonly index: string };

/** Replaces the hosted search index with the catalogue, `batchSize` products per request, telling each batch sent. */
export type ReindexIndex = (request: {
  readonly batchSize: number;
  readonly onProgress?: (progress: { readonly indexed: number; readonly total: number }) => void;
}) => Promise<Result<Reindexed, { readonly kind: 'search-not-configured' | 'empty-catalogue' }>>;

const REFUSALS = {
  'search-not-configured': 'La búsqueda alojada (Algolia) no está configurada: no hay índice que llenar.',
  'empty-catalogue': 'El catálogo está vacío: no hay nada que indexar.',
} as const;

/** Sends the whole catalogue to the hosted search index, replacing it atomically (the storefront keeps searching the
 * old one meanwhile); audited with what went where (`operations.run`). */
export const reindexSearchAs =
  (deps: { readonly reindex: ReindexIndex; readonly audit: Pick<OperatorAudit, 'record'>; readonly clock: Clock }) =>
  async (
    actor: Actor,
    request: Parameters<ReindexIndex>[0],
  ): Promise<Result<Reindexed, Forbidden | SearchNotConfigured | EmptyCatalogue>> => {
    const refused = authorize(actor, 'operations.run');
    if (refused) return err(refused);
    const done = await deps.reindex(request);
    if (!done.ok) {
      const { kind } = done.error;
      return err(
        kind === 'search-not-configured' ? { kind, message: REFUSALS[kind] } : { kind, message: REFUSALS[kind] },
      );
    }
    await deps.audit.record({
      at: deps.clock.now(),
      operatorId: actor.operatorId,
      actor: actor.name,
      action: 'search.reindexed',
      subject: `índice ${done.value.index}`,
      after: done.value,
    });
    return ok(done.value);
  };
