import { createHash } from 'node:crypto';
import type { InvoiceDraft } from '../../core/invoicing/invoice';
import type { InvoiceIssuer, IssuerAnswer, PreparedDocument } from '../../core/invoicing/ports';

/** What the fake tax authority does with the next document sent: accepts it, refuses it, is down, or takes it and
 * times out before answering (it knows the document afterwards). */
export type IssuerBehaviour = 'accept' | 'refuse' | 'down' | 'take-and-time-out';

/** An InvoiceIssuer in memory, for the core's tests: a document's code is the SHA-384 of its number and totals (the
 * same draft, the same code); it remembers what it received and answers status queries about it. */
export const fakeInvoiceIssuer = (at: Date) => {
  const received = new Map<string, IssuerAnswer>();
  const behaviours: IssuerBehaviour[] = [];
  const log = { prepared: [] as string[], sent: [] as string[], asked: [] as string[] };
  const accepted = (code: string): IssuerAnswer => ({
    kind: 'accepted',
    response: `<ApplicationResponse>${code}</ApplicationResponse>`,
    at,
  });
  const issuer: InvoiceIssuer = {
    environment: 'test',
    prepare: async (draft: InvoiceDraft): Promise<PreparedDocument> => {
      log.prepared.push(draft.number);
      const code = createHash('sha384')
        .update(`${draft.number}|${draft.issuedAt.toISOString()}|${draft.totals.payable}`)
        .digest('hex');
      return {
        code,
        xml: `<Invoice number="${draft.number}" payable="${draft.totals.payable}"/>`,
        qrText: `CUFE: ${code}`,
      };
    },
    send: async (document) => {
      log.sent.push(document.code);
      const behaviour = behaviours.shift() ?? 'accept';
      if (behaviour === 'down') return { kind: 'unreachable', error: 'connect ECONNREFUSED' };
      if (behaviour === 'refuse') {
        const refused: IssuerAnswer = {
          kind: 'refused',
          rules: [{ code: 'FAD06', message: 'CUFE no válido' }],
          response: '<Refused/>',
        };
        received.set(document.code, refused);
        return refused;
      }
      received.set(document.code, accepted(document.code));
      return behaviour === 'take-and-time-out'
        ? { kind: 'unreachable', error: 'Timed out after 30 s' }
        : accepted(document.code);
    },
    status: async (code) => {
      log.asked.push(code);
      return received.get(code) ?? { kind: 'unknown' };
    },
    attached: (document, response) => `<AttachedDocument>${document.xml}${response}</AttachedDocument>`,
  };
  return { issuer, log, received, next: (...b: IssuerBehaviour[]) => behaviours.push(...b) };
};
