import type { Clock, Logger } from '../../core/shared/ports';
import { type DianResponse, readAnswer, type ServiceAnswer, type UploadAnswer } from './soap-answers';
import { type DianRequest, requestEnvelope, soapContentType } from './soap-envelope';
import { signEnvelope, type WsSigner } from './ws-security';

/** Where and how the client calls the service. */
export type DianClientSettings = {
  /** The service's address (`…/WcfDianCustomerServices.svc`), also written in wsa:To. */
  readonly url: string;
  readonly signer: WsSigner;
  /** How long one call may take before it is given up. */
  readonly timeoutMs: number;
};

/** The `fetch` the client calls: the global one, or a test's. */
export type Fetch = typeof fetch;

/** A call's end: what the service answered, or why it was not reached (a time-out, the network, a SOAP fault). */
export type Reached<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/**
 * The DIAN's web service, signed with WS-Security, over HTTP POST (SOAP 1.2): SendBillSync, SendTestSetAsync,
 * GetStatus and GetStatusZip. A time-out, a network error, a SOAP fault or an unreadable answer is `ok: false`.
 */
export const dianClient = (
  settings: DianClientSettings,
  deps: { readonly clock: Clock; readonly logger: Logger; readonly fetch?: Fetch },
) => {
  const fetchOf = deps.fetch ?? fetch;

  const call = async (request: DianRequest): Promise<Reached<ServiceAnswer>> => {
    const { operation } = request;
    const body = signEnvelope(requestEnvelope(request, settings.url), settings.signer, deps.clock.now());
    let status: number;
    let text: string;
    try {
      const response = await fetchOf(settings.url, {
        method: 'POST',
        headers: { 'content-type': soapContentType(operation), 'accept': 'application/soap+xml' },
        body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      const why =
        name === 'TimeoutError' || name === 'AbortError'
          ? `no answer within ${settings.timeoutMs} ms`
          : `network error: ${(error as Error).message}`;
      deps.logger.warn({ operation, error: why }, 'DIAN call not answered');
      return { ok: false, error: why };
    }
    const answer = readAnswer(operation, text);
    if (!answer || answer.kind === 'fault') {
      const why = answer ? `SOAP fault (HTTP ${status}): ${answer.reason}` : `unreadable answer (HTTP ${status})`;
      deps.logger.warn({ operation, status, error: why }, 'DIAN call failed');
      return { ok: false, error: why };
    }
    return { ok: true, value: answer };
  };

  const one = (answer: Reached<ServiceAnswer>): Reached<DianResponse> => {
    if (!answer.ok) return answer;
    const first = answer.value.kind === 'responses' ? answer.value.responses[0] : undefined;
    return first ? { ok: true, value: first } : { ok: false, error: 'the answer holds no DianResponse' };
  };

  return {
    /** Sends a zipped document and waits for its validation (production). */
    sendBillSync: async (fileName: string, contentFile: string) =>
      one(await call({ operation: 'SendBillSync', fileName, contentFile })),
    /** Sends a zipped document of the habilitación test set: answered with a ZipKey to ask GetStatusZip about. */
    sendTestSetAsync: async (
      fileName: string,
      contentFile: string,
      testSetId: string,
    ): Promise<Reached<UploadAnswer>> => {
      const answer = await call({ operation: 'SendTestSetAsync', fileName, contentFile, testSetId });
      if (!answer.ok) return answer;
      return answer.value.kind === 'upload'
        ? { ok: true, value: answer.value.upload }
        : { ok: false, error: 'the answer holds no ZipKey' };
    },
    /** What the service knows of a document, by its CUFE or CUDE. */
    getStatus: async (trackId: string) => one(await call({ operation: 'GetStatus', trackId })),
    /** What the service made of a zip sent with SendTestSetAsync, by its ZipKey. */
    getStatusZip: async (trackId: string): Promise<Reached<readonly DianResponse[]>> => {
      const answer = await call({ operation: 'GetStatusZip', trackId });
      if (!answer.ok) return answer;
      return answer.value.kind === 'responses'
        ? { ok: true, value: answer.value.responses }
        : { ok: false, error: 'the answer holds no DianResponse' };
    },
  };
};

export type DianClient = ReturnType<typeof dianClient>;
