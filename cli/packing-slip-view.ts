import type { PackingSlip } from '../core/orders/packing-slip';
import { formatPesos } from '../core/shared/format';
import { bogota, table } from './format';

/** The packing slip as plain text for the packing table: what goes in the box, where it goes, the cash to collect. */
export const packingSlipText = (slip: PackingSlip): string => {
  const to = slip.deliverTo;
  return [
    `PACKING SLIP ${slip.number} (${slip.state}), placed ${bogota(slip.placedAt)} (Bogota)`,
    '',
    table([
      ['QTY', 'PRODUCT', 'SIZE / FLAVOUR', 'SKU'],
      ...slip.lines.map((l) => [
        String(l.quantity),
        `${l.product} (${l.brand})`,
        [l.size, l.flavour].filter(Boolean).join(' / '),
        l.sku,
      ]),
    ]),
    '',
    `${slip.units} ${slip.units === 1 ? 'unit' : 'units'}, about ${(slip.weightGrams / 1000).toFixed(1)} kg, ${slip.shippingMethod} shipping`,
    '',
    'Deliver to',
    `  ${to.recipient}, phone ${to.phone}`,
    `  ${[to.line1, to.line2].filter(Boolean).join(', ')}`,
    `  ${to.city}, ${to.department}`,
    ...(to.notes ? [`  Notes: ${to.notes}`] : []),
    '',
    `Cash to collect: ${formatPesos(slip.cashToCollect)}${slip.cashToCollect > 0 ? ' (cash on delivery)' : ' (paid)'}`,
  ].join('\n');
};
