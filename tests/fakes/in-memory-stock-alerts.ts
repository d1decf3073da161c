import type { SeedData } from '../../adapters/persistence/seed/seed-catalogue';
import type { MailMessage } from '../../core/mail/ports';
import type { DueAlert, StockAlertStore } from '../../core/stock-alerts/ports';

type Alert = {
  id: number;
  sku: string;
  email: DueAlert['email'];
  mailbox: string;
  dueAt: Date | null;
  leasedUntil: Date | null;
  notifiedAt: Date | null;
};

/** The avísame requests in memory over a seed catalogue's variants, held to the same contract as the SQL store.
 * `restock` plays the SQL trigger: a variant going from none to some makes its waiting requests due. */
export const inMemoryStockAlerts = (data: SeedData, now: () => Date = () => new Date()) => {
  const variants = new Map(
    data.products.flatMap((p) => p.variants.map((v) => [v.sku, { product: p, variant: v, stock: v.stock }])),
  );
  const categoryOf = new Map(data.products.map((p) => [p.slug, p.category]));
  const alerts: Alert[] = [];
  const mails: MailMessage[] = [];
  const store: StockAlertStore = {
    record: async ({ sku, email, mailbox }) => {
      const found = variants.get(sku);
      if (!found) return 'unknown-variant';
      if (found.stock > 0) return 'in-stock';
      if (alerts.some((a) => a.sku === sku && a.mailbox === mailbox && a.notifiedAt === null)) return 'already-waiting';
      alerts.push({ id: alerts.length + 1, sku, email, mailbox, dueAt: null, leasedUntil: null, notifiedAt: null });
      return 'created';
    },
    claimDue: async (at, leaseUntil, limit) =>
      alerts
        .filter((a) => a.dueAt && !a.notifiedAt && (!a.leasedUntil || a.leasedUntil <= at))
        .slice(0, limit)
        .map((a) => {
          a.leasedUntil = leaseUntil;
          const { product, variant } = variants.get(a.sku)!;
          return {
            id: a.id,
            email: a.email,
            sku: a.sku,
            productName: product.name,
            category: categoryOf.get(product.slug)!,
            slug: product.slug,
            size: variant.size,
            flavour: variant.flavour,
          };
        }),
    notifyOnce: async (id, mail, at) => {
      const alert = alerts.find((a) => a.id === id);
      if (!alert || alert.notifiedAt) return;
      alert.notifiedAt = at;
      alert.leasedUntil = null;
      mails.push(mail);
    },
  };
  return {
    store,
    mails,
    /** Adds units of a variant, as a delivery or a cancelled order does. */
    restock: async (sku: string, units: number) => {
      const found = variants.get(sku)!;
      if (found.stock === 0 && units > 0)
        for (const a of alerts) if (a.sku === sku && !a.dueAt && !a.notifiedAt) a.dueAt = now();
      found.stock += units;
    },
  };
};
