import type { Failure } from '../../contract/errors';
import { unhandled } from '../../contract/errors';
import type { EvidenceNotFound } from '../../core/returns/list-returns';
import type { RefundReturnError } from '../../core/returns/refund-return';

// The returns' use cases refuse in plain English, for `fornido returns` (core/returns/*), and keep it so. The console
// says each kind of refusal in Spanish here, in one place; the request parser's own messages are Spanish already.

/** Any refusal of the returns' endpoints (contract/admin-returns.ts), the edge's and no answer included. */
export type ReturnRefusal = Failure<RefundReturnError | EvidenceNotFound>;

/** The fields the use cases name in English, in Spanish; the parser's fields keep its Spanish message. */
const FIELD_TEXTS: ReadonlyMap<string, string> = new Map([
  ['instructions', 'Escribe las instrucciones para devolver los productos (de 5 a 2.000 caracteres).'],
  ['reason', 'Escribe el motivo que leerá el cliente (de 5 a 2.000 caracteres).'],
  ['lines', 'Elige para cada producto si vuelve a la venta o queda averiado.'],
  ['amount', 'Escribe el valor en pesos enteros, mayor que 0.'],
]);

/** What is left to refund of an order, read from the use case's wording ("At most $ 59.900 of the order's …"). */
const leftOf = (message: string) => /^At most (\$ [\d.]+) /.exec(message)?.[1] ?? null;

/** A refusal of the returns' API as the console says it, in Spanish. */
export const returnRefusalText = (f: ReturnRefusal): string => {
  switch (f.kind) {
    case 'forbidden':
      return 'Tu rol no permite este paso de las devoluciones. Pídeselo a un dueño o administrador.';
    case 'return-not-found':
      return 'Esa devolución no existe.';
    case 'picture-not-found':
      return 'Esa foto no existe en esta devolución.';
    case 'invalid-input': {
      const [field, message] = Object.entries(f.fields)[0] ?? [];
      if (field === undefined) return 'Ese pedido no existe.';
      return FIELD_TEXTS.get(field) ?? message ?? 'Revisa los datos del formulario.';
    }
    case 'invalid-transition':
      return 'Este paso ya no se puede dar: la devolución o su pedido cambió de estado (solo se reembolsa un pedido entregado). Revisa su estado actual.';
    case 'refund-needs-reference':
      return 'Este reembolso no se puede hacer por la pasarela de pago: haz la transferencia (o el reembolso en el proveedor) y regístralo con su referencia.';
    case 'nothing-to-refund':
      return 'Esta devolución no tiene nada que reembolsar.';
    case 'refund-exceeds-paid': {
      const left = leftOf(f.message);
      return left
        ? `Es más de lo que queda por devolver del pedido: como máximo ${left} de sus productos.`
        : 'Es más de lo que queda por devolver del pedido.';
    }
    case 'refused':
      return `El proveedor rechazó el reembolso (código ${f.code}): no se devolvió dinero.`;
    case 'provider-error':
      return 'El proveedor no respondió el reembolso. Inténtalo de nuevo en un momento: no se reembolsa dos veces.';
    case 'moved':
      return 'La devolución o su pedido cambió mientras se reembolsaba y el reembolso no quedó registrado: revisa la devolución antes de seguir.';
    case 'bad-request':
    case 'not-found':
    case 'csrf':
    case 'internal':
    case 'network':
      return f.message;
    default:
      return unhandled(f, (f as { message: string }).message);
  }
};
