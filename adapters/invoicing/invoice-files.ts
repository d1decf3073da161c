import type { Company } from '../../core/company/company';
import type { Invoice, InvoiceDraft, InvoiceNumbering } from '../../core/invoicing/invoice';
import { invoiceMail } from '../../core/invoicing/invoice-mail';
import type { InvoiceIssuer, InvoiceStore } from '../../core/invoicing/ports';
import type { MailMessage } from '../../core/mail/ports';
import { invoicePdf } from './invoice-pdf';

export type InvoiceFilesDeps = {
  readonly invoices: Pick<InvoiceStore, 'documents'>;
  /** A recorded document's draft, built again from its order (core/invoicing/document-draft.ts). */
  readonly draftOf: (document: Invoice) => Promise<InvoiceDraft>;
  readonly issuer: InvoiceIssuer;
  readonly numbering: InvoiceNumbering;
  readonly company: Company;
  readonly storeUrl: string;
};

/** What the buyer receives of an accepted document: its PDF representation, and the mail that carries it with the
 * AttachedDocument. Null for a document not accepted, or without its kept XML and answer. */
export const invoiceFiles = (deps: InvoiceFilesDeps) => {
  const accepted = async (document: Invoice) => {
    if (document.state !== 'accepted') return null;
    const kept = await deps.invoices.documents(document.id);
    if (!kept?.prepared || !kept.response) return null;
    const draft = await deps.draftOf(document);
    const pdf = await invoicePdf({
      draft,
      code: kept.prepared.code,
      qrText: kept.prepared.qrText,
      acceptedAt: document.acceptedAt,
      company: deps.company,
      numbering: deps.numbering,
      environment: deps.issuer.environment,
    });
    return { draft, pdf, prepared: kept.prepared, response: kept.response };
  };
  return {
    pdfOf: async (document: Invoice): Promise<Uint8Array | null> => (await accepted(document))?.pdf ?? null,
    mailOf: async (document: Invoice): Promise<MailMessage | null> => {
      const files = await accepted(document);
      if (!files) return null;
      const { draft, pdf, prepared, response } = files;
      const attachedXml = deps.issuer.attached(prepared, response, draft);
      return invoiceMail({ draft, code: prepared.code, attachedXml, pdf, storeUrl: deps.storeUrl });
    },
  };
};
