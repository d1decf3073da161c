import { addi } from './addi/provider';
import { epayco } from './epayco/provider';
import { mercadoPago } from './mercadopago/provider';
import { nequi } from './nequi/provider';
import type { PaymentProvider } from './payments/provider';
import { sandboxCard } from './payments/sandbox-card-provider';

/** Every payment provider the store knows, in the order the payment step offers them: adding one is one line here. A
 * later provider's method already taken by an earlier one is not offered again (one card method at most), so the
 * store's own test card comes last. */
export const PROVIDERS: readonly PaymentProvider[] = [nequi, mercadoPago, epayco, addi, sandboxCard];
