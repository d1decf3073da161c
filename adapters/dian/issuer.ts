import type { InvoiceDraft } from '../../core/invoicing/invoice';
import type { InvoiceIssuer, IssuerAnswer, PreparedDocument } from '../../core/invoicing/ports';
import type { Clock, Logger } from '../../core/shared/ports';
import { attachedDocument } from './attached-document';
import type { Certificate } from './certificate';
import { type DianClient, dianClient, type Fetch } from './client';
import { prepareDocument } from './document';
import type { DianContext } from './issuer-party';
import { issuerAnswerOf } from './map';
import { documentFileNames, zipDocument } from './zip';

/** What the issuer is made with: the DIAN setup's context and certificate, the service's address and test set. */
export type DianIssuerSetup = {
  readonly context: DianContext;
  readonly certificate: () => Certificate;
  readonly url: string;
  readonly testSetId: string | null;
  readonly timeoutMs: number;
};

export type DianIssuerDeps = {
  readonly clock: Clock;
  readonly logger: Logger;
  readonly fetch?: Fetch;
  /** Waits between GetStatusZip questions in habilitación (a timer; tests answer at once). */
  readonly wait?: (ms: number) => Promise<void>;
};

// The DIAN validates a test set's zip asynchronously: asked at once, then after these pauses; still in progress after
// them, the attempt counts as unanswered and the sender asks again later (the same document).
const ZIP_POLLS_MS = [0, 1_000, 3_000];
const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The DIAN as the core's InvoiceIssuer: prepares the signed UBL document of a draft, sends it zipped (SendBillSync; in
 * habilitación SendTestSetAsync with the test set, then GetStatusZip), asks about a document by its code (GetStatus),
 * and wraps an accepted one in its AttachedDocument. A document the DIAN says it already processed (rule 90) is
 * answered by what the DIAN holds for its code, so a retry after a lost answer never turns into a refusal.
 */
export const dianIssuer = (setup: DianIssuerSetup, deps: DianIssuerDeps): InvoiceIssuer => {
  const { context } = setup;
  const wait = deps.wait ?? timer;
  let client: DianClient | null = null;
  // The certificate is read (or, for the sandbox, made) on the first call, not when the store starts.
  const clientOf = () =>
    (client ??= dianClient(
      { url: setup.url, signer: setup.certificate(), timeoutMs: setup.timeoutMs },
      { clock: deps.clock, logger: deps.logger, ...(deps.fetch ? { fetch: deps.fetch } : {}) },
    ));

  const status = async (code: string): Promise<IssuerAnswer> => {
    const answer = await clientOf().getStatus(code);
    return answer.ok ? issuerAnswerOf(answer.value, deps.clock.now()) : { kind: 'unreachable', error: answer.error };
  };

  const testSet = async (testSetId: string, zipName: string, zip: string): Promise<IssuerAnswer> => {
    const upload = await clientOf().sendTestSetAsync(zipName, zip, testSetId);
    if (!upload.ok) return { kind: 'unreachable', error: upload.error };
    if (!upload.value.zipKey)
      return {
        kind: 'refused',
        rules: upload.value.errors.map((message) => ({ code: '', message })),
        response: '',
      };
    let last = 'the DIAN has not validated the test set zip yet';
    for (const pause of ZIP_POLLS_MS) {
      if (pause > 0) await wait(pause);
      const polled = await clientOf().getStatusZip(upload.value.zipKey);
      if (!polled.ok) return { kind: 'unreachable', error: polled.error };
      const first = polled.value[0];
      const answer = first ? issuerAnswerOf(first, deps.clock.now()) : null;
      if (answer && answer.kind !== 'unreachable' && answer.kind !== 'unknown') return answer;
      if (answer?.kind === 'unreachable') last = answer.error;
    }
    return { kind: 'unreachable', error: last };
  };

  const send = async (document: PreparedDocument, draft: InvoiceDraft): Promise<IssuerAnswer> => {
    const names = documentFileNames(draft.kind, context.issuer.nit, draft.consecutive, draft.issuedAt);
    const zip = zipDocument(names.xml, document.xml);
    let answer: IssuerAnswer;
    if (setup.testSetId) answer = await testSet(setup.testSetId, names.zip, zip);
    else {
      const sent = await clientOf().sendBillSync(names.zip, zip);
      answer = sent.ok ? issuerAnswerOf(sent.value, deps.clock.now()) : { kind: 'unreachable', error: sent.error };
    }
    if (answer.kind === 'refused' && answer.rules.length > 0 && answer.rules.every((r) => r.code === '90')) {
      const held = await status(document.code);
      if (held.kind === 'accepted') return held;
    }
    if (answer.kind === 'unknown') return { kind: 'unreachable', error: 'the DIAN does not know the document yet' };
    if (answer.kind !== 'accepted')
      deps.logger.warn({ number: draft.number, answer: answer.kind }, 'DIAN did not accept a document');
    return answer;
  };

  return {
    environment: context.environment,
    prepare: (draft) => Promise.resolve(prepareDocument(draft, context, setup.certificate())),
    send,
    status,
    attached: (document, response, draft) => attachedDocument(document, response, draft, context),
  };
};
