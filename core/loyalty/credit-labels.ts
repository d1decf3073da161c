import { formatPesos } from '../shared/format';
import type { CreditLine } from './credit-ports';

/** What a line of the gift-credit history says to its owner, in Spanish. A referred friend's order number is theirs,
 * never shown to the referrer; the shopper's own orders (credit spent or given back) are named. */
export const creditLineLabel = (line: CreditLine): string => {
  const own = line.orderNumber ? ` ${line.orderNumber}` : '';
  switch (line.kind) {
    case 'earned':
      return 'Ganaste por el pedido de un referido';
    case 'clawback':
      return line.pending > 0
        ? `Se descontó: el pedido se reversó (quedan ${formatPesos(line.pending)} pendientes de tu próximo saldo)`
        : 'Se descontó: el pedido se reversó';
    case 'settlement':
      return 'Se descontó lo pendiente de un pedido reversado';
    case 'spent':
      return `Usaste en tu pedido${own}`;
    case 'restored':
      return `Te devolvimos: el pedido${own} se canceló`;
    case 'return-restored':
      return `Te devolvimos por una devolución del pedido${own}`;
    case 'return-clawback':
      return line.pending > 0
        ? `Se descontó: un referido devolvió productos (quedan ${formatPesos(line.pending)} pendientes de tu próximo saldo)`
        : 'Se descontó: un referido devolvió productos';
    case 'adjustment':
      return `Ajuste de Fornido: ${line.reason ?? 'corrección de saldo'}`;
  }
};
